// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/RootDocument';
import { LangProvider } from './lang-provider';

export default function LanguageRoot({ children }: { children: ReactNode }) {
  return (
    <RootDocument lang="zh" LangProvider={LangProvider}>
      {children}
    </RootDocument>
  );
}
