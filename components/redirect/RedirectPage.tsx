import { t } from '@/lib/i18n';
import { redirectScript } from '@/lib/routing/redirects';
import type { Lang } from '@/lib/site-config';
import { withBase } from '@/lib/base-path';
import { SiteScript } from '@/components/security/SiteScript';

/**
 * The static page at an old path (docs/behaviour.md §2.7). Without JavaScript the meta refresh moves on; with it, the
 * inline script does so at once and keeps the query and hash. React hoists the meta into <head>; the
 * canonical link to the target comes from the page's metadata (lib/seo/page-metadata.ts).
 */
export function RedirectPage({ lang, target }: { lang: Lang; target: string }) {
  const href = withBase(target);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <SiteScript source={redirectScript(target)} />
      <main id="main-content" className="redirect">
        <p>
          {t(lang, 'redirect.moved')} <a href={href}>{href}</a>
        </p>
      </main>
    </>
  );
}
