// A feed as a feed reader reads it back, against the release pages of the export: one entry per page,
// with the page's title, address and publication date, and an id of its own.

/** An entry as a feed parser returns it. */
export interface ParsedEntry {
  title?: string | null;
  url?: string | null;
  id?: string | null;
  published?: Date | null;
}

/** A release page of the export: its absolute address, its `<h1>` and its `article:published_time`. */
export interface ReleasePage {
  url: string;
  title: string;
  published: string;
}

export function feedProblems(entries: ParsedEntry[], pages: ReleasePage[]): string[] {
  const problems: string[] = [];
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const ids = new Set<string>();
  const linked = new Set<string>();
  entries.forEach((entry, i) => {
    const name = `entry ${i + 1} (${entry.url ?? entry.title ?? 'no link'})`;
    const page = entry.url ? byUrl.get(entry.url) : undefined;
    if (!page) {
      problems.push(`${name}: the link is not a release page of the export`);
      return;
    }
    if (linked.has(page.url)) problems.push(`${name}: a second entry for the same page`);
    linked.add(page.url);
    if (entry.title?.trim() !== page.title)
      problems.push(`${name}: title "${entry.title ?? ''}", the page says "${page.title}"`);
    if (!entry.id?.trim()) problems.push(`${name}: no id`);
    else if (ids.has(entry.id)) problems.push(`${name}: id ${entry.id} used twice`);
    else ids.add(entry.id);
    const date =
      entry.published && !Number.isNaN(entry.published.getTime())
        ? entry.published.toISOString().slice(0, 10)
        : undefined;
    if (date !== page.published)
      problems.push(`${name}: date ${date ?? 'missing'}, the page was published ${page.published}`);
  });
  for (const page of pages) if (!linked.has(page.url)) problems.push(`${page.url}: no entry for this release page`);
  return problems;
}
