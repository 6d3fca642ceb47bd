import type { ReactNode } from 'react';
import { siteConfig, type Lang } from '@/lib/site-config';
import { localeOf } from '@/lib/routing/locale';
import { themeScriptFor } from '@/lib/theme';
import { layoutQueryScript } from '@/lib/layout';
import { localeRedirectScript } from '@/lib/locale-redirect';
import { assetUrl } from '@/lib/assets';
import { siteRootsOf } from '@/lib/client-navigation';
import { LangProvider } from './LangContext';
import { RouteChange } from './RouteChange';
import { NavigationProgress } from './NavigationProgress';
import { ClientNavigation } from './ClientNavigation';
import { ContentRefresh } from '../dev/ContentRefresh';
import { LanguageNavbar } from '../navbar/LanguageNavbar';
import '../styles/global.css';
import '../styles/token-classes.css';
import { SiteScript } from '@/components/security/SiteScript';

/** The <html> of every page; the two language route groups differ only in `lang`. */
export function RootDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  const redirect = localeRedirectScript(siteConfig);
  const site = siteRootsOf(siteConfig);
  return (
    // The head scripts set attributes on <html> before React hydrates.
    <html lang={localeOf(lang).htmlLang} data-hide-navbar-mode={siteConfig.hideNavbar} suppressHydrationWarning>
      <head>
        {/* First: a reader who is about to be sent to another language should not paint this one. */}
        {redirect && <SiteScript source={redirect} />}
        <SiteScript source={themeScriptFor(siteConfig.darkMode)} />
        <SiteScript source={layoutQueryScript} />
        <link rel="icon" href={assetUrl(siteConfig.icon)} type="image/svg+xml" />
      </head>
      <body>
        <LangProvider lang={lang}>
          <LanguageNavbar lang={lang}>{children}</LanguageNavbar>
          <RouteChange />
          <ClientNavigation site={site} />
          <NavigationProgress site={site} />
        </LangProvider>
        {process.env.NODE_ENV === 'development' && <ContentRefresh />}
      </body>
    </html>
  );
}
