import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/hydrated';
import { tabTo } from '../support';
import { pageMessages } from '../../lib/i18n';
import { WCAG_TAGS, violationLines } from '../../tools/quality/axe-report';

// The fixture's English /guide/advanced/deep gained a section after its Chinese twin was marked up to date
// (e2e/fixture-site/content/translations.json), so /zh/guide/advanced/deep is behind; every other Chinese
// page is up to date. lib/translations/report.test.ts and scripts/translations/translations.integration.test.ts follow
// an edit from up to date to behind and back with --done; scripts/build/build.integration.test.ts builds both
// (an edited page's twin gains the notice, a page marked with --done loses it).
const BEHIND = '/zh/guide/advanced/deep';
const zh = pageMessages.zh;
/** The notice's own words, between its link and date. */
const notice = [zh['translation.behind'], zh['translation.behindSince']]
  .flatMap((m) => m.split(/\{\w+\}/))
  .filter((words) => words.length > 3);

test.use({ viewport: { width: 1400, height: 900 } });

test('a Chinese page behind its English page says so above its title, links the English page, by keyboard too, in both themes', async ({
  page,
  request,
}, testInfo) => {
  // In the HTML as served: there from the first paint, with nothing moved in after.
  expect(await (await request.get(BEHIND)).text()).toContain('<div class="translation-notice" role="note"');

  await page.goto(BEHIND);
  const notice = page.getByRole('note');
  await expect(notice).toHaveCount(1);
  // With the date of the English change when the build's git history has one later than the mark.
  const time = notice.locator('time');
  const dated = (await time.count()) > 0;
  if (dated) await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const message = zh[dated ? 'translation.behindSince' : 'translation.behind'];
  for (const words of message.split(/\{\w+\}/)) await expect(notice).toContainText(words);
  const link = notice.getByRole('link', { name: zh['translation.source'] });
  await expect(link).toHaveAttribute('href', '/guide/advanced/deep');
  await expect(link).toHaveAttribute('hreflang', 'en');
  const [box, title] = await Promise.all([notice.boundingBox(), page.locator('main h1').boundingBox()]);
  expect(box!.y + box!.height, 'the notice ends above the title').toBeLessThanOrEqual(title!.y);

  // The fixture has no dark mode (darkMode: false); the class the Rsbuild docs' theme switch sets gives the
  // page the dark theme's colours all the same.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await expect(notice).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('.translation-notice').withTags(WCAG_TAGS).analyze();
    expect(violationLines(violations), theme).toEqual([]);
    await notice.screenshot({ path: testInfo.outputPath(`translation-notice-${theme}.png`) });
  }

  await tabTo(page, '.translation-notice a');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/advanced\/deep$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Going further' })).toBeVisible();
  await expect(page.locator('.translation-notice')).toHaveCount(0);
});

test("an up-to-date Chinese page has no notice, and a behind page's Markdown copy and search entry hold none", async ({
  page,
  request,
}) => {
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('main h1')).toHaveText('快速上手');
  await expect(page.locator('.translation-notice')).toHaveCount(0);

  const markdown = await (await request.get(`${BEHIND}.md`)).text();
  const search = await (await request.get('/search/zh.json')).text();
  expect(markdown).toContain('折叠分组中的页面');
  expect(search).toContain('折叠分组中的页面');
  for (const words of notice) {
    expect(markdown).not.toContain(words);
    expect(search).not.toContain(words);
  }
});
