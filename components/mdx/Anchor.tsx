import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { classifyLink } from '@/lib/links';

/** Links in content: external ones open in a new tab; internal ones navigate client-side (next/link adds the base). */
export function Anchor({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const kind = classifyLink(href);
  if (kind === 'external') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (kind === 'anchor') {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
