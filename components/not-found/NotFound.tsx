import { t } from '@/lib/i18n';
import { siteConfig, type Lang } from '@/lib/site-config';
import { localizePath } from '@/lib/routing/lang-path';
import { missingPathScript } from '@/lib/routing/missing-path';
import { notFoundLangScript } from '@/lib/routing/not-found-lang';
import { withBase } from '@/lib/base-path';
import { PatternRedirects } from '../redirect/PatternRedirects';
import { SiteScript } from '@/components/security/SiteScript';

/**
 * Static hosts answer unknown paths with this page. Before paint, its script sends paths that only need
 * normalising (`.html`, `/index`, `/en/`, a slash) to their page; everything else shows the 404, in the
 * path's language on hosts that have one 404 page for all (the script after the text; React keeps what
 * it wrote, hence suppressHydrationWarning).
 */
export function NotFound({ lang, routes }: { lang: Lang; routes: string[] }) {
  const home = localizePath('/', lang);
  const langScript = notFoundLangScript(siteConfig, lang);
  return (
    <>
      <SiteScript source={missingPathScript(routes, siteConfig.defaultLang)} />
      <PatternRedirects />
      <main id="main-content" className="not-found">
        <p className="not-found-code">404</p>
        <h1 data-not-found="heading" suppressHydrationWarning>
          {t(lang, 'notFound.heading')}
        </h1>
        <p data-not-found="body" suppressHydrationWarning>
          {t(lang, 'notFound.body')}
        </p>
        <a href={withBase(home)} className="button button-primary" data-not-found="home" suppressHydrationWarning>
          {t(lang, 'notFound.home')}
        </a>
      </main>
      {langScript && <SiteScript source={langScript} />}
    </>
  );
}

/**
 * The not-found boundary of a language's root layout (app/(lang)/not-found.tsx). No reader reaches it:
 * the host answers unknown paths with 404.html, and `next dev` with an error, since `output: 'export'`
 * allows no path outside generateStaticParams. Every page's payload carries it all the same, so it is
 * a short fallback instead of Next's default (1.2 KB).
 */
export function LayoutNotFound({ lang }: { lang: Lang }) {
  return (
    <main className="not-found">
      <h1>404</h1>
      <a href={withBase(localizePath('/', lang))}>{t(lang, 'notFound.home')}</a>
    </main>
  );
}
