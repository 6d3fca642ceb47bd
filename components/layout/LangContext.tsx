'use client';
// The page's language, handed down once; client components read their strings through it.
import { createContext, useContext, type ReactNode } from 'react';
import { browserMessages, type BrowserMessages } from '@/lib/i18n/browser';
import type { Lang } from '@/lib/site-config';

// No default language: every page is inside a provider (RootDocument), and a component outside one fails.
const LangContext = createContext<Lang | null>(null);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  const lang = useContext(LangContext);
  if (lang === null) throw new Error('useLang: outside LangProvider');
  return lang;
}
// Only the strings of lib/i18n/browser.ts: the rest of the dictionaries stays out of the page's JavaScript.
export const useMessages = (): BrowserMessages => browserMessages[useLang()];
