import { expect, test } from '@playwright/test';
import { open } from './helpers';

test('home → sport → league → match and back', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Top live' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Popular sports' })
    .getByRole('link', { name: /^Football/ })
    .click();
  await expect(page).toHaveURL(/\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  const leagueLink = panel.locator('section h3 a').first();
  const leagueHref = await leagueLink.getAttribute('href');
  const leagueName = ((await leagueLink.textContent()) ?? '').split('·').at(-1)?.trim() ?? '';
  await leagueLink.click();
  await expect(page).toHaveURL(new RegExp(`${leagueHref}$`));
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();

  const matchLink = page.getByRole('tabpanel').locator('li a[href*="/football/"]').first();
  const matchHref = await matchLink.getAttribute('href');
  await matchLink.click();
  await expect(page).toHaveURL(new RegExp(`${matchHref}$`));
  await expect(page.locator('body')).toHaveAttribute('data-page', 'match');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(leagueName);
  await expect(page.getByRole('button', { name: /\d/ }).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${leagueHref}$`));
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
});

test('match list tabs are tabs and switch the list', async ({ page }) => {
  await open(page, '/football');
  const tabs = page.getByRole('tablist', { name: 'Match lists' });
  await expect(tabs.getByRole('tab')).toHaveText(['Top', 'All', 'Favorites', 'Outrights', 'Bet builder']);
  await tabs.getByRole('tab', { name: 'Outrights' }).click();
  await expect(page).toHaveURL(/\?tab=outrights$/);
  await expect(tabs.getByRole('tab', { name: 'Outrights' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Sign in to see your favorite matches');
});
