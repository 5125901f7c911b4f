import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { apiMatches, OUTCOME_BUTTON, open, placeFromSlip } from './helpers';

/**
 * Betting journeys (issue 6): the slip against the real v3 bets API. Players are funded through the server's
 * test route (`POST /api/test/bets/players`: confirmed, signed in, one deposit) and their session cookie is put in
 * the browser context. Tests run in file order in one worker: the last three move the server's manual clock.
 */
test.describe.configure({ mode: 'default' });

const SERVER = E2E_ENV.SERVER_URL;
const APP = { 'x-application': 'sportsbook-web' };

async function fundedPlayer(request: APIRequestContext, balance = 100_000): Promise<string> {
  const response = await request.post(`${SERVER}/api/test/bets/players`, {
    headers: APP,
    data: { count: 1, balance, currency: 'EUR' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { players } = (await response.json()) as { players: { token: string }[] };
  const token = players[0]?.token;
  if (!token) throw new Error('no player');
  return token;
}

async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'sb_session', value: token, url: E2E_ENV.SITE_URL }]);
}

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/** Enabled outcome buttons of distinct match rows: the first price of rows `rows`. */
async function pickFromRows(page: Page, rows: number[]): Promise<void> {
  const bettable = page.getByRole('main').locator(`li:has(${OUTCOME_BUTTON}:not([disabled]))`);
  await expect(bettable.nth(Math.max(...rows))).toBeVisible();
  for (const row of rows) {
    const button = bettable.nth(row).locator(`${OUTCOME_BUTTON}:not([disabled])`).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

async function typeStake(slip: Locator, amount: string, name: RegExp = /^Stake/): Promise<void> {
  const input = slip.getByRole('textbox', { name }).first();
  await input.fill(amount);
}

test('a visitor builds a combo and is asked to sign in when placing', async ({ page }) => {
  await open(page, '/football?tab=all');
  await pickFromRows(page, [0, 1]);
  const slip = slipOf(page);
  await expect(slip.getByRole('listitem')).toHaveCount(2);
  // Multi-single is on for the feed's provider: two singles first, then the switch makes a combo.
  await expect(slip.getByRole('button', { name: 'Singles', pressed: true })).toBeVisible();
  await slip.getByRole('button', { name: 'Combo' }).click();
  await expect(slip.getByRole('button', { name: 'Combo', pressed: true })).toBeVisible();
  const place = slip.getByRole('button', { name: /^Place/ });
  // Tests in other files move the shared clock: a price that moved meanwhile is accepted, as a player would.
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  if (await accept.isVisible()) await accept.click();
  await expect(place).toBeDisabled();
  await expect(slip.getByText('Enter a stake.')).toBeVisible();
  await typeStake(slip, '5');
  await expect(place).toBeEnabled();
  await page.screenshot({ path: '/tmp/betslip-combo-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/betslip-combo-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await place.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The slip is kept for after signing in.
  await expect(slip.getByRole('listitem')).toHaveCount(2);
});

test('a player places a single, a combo and a 2/3 system and finds them in My Bets', async ({
  page,
  context,
  request,
}) => {
  // Three placements and My Bets: more than one ordinary journey's time on a loaded machine.
  test.slow();
  await signIn(context, await fundedPlayer(request));
  await open(page, '/football?tab=all');
  const slip = slipOf(page);

  // Single.
  await pickFromRows(page, [0]);
  await typeStake(slip, '2.50');
  await expect(slip.getByTestId('potential-win')).not.toHaveText(/0[.,]00/);
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  // Combo.
  await pickFromRows(page, [1, 2]);
  await slip.getByRole('button', { name: 'Combo' }).click();
  await expect(slip.getByRole('button', { name: 'Combo', pressed: true })).toBeVisible();
  await typeStake(slip, '3');
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  // System 2/3: three lines of the unit stake.
  await pickFromRows(page, [3, 4, 5]);
  await slip.getByRole('button', { name: 'System' }).click();
  await slip.getByRole('combobox', { name: 'System' }).selectOption('2/3');
  await typeStake(slip, '1');
  await expect(slip.getByTestId('total-stake')).toHaveText(/3[.,]00/);
  await slip.screenshot({ path: '/tmp/betslip-system.png' });
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  // My Bets (tab) lists all three.
  await slip.getByRole('tab', { name: /My bets/ }).click();
  const bets = slip.getByRole('article');
  await expect(bets).toHaveCount(3);
  await expect(slip.getByRole('article', { name: /^Single SB/ })).toBeVisible();
  await expect(slip.getByRole('article', { name: /^Combo SB/ })).toBeVisible();
  await expect(slip.getByRole('article', { name: /^System 2\/3 SB/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/mybets-tab-1440.png' });

  // And the page.
  await open(page, '/bets');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  await page.getByRole('main').getByRole('button', { name: 'Settled' }).click();
  await expect(page.getByRole('main').getByText('You have no settled bets.')).toBeVisible();
});

test('a player cashes out an open bet after confirming the offer', async ({ page, context, request }) => {
  await signIn(context, await fundedPlayer(request));
  await open(page, '/football?tab=all');
  const slip = slipOf(page);
  await pickFromRows(page, [0]);
  await typeStake(slip, '10');
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  await open(page, '/bets');
  const main = page.getByRole('main');
  const cashout = main.getByRole('button', { name: /^Cash out / });
  await expect(cashout).toBeVisible();
  await cashout.click();
  await expect(main.getByText(/^Cash out now for/)).toBeVisible();
  await main.getByRole('button', { name: /^Confirm / }).click();
  await expect(main.getByText('Cashed out')).toBeVisible();
  await expect(main.getByRole('button', { name: /^Cash out / })).toHaveCount(0);
});

test('quick bet: with quick bet on and approved, one tap on a live price in a list places a single', async ({
  page,
  context,
  request,
}) => {
  const token = await fundedPlayer(request);
  await signIn(context, token);
  await open(page, '/football?tab=all');
  // Quick bet's settings live in the slip: open it with a selection, switch quick bet on at 2.00, approve.
  await pickFromRows(page, [0]);
  const slip = slipOf(page);
  await slip.getByRole('switch', { name: 'Quick bet' }).check();
  await slip.getByRole('textbox', { name: 'Quick bet stake' }).fill('2');
  await slip.getByRole('checkbox', { name: 'Place bets with one tap at this stake' }).check();

  await open(page, '/live');
  const price = page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`).first();
  await price.click();
  // Placed at once, not added to the slip.
  await expect(slip.getByRole('status').filter({ hasText: 'Quick bet placed' })).toBeVisible();
  await expect(price).toHaveAttribute('aria-pressed', 'false');
  const bets = await request.get(`${SERVER}/api/v3/bets`, { headers: { ...APP, cookie: `sb_session=${token}` } });
  const { data } = (await bets.json()) as { data: { type: string; totalStake: number }[] };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ type: 'single', totalStake: 200 });
});

test('a shared slip opens in another browser with the same selections', async ({ page, browser }) => {
  await open(page, '/football?tab=all');
  await pickFromRows(page, [0, 1]);
  const slip = slipOf(page);
  await slip.getByRole('button', { name: 'Combo' }).click();
  await typeStake(slip, '4');
  await slip.getByRole('button', { name: 'Share' }).click();
  const code = (await slip.getByTestId('share-code').textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(3);
  await expect(slip.getByRole('textbox', { name: 'Share link' })).toHaveValue(new RegExp(`[?&]share=${code}$`));

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await open(second, `/?share=${code}`);
    const restored = slipOf(second);
    await expect(restored.getByRole('listitem')).toHaveCount(2);
    await expect(restored.getByRole('button', { name: 'Combo', pressed: true })).toBeVisible();
    await expect(restored.getByRole('textbox', { name: /^Stake/ })).toHaveValue('4');
    await expect(second).not.toHaveURL(/share=/);

    // An unknown code answers with the not-found modal.
    await open(second, '/?share=NOPE0000');
    const dialog = second.getByRole('dialog', { name: 'Shared bet' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/doesn't exist|no longer available/);
  } finally {
    await other.close();
  }
});

type MarketLite = { status: number; outcomes: { id: string; odds: number; active: boolean }[] };

async function currentOdds(request: APIRequestContext, matchId: string, key: string): Promise<number | null> {
  const response = await request.get(`${SERVER}/api/sportsbook/matches/${matchId}/markets?limit=500`);
  if (!response.ok()) return null;
  const body = (await response.json()) as MarketLite[] | { data: MarketLite[] };
  const markets = Array.isArray(body) ? body : body.data;
  for (const market of markets) {
    const outcome = market.outcomes.find((o) => o.id === key);
    if (outcome) return market.status === 1 && outcome.active ? outcome.odds : null;
  }
  return null;
}

test('odds that move while in the slip are shown and accepted, then the bet is placed', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await fundedPlayer(request));
  await open(page, '/live');
  const slip = slipOf(page);
  const row = page.getByRole('main').locator(`li:has(${OUTCOME_BUTTON}:not([disabled]))`).first();
  await expect(row).toBeVisible();
  const button = row.locator(`${OUTCOME_BUTTON}:not([disabled])`).first();
  await button.click();
  await typeStake(slip, '2');
  const selection = JSON.parse((await page.evaluate(() => localStorage.getItem('bets'))) ?? '{}') as {
    state: { bets: { selections: { id: string; matchId: number; odds: number }[] }[] };
  };
  const picked = selection.state.bets[0]?.selections[0];
  if (!picked) throw new Error('no selection stored');

  // Move the simulated time a minute at a time until the selected price changes (and is open for bets).
  let moved: number | null = null;
  for (let i = 0; i < 40 && moved === null; i += 1) {
    await request.post(`${SERVER}/api/test/clock`, { headers: APP, data: { advanceMs: 60_000 } });
    const odds = await currentOdds(request, String(picked.matchId), picked.id);
    if (odds !== null && odds !== picked.odds) moved = odds;
  }
  expect(moved, 'the selected price should move within 40 simulated minutes').not.toBeNull();

  // The change reaches the slip live (the price is on the page), or else through the refused placement (code 101
  // with the current odds). The live path gets a moment first: a click on Place while the live change lands would hit
  // the same button turned into "Accept odds" and accept the change unseen.
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  const place = slip.getByRole('button', { name: /^Place/ });
  const cameLive = await accept.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!cameLive) await place.click();
  await expect(accept).toBeVisible();
  await expect(slip.locator('s')).toHaveCount(1);
  await slip.screenshot({ path: '/tmp/betslip-odds-changed.png' });
  await accept.click();
  await placeFromSlip(slip);
});

type Stored = { state: { bets: { selections: { id: string; matchId: number; odds: number }[] }[] } };

async function storedSelection(page: Page): Promise<{ id: string; matchId: number; odds: number }> {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bets'))) ?? '{}') as Stored;
  const selection = stored.state?.bets[0]?.selections[0];
  if (!selection) throw new Error('no selection stored');
  return selection;
}

/** Moves the simulated clock a minute at a time until the selected price moves (and is open for bets). */
async function moveUntilPriceChanges(
  request: APIRequestContext,
  selection: { id: string; matchId: number; odds: number },
) {
  // Small steps: the first move is caught before the market is suspended or the match ends.
  for (let step = 0; step < 160; step += 1) {
    await request.post(`${SERVER}/api/test/clock`, { headers: APP, data: { advanceMs: 15_000 } });
    const odds = await currentOdds(request, String(selection.matchId), selection.id);
    if (odds !== null && odds !== selection.odds) return odds;
  }
  throw new Error('the selected price did not move within 40 simulated minutes');
}

test('a price that moves while the placement is in flight leaves the slip asking to accept the new odds', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await fundedPlayer(request));
  await open(page, '/live');
  await pickFromRows(page, [0]);
  const slip = slipOf(page);
  await slip
    .getByRole('textbox', { name: /^Stake/ })
    .first()
    .fill('2');
  const picked = await storedSelection(page);

  // Hold the placement until the browser has heard the new price, as when an update lands during the POST.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    '**/api/v3/bets',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      return route.fallback();
    },
    { times: 1 },
  );
  await slip.getByRole('button', { name: /^Place/ }).click();
  const moved = await moveUntilPriceChanges(request, picked);
  await expect.poll(async () => (await storedSelection(page)).odds).toBe(moved);
  release();

  // The server refuses the old price; the ticket is ODDS_CHANGED, not a dead "Place bet" that resends it.
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  await expect(accept).toBeVisible();
  await expect(slip.getByRole('alert').first()).toBeVisible();
  await accept.click();
  await slip.getByRole('button', { name: /^Place/ }).click();
  await expect(
    slip
      .getByRole('heading', { name: /placed/ })
      .or(accept)
      .first(),
  ).toBeVisible();
});

test('a selection added on a match page keeps its price live on the home page', async ({ page, request }) => {
  const [match] = await apiMatches(request, 'match_status=1&sport_key=football&limit=1');
  if (!match) throw new Error('no live match');
  await open(page, `/${match.sportKey}/${match.slug}`);
  // A deep market (not one the home page lists): the last open price of the match page that still moves (one
  // between 1.00 and 7.99, not a long shot pinned at the house cap).
  const deep = page
    .getByRole('main')
    .locator(`${OUTCOME_BUTTON}:not([disabled])`)
    .filter({ hasText: /\s[1-7]\.\d\d$/ })
    .last();
  await deep.click();
  await expect(deep).toHaveAttribute('aria-pressed', 'true');
  const picked = await storedSelection(page);

  await open(page, '/');
  const slip = slipOf(page);
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await moveUntilPriceChanges(request, picked);
  await expect(slip.getByRole('button', { name: 'Accept odds' })).toBeVisible();
  await expect(slip.locator('s')).toHaveCount(1);
});
