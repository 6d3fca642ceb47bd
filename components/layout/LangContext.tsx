'use client';
// The page's language, handed down once; client components read their strings through it.
import { createContext, useContext, type ReactNode } from 'react';
import { messages, type Messages } from '@/lib/i18n';
import type { Lang } from '@/lib/site-config';

const LangContext = createContext<Lang>('en');

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export const useLang = () => useContext(LangContext);
export const useMessages = (): Messages => messages[useContext(LangContext)];
