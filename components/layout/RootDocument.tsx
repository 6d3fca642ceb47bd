import type { ReactNode } from 'react';
import { siteConfig, type Lang } from '@/lib/site-config';
import { siteLangOf } from '@/lib/routing/lang-path';
import { headScriptSources } from '@/lib/page/head-scripts';
import { assetUrl } from '@/lib/page/assets';
import { siteRootsOf } from '@/lib/browser/client-navigation';
import type { LangProviderComponent } from './LangContext';
import { RouteChange } from './RouteChange';
import { NavigationProgress } from './NavigationProgress';
import { ClientNavigation } from './ClientNavigation';
import { ContentRefresh } from '../dev/ContentRefresh';
import { LangNavbar } from '../navbar/LangNavbar';
import { ImageZoom } from '../mdx/ImageZoom';
import { SearchMarks } from '../search/SearchMarks';
import '../styles/global.css';
import '../styles/token-classes.css';
import { SiteScript } from '@/components/security/SiteScript';

/**
 * The <html> of every page, with the site header; the language route groups differ only in `lang` and the
 * language's provider of UI strings (app/(lang)/lang-provider.tsx).
 */
export function RootDocument({
  lang,
  LangProvider,
  notFound,
  children,
}: {
  lang: Lang;
  LangProvider: LangProviderComponent;
  notFound?: boolean;
  children: ReactNode;
}) {
  const site = siteRootsOf(siteConfig);
  return (
    // The head scripts set attributes on <html> before React hydrates.
    <html lang={siteLangOf(lang).htmlLang} data-hide-navbar-mode={siteConfig.hideNavbar} suppressHydrationWarning>
      <head>
        {/* The build writes these into each page (lib/page/head-scripts.ts); `next dev` has no build step. */}
        {process.env.NODE_ENV === 'development' &&
          headScriptSources(siteConfig).map((source, i) => <SiteScript key={i} source={source} />)}
        <link rel="icon" href={assetUrl(siteConfig.icon)} type="image/svg+xml" />
      </head>
      <body>
        <LangProvider>
          <LangNavbar lang={lang} notFound={notFound} />
          {children}
          <RouteChange />
          <SearchMarks />
          <ClientNavigation site={site} />
          <NavigationProgress site={site} />
          <ImageZoom selector={siteConfig.imageZoom.selector} />
        </LangProvider>
        {process.env.NODE_ENV === 'development' && <ContentRefresh />}
      </body>
    </html>
  );
}
