// The browser-support chart of guide/advanced/browser-compatibility, computed when the site is built from
// the browserslist and caniuse-lite data in node_modules: for each of Rsbuild's default web targets, the
// oldest version it allows, when that version came out, and the share of global usage it covers.
import browserslist from 'browserslist';

/** Rsbuild 1.4's browserslist for `output.target: 'web'` when a project has none (checked by the unit test). */
export const DEFAULT_WEB_TARGETS = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];

export interface SupportRow {
  query: string;
  /** The browser's display name, such as `Chrome`. */
  browser: string;
  oldest: string;
  /** Release date of the oldest version, `YYYY-MM`. */
  released?: string;
  /** Percent of global usage, as caniuse-lite counts it. */
  share: number;
}

export function browserSupport(queries = DEFAULT_WEB_TARGETS): { rows: SupportRow[]; total: number } {
  const rows = queries.map((query) => {
    const [id, version] = browserslist(query).at(-1)!.split(' ');
    const agent = browserslist.data[id]!;
    const seconds = agent.releaseDate[version];
    return {
      query,
      browser: NAMES[id] ?? agent.name,
      oldest: version,
      released: seconds ? new Date(seconds * 1000).toISOString().slice(0, 7) : undefined,
      share: browserslist.coverage(browserslist(query)),
    };
  });
  return { rows, total: browserslist.coverage(browserslist(queries)) };
}

const NAMES: Record<string, string> = { chrome: 'Chrome', edge: 'Edge', firefox: 'Firefox', safari: 'Safari' };
