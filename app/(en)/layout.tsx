import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';

export default function EnglishRoot({ children }: { children: ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}
