// The links of the doc footer that point at the page's source (docs/behaviour.md §2.1): the edit link shows only when
// both the repository base URL and its text are configured; the source link needs the base URL.
export interface EditLinkConfig {
  docRepoBaseUrl?: string;
}

export function editLink(
  config: EditLinkConfig,
  text: string | undefined,
  relativePath: string,
): { href: string; text: string } | undefined {
  if (!config.docRepoBaseUrl || !text) return undefined;
  return { href: `${config.docRepoBaseUrl.replace(/\/$/, '')}/${relativePath}`, text };
}

/** The page's MDX as plain text in the repository (GitHub's blob view with `?plain=1`). */
export function sourceLink(config: EditLinkConfig, relativePath: string): string | undefined {
  if (!config.docRepoBaseUrl) return undefined;
  return `${config.docRepoBaseUrl.replace(/\/$/, '').replace('/tree/', '/blob/')}/${relativePath}?plain=1`;
}
