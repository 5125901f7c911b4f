import { expect, test } from '@playwright/test';
import { apiMatches, open } from './helpers';

test('header search finds a team by 3 letters and rejects 2', async ({ page, request }) => {
  const [match] = await apiMatches(request, 'match_status=0&sport_key=football&limit=1');
  const team = match?.competitors[0]?.name;
  if (!team) throw new Error('no team to search for');
  const letters = team.replace(/[^\p{L}]/gu, '').slice(0, 3);

  await open(page, '/');
  const box = page.getByRole('combobox', { name: 'Search teams and leagues' });

  let searched = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/sportsbook/search')) searched++;
  });
  await box.fill(letters.slice(0, 2));
  await expect(page.getByRole('status').filter({ hasText: 'Type at least 3 characters' })).toBeVisible();
  await page.waitForTimeout(600);
  expect(searched).toBe(0);

  await box.fill(letters);
  const results = page.getByRole('search').getByRole('link', { name: new RegExp(team) });
  await expect(results.first()).toBeVisible();
  expect(searched).toBeGreaterThan(0);

  await results.first().click();
  await expect(page.locator('body')).toHaveAttribute('data-page', 'match');
});

test('the search page rejects 2 letters and lists results for 3', async ({ page }) => {
  await page.goto('/search?q=ab');
  await expect(page.getByRole('alert').filter({ hasText: 'Type at least 3 characters' })).toBeVisible();
  await page.goto('/search?q=real');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “real”' })).toBeVisible();
});
