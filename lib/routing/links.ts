// Link classification (docs/behaviour.md §5): external links open in a new tab, `#` links stay on the page, and
// everything else is an internal path of the site.
import { withBase } from '../base-path';

export type LinkKind = 'external' | 'anchor' | 'internal';

export function classifyLink(href: string): LinkKind {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return 'external';
  if (href.startsWith('#')) return 'anchor';
  return 'internal';
}

/** The attributes a link in content gets: a new tab for an external one, the site base for an internal path. */
export function contentLinkAttributes(href: string): { href: string; target?: '_blank'; rel?: string } {
  const kind = classifyLink(href);
  if (kind === 'external') return { href, target: '_blank', rel: 'noopener noreferrer' };
  return { href: kind === 'anchor' ? href : withBase(href) };
}
