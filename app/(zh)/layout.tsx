import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';

export default function ChineseRoot({ children }: { children: ReactNode }) {
  return <RootDocument lang="zh">{children}</RootDocument>;
}
