// The records in the shape a DocSearch crawler uploads to Algolia, for teams who run their own index:
// absolute URLs, the anchor apart, a `lang` facet and DocSearch's weight fields.
import { expandRecords, LEVELS, type IndexFile } from '../search/records';

export function crawlerRecords(index: IndexFile, siteUrl: string) {
  const origin = siteUrl.replace(/\/$/, '');
  return expandRecords(index).map((record, position) => {
    const [path, anchor] = record.url.split('#');
    const level = record.type === 'content' ? 100 : 100 - LEVELS.indexOf(record.type) * 10;
    return {
      objectID: `${index.lang}:${record.objectID}`,
      url: `${origin}${record.url}`,
      url_without_anchor: `${origin}${path}`,
      anchor: anchor ?? null,
      type: record.type,
      content: record.content,
      hierarchy: record.hierarchy,
      ...(record.description ? { description: record.description } : {}),
      lang: index.lang,
      language: index.lang,
      weight: { pageRank: 0, level: record.type === 'content' ? 0 : level, position },
    };
  });
}
