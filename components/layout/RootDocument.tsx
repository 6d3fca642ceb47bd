import type { ReactNode } from 'react';
import type { Lang } from '@/lib/site-config';
import { localeOf } from '@/lib/routing/locale';
import { themeScript } from '@/lib/theme';
import { LangProvider } from './LangContext';
import { ContentRefresh } from '../dev/ContentRefresh';
import '../styles/global.css';

/** The <html> of every page; the two language route groups differ only in `lang`. */
export function RootDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    // The theme script sets the class before React hydrates.
    <html lang={localeOf(lang).htmlLang} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <LangProvider lang={lang}>{children}</LangProvider>
        {process.env.NODE_ENV === 'development' && <ContentRefresh />}
      </body>
    </html>
  );
}
