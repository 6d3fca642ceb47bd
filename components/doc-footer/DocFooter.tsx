import type { PageData } from '@/lib/content/page-data';
import type { PageLink } from '@/lib/page/sidebar';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { siteLangOf } from '@/lib/routing/lang-path';
import { editLink, sourceLink } from '@/lib/page/doc-footer';
import { withBase } from '@/lib/base-path';
import { BreakableText } from '../layout/BreakableText';
import './DocFooter.css';

export function DocFooter({ page, prev, next }: { page: PageData; prev?: PageLink; next?: PageLink }) {
  const { lang } = page;
  const edit = editLink(siteConfig.editLink, t(lang, 'footer.editLink'), page._relativePath);
  const source = sourceLink(siteConfig.editLink, page._relativePath);
  return (
    <footer className="doc-footer">
      <div className="doc-footer-meta">
        <p className="doc-footer-links">
          {edit && (
            <a href={edit.href} target="_blank" rel="noopener noreferrer" className="edit-link">
              {edit.text}
            </a>
          )}
          {source && (
            <a href={source} target="_blank" rel="noopener noreferrer" className="source-link">
              {t(lang, 'footer.source')}
            </a>
          )}
        </p>
        {page.lastUpdatedTime && (
          <p className="last-updated">
            {t(lang, 'footer.lastUpdated')}:{' '}
            <time dateTime={page.lastUpdatedTime}>
              {new Date(page.lastUpdatedTime).toLocaleDateString(siteLangOf(lang).htmlLang, {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav aria-label={t(lang, 'footer.pagination')} className="pager">
          {prev ? (
            <a href={withBase(prev.link)} className="pager-link pager-prev" rel="prev">
              <span className="pager-label">{t(lang, 'footer.prev')}</span>
              <span className="pager-title">
                <BreakableText text={prev.text} />
              </span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a href={withBase(next.link)} className="pager-link pager-next" rel="next">
              <span className="pager-label">{t(lang, 'footer.next')}</span>
              <span className="pager-title">
                <BreakableText text={next.text} />
              </span>
            </a>
          )}
        </nav>
      )}
    </footer>
  );
}
