import type { PageData } from '@/lib/content/page-data';
import { t } from '@/lib/i18n';
import { markdownPathOf } from '@/lib/seo/urls';
import { withBase } from '@/lib/base-path';
import { CopyMarkdownButton } from './CopyMarkdownButton';
import './PageActions.css';

/** Above a doc page: copy the page as Markdown, or open its `.md` copy. */
export function PageActions({ page }: { page: PageData }) {
  const href = withBase(markdownPathOf(page.routePath));
  return (
    <div className="page-actions">
      <CopyMarkdownButton href={href} />
      <a className="page-actions-link" href={href} type="text/markdown">
        {t(page.lang, 'pageActions.viewMarkdown')}
      </a>
    </div>
  );
}
