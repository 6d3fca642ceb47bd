import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { classifyLink, withBase } from '@/lib/links';
import { siteConfig } from '@/lib/site-config';

/** Links in content: external ones open in a new tab; internal ones navigate client-side. */
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
    <Link href={withBase(siteConfig.base, href)} {...rest}>
      {children}
    </Link>
  );
}
