import { expect, type Page, test } from '@playwright/test';
import { OUTCOME_BUTTON, open, PRICE, ready } from './helpers';

/** The price part of every enabled outcome button's accessible name. */
async function prices(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('main')
    .locator(`${OUTCOME_BUTTON}[aria-pressed="false"]`)
    .evaluateAll((buttons) =>
      buttons.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.textContent ?? ''),
    );
  return names.map((name) => name.trim().split(/\s+/).at(-1) ?? '');
}

test('switching the odds format changes every price on the page', async ({ page }) => {
  await open(page, '/football?tab=all');
  const before = await prices(page);
  expect(before.length).toBeGreaterThan(10);
  for (const price of before) expect(price).toMatch(PRICE.european);

  const select = page.getByRole('combobox', { name: 'Odds format' });
  await select.selectOption('american');
  await expect.poll(async () => (await prices(page)).every((p) => PRICE.american.test(p))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('american');

  await select.selectOption('british');
  await expect.poll(async () => (await prices(page)).every((p) => PRICE.british.test(p))).toBe(true);

  // The choice survives a reload and is rendered by the server already.
  await page.reload();
  await ready(page);
  await expect(select).toHaveValue('british');
  for (const price of await prices(page)) expect(price).toMatch(PRICE.british);
});
