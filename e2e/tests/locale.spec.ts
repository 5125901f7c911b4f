import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { open, ready } from './helpers';

test('switching to de changes texts and the URL prefix; ar is right to left', async ({ page }) => {
  await open(page, '/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/live$/);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  // Internal links carry the prefix.
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Aktionen' }),
  ).toHaveAttribute('href', '/de/promotions');

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('ar');
  await expect(page).toHaveURL(/\/ar\/live$/);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page).toHaveURL(`${E2E_ENV.SITE_URL}/live`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('locale aliases redirect to the resolved locale', async ({ page }) => {
  await page.goto('/br/live');
  await expect(page).toHaveURL(/\/pt-BR\/live$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('a locale without its own messages falls back to English texts', async ({ page }) => {
  await page.goto('/en-AU/favorites');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  await expect(page.getByRole('heading', { name: 'Sign in to see your favorite matches' })).toBeVisible();
});

for (const { locale, signIn, favorites, dir } of [
  { locale: 'it', signIn: 'Accedi', favorites: 'Accedi per vedere le tue partite preferite', dir: 'ltr' },
  { locale: 'ja', signIn: 'ログイン', favorites: 'ログインしてお気に入りの試合を表示', dir: 'ltr' },
  { locale: 'he', signIn: 'התחברות', favorites: 'התחברו כדי לראות את המשחקים המועדפים שלכם', dir: 'rtl' },
]) {
  test(`${locale} pages are translated (${dir})`, async ({ page }) => {
    await page.goto(`/${locale}/favorites`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { name: favorites })).toBeVisible();
    await expect(page.getByRole('button', { name: signIn }).first()).toBeVisible();
  });
}
