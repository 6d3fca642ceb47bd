// The `head` frontmatter field: extra <meta> and <link> tags for one page. Only those two, since they
// are the tags a page's head can take anywhere; anything else fails the build rather than vanish.
import { HEAD_TAG_NAMES, headEntryProblem, type Frontmatter } from '../content/frontmatter';
import { ContentError } from '../content/errors';

export { HEAD_TAG_NAMES };
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

export interface HeadTag {
  tag: HeadTagName;
  attributes: Record<string, string>;
}

/** HTML attribute names that React spells differently. */
const REACT_NAMES: Record<string, string> = {
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  hreflang: 'hrefLang',
};

export function headTags(page: { pagePath: string; frontmatter: Pick<Frontmatter, 'head'> }): HeadTag[] {
  return (page.frontmatter.head ?? []).map(([tag, attributes], i) => {
    const problem = headEntryProblem([tag, attributes]);
    if (problem) throw new ContentError(page.pagePath, `frontmatter head entry ${i + 1}: ${problem}`);
    return { tag: tag as HeadTagName, attributes };
  });
}

/** The attributes as React props. */
export function reactProps(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [REACT_NAMES[name.toLowerCase()] ?? name, value]),
  );
}
