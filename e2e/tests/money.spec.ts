import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiMatches, asPlayer, newPlayer, open, SERVER, signInWithToken } from './helpers';

/**
 * The player's money (issue 20): a quick deposit shows in the transactions, a bet is cashed out in part (the rest
 * stays in play) and then in full, another gets an automatic cash-out, and the statistics page counts the cash-out.
 * Bets are placed through the API (the slip's journeys are elsewhere); everything after is the UI.
 */

type Selection = { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number };

/** One open, priced selection on each of `count` prematch matches starting at least two hours from now. */
async function selections(request: APIRequestContext, count: number): Promise<Selection[]> {
  const out: Selection[] = [];
  const clock = (await (await request.get(`${SERVER}/api/test/clock`)).json()) as { now: number };
  const start = new Date(clock.now + 2 * 3_600_000).toISOString();
  for (const match of await apiMatches(
    request,
    `type=match&match_status=0&bettable=true&start_from=${encodeURIComponent(start)}&limit=100`,
  )) {
    const reply = await request.get(`${SERVER}/api/sportsbook/matches/${match.id}/markets`);
    const markets = (
      (await reply.json()) as {
        data: {
          id: number;
          specifier: string;
          status: number;
          outcomes: { outcomeId: string; odds: number; active: boolean }[];
        }[];
      }
    ).data;
    const market = markets.find((m) => m.status === 1 && m.outcomes.every((o) => o.active && o.odds >= 1.5));
    const outcome = market?.outcomes[0];
    if (!market || !outcome) continue;
    out.push({
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds,
    });
    if (out.length === count) return out;
  }
  throw new Error('not enough prematch selections');
}

test('quick deposit, partial and automatic cash-out, and the statistics page', async ({ page, context, request }) => {
  const player = await newPlayer(request, 0);
  await signInWithToken(context, player.token);
  await open(page, '/');

  // Quick deposit from the account menu: one confirmation, then the deposit is in the transactions.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Quick deposit' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick deposit' });
  await quick.getByRole('button', { name: '€50' }).click();
  await quick.getByRole('button', { name: 'Deposit now' }).click();
  await expect(quick).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('€50.00');
  await open(page, '/profile/wallet/transactions');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Deposit' })).toContainText('+€50.00');

  // Two €10 singles placed through the API.
  const [first, second] = await selections(request, 2);
  for (const s of [first, second]) {
    const placed = await request.post(`${SERVER}/api/v3/bets`, {
      headers: { ...asPlayer(player.token), 'idempotency-key': crypto.randomUUID() },
      data: {
        meta: { device_id: 'e2e-money', quick: false, type: 'single' },
        bets: [{ stake: { value: '10.00', currency: 'EUR' }, selections: [s] }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }

  await open(page, '/bets');
  const bets = page.getByRole('main').getByRole('article');
  await expect(bets).toHaveCount(2);
  // The first placed is listed last (newest first). Cash out about half of its offer.
  const bet = bets.nth(1);
  await bet.getByRole('button', { name: /^Cash out €/ }).click();
  const slider = bet.getByRole('slider', { name: 'Amount to cash out' });
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await slider.press('PageDown');
  await expect(bet.getByText(/of your stake stays in play\.$/)).toBeVisible();
  await bet.getByRole('button', { name: /^Confirm €/ }).click();
  await expect(bet.getByText('Cashed out so far')).toBeVisible();
  await expect(bet.getByText('Open', { exact: true })).toBeVisible();

  // An automatic cash-out on the other bet, shown and removable.
  const other = bets.nth(0);
  await other.getByRole('textbox', { name: 'Cash out automatically when the offer reaches' }).fill('15');
  await other.getByRole('button', { name: 'Set auto cash-out' }).click();
  await expect(other.getByText('Auto cash-out at €15.00')).toBeVisible();

  // The rest of the first bet in full: it is settled, and the statistics count it.
  await bet.getByRole('button', { name: /^Cash out €/ }).click();
  await bet.getByRole('button', { name: /^Confirm €/ }).click();
  await expect(bet.getByText('Cashed out', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Betting statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betting statistics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Settled and cashed-out bets, amounts in EUR' });
  await expect(table.getByRole('row').last()).toContainText(/^Total1€10\.00/);
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('type');
  await expect(table.getByRole('rowheader', { name: 'Single' })).toBeVisible();
});
