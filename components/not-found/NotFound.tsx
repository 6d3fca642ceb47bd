import { t } from '@/lib/i18n';
import { siteConfig, type Lang } from '@/lib/site-config';
import { localizePath } from '@/lib/routing/locale';
import { missingPathScript } from '@/lib/routing/missing-path';
import { notFoundLangScript } from '@/lib/routing/not-found-lang';
import { withBase } from '@/lib/base-path';
import { Navbar } from '../navbar/Navbar';
import { SkipLink } from '../layout/SkipLink';
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
      <SkipLink />
      <Navbar lang={lang} routePath={home} />
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
