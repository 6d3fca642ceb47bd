// Link classification (spec §5): external links open in a new tab, `#` links stay on the page, and
// everything else is an internal path of the site.
export type LinkKind = 'external' | 'anchor' | 'internal';

export function classifyLink(href: string): LinkKind {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return 'external';
  if (href.startsWith('#')) return 'anchor';
  return 'internal';
}
