import { expect, test } from '@playwright/test';
import { apiMatches, open, ready } from './helpers';

test('live page shows live matches with running clocks', async ({ page, request }) => {
  const live = await apiMatches(request, 'match_status=1&limit=500');
  expect(live.length).toBeGreaterThan(0);

  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  const first = live[0];
  if (!first) throw new Error('no live match');
  // Its sport may be far down the page: the groups below the first screen load once the visitor scrolls.
  await ready(page);
  await page.mouse.wheel(0, 400);
  await expect(
    page.getByRole('link', { name: new RegExp(first.competitors[0]?.name ?? first.name) }).first(),
  ).toBeVisible();

  const timers = page.getByRole('timer');
  await expect(timers.first()).toBeVisible();
  await expect(timers.first()).toHaveText(/^\d+:\d{2}$/);
  // The clocks tick in the browser between real-time updates. Not necessarily the first: a match can be stopped
  // (e.g. in stoppage time waiting for the final whistle) after earlier tests moved the simulated time.
  const before = await timers.allTextContents();
  await expect
    .poll(async () => (await timers.allTextContents()).some((text, i) => text !== before[i]), { timeout: 5_000 })
    .toBe(true);
  await expect(page.getByRole('main').getByText('Live', { exact: true }).first()).toBeVisible();
});

test('live page filters by sport', async ({ page }) => {
  await open(page, '/live');
  const chips = page.getByRole('navigation', { name: 'Sports' }).last();
  await chips.getByRole('link', { name: /^Tennis/ }).click();
  await expect(page).toHaveURL(/\/live\?sport=tennis$/);
  await expect(page.getByRole('heading', { level: 2, name: /Tennis/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Football/ })).toHaveCount(0);
});
