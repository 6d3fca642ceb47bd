// The `head` frontmatter field: extra <meta> and <link> tags for one page. Only those two, since they
// are the tags a page's head can take anywhere; anything else fails the build rather than vanish.
import type { Frontmatter } from '../content/frontmatter';
import { ContentError } from '../content/errors';

export const HEAD_TAG_NAMES = ['meta', 'link'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

export interface HeadTag {
  tag: HeadTagName;
  attributes: Record<string, string>;
}

/** HTML attribute names that React spells differently. */
const REACT_NAMES: Record<string, string> = { 'http-equiv': 'httpEquiv', charset: 'charSet', crossorigin: 'crossOrigin', referrerpolicy: 'referrerPolicy', hreflang: 'hrefLang' };

export function headTags(page: { pagePath: string; frontmatter: Pick<Frontmatter, 'head'> }): HeadTag[] {
  return (page.frontmatter.head ?? []).map(([tag, attributes], i) => {
    const where = `frontmatter head entry ${i + 1}`;
    if (!HEAD_TAG_NAMES.includes(tag as HeadTagName)) throw new ContentError(page.pagePath, `${where}: <${tag}> is not supported in the head (use ${HEAD_TAG_NAMES.join(' or ')})`);
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value !== 'string') throw new ContentError(page.pagePath, `${where}: attribute "${name}" must be a string`);
    }
    if (tag === 'meta' && !('content' in attributes)) throw new ContentError(page.pagePath, `${where}: <meta> needs a content attribute`);
    if (tag === 'link' && !('href' in attributes && 'rel' in attributes)) throw new ContentError(page.pagePath, `${where}: <link> needs rel and href attributes`);
    return { tag: tag as HeadTagName, attributes };
  });
}

/** The attributes as React props. */
export function reactProps(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [REACT_NAMES[name.toLowerCase()] ?? name, value]));
}
