'use client';
// The page's language and its strings, handed down once; client components read them through it.
import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserMessages } from '@/lib/i18n/browser';
import type { Lang } from '@/lib/site-config';

// No default language: every page is inside a provider (RootDocument), and a component outside one fails.
const LangContext = createContext<{ lang: Lang; messages: BrowserMessages } | null>(null);

/**
 * A language's provider. Each language's route group makes its own from its own strings module
 * (app/(lang)/lang-provider.tsx, written by scripts/build/lang-routes.ts), so a page's scripts carry its
 * language's strings and no other's.
 */
export function languageProvider(lang: Lang, messages: BrowserMessages) {
  const value = { lang, messages };
  return function LangProvider({ children }: { children: ReactNode }) {
    return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
  };
}

export type LangProviderComponent = ReturnType<typeof languageProvider>;

function useLangContext() {
  const context = useContext(LangContext);
  if (context === null) throw new Error('useLang: outside LangProvider');
  return context;
}

export const useLang = (): Lang => useLangContext().lang;
// Only the strings of lib/i18n/browser: the rest of the dictionaries stays out of the page's JavaScript.
export const useMessages = (): BrowserMessages => useLangContext().messages;
