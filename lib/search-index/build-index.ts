// The search index of a language, built at build time from the content index and each page's MDX tree
// (parsed with the same include and heading-id plugins as the page itself, so anchors match).
import type { ContentIndex } from '../content/content-index';
import type { PageData } from '../content/page-data';
import { readPageSource } from '../content/page-source';
import { parseMdx } from '../content/mdx-tree';
import { remarkInclude } from '../content/remark-include';
import { remarkHeadingIds } from '../content/remark-heading-ids';
import { sidebarFor } from '../page/sidebar';
import { siteConfig, type Lang, type SidebarItem } from '../site-config';
import { t } from '../i18n';
import { pageSections, type IndexFile, type SectionTuple } from '../search/records';
import { includedFragments } from '../content/fragments';
import { cachedText, currentFingerprint, OUTPUT_PIPELINE_FILES } from '../content/build-cache';
import { withBase } from '../base-path';

/** Pages readers search: documentation pages, not the home page or error pages. */
const searchable = (page: PageData) => page.pageType === 'doc' || page.pageType === 'custom';

function groupOf(items: SidebarItem[], route: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.kind !== 'group') continue;
    const inside =
      item.link === route ||
      item.items.some((i) => (i.kind === 'link' && i.link === route) || (i.kind === 'group' && groupOf([i], route)));
    if (inside) return groupOf(item.items, route) ?? item;
  }
  return undefined;
}

const navEntry = (route: string) =>
  siteConfig.nav.find((n) => 'activeMatch' in n && n.activeMatch && route.startsWith(n.activeMatch));

/** Hierarchy lvl0: the sidebar group holding the page, else its top navigation entry, else the site. */
export function sectionOf(route: string, lang: Lang): string {
  const group = groupOf(sidebarFor(route), route);
  if (group?.kind === 'group') return t(lang, group.text);
  const nav = navEntry(route);
  return nav ? t(lang, nav.text) : siteConfig.title;
}

/** The top navigation entry of a page (Guide, Config, Plugins, API), when it is not the section itself. */
function navOf(route: string, lang: Lang): { nav?: string } {
  const nav = navEntry(route);
  const text = nav ? t(lang, nav.text) : undefined;
  return text && text !== sectionOf(route, lang) ? { nav: text } : {};
}

export function buildSearchIndex(content: ContentIndex, lang: Lang): IndexFile {
  const pages = content.pages.filter((p) => p.lang === lang && searchable(p));
  const index: IndexFile = { lang, pages: [], sections: [] };
  pages.forEach((page, i) => {
    const { searchTerms, configKey, configType, published_at: published } = page.frontmatter;
    index.pages.push({
      url: withBase(page.routePath),
      section: sectionOf(page.route, lang),
      title: page.title,
      description: page.description,
      ...(searchTerms ? { terms: searchTerms } : {}),
      ...(configKey && configType ? { option: [configKey, configType] as [string, string] } : {}),
      ...navOf(page.route, lang),
      ...(published ? { dated: true as const } : {}),
    });
    index.sections.push(...pageSearchSections(page, content).map(([, ...rest]): SectionTuple => [i, ...rest]));
  });
  return index;
}

/** A page's sections (numbered page 0), from the index's build cache when it holds them for the same input. */
function pageSearchSections(page: PageData, content: ContentIndex): SectionTuple[] {
  const { source, bodyLine } = readPageSource(page, content.contentDir);
  const fragments = includedFragments(source, content.contentDir, page.lang);
  const key = [
    currentFingerprint(undefined, OUTPUT_PIPELINE_FILES),
    page.pagePath,
    page.lang,
    String(bodyLine),
    source,
    ...fragments,
  ];
  const sections = () => {
    const tree = parseMdx(source);
    remarkInclude({ contentDir: content.contentDir, lang: page.lang, file: page.pagePath, bodyLine })(tree);
    remarkHeadingIds()(tree);
    return JSON.stringify(pageSections(tree, 0));
  };
  return JSON.parse(cachedText('search-sections', key, sections, content.cacheDir)) as SectionTuple[];
}
