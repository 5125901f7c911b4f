import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../scripts/env.mjs';
import {
  apiMatches,
  asPlayer,
  newPlayer,
  OUTCOME_BUTTON,
  open,
  placeFromSlip,
  SERVER,
  signInWithToken,
} from './helpers';

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

/** Outcome buttons' prices: the last word of their accessible name, in decimal odds. */
async function priceOf(button: Locator): Promise<number> {
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  const price = name.match(/(\d+\.\d{2})\+?\s*$/);
  return price ? Number(price[1]) : 0;
}

/** Clicks the first enabled price of at least `min` in each of `count` distinct match rows of the page. */
async function pickPrices(page: Page, count: number, min: number): Promise<void> {
  const rows = page.getByRole('main').locator(`li:has(${OUTCOME_BUTTON}:not([disabled]))`);
  await expect(rows.nth(count)).toBeVisible();
  let picked = 0;
  for (let row = 0; picked < count && row < (await rows.count()); row += 1) {
    const buttons = rows.nth(row).locator(`${OUTCOME_BUTTON}:not([disabled])`);
    for (let i = 0; i < (await buttons.count()); i += 1) {
      const button = buttons.nth(i);
      if ((await priceOf(button)) >= min) {
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        picked += 1;
        break;
      }
    }
  }
  expect(picked).toBe(count);
}

/** Clicks the first enabled price of at least `min` on the page (a match page: its markets). */
async function pickPrice(page: Page, min: number): Promise<void> {
  const buttons = page.getByRole('main').locator(`${OUTCOME_BUTTON}:not([disabled])`);
  await expect(buttons.first()).toBeVisible();
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    if ((await priceOf(button)) >= min) {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      return;
    }
  }
  throw new Error(`no price of at least ${min}`);
}

test('a player places a free bet and a boosted combo from the slip and finds both in My Bets', async ({
  page,
  context,
  request,
}) => {
  const player = await newPlayer(request);
  await signInWithToken(context, player.token);
  // The demo acca boost is a sign-up bonus; this player was made by the test route, so the operator issues it.
  const operator = { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` };
  const listed = await request.get(`${SERVER}/api/operator/campaigns`, { headers: operator });
  const campaigns = ((await listed.json()) as { data: { id: number; key: string }[] }).data;
  const boost = campaigns.find((c) => c.key === 'acca-boost');
  expect(boost).toBeDefined();
  const issued = await request.post(`${SERVER}/api/operator/bonuses`, {
    headers: operator,
    data: { campaign_id: boost?.id, player_id: player.id },
  });
  expect(issued.ok(), await issued.text()).toBeTruthy();
  const redeemed = await request.post(`${SERVER}/api/v3/bonuses/promo-code`, {
    headers: asPlayer(player.token),
    data: { code: 'WELCOME10' },
  });
  expect(redeemed.ok(), await redeemed.text()).toBeTruthy();
  // The toaster was the first journey's; here the player has seen both bonuses.
  const seen = await request.post(`${SERVER}/api/v3/bonuses/mark-as-seen`, {
    headers: asPlayer(player.token),
    data: campaigns
      .filter((c) => c.key === 'acca-boost' || c.key === 'promo-welcome10')
      .map((c) => ({ id: c.id, type: 'x' })),
  });
  expect(seen.ok(), await seen.text()).toBeTruthy();

  // A €10 all-win free bet: prematch, odds of 1.80 or more; choosing it sets the stake and locks it.
  const [prematch] = await apiMatches(
    request,
    'type=match&match_status=0&sport_key=football&sort_by=start_time:desc&limit=1',
  );
  if (!prematch) throw new Error('no prematch football match');
  await open(page, `/${prematch.sportKey}/${prematch.slug}`);
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await pickPrice(page, 1.8);
  const bonus = slip.getByRole('combobox', { name: /^Bonus/ });
  await expect(bonus.getByRole('option', { name: /^Free bet €10\.00/ })).toHaveCount(1);
  await bonus.selectOption({
    label: (await bonus.getByRole('option', { name: /^Free bet €10\.00/ }).textContent()) ?? '',
  });
  await expect(slip.getByRole('textbox', { name: /^Stake/ }).first()).toHaveAttribute('readonly', '');
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  // A combo of three at 1.30 or more: the acca boost (×1.05 from 3) is picked by itself.
  await open(page, '/football?tab=all');
  await pickPrices(page, 3, 1.3);
  await slip.getByRole('button', { name: 'Combo' }).click();
  await expect(slip.getByText('Boost ×1.05').first()).toBeVisible();
  await expect(slip.getByText('Add 2 more selections for a ×1.10 boost')).toBeVisible();
  await slip
    .getByRole('textbox', { name: /^Stake/ })
    .first()
    .fill('2');
  await placeFromSlip(slip);
  await slip.getByRole('button', { name: 'Done' }).click();

  await open(page, '/bets');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(2);
  const single = main.getByRole('article', { name: /^Single SB/ });
  await expect(single).toContainText('Free bet');
  await expect(single).toContainText('Free bet stake');
  await expect(main.getByRole('article', { name: /^Combo SB/ })).toContainText('Boost ×1.05');
  // The free bet never touched the cash balance: €1,000.00 less the €2.00 combo.
  const accounts = (await (
    await request.get(`${SERVER}/api/platform/player/accounts`, { headers: asPlayer(player.token) })
  ).json()) as {
    balance: number;
  }[];
  expect(accounts[0]?.balance).toBe(100_000 - 200);
});
