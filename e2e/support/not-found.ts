// What a reader sees at an unknown address, on any server: the 404 page of the address's language, with
// status 404, a home link of that language, and the address left as typed.
import { expect, type Page } from '@playwright/test';
import { t } from '../../lib/i18n';
import { siteLangOf, localizePath } from '../../lib/routing/lang-path';
import type { Lang } from '../../lib/site-config';

export async function expectNotFoundAt(page: Page, lang: Lang) {
  const address = localizePath('/no/such/page', lang);
  const response = await page.goto(address);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - Rsbuild');
  await expect(page.locator('html')).toHaveAttribute('lang', siteLangOf(lang).htmlLang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'notFound.heading'));
  await expect(page.getByRole('link', { name: t(lang, 'notFound.home') })).toHaveAttribute(
    'href',
    localizePath('/', lang),
  );
  await expect(page).toHaveURL(new RegExp(`${address}$`));
}
