'use client';
// An internal link whose page loads when the pointer rests on it or it gets focus (spec 2.2), instead of
// Next.js prefetching every link that scrolls into view: a sidebar has a hundred of them.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

export function PreloadLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const preload = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => (preload(), onMouseEnter?.(e))}
      onFocus={(e) => (preload(), onFocus?.(e))}
      onTouchStart={(e) => (preload(), onTouchStart?.(e))}
      {...props}
    />
  );
}
