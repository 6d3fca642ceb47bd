// Which inline scripts of an exported page are the site's own, and so get a hash in its Content Security
// Policy: never "every inline script on the page", or a script that came in with content would run.
// Recognised by their source: the scripts the site's components write (theme, layout, language redirect,
// canonical path, announcement, 404 and redirect pages) carry a keyed hash of their text that only the
// build knows (`SITE_SCRIPT_KEY`, set per build by scripts/build/build.ts); Next's and Turbopack's bootstrap
// scripts have one fixed shape each, whose argument must be plain JSON (data, never code).
import { createHmac } from 'node:crypto';
import { tabChoiceScript } from '../browser/tabs';

export const OWN_SCRIPT_ATTRIBUTE = 'data-site-script';
export const SCRIPT_KEY_ENV = 'SITE_SCRIPT_KEY';

/** The mark a site script carries: an HMAC of its text under the build's key. */
export function ownScriptMark(source: string, key: string = process.env[SCRIPT_KEY_ENV] ?? ''): string {
  return createHmac('sha256', key).update(source.replace(/\r\n?/g, '\n'), 'utf8').digest('base64url').slice(0, 32);
}

/** A site script as an HTML tag, marked for the build's policy; for pages the build writes scripts into. */
export function ownScriptTag(source: string, key: string = process.env[SCRIPT_KEY_ENV] ?? ''): string {
  if (/<\/script/i.test(source)) throw new Error('a site script may not contain </script>');
  return `<script ${OWN_SCRIPT_ATTRIBUTE}="${ownScriptMark(source, key)}">${source}</script>`;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const NEXT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_PAYLOAD = /^self\.__next_f\.push\((\[[\s\S]*\])\);?$/;
const TURBOPACK = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

/** Next's flight payloads and Turbopack's chunk list: a fixed call around a JSON argument. */
export function isFrameworkScript(source: string): boolean {
  if (source === NEXT_INIT) return true;
  const json = NEXT_PAYLOAD.exec(source)?.[1] ?? TURBOPACK.exec(source)?.[1];
  return json !== undefined && isJson(json);
}

/**
 * Scripts that client components write. They cannot carry a mark (the key must never reach the browser),
 * but their text is one fixed string, which identifies them as well.
 */
const FIXED_SITE_SCRIPTS = new Set([tabChoiceScript]);

/** Whether an inline script (its attributes as written, and its text) is the site's own. */
export function isOwnScript(attributes: string, source: string, key: string): boolean {
  if (isFrameworkScript(source) || FIXED_SITE_SCRIPTS.has(source)) return true;
  const mark = new RegExp(`\\b${OWN_SCRIPT_ATTRIBUTE}="([^"]*)"`).exec(attributes)?.[1];
  return mark !== undefined && key !== '' && mark === ownScriptMark(source, key);
}

const HEAD_MARK = new RegExp(`(<script) ${OWN_SCRIPT_ATTRIBUTE}="[^"]*">`, 'g');

/**
 * The page once its policy holds the hashes: the marks of the scripts in its head are dropped, since the
 * policy now allows exactly those texts and nothing reads a mark again (2,400 marks of about 50 bytes each
 * in the export). Scripts in the body keep theirs: React renders them and hydrates what it rendered.
 */
export function withoutHeadScriptMarks(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return html.slice(0, end).replace(HEAD_MARK, '$1>') + html.slice(end);
}
