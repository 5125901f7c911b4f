import { expect, test } from '@playwright/test';
import { newPlayer, open, signInWithToken } from './helpers';

/**
 * Bonuses (issue 17), with the demo campaigns the server loads at start: a player redeems a promo code on the
 * promotions page and the bonus toaster tells them once; a visitor is asked to sign in to redeem.
 */
test('a player redeems a promo code and the bonus toaster shows it once', async ({ page, context, request }) => {
  const player = await newPlayer(request);
  await signInWithToken(context, player.token);
  await open(page, '/promotions');
  await expect(page.getByRole('heading', { level: 2, name: '€10 free bet with code WELCOME10' })).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Promo code' });
  await code.fill('NOPE-123');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This code does not exist. Check its spelling.' }),
  ).toBeVisible();

  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Done: €10 free bet with code WELCOME10 is yours.')).toBeVisible();

  // Listed among the player's bonuses: available, then activated; its details show the terms.
  const mine = page.getByRole('region', { name: 'Your bonuses' });
  const item = mine.getByRole('listitem').filter({ hasText: '€10 free bet with code WELCOME10' });
  await expect(item).toContainText('Available');
  await expect(item).toContainText('€10.00');
  await item.getByRole('button', { name: 'Activate' }).click();
  await expect(item).toContainText('Active');
  await expect(item.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: '€10 free bet with code WELCOME10' });
  await expect(detail).toContainText('One €10 free bet per player, valid for 14 days.');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);

  const toaster = page.getByRole('status', { name: 'You have a new bonus' });
  await expect(toaster).toContainText('€10 free bet with code WELCOME10');
  await toaster.getByRole('button', { name: 'Close' }).click();
  await expect(toaster).toHaveCount(0);

  // Seen: a new page does not raise it again.
  await open(page, '/promotions');
  await page.waitForTimeout(4000);
  await expect(page.getByRole('status', { name: 'You have a new bonus' })).toHaveCount(0);

  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have already used this code.' })).toBeVisible();
});

test('a visitor is asked to sign in to redeem a promo code', async ({ page }) => {
  await open(page, '/promotions');
  await expect(page.getByRole('button', { name: 'Sign in to redeem a promo code' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
});
