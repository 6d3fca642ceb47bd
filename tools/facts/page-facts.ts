// The facts a page states, read from the page data the content pipeline built (frontmatter and outline):
// which pages document what, and the headings that name options, hooks, exports and instance members.
import type { PageData } from '../../lib/content/page-data';

/** The sets of names the package has that API pages document. */
export type ApiNames =
  | 'hooks'
  | 'pluginApi'
  | 'coreValues'
  | 'coreExports'
  | 'instance'
  | 'devServer'
  | 'environmentContext'
  | 'environmentApi';

/** A page, or one `##` section of it, whose headings name what the package has. */
export interface ApiPage {
  route: string;
  /** The id of the `##` section holding the headings; the whole page when absent. */
  section?: string;
  depth: 2 | 3;
  /** What every heading starts with: `### rsbuild.build` names the member `build`. */
  prefix?: string;
  names: ApiNames;
  /**
   * `exact`: the headings are the set, no more, no fewer. `some`: a heading that is a comma-separated
   * list of names (`### BuildOptions, PreviewOptions`) names members of the set; other headings are prose.
   */
  match: 'exact' | 'some';
}

export const API_PAGES: ApiPage[] = [
  { route: '/plugins/dev/hooks', depth: 3, names: 'hooks', match: 'exact' },
  { route: '/plugins/dev/core', depth: 2, prefix: 'api.', names: 'pluginApi', match: 'exact' },
  { route: '/api/javascript-api/core', depth: 2, names: 'coreValues', match: 'exact' },
  { route: '/api/javascript-api/instance', depth: 3, prefix: 'rsbuild.', names: 'instance', match: 'exact' },
  {
    route: '/api/javascript-api/dev-server-api',
    section: 'server-object',
    depth: 3,
    names: 'devServer',
    match: 'exact',
  },
  {
    route: '/api/javascript-api/environment-api',
    section: 'environment-context',
    depth: 3,
    names: 'environmentContext',
    match: 'exact',
  },
  {
    route: '/api/javascript-api/environment-api',
    section: 'dev-server-environment-api',
    depth: 3,
    names: 'environmentApi',
    match: 'exact',
  },
  { route: '/api/javascript-api/types', depth: 3, names: 'coreExports', match: 'some' },
];

export const HOOKS_ROUTE = '/plugins/dev/hooks';

/** The id of the `## Options` / `## 选项 {#options}` section of a plugin page. */
export const OPTIONS_SECTION_ID = 'options';

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

const NAME_LIST = /^[A-Za-z_$][\w$]*(, *[A-Za-z_$][\w$]*)*$/;

/** The names a heading lists (`BuildOptions, PreviewOptions`), or none when it is prose (`Section types`). */
export function namesInHeading(text: string): string[] {
  return NAME_LIST.test(text) ? text.split(',').map((n) => n.trim()) : [];
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
