import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { APP_HEADER, newPlayer, OUTCOME_BUTTON, open, SERVER } from './helpers';

/**
 * The bettor's side of the production-hardening issue (14): quick bet for a pve player, one count per sport, the
 * empty desktop slip and the player-load alert. (The slip when a price moves during placement, and off-page, move
 * the shared clock: they are in betting.spec.ts, whose tests run in order.)
 */

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'sb_session', value: token, url: E2E_ENV.SITE_URL }]);
}

async function pickFirstPrice(scope: Locator): Promise<void> {
  const button = scope.locator(`${OUTCOME_BUTTON}:not([disabled])`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('quick bet for a pve player is refused with the pve message and places nothing', async ({
  page,
  context,
  request,
}) => {
  const player = await newPlayer(request);
  const flagged = await request.post(`${SERVER}/api/test/players`, {
    headers: APP_HEADER,
    data: { email: player.email, pve: true },
  });
  expect(flagged.ok(), await flagged.text()).toBeTruthy();
  await signIn(context, player.token);
  await open(page, '/football?tab=all');
  await pickFirstPrice(page.getByRole('main'));
  const slip = slipOf(page);
  await slip.getByRole('switch', { name: 'Quick bet' }).check();
  await slip.getByRole('textbox', { name: 'Quick bet stake' }).fill('2');
  await slip.getByRole('checkbox', { name: 'Place bets with one tap at this stake' }).check();

  await open(page, '/live');
  await page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`).first().click();
  await expect(slip.getByText('Betting is not available for your account.')).toBeVisible();
  const bets = await request.get(`${SERVER}/api/v3/bets`, {
    headers: { ...APP_HEADER, cookie: `sb_session=${player.token}` },
  });
  expect(((await bets.json()) as { data: unknown[] }).data).toHaveLength(0);
});

test('a sport shows one count: the home chip and the sports menu agree', async ({ page }) => {
  await open(page, '/');
  const chip = page.getByRole('navigation', { name: 'Popular sports' }).getByRole('link', { name: /^Football/ });
  const menu = page.getByRole('navigation', { name: 'Sports', exact: true }).getByRole('link', { name: /^Football/ });
  const chipCount = (await chip.textContent())?.match(/\d+$/)?.[0];
  // The menu reads its counters as phrases ("Football, 39 live, 137 matches").
  const menuName = await menu.evaluate((link) => link.textContent ?? '');
  expect(chipCount).toBeTruthy();
  expect(menuName).toContain(`${chipCount} `);
});

test('the desktop slip says what to do while empty', async ({ page }) => {
  await open(page, '/');
  const slip = slipOf(page);
  await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
  await expect(slip.getByText('Tap any price to add a selection.')).toBeVisible();
});

test('a failed player load shows the error alert', async ({ page, context }) => {
  // The browser reads the player itself when the server could not read the session with the page (a token it does
  // not know here); that read failing with a 500 is the failed load.
  await signIn(context, 'a-session-the-server-cannot-read');
  await page.route('**/api/platform/player', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'down' } } }),
  );
  await open(page, '/');
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your account." })).toBeVisible();
});
