import { expect, test } from '@playwright/test';
import { open } from './helpers';

test('mobile: side menu, tab bar and the bet slip sheet', async ({ page }) => {
  await open(page, '/');
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  await expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('complementary', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll', 'hidden');
  await menu.getByRole('link', { name: /^Tennis/ }).click();
  await expect(page).toHaveURL(/\/tennis$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-scroll', 'visible');

  await tabBar.getByRole('button', { name: 'Bet slip' }).click();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
  await expect(page.getByText('Your bet slip is empty')).toBeVisible();
  await tabBar.getByRole('button', { name: 'Bet slip' }).click();
  await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeHidden();
});
