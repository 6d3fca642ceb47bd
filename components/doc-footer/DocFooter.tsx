import Link from 'next/link';
import type { PageData } from '@/lib/content/page-data';
import type { PageLink } from '@/lib/sidebar';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { localeOf } from '@/lib/routing/locale';

export function DocFooter({ page, prev, next }: { page: PageData; prev?: PageLink; next?: PageLink }) {
  const { lang } = page;
  const { docRepoBaseUrl } = siteConfig.editLink;
  const editText = t(lang, 'footer.editLink');
  return (
    <footer className="doc-footer">
      <div className="doc-footer-meta">
        {docRepoBaseUrl && editText && (
          <a href={`${docRepoBaseUrl}/${page._relativePath}`} target="_blank" rel="noopener noreferrer">
            {editText}
          </a>
        )}
        {page.lastUpdatedTime && (
          <p className="last-updated">
            {t(lang, 'footer.lastUpdated')}:{' '}
            <time dateTime={page.lastUpdatedTime}>
              {new Date(page.lastUpdatedTime).toLocaleDateString(localeOf(lang).htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
            </time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav aria-label={t(lang, 'footer.pagination')} className="pager">
          {prev ? (
            <Link href={prev.link} className="pager-link pager-prev" rel="prev">
              <span className="pager-label">{t(lang, 'footer.prev')}</span>
              <span className="pager-title">{prev.text}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={next.link} className="pager-link pager-next" rel="next">
              <span className="pager-label">{t(lang, 'footer.next')}</span>
              <span className="pager-title">{next.text}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
