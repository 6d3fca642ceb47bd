// llms.txt and llms-full.txt (llmstxt.org): an index of the docs with one line per page, linking the
// Markdown copies, and every page's Markdown in one file, both per language and in sidebar order.
import { siteConfig, type Lang, type SidebarItem } from '../site-config';
import { t } from '../i18n';
import type { PageData } from '../content/page-data';
import { sidebarFor } from '../page/sidebar';
import { localizePath } from '../routing/lang-path';
import { sections } from '../seo/sections';
import { absoluteUrl, markdownPathOf } from '../seo/urls';

export interface PageGroup {
  title: string;
  pages: PageData[];
}

export const llmsPath = (lang: Lang) => localizePath('/llms.txt', lang);
export const llmsFullPath = (lang: Lang) => localizePath('/llms-full.txt', lang);

/** A language's pages grouped by navbar section in sidebar order; pages outside every section last. */
export function groupPages(pages: PageData[], lang: Lang): PageGroup[] {
  const mine = pages.filter((p) => p.lang === lang);
  const placed = new Set<PageData>();
  const groups: PageGroup[] = [];
  for (const section of sections(lang)) {
    const order = new Map(sidebarRoutes(sidebarFor(section.prefix)).map((route, i) => [localizePath(route, lang), i]));
    const inSection = mine
      .filter((p) => p.route.startsWith(section.prefix))
      .sort(
        (a, b) =>
          (order.get(a.routePath) ?? Infinity) - (order.get(b.routePath) ?? Infinity) || a.route.localeCompare(b.route),
      );
    inSection.forEach((p) => placed.add(p));
    if (inSection.length) groups.push({ title: section.text, pages: inSection });
  }
  const rest = mine.filter((p) => !placed.has(p)).sort((a, b) => a.route.localeCompare(b.route));
  if (rest.length) groups.push({ title: t(lang, 'overview.othersGroup'), pages: rest });
  return groups;
}

/** The routes a sidebar links to, in reading order. */
function sidebarRoutes(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'link'
      ? [item.link]
      : item.kind === 'group'
        ? [...(item.link ? [item.link] : []), ...sidebarRoutes(item.items)]
        : [],
  );
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function llmsTxt(lang: Lang, groups: PageGroup[], siteUrl: string = siteConfig.siteUrl): string {
  // The proposal's layout: title, `>` summary, then details in plain paragraphs before the first section.
  const lines = [`# ${siteConfig.title}`, '', `> ${t(lang, 'site.description')}`, '', t(lang, 'llms.summary'), ''];
  for (const group of groups) {
    lines.push(`## ${group.title}`, '');
    for (const page of group.pages) {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(
        `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${absoluteUrl(markdownPathOf(page.routePath), siteUrl)})${description}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's Markdown, each headed by the address of its HTML page. */
export function llmsFullTxt(
  groups: PageGroup[],
  markdownOf: (page: PageData) => string,
  siteUrl: string = siteConfig.siteUrl,
): string {
  return groups
    .flatMap((g) => g.pages)
    .map((page) => `Source: ${absoluteUrl(page.routePath, siteUrl)}\n\n${markdownOf(page).trim()}\n`)
    .join('\n---\n\n');
}
