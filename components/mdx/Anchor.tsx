import type { AnchorHTMLAttributes } from 'react';
import { contentLinkAttributes } from '@/lib/routing/links';

/** Links in content: external ones open in a new tab; internal ones get the base, and the router follows them (components/layout/ClientNavigation.tsx). */
export function Anchor({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...contentLinkAttributes(href)} {...rest}>
      {children}
    </a>
  );
}
