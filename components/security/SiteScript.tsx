import { OWN_SCRIPT_ATTRIBUTE, ownScriptMark } from '@/lib/security/own-scripts';

/** An inline script of the site's own: marked so the build's Content Security Policy allows it (lib/security/own-scripts.ts). */
export function SiteScript({ source }: { source: string }) {
  return <script {...{ [OWN_SCRIPT_ATTRIBUTE]: ownScriptMark(source) }} dangerouslySetInnerHTML={{ __html: source }} />;
}
