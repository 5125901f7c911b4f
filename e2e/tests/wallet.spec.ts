import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newPlayer, open, signInWithToken } from './helpers';

/**
 * The wallet pages (issue 20): a funded player opens the transactions page from the account menu, sees the deposit
 * that funded the account, filters, downloads the CSV, and goes on to the deposit page's cashier.
 */
test('a funded player finds their deposit on the transactions page and downloads it', async ({
  page,
  context,
  request,
}) => {
  const player = await newPlayer(request, 12_345);
  await signInWithToken(context, player.token);
  await open(page, '/');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Transactions in EUR, newest first' });
  const deposit = table.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText('+€123.45');
  await expect(deposit).toContainText('€123.45');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 1 transaction' })).toBeVisible();

  // The CSV of the same selection.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transactions.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('id,date,type,amount,currency,balance_after,reference');
  expect(csv).toMatch(/,deposit,123\.45,EUR,123\.45,/);

  // A filter that matches nothing says so; the CSV link follows it.
  await page.getByLabel('Type').selectOption('withdrawal');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /type=withdrawal/);

  await page.getByRole('link', { name: 'Make a deposit' }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
  await expect(page.locator('iframe[title="Cashier"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to transactions' })).toBeVisible();
});
