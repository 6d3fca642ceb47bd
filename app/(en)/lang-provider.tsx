// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
'use client';
import { languageProvider } from '@/components/layout/LangContext';
import { messages } from '@/lib/i18n/browser/en';

export const LangProvider = languageProvider('en', messages);
