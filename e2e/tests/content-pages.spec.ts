import { expect, test } from '@playwright/test';
import { open } from './helpers';

test('the footer reaches the terms and the help center, whose contents link to their sections', async ({ page }) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page).toHaveTitle(/Terms and conditions/);

  await footer.getByRole('link', { name: 'Help center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cash-out', exact: true }).click();
  await expect(page).toHaveURL(/\/help-center#cash-out$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cash-out' })).toBeInViewport();
});

test('the help center and the terms in Spanish', async ({ page }) => {
  await page.goto('/es/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' });
  await expect(terms).toHaveAttribute('href', '/es/terms-and-conditions');
  await terms.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
});
