// Test helper: runs an inline page script against a fake address and records where it sends the reader.
export function runInlineScript(script: string, href: string): { replaced: string[]; replacedState: string[] } {
  const url = new URL(href, 'https://example.org');
  const replaced: string[] = [];
  const replacedState: string[] = [];
  const location = {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => void replaced.push(to),
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => void replacedState.push(to),
  };
  new Function('location', 'history', script)(location, history);
  return { replaced, replacedState };
}
