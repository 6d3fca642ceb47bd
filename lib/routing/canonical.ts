import { withBase } from '../base-path';
import { assertSafeTarget } from './safe-path';

/**
 * An inline script for a page reached through another spelling of its path (`/guide/start/index`,
 * `/config/output/minify.html`): it puts the canonical path in the address bar before the app starts.
 */
export function canonicalPathScript(routePath: string, base?: string): string {
  const path = JSON.stringify(assertSafeTarget(encodeURI(withBase(routePath, base))));
  return `if(location.pathname!==${path})history.replaceState(history.state,'',${path}+location.search+location.hash)`;
}
