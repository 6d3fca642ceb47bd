// Version notes are facts like defaults. Whatever a page says about when something arrived ("added in
// 1.2.0", a `<Badge>1.3.0+</Badge>`, "1.2.0 之前", "needs @rsbuild/core 1.3 or later") must be declared in
// its frontmatter (`configAdded`, or an entry of `versionClaims`), and every declared claim is checked
// against the published releases: true in the release it names, false in the release before.
import { proseLines } from './prose-lines';
import type { PageData } from '../../lib/content/page-data';
import type { VersionClaimEntry } from '../../lib/content/frontmatter';

/** A declared claim, with the frontmatter line it is written on. */
export type VersionClaim = VersionClaimEntry & { line: number };

/** `1.3` and `1.3.0` name the same release line start. */
export const normalizeVersion = (v: string) => (/^\d+\.\d+$/.test(v) ? `${v}.0` : v);

// Rsbuild's own majors: other software's versions (Node.js 22.6, Vue 3.2.13) are not notes about Rsbuild.
const V = String.raw`v?([01]\.\d+(?:\.\d+)?)`;
/** Wordings of a version note, English and Chinese; the first group is the version. */
const MENTIONS: RegExp[] = [
  new RegExp(String.raw`<Badge>\s*${V}\+?\s*</Badge>`, 'g'),
  new RegExp(
    String.raw`\b(?:added|introduced|available) (?:in|since) (?:version |Rsbuild |\`@rsbuild/core\` )?${V}`,
    'gi',
  ),
  new RegExp(String.raw`(?:\bAdded in|添加版本)[:：]\*\* ${V}`, 'gi'),
  new RegExp(String.raw`\b(?:since|before) (?:version |Rsbuild |\`@rsbuild/core\` )?${V}\b`, 'gi'),
  new RegExp(String.raw`(?:@rsbuild/core\`?|Rsbuild) ${V}\+? or (?:later|newer|above)`, 'gi'),
  new RegExp(String.raw`${V} ?(?:版本)?(?:中新增|新增|加入|引入|起|开始|之前|以前|以后)`, 'g'),
  new RegExp(String.raw`(?:@rsbuild/core\`?|Rsbuild) ${V} ?(?:版本)?(?:及以上|或更高|以上)`, 'g'),
];

export interface VersionMention {
  version: string;
  /** 1-based line in the file. */
  line: number;
  text: string;
}

/**
 * The version notes in a page's prose. Code blocks are left out: a version in an example is a value, not a
 * claim. Release notes are about their own release and are not scanned.
 */
export function versionMentions(source: string): VersionMention[] {
  const mentions: VersionMention[] = [];
  for (const [text, line] of proseLines(source)) {
    const prose = text.replace(/`[^`]*`/g, (code) => (/^`@rsbuild\/core`$/.test(code) ? code : '``'));
    for (const pattern of MENTIONS) {
      for (const m of prose.matchAll(pattern)) mentions.push({ version: normalizeVersion(m[1]), line, text: m[0] });
    }
  }
  return mentions;
}

/** Every claim a page declares: `configAdded` is a claim about its own key. */
export function declaredClaims(page: PageData, lineOfField: (field: string) => number): VersionClaim[] {
  const { configAdded, configKey, versionClaims = [] } = page.frontmatter;
  const own =
    configAdded && configKey ? [{ version: configAdded, key: configKey, line: lineOfField('configAdded') }] : [];
  return [
    ...own,
    ...versionClaims.map((c) => ({ ...c, version: normalizeVersion(c.version), line: lineOfField('versionClaims') })),
  ];
}

/** Mentions whose version no declared claim of the page backs. */
export function undeclaredMentions(mentions: VersionMention[], claims: VersionClaim[]): VersionMention[] {
  const declared = new Set(claims.map((c) => normalizeVersion(c.version)));
  return mentions.filter((m) => !declared.has(m.version));
}

export const isReleaseNotes = (page: PageData) => page.route.startsWith('/community/releases');

/**
 * The lowest release of @rsbuild/core 1.x a plugin's peer range accepts (`^1.3.0 || ^2.0.0-0` -> 1.3.0),
 * or undefined when the range has no 1.x part.
 */
export function lowestPeerVersion(range: string): string | undefined {
  for (const part of range.split('||')) {
    const m = /^\s*(?:\^|>=\s*)?(1\.\d+\.\d+)\s*$/.exec(part);
    if (m) return m[1];
  }
  return undefined;
}
