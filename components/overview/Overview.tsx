import type { PageData } from '@/lib/content/page-data';
import { getContentIndex } from '@/lib/content/content-index';
import { buildOverview } from '@/lib/overview';
import { resolveSidebar, sidebarFor } from '@/lib/sidebar';
import { t } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { OverviewList } from './OverviewList';

/** The list of an overview page (frontmatter `overview: true`): its section's pages and their headings. */
export function Overview({ page }: { page: PageData }) {
  const index = getContentIndex();
  const sidebar = resolveSidebar(sidebarFor(page.route), page.lang, page.routePath, (p) => index.byRoutePath.get(p)?.title);
  const groups = buildOverview(sidebar, {
    currentPath: page.routePath,
    headersDepth: siteConfig.overview.headersDepth,
    othersTitle: t(page.lang, 'overview.othersGroup'),
    tocOf: (p) => index.byRoutePath.get(p)?.toc ?? [],
  });
  return <OverviewList groups={groups} />;
}
