import { expect, type Page, test } from '@playwright/test';
import { apiMatches, newPlayer, open, signInWithToken } from './helpers';

/**
 * CLS 0 (issue 22): a first visit (no consent cookie, no session) does not move while the page streams, hydrates
 * and its lazy parts arrive. Lighthouse and a sweep of the page kinds found: the header's account skeleton was
 * narrower than the sign-in and sign-up buttons that replaced it; a finished match's prediction card grew after
 * hydration; the promotions page's sign-in button appeared above the list once the session was known, and its
 * rewards sections grew as the browser read them (a desktop); and the footer was on the first screen while a
 * list's skeleton showed (a sport page on a desktop). A player's header had a fixed skeleton narrower than the
 * deposit and account buttons that replaced it, and its bell came beside them.
 */
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

/** The layout shifts of the page so far, without those right after input (none here: nothing is clicked). */
async function shiftsSoFar(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              const name = (e: Element) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`;
              moved.push(
                element
                  ? `${element.parentElement ? `${name(element.parentElement)} > ` : ''}${name(element)}`
                  : 'text',
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
  );
}

/** Opens the page and waits until the account buttons are in (the last part to arrive), then finds no shift. */
async function expectStill(page: Page, url: string, visible?: (page: Page) => Promise<void>): Promise<void> {
  await open(page, url);
  await visible?.(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
}

test("a visitor's home page does not move when the account buttons arrive", async ({ page }) => {
  await expectStill(page, '/');
});

test("a visitor's promotions page does not move when the session is known", async ({ page }) => {
  await expectStill(page, '/promotions', (p) =>
    expect(p.getByRole('button', { name: /^Sign in/ }).first()).toBeVisible(),
  );
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('a sport page does not move when its list replaces the skeleton', async ({ page }) => {
    await expectStill(page, '/football');
  });
  test("a visitor's promotions page does not move when the rewards are read in the browser", async ({ page }) => {
    await expectStill(page, '/promotions', (p) =>
      expect(p.getByRole('region', { name: 'Jackpots' }).getByRole('article').first()).toBeVisible(),
    );
  });
});

test("a finished match's page does not move when it hydrates", async ({ page, request }) => {
  const [match] = await apiMatches(request, 'type=match&match_status=4&limit=1');
  if (!match) throw new Error('no finished match');
  await expectStill(page, `/${match.sportKey}/${match.slug}`, (p) =>
    expect(p.getByRole('region', { name: 'Who will win?' })).toBeVisible(),
  );
});

test.describe("a player's page", () => {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`does not move when the account area arrives (${width} px)`, async ({ page, context, request }) => {
      await page.setViewportSize({ width, height });
      const { token } = await newPlayer(request);
      await signInWithToken(context, token);
      await open(page, '/');
      await expect(page.getByTestId('header-balance')).toHaveText('€1,000.00');
      expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
    });
  }

  test('settings do not move when the session and the player settings load', async ({ page, context, request }) => {
    const { token } = await newPlayer(request);
    await signInWithToken(context, token);
    await open(page, '/settings');
    await expect(page.getByRole('status', { name: 'Loading settings' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bet slip' })).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
  });
});
