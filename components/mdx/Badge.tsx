import type { ReactNode } from 'react';

export function Badge({
  type = 'tip',
  text,
  children,
}: {
  type?: 'tip' | 'info' | 'warning' | 'danger';
  text?: string;
  children?: ReactNode;
}) {
  return <span className={`badge badge-${type}`}>{children ?? text}</span>;
}
