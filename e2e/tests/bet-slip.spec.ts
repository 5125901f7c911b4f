import { expect, test } from '@playwright/test';
import { OUTCOME_BUTTON, open, ready } from './helpers';

test('outcome buttons toggle selections into the bet slip landmark', async ({ page }) => {
  await open(page, '/football?tab=all');
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Open bet slip' })).toHaveAttribute('aria-expanded', 'false');

  const button = page.getByRole('main').locator(OUTCOME_BUTTON).first();
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // 0 → 1 selection opens the panel on BET_SLIP.
  await expect(slip.getByRole('button', { name: 'Close bet slip' })).toHaveAttribute('aria-expanded', 'true');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  expect(name).toBeTruthy();

  // The open state is kept for the session.
  await page.reload();
  await ready(page);
  await expect(slip.getByRole('button', { name: 'Close bet slip' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(1);

  // Removing the last selection closes the panel.
  await slip
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(slip.getByRole('button', { name: 'Open bet slip' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(0);
});

test('keyboard reaches the skip link first and the prices with Tab', async ({ page }) => {
  await open(page, '/live');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
});
