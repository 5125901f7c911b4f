import { expect, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { apiMatches, open, ready } from './helpers';

/** Spec 001 §7.7 storage keys and cookies with a visible meaning (docs/decisions.md "Storage keys and cookies"). */

test.use({ viewport: { width: 1366, height: 860 } });

test('the collapsed sports menu survives a reload, rendered by the server (is_left_sidebar_collapsed)', async ({
  page,
  browser,
}) => {
  await open(page, '/');
  const menu = page.getByRole('complementary', { name: 'Menu' });
  const wide = (await menu.boundingBox())?.width ?? 0;
  expect(wide).toBeGreaterThan(150);
  await menu.getByRole('button', { name: 'Collapse the sports menu' }).click();
  await expect(menu.getByRole('button', { name: 'Expand the sports menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await menu.boundingBox())?.width ?? 0).toBeLessThan(80);

  // Without any JavaScript the first paint already has the rail: the layout read the cookie on the server.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'is_left_sidebar_collapsed')?.value).toBe('1');
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 860 } });
  await noJs.addCookies(cookies);
  const plain = await noJs.newPage();
  await plain.goto(`${E2E_ENV.SITE_URL}/`);
  expect((await plain.getByRole('complementary', { name: 'Menu' }).boundingBox())?.width ?? 0).toBeLessThan(80);
  await noJs.close();

  await page.reload();
  await ready(page);
  await menu.getByRole('button', { name: 'Expand the sports menu' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  expect((await page.context().cookies()).some((c) => c.name === 'is_left_sidebar_collapsed')).toBe(false);
});

test('a customizer link previews look settings until "Exit preview" (customizer_settings)', async ({ page }) => {
  const param = Buffer.from(JSON.stringify({ accent: '#ff0066', logoText: 'Preview Bet' })).toString('base64url');
  await open(page, `/?customizer=${param}`);
  const alert = page.getByRole('status').filter({ hasText: 'You are previewing unpublished look settings' });
  await expect(alert).toBeVisible();
  await expect(page).not.toHaveURL(/customizer=/);
  const accent = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-accent'));
  expect(await accent()).toBe('#ff0066');
  await expect(page.getByRole('banner').getByText('Preview Bet')).toBeVisible();

  // Stored: the preview follows the operator to other pages.
  await open(page, '/live');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Exit preview' }).click();
  await expect(alert).toHaveCount(0);
  expect(await accent()).not.toBe('#ff0066');
  expect(await page.evaluate(() => localStorage.getItem('customizer_settings'))).toBeNull();

  // An invalid link is ignored.
  const bad = Buffer.from(JSON.stringify({ accent: 'red;background:url(x)' })).toString('base64url');
  await open(page, `/?customizer=${bad}`);
  await expect(page).not.toHaveURL(/customizer=/);
  await expect(alert).toHaveCount(0);
});

test('the match details fold and the live visualisation are remembered (match_preview, is_video_streaming_enabled)', async ({
  page,
  request,
}) => {
  const live = (await apiMatches(request, 'match_status=1&sport=football&limit=50')).find((m) => m.live);
  if (!live) throw new Error('no live football match');
  await open(page, `/${live.sportKey}/${live.slug}`);
  const details = page.getByRole('button', { name: 'Match details' });
  await expect(details).toHaveAttribute('aria-expanded', 'true');

  const visual = page.getByRole('region', { name: 'Live visualisation' });
  await page.getByRole('switch', { name: 'Live visualisation' }).check();
  await expect(visual).toBeVisible();
  await expect(visual.getByText(live.competitors[0]?.name ?? '')).toBeVisible();

  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(visual).toHaveCount(0);

  await page.reload();
  await ready(page);
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  // The visualisation stayed on.
  await expect(visual).toBeVisible();
});
