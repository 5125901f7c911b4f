import { expect, test } from '@playwright/test';
import { APP_HEADER, newPlayer, open, signInWithToken } from './helpers';

/**
 * Responsible gambling (issue 20): a player opens the limits page from the account menu, sets a daily deposit limit,
 * and the sandbox cashier then refuses a deposit that would pass it while one within it goes through.
 */

test('a deposit limit set on the page refuses a larger deposit', async ({ page, context, request }) => {
  // No opening deposit: the day's deposits start at zero.
  const player = await newPlayer(request, 0);
  await signInWithToken(context, player.token);

  await open(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Responsible gambling' }).click();
  await expect(page).toHaveURL(/\/profile\/responsible-gambling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();

  const deposit = page.getByRole('region', { name: 'Deposit limit' });
  await expect(deposit.getByText('No limit set.')).toBeVisible();
  await deposit.getByLabel('Period').selectOption('day');
  await deposit.getByLabel('Amount in EUR').fill('50');
  await deposit.getByRole('button', { name: 'Save limit' }).click();
  await expect(deposit.getByRole('status')).toHaveText('Your limit is saved and applies now.');
  await expect(deposit.getByText('€50.00 per day')).toBeVisible();
  await expect(page.getByText('You have 1 limit set.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('limits.png'), fullPage: true });

  const depositOf = (amount: number) =>
    page.request.post('/api/platform/payments/sandbox/deposits', {
      headers: APP_HEADER,
      data: { amount, currency: 'EUR' },
    });
  expect((await depositOf(3000)).status()).toBe(201);
  const refused = await depositOf(2001);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('deposit_limit_exceeded');
  expect((await depositOf(2000)).status()).toBe(201);

  // The limit is still listed after a reload (the server's, not the page's, state).
  await open(page, '/profile/responsible-gambling');
  await expect(page.getByRole('region', { name: 'Deposit limit' }).getByText('€50.00 per day')).toBeVisible();

  // A break is confirmed in a dialog, keyboard only: focus starts on Cancel, Escape closes it and returns focus.
  const start = page.getByRole('region', { name: 'Cooling-off' }).getByRole('button', { name: 'Start cooling-off' });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Start a cooling-off period?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('cooling-off-dialog.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(start).toBeFocused();
});
