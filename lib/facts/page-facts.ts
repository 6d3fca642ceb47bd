// The facts a page states, read from the page data the content pipeline built (frontmatter and outline):
// which pages document what, and the headings that name options, hooks, exports and instance members.
import type { PageData } from '../content/page-data';

/** Pages whose headings the facts checks read, by language-neutral route. */
export const FACT_ROUTES = {
  hooks: '/plugins/dev/hooks',
  coreExports: '/api/javascript-api/core',
  instance: '/api/javascript-api/instance',
} as const;

/** The id of the `## Options` / `## 选项 {#options}` section of a plugin page. */
export const OPTIONS_SECTION_ID = 'options';
/** `### rsbuild.build` on the instance page documents the member `build`. */
export const INSTANCE_PREFIX = 'rsbuild.';

/** A config page: below /config/ but not the overview. */
export function isConfigPage(page: PageData): boolean {
  return page.route.startsWith('/config/') && page.route !== '/config/';
}

export function isPluginPage(page: PageData): boolean {
  return page.frontmatter.pluginPackage !== undefined;
}

/** Texts of the outline headings of one depth, in page order. */
export function headingsAt(page: PageData, depth: number): string[] {
  return page.toc.filter((item) => item.depth === depth).map((item) => item.text.trim());
}

/**
 * Texts of the `###` headings inside the `##` section with the given id, in page order; undefined when
 * the page has no such section.
 */
export function headingsInSection(page: PageData, sectionId: string): string[] | undefined {
  const start = page.toc.findIndex((item) => item.depth === 2 && item.id === sectionId);
  if (start === -1) return undefined;
  const names: string[] = [];
  for (const item of page.toc.slice(start + 1)) {
    if (item.depth <= 2) break;
    if (item.depth === 3) names.push(item.text.trim());
  }
  return names;
}

/** The file line of a frontmatter field (1 when the field is not found). */
export function lineOfField(source: string, field: string): number {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index + 1 || 1;
}

/**
 * The file line of the first heading of this depth whose text is `text` (with or without backticks, with
 * or without a trailing `{#id}`), at or after line `from`; 1 when there is none.
 */
export function lineOfHeading(source: string, depth: number, text: string, from = 1): number {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`^${'#'.repeat(depth)}[ \\t]+(\`?)${escaped}\\1([ \\t]*\\{#[\\w-]+\\})?[ \\t]*$`);
  const index = source.split('\n').findIndex((line, i) => i + 1 >= from && heading.test(line));
  return index + 1 || 1;
}

/** The file line of the `##` heading with this id, found by its `{#id}` or its text; 1 when absent. */
export function lineOfSection(source: string, page: PageData, sectionId: string): number {
  const item = page.toc.find((t) => t.depth === 2 && t.id === sectionId);
  return item ? lineOfHeading(source, 2, item.text) : 1;
}
