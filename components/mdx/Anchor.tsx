import type { AnchorHTMLAttributes } from 'react';
import { classifyLink } from '@/lib/links';
import { withBase } from '@/lib/base-path';

/** Links in content: external ones open in a new tab; internal ones get the base, and the router follows them (components/layout/ClientNavigation.tsx). */
export function Anchor({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const kind = classifyLink(href);
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={kind === 'anchor' ? href : withBase(href)} {...rest}>
      {children}
    </a>
  );
}
