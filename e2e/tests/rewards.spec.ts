import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../scripts/env.mjs';
import { newPlayer, OUTCOME_BUTTON, open, placeSingle, SERVER, settleWon, signInWithToken } from './helpers';

/**
 * Hunting, lootboxes and jackpots (issue 19), with the demo campaigns the server loads at start (`demo-hunting`
 * "Hunt the free bets": €2 and odds 1.50 or more, 3 bets → 1 free bet, 5 → 2 more; `demo-lootbox` "Treasure chest":
 * a box per qualifying settled bet): a new player joins on /promotions, bets placed through the API and settled
 * through the test route move the progress bar, open a box, and a jackpot made for this run hits and is collected.
 */

/** A campaign card of the promotions page, by its section and name. */
function card(page: Page, section: string, name: string): Locator {
  return page.getByRole('region', { name: section }).getByRole('article', { name });
}

/** Reloads /promotions until `check` passes (settlement is counted on the server, not pushed to this page). */
async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await open(page, '/promotions');
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

test('a player joins the hunting campaign and the lootbox, settled bets move the bar and fill a box to open', async ({
  page,
  context,
  request,
}) => {
  const player = await newPlayer(request);
  await signInWithToken(context, player.token);
  await open(page, '/promotions');

  // (a) Hunting: join, then two qualifying singles settle → "2 of 5 bets".
  const hunt = card(page, 'Hunting', 'Hunt the free bets');
  const bar = hunt.getByRole('progressbar', { name: 'Progress of Hunt the free bets' });
  await expect(bar).toHaveAttribute('aria-valuetext', '0 of 5 bets');
  await expect(hunt).toContainText('Bets of €2.00 or more at odds of 1.5 or more count');
  await expect(hunt.getByRole('listitem').filter({ hasText: '3 bets: 1 free bet' })).toBeVisible();
  await expect(hunt.getByRole('listitem').filter({ hasText: '5 bets: 2 free bets' })).toBeVisible();
  await hunt.getByRole('button', { name: 'Join' }).click();
  await expect(hunt.getByText('You take part')).toBeVisible();
  await expect(hunt.getByRole('button', { name: 'Join' })).toHaveCount(0);

  // (b) Lootbox: join too, before the bets, so they fill a box.
  const chest = card(page, 'Lootboxes', 'Treasure chest');
  await chest.getByRole('button', { name: 'Join' }).click();
  await expect(chest.getByText('You take part')).toBeVisible();
  await expect(chest.getByRole('img', { name: /chest: No boxes to open$/ })).toBeVisible();

  const used: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    await settleWon(request, await placeSingle(request, player.token, { stake: '2.00', minOdds: 1.5, skip: used }));
  }
  // Below the campaign's min stake: does not count.
  await settleWon(request, await placeSingle(request, player.token, { stake: '1.00', minOdds: 1.5, skip: used }));

  await reloadUntil(page, async () => {
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 bets', { timeout: 2000 });
  });
  await expect(hunt).toContainText('2 of 5 bets');
  await expect(hunt.getByRole('listitem').filter({ hasText: '3 bets: 1 free bet' })).not.toContainText('Reached');

  // (b) Every settled bet of €1 or more earned a box: three boxes, a large chest; opening one says the prize.
  await expect(chest.getByText('3 boxes to open')).toBeVisible();
  await expect(chest.getByRole('img', { name: 'Large chest: 3 boxes to open' })).toBeVisible();
  await chest.getByRole('button', { name: 'Open a box' }).click();
  await expect(chest.getByRole('status')).toHaveText(/^(You won €\d+\.\d{2}|You won 100 points|Empty this time)$/);
  await expect(chest.getByText('2 boxes to open')).toBeVisible();
  await expect(chest.getByRole('img', { name: 'Medium chest: 2 boxes to open' })).toBeVisible();

  // (a) The slip says when a bet would count for the hunt: odds of 1.50 or more at €2.
  const listed = await request.get(
    `${SERVER}/api/sportsbook/matches?type=match&match_status=0&sort_by=start_time:desc&limit=1`,
  );
  const {
    data: [match],
  } = (await listed.json()) as { data: { slug: string; sportKey: string }[] };
  if (!match) throw new Error('no prematch match');
  await open(page, `/${match.sportKey}/${match.slug}`);
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const prices = page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`);
  await expect(prices.first()).toBeVisible();
  let picked = false;
  for (let i = 0; i < (await prices.count()) && !picked; i += 1) {
    const label = (await prices.nth(i).getAttribute('aria-label')) ?? (await prices.nth(i).textContent()) ?? '';
    const price = Number(label.match(/(\d+\.\d{2})\+?\s*$/)?.[1] ?? 0);
    if (price >= 1.5 && price < 20) {
      await prices.nth(i).click();
      await expect(prices.nth(i)).toHaveAttribute('aria-pressed', 'true');
      picked = true;
    }
  }
  expect(picked).toBe(true);
  const hint = slip.getByText('Counts for Hunt the free bets (2 of 5)');
  const stake = slip.getByRole('textbox', { name: /^Stake/ }).first();
  await stake.fill('1');
  await expect(hint).toHaveCount(0);
  await stake.fill('2');
  await expect(hint).toBeVisible();
});

test('a jackpot made for this run hits on a €777 single, is collected once and does not come back', async ({
  page,
  context,
  request,
}) => {
  const key = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `E2E Jackpot ${key}`;
  const created = await request.post(`${SERVER}/api/operator/jackpots`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: {
      key,
      name: { en: name },
      currency: 'EUR',
      min_stake: 77_700,
      opt_in: false,
      levels: [{ code: 'mini', name: { en: 'Mini' }, seed: 10_000, share_bp: 100, probability: 1 }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  const player = await newPlayer(request);
  await signInWithToken(context, player.token);
  await open(page, '/promotions');
  const jackpot = card(page, 'Jackpots', name);
  await expect(jackpot.getByRole('table', { name: `Levels of ${name}` })).toContainText('Mini');
  await expect(jackpot.getByRole('button', { name: 'Join' })).toHaveCount(0);

  await placeSingle(request, player.token, { stake: '777.00', minOdds: 1.01, skip: [] });

  // The hit arrives live (`jackpot_hit`) or with the next read; other jackpots may hit this big bet too: each is
  // collected until this run's shows.
  const dialog = page.getByRole('dialog', { name: 'Jackpot!' });
  const ours = new RegExp(`You won €[\\d,]+\\.\\d{2} — Mini level of ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  let found = false;
  for (let shown = 0; shown < 5 && !found; shown += 1) {
    await expect(dialog).toBeVisible({ timeout: 70_000 });
    found = ours.test((await dialog.textContent()) ?? '');
    const marked = page.waitForResponse(
      (r) => r.url().includes('/api/v3/jackpot-hits/mark-as-seen') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Collect' }).click();
    expect((await marked).status()).toBe(204);
    await expect(dialog).toHaveCount(0);
  }
  expect(found).toBe(true);

  // Seen: a new page reads the unseen hits again and shows none.
  const read = page.waitForResponse((r) => r.url().includes('/api/v3/jackpot-hits?') && r.request().method() === 'GET');
  await page.reload();
  await read;
  await page.waitForTimeout(2_000);
  await expect(dialog).toHaveCount(0);

  // Switched off again: other journeys' big bets do not feed it.
  const { id } = (await created.json()) as { id: number };
  const paused = await request.patch(`${SERVER}/api/operator/jackpots/${id}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { status: 'paused' },
  });
  expect(paused.status()).toBe(200);
});
