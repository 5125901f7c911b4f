import { expect, type Page, test } from '@playwright/test';
import { asPlayer, newPlayer, OUTCOME_BUTTON, open, PRICE, SERVER, signInWithToken } from './helpers';

/**
 * Player settings (issue 7): the odds format is saved to the account and follows the player to another browser;
 * stake presets become the bet slip's quick-stake buttons; visitors keep their odds format in the browser only.
 */

/** The price part of every enabled outcome button in the main content. */
async function prices(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('main')
    .locator(`${OUTCOME_BUTTON}:not([disabled])`)
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  return texts.map((text) => text.trim().split(/\s+/).at(-1) ?? '');
}

async function allPrices(page: Page, format: RegExp): Promise<boolean> {
  const list = await prices(page);
  return list.length > 5 && list.every((p) => format.test(p));
}

test('the odds format chosen on one device shows on another signed-in device', async ({
  page,
  context,
  request,
  browser,
}) => {
  // Three browsers and five page loads: more than one ordinary journey's time on a loaded machine.
  test.slow();
  const { token } = await newPlayer(request);
  await signInWithToken(context, token);
  await open(page, '/settings');
  const odds = page.getByRole('group', { name: 'Odds format' });
  await expect(page.getByText('Saved to your account')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/sportsbook/settings') && r.request().method() === 'POST',
  );
  await odds.getByRole('radio', { name: /^American/ }).check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Odds format saved to your account.')).toBeVisible();
  await page.screenshot({ path: '/tmp/settings-1440.png', fullPage: true });

  // Another browser (no local choice) signed in as the same player: the prices turn American.
  const other = await browser.newContext();
  try {
    await signInWithToken(other, token);
    const second = await other.newPage();
    await open(second, '/football?tab=all');
    await expect.poll(() => allPrices(second, PRICE.american)).toBe(true);
    await expect(second.getByRole('combobox', { name: 'Odds format' }).first()).toHaveValue('american');
    // Changed there through the header's selector, it comes back here on the next read.
    const savedThere = second.waitForResponse(
      (r) => r.url().endsWith('/api/sportsbook/settings') && r.request().method() === 'POST',
    );
    await second.getByRole('combobox', { name: 'Odds format' }).first().selectOption('british');
    expect((await savedThere).status()).toBe(200);
  } finally {
    await other.close();
  }
  await open(page, '/football?tab=all');
  await expect.poll(() => allPrices(page, PRICE.british)).toBe(true);

  // A visitor's browser is not affected: its prices stay in the operator's default.
  const visitor = await browser.newContext();
  try {
    const third = await visitor.newPage();
    await open(third, '/football?tab=all');
    await expect.poll(() => allPrices(third, PRICE.european)).toBe(true);
  } finally {
    await visitor.close();
  }
});

test('stake presets saved in settings are the quick stakes of the bet slip', async ({ page, context, request }) => {
  const { token } = await newPlayer(request);
  await signInWithToken(context, token);
  await open(page, '/settings');
  const form = page.getByRole('region', { name: 'Bet slip' });
  const fields = form.getByRole('textbox', { name: /^Quick stake \d+$/ });
  await expect(fields.first()).toBeVisible();
  // Keep two quick stakes: 3 and 7.50.
  while ((await fields.count()) < 2) await form.getByRole('button', { name: 'Add a quick stake' }).click();
  while ((await fields.count()) > 2) {
    await form
      .getByRole('button', { name: /^Remove quick stake / })
      .last()
      .click();
  }
  await fields.nth(0).fill('3');
  await fields.nth(1).fill('3');
  await form.getByRole('radio', { name: /^Accept any change/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  // The same amount twice is refused before anything is sent.
  await expect(form.getByText('This amount is already in the list.')).toBeVisible();
  await expect(fields.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await fields.nth(1).fill('7.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Your settings are saved.')).toBeVisible();

  const stored = await request.get(`${SERVER}/api/sportsbook/settings`, { headers: asPlayer(token) });
  const body = (await stored.json()) as { player: { stakes: number[]; autoAcceptOddsChange: string } };
  expect(body.player.stakes).toEqual([3, 7.5]);
  expect(body.player.autoAcceptOddsChange).toBe('any');

  // The slip offers exactly those quick stakes.
  await open(page, '/football?tab=all');
  await page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`).first().click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const presets = slip.getByRole('button', { name: /^Stake €/ });
  await expect(presets).toHaveCount(2);
  await slip.getByRole('button', { name: 'Stake €7.50' }).click();
  await expect(slip.getByRole('textbox', { name: /^Stake/ })).toHaveValue('7.50');

  // Back to the defaults.
  await open(page, '/settings');
  await page.getByRole('region', { name: 'Bet slip' }).getByRole('button', { name: 'Use the defaults' }).click();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  const after = await request.get(`${SERVER}/api/sportsbook/settings`, { headers: asPlayer(token) });
  expect(((await after.json()) as { player: { stakes: number[] | null } }).player.stakes).toBeNull();
});

test('a visitor chooses the odds format in settings and is asked to sign in for the slip settings', async ({
  page,
}) => {
  await open(page, '/settings');
  await expect(page.getByText('Kept in this browser.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Odds format' })
    .getByRole('radio', { name: /^Fractional/ })
    .check();
  expect(await page.evaluate(() => localStorage.getItem('odds_type'))).toBe('british');
  await expect(page.getByRole('region', { name: 'Bet slip' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/settings-visitor-390.png', fullPage: true });
});
