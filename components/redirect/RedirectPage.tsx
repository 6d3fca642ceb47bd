import { t } from '@/lib/i18n';
import { redirectScript } from '@/lib/redirects';
import { siteConfig, type Lang } from '@/lib/site-config';

/**
 * The static page at an old path (spec 2.7). Without JavaScript the meta refresh moves on; with it, the
 * inline script does so at once and keeps the query and hash. React hoists the meta and link into <head>.
 */
export function RedirectPage({ lang, target }: { lang: Lang; target: string }) {
  const canonical = new URL(target, siteConfig.siteUrl).href;
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <link rel="canonical" href={canonical} />
      <script dangerouslySetInnerHTML={{ __html: redirectScript(target) }} />
      <main id="main-content" className="redirect">
        <p>
          {t(lang, 'redirect.moved')} <a href={target}>{target}</a>
        </p>
      </main>
    </>
  );
}
