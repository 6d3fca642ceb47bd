// What the router asked the export for while a test clicked around: every `.txt` file (route payloads and
// segments) by path, and every response that failed.
import type { Page } from '@playwright/test';

export function recordResponses(page: Page): { txt: string[]; failed: string[] } {
  const txt: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.txt')) txt.push(pathname);
    if (r.status() >= 400) failed.push(`${r.status()} ${pathname}`);
  });
  return { txt, failed };
}
