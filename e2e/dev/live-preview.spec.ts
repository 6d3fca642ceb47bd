import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Locator } from '@playwright/test';
import { contentEventsUrl, devContentDir } from './playwright.config';

const file = path.join(devContentDir, 'en/guide/start/glossary.mdx');
const fragment = path.join(devContentDir, 'en/shared/live-note.mdx');
/**
 * Writes the file, then waits for the page to show `text`. How long that took is printed, not asserted: on a
 * busy machine it says nothing about the site; `npm run bench` measures it on a quiet one.
 */
async function saveAndSee(target: string, source: string, locator: Locator, text: string) {
  const start = Date.now();
  fs.writeFileSync(target, source);
  await expect(locator).toHaveText(text, { timeout: 60_000 });
  console.log(`shown ${Date.now() - start} ms after the save: ${text}`);
}

/** How many content changes the dev server has told the open pages of: the first message of its stream. */
async function toldChanges(): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(contentEventsUrl, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
  controller.abort();
  return (JSON.parse(text.slice(text.indexOf('data: ') + 'data: '.length, text.indexOf('\n\n'))) as { change: number })
    .change;
}

test('saving an MDX file or a fragment it includes updates the open page without a reload, a page loading during a save catches up, and errors show with their location', async ({
  page,
}) => {
  const original = fs.readFileSync(file, 'utf8');
  const h1 = page.locator('main h1');
  await page.goto('/guide/start/glossary');
  await expect(h1).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-content-events', 'open', { timeout: 60_000 });
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The first save also warms the dev server's render path.
  await saveAndSee(file, original.replace(/^# .*$/m, '# Glossary, edited live'), h1, 'Glossary, edited live');
  await saveAndSee(file, original.replace(/^# .*$/m, '# Glossary, edited again'), h1, 'Glossary, edited again');

  // A shared fragment: the page that includes it follows its edits too.
  fs.mkdirSync(path.dirname(fragment), { recursive: true });
  fs.writeFileSync(fragment, 'Fragment, first version.\n');
  const withInclude = original.replace(/^# .*$/m, '# Glossary, edited again\n\n<Include file="live-note.mdx" />');
  const note = page.locator('main p', { hasText: /^Fragment, / });
  await saveAndSee(file, withInclude, note, 'Fragment, first version.');
  await saveAndSee(fragment, 'Fragment, second version.\n', note, 'Fragment, second version.');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Broken MDX: the page shows the error with file and line; fixing the file brings the page back.
  const lines = original.split('\n');
  const h1Line = lines.findIndex((l) => l.startsWith('# ')) + 1;
  fs.writeFileSync(file, original.replace(/^# .*$/m, '# Broken <span'));
  await expect(page.getByText(new RegExp(`content/en/guide/start/glossary\\.mdx:${h1Line}:\\d+`)).first()).toBeVisible({
    timeout: 60_000,
  });

  await saveAndSee(file, original.replace(/^# .*$/m, '# Glossary, fixed'), h1, 'Glossary, fixed');

  // A save while the page loads again (the author reloads it, or Next does after a change to the code) is
  // told of before the page listens: the page catches up once it does.
  let listen!: () => void;
  const listening = new Promise<void>((resolve) => (listen = resolve));
  await page.route(`${contentEventsUrl}/**`, async (route) => {
    await listening;
    await route.continue();
  });
  await page.reload();
  await expect(h1).toHaveText('Glossary, fixed');
  const told = await toldChanges();
  fs.writeFileSync(file, original.replace(/^# .*$/m, '# Glossary, saved during a reload'));
  await expect.poll(toldChanges, { timeout: 60_000 }).toBeGreaterThan(told);
  listen();
  await expect(h1).toHaveText('Glossary, saved during a reload', { timeout: 60_000 });
});
