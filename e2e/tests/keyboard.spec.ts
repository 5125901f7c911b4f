import { expect, type Page, test } from '@playwright/test';
import { apiMatches, newPlayer, open, signInWithToken } from './helpers';

/**
 * Betting without a pointer (issue 22, WCAG 2.1.1 and 2.4.7): Tab and Enter only, with a visible focus indicator on
 * every control the journey uses. The address bar is used to open My Bets, as a keyboard user would.
 */

/** What the focused element is, and whether its focus is drawn (an outline or a ring). */
type Focused = { tag: string; name: string; matchId: string | null; visibleFocus: boolean };

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: '', name: '', matchId: null, visibleFocus: false };
    // The ring is on the control or, for a field, on its box (`:focus-within`).
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    return {
      tag: el.tagName.toLowerCase(),
      name: (
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        ''
      ).trim(),
      matchId: el.closest('[data-match-id]')?.getAttribute('data-match-id') ?? null,
      visibleFocus: ring(el) || ring(el.parentElement),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is what `wanted` accepts, and checks that its focus is
 * visible. Fails after `max` presses.
 */
async function tabTo(
  page: Page,
  wanted: (el: Focused) => boolean,
  { backwards = false, max = 400 }: { backwards?: boolean; max?: number } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    if (wanted(el)) {
      expect(el.visibleFocus, `focus not visible on ${el.tag} "${el.name}"`).toBe(true);
      return el;
    }
  }
  throw new Error(`no element found in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** An unpressed price of a match not yet used: an outcome button inside a match row ("Arsenal 2.10"). */
const priceOf = (used: Set<string>) => (el: Focused) =>
  el.tag === 'button' && el.matchId !== null && !used.has(el.matchId) && /\d\.\d\d\+?$/.test(el.name);

test('a player adds three selections, places a combo and cashes it out with the keyboard only', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { token } = await newPlayer(request);
  await signInWithToken(context, token);
  // A league page: a screenful of matches, so the slip after them is a few dozen Tab presses away.
  const matches = await apiMatches(request, 'type=match&match_status=0&sport_key=football&limit=100');
  const perLeague = new Map<string, number>();
  for (const m of matches) perLeague.set(m.tournament.slug, (perLeague.get(m.tournament.slug) ?? 0) + 1);
  const league = [...perLeague].find(([, count]) => count >= 3)?.[0];
  if (!league) throw new Error('no league with three prematch matches');
  await open(page, `/football/${league}`);
  const slip = page.getByRole('complementary', { name: 'Bet slip' });

  // The skip link first, then three prices of three matches.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const used = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const price = await tabTo(page, priceOf(used));
    used.add(price.matchId ?? '');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(slip.getByRole('listitem')).toHaveCount(3);

  // The slip comes after the page's content. Combo, a stake, place.
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Combo', { max: 800 });
  await page.keyboard.press('Enter');
  await expect(slip.getByRole('button', { name: 'Combo', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, (el) => el.tag === 'input' && el.name.startsWith('Stake'));
  await page.keyboard.type('2');
  const placed = slip.getByRole('heading', { name: /placed/ });
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  await tabTo(page, (el) => el.tag === 'button' && /^Place/.test(el.name));
  // Other journeys move the shared clock: a price may move before the bet is in. The same button then reads
  // "Accept odds", still focused: Enter accepts, and Enter again places.
  for (let attempt = 0; attempt < 6 && !(await placed.isVisible()); attempt += 1) {
    await page.keyboard.press('Enter');
    await expect(
      placed
        .or(accept)
        .or(slip.getByRole('button', { name: /^Place/ }))
        .first(),
    ).toBeVisible();
  }
  await expect(placed).toBeVisible();

  // My Bets: the cash-out button, then its confirmation.
  await open(page, '/bets');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, (el) => el.tag === 'button' && /^Cash out /.test(el.name));
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Cash out now for/)).toBeVisible();
  await tabTo(page, (el) => el.tag === 'button' && /^Confirm /.test(el.name), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(main.getByText('Cashed out')).toBeVisible();
});
