// Link classification (spec §5): external links open in a new tab, `#` links stay on the page, and
// everything else is an internal path under the site base.
export type LinkKind = 'external' | 'anchor' | 'internal';

export function classifyLink(href: string): LinkKind {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return 'external';
  if (href.startsWith('#')) return 'anchor';
  return 'internal';
}

export function withBase(base: string, href: string): string {
  if (base === '/' || !href.startsWith('/')) return href;
  return `${base.replace(/\/$/, '')}${href}`;
}
