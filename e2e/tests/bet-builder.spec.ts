import { expect, type Page, test } from '@playwright/test';
import { apiMatches, newPlayer, open, signInWithToken } from './helpers';

/**
 * The bet builder (issue 18): a player opens a match's builder, picks three legs of different markets and sees the
 * price change with each, adds the custom bet to the slip and places it, finds it in My Bets with its legs, and the
 * builder's link opens it again with the same legs picked.
 */
const builderOf = (page: Page) => page.getByRole('region', { name: 'Bet builder' });

test('a player builds a same-match bet, places it, finds it in My Bets and shares it by its link', async ({
  page,
  context,
  request,
}) => {
  const player = await newPlayer(request);
  await signInWithToken(context, player.token);
  const [match] = await apiMatches(
    request,
    'type=match&match_status=0&sport_key=football&sort_by=start_time:desc&limit=1',
  );
  if (!match) throw new Error('no prematch football match');
  await open(page, `/${match.sportKey}/${match.slug}#bet-builder`);

  const builder = builderOf(page);
  await expect(builder).toBeVisible();
  const panel = builder.getByRole('complementary', { name: 'Your bet builder' });
  const odds = panel.getByTestId('builder-odds');
  // Three legs, each the first outcome of one of the first three markets the builder lists.
  const groups = builder.getByRole('group');
  await expect(groups.nth(2)).toBeVisible();
  const prices: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const leg = groups.nth(i).getByRole('button').first();
    await leg.click();
    await expect(leg).toHaveAttribute('aria-pressed', 'true');
    if (i === 0) {
      await expect(panel.getByText('Pick 1 more outcome to get a price.')).toBeVisible();
      continue;
    }
    // Each leg of another market changes the price (the legs are priced together).
    const before = prices[prices.length - 1];
    if (before) await expect(odds).not.toHaveText(before);
    await expect(odds).toHaveText(/^\d+\.\d{2}$/);
    prices.push((await odds.textContent()) ?? '');
  }
  await expect(panel.getByText('3 picks')).toBeVisible();

  // The link keeps the legs: a new page opens the custom-bet modal with the same three legs and their price, and
  // "Edit picks" leaves them picked in the builder.
  expect(page.url()).toMatch(/#bet-builder=.+/);
  const shared = await context.newPage();
  await open(shared, page.url());
  const modal = shared.getByRole('dialog', { name: 'Shared bet builder' });
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await expect(modal.getByTestId('builder-odds')).toHaveText(/^\d+\.\d{2}$/);
  await modal.getByRole('button', { name: 'Edit picks' }).click();
  await expect(modal).toBeHidden();
  await expect(builderOf(shared).getByRole('button', { pressed: true })).toHaveCount(3);
  await shared.close();

  await panel.getByRole('button', { name: 'Add to bet slip' }).click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.getByRole('list', { name: /^Bet builder picks/ }).getByRole('listitem')).toHaveCount(3);
  await slip
    .getByRole('textbox', { name: /^Stake/ })
    .first()
    .fill('2');
  const placed = slip.getByRole('heading', { name: /placed/ });
  const reprice = slip.getByRole('button', { name: 'Get the new price' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await slip.getByRole('button', { name: /^Place/ }).click();
    await expect(placed.or(reprice).first()).toBeVisible();
    if (await placed.isVisible()) break;
    // The simulated clock moved the match's prices meanwhile: re-price, as a player would.
    await reprice.click();
  }
  await expect(placed).toBeVisible();
  await slip.getByRole('button', { name: 'Done' }).click();

  await open(page, '/bets');
  const bet = page.getByRole('main').getByRole('article', { name: /^Bet builder SB/ });
  await expect(bet).toBeVisible();
  await expect(bet.getByRole('listitem')).toHaveCount(3);
});
