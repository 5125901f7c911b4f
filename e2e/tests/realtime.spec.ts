import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';
import { apiMatches, open } from './helpers';

declare global {
  interface Window {
    /** Newest publish time the page applied (set by the live updates after each committed batch). */
    __lastApplied?: { t: number };
  }
}

/** Moves the server's simulated time (SIM_CLOCK=manual); the feed ticks and the hub publishes. */
async function advance(request: APIRequestContext, ms = 60_000): Promise<void> {
  const response = await request.post(`${E2E_ENV.SERVER_URL}/api/test/clock`, { data: { advanceMs: ms } });
  expect(response.ok()).toBeTruthy();
}

/** Waits until the tab's real-time connection is up and marks the document (a reload would drop the mark). */
async function connected(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 15_000 });
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
}

async function notReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

/** Every outcome button's text in the main content (name and price). */
function prices(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('button', { pressed: false })
    .evaluateAll((buttons) => buttons.map((b) => `${b.textContent}|${(b as HTMLButtonElement).disabled}`));
}

/** The match links of a list (competitors and scores). */
function rows(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[data-spa]')
    .evaluateAll((links) => links.map((a) => a.textContent ?? ''));
}

/** Advances the clock a minute at a time until `changed()` holds (at most `steps` minutes). */
async function advanceUntil(request: APIRequestContext, changed: () => Promise<boolean>, steps = 6): Promise<void> {
  for (let i = 0; i < steps; i++) {
    await advance(request);
    try {
      await expect.poll(changed, { timeout: 4_000 }).toBe(true);
      return;
    } catch {
      // not yet: another simulated minute
    }
  }
  expect(await changed()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('live page: prices and scores change without a reload', async ({ page, request }) => {
  await open(page, '/live');
  await connected(page);
  const beforePrices = await prices(page);
  const beforeRows = await rows(page);
  expect(beforePrices.length).toBeGreaterThan(0);
  await advanceUntil(request, async () => {
    const [p, r] = [await prices(page), await rows(page)];
    return p.some((x, i) => x !== beforePrices[i]) && r.some((x, i) => x !== beforeRows[i]);
  });
  await notReloaded(page);
  expect(await page.evaluate(() => window.__lastApplied?.t ?? 0)).toBeGreaterThan(0);
  // A polite summary, not every tick.
  await expect(page.getByTestId('live-announcer')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('live-announcer')).toHaveText(/changed: \d+/, { timeout: 10_000 });
});

test('match page: prices, score and clock change without a reload', async ({ page, request }) => {
  const live = await apiMatches(request, 'match_status=1&sport_key=basketball&limit=5');
  const match = live[0] ?? (await apiMatches(request, 'match_status=1&limit=1'))[0];
  if (!match) throw new Error('no live match');
  await open(page, `/${match.sportKey}/${match.slug}`);
  await connected(page);
  const header = page.getByRole('region', { name: match.name });
  const beforeHeader = await header.textContent();
  const beforePrices = await prices(page);
  await advanceUntil(request, async () => {
    const p = await prices(page);
    return p.some((x, i) => x !== beforePrices[i]) && (await header.textContent()) !== beforeHeader;
  });
  await notReloaded(page);
});

test('offline: the connection alert shows, and the page catches up when back online', async ({
  page,
  context,
  request,
}) => {
  await open(page, '/live');
  await connected(page);
  const alert = page.getByRole('alert').filter({ hasText: 'No connection' });
  await expect(alert).toHaveCount(0);

  await context.setOffline(true);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('offline');
  const whileOffline = await prices(page);
  const appliedOffline = await page.evaluate(() => window.__lastApplied?.t ?? 0);
  // Prices move while the browser cannot hear them.
  await advance(request);
  await advance(request);
  await page.waitForTimeout(500);
  expect(await prices(page)).toEqual(whileOffline);

  await context.setOffline(false);
  await expect(alert).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 15_000 });
  // Recovery delivers what was missed: the page shows the new prices without a reload.
  await expect
    .poll(async () => (await prices(page)).some((x, i) => x !== whileOffline[i]), { timeout: 15_000 })
    .toBe(true);
  expect(await page.evaluate(() => window.__lastApplied?.t ?? 0)).toBeGreaterThan(appliedOffline);
  await notReloaded(page);
});

/** Publishes a `markets_changed` event on a channel through the hub's server API, as the feed's publisher does. */
async function publishMarketStatus(
  request: APIRequestContext,
  channel: string,
  market: { matchId: number; id: number; specifier: string },
  status: number,
): Promise<void> {
  const response = await request.post(`${E2E_ENV.SERVER_URL}/api/publish`, {
    headers: { 'x-api-key': 'dev-only-api-key' },
    data: {
      channel,
      data: { type: 'markets_changed', payload: { ts: Date.now(), markets: [{ ...market, status, outcomes: [] }] } },
    },
  });
  expect(response.ok()).toBeTruthy();
}

test('match page: a market suspended live shows the badge and locks its prices, and reopens', async ({
  page,
  request,
}) => {
  type WireMarket = { id: number; name: string; specifier: string; status: number };
  // A live match with a market type of one line open now (the 1x2), so its card shows that line's state. A match
  // can have every market stopped for a moment (a goal), so look further than the first one.
  let found: { match: Awaited<ReturnType<typeof apiMatches>>[number]; market: WireMarket } | undefined;
  for (const candidate of await apiMatches(request, 'match_status=1&sport_key=football&limit=10')) {
    const markets = await request.get(`${E2E_ENV.SERVER_URL}/api/sportsbook/matches/${candidate.id}/markets`);
    const { data } = (await markets.json()) as { data: WireMarket[] };
    const open = data.find((m) => m.status === 1 && data.filter((x) => x.id === m.id).length === 1);
    if (open) {
      found = { match: candidate, market: open };
      break;
    }
  }
  if (!found) throw new Error('no live football match with a single-line open market');
  const { match, market } = found;
  await open(page, `/${match.sportKey}/${match.slug}`);
  await connected(page);
  const card = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: market.name }) })
    .first();
  // The card's badge (an inactive outcome's own button says "(Suspended)" too, so look in the summary only).
  const badge = card.locator('summary').getByText('Suspended', { exact: true });
  const openPrices = card.getByRole('button', { disabled: false });
  await expect(badge).toHaveCount(0);
  const openCount = await openPrices.count();
  expect(openCount).toBeGreaterThan(0);

  const ref = { matchId: match.id, id: market.id, specifier: market.specifier };
  await publishMarketStatus(request, `sportsbook:en:match:${match.id}`, ref, -1);
  await expect(badge).toBeVisible();
  await expect(openPrices).toHaveCount(0);

  await publishMarketStatus(request, `sportsbook:en:match:${match.id}`, ref, 1);
  await expect(badge).toHaveCount(0);
  await expect(openPrices).toHaveCount(openCount);
  await notReloaded(page);
});

for (const fallback of ['http_stream', 'sse'] as const) {
  test(`without WebSocket the page connects over ${fallback} through the site and prices move`, async ({
    page,
    request,
  }) => {
    // A browser (or proxy) without WebSocket: the client falls back to the emulation transports, which reach the
    // hub through the web app's rewrites (/connection/*, /emulation).
    await page.addInitScript(() => {
      Object.defineProperty(window, 'WebSocket', { value: undefined, configurable: true });
    });
    if (fallback === 'sse') await page.route('**/connection/http_stream', (route) => route.abort());
    await open(page, '/live');
    await connected(page);
    await expect(page.locator('html')).toHaveAttribute('data-realtime-transport', fallback);
    const before = await prices(page);
    await advanceUntil(request, async () => (await prices(page)).some((x, i) => x !== before[i]));
    await notReloaded(page);
  });
}

/** The flash of the first outcome button whose price moved: its animation's name, once one has moved. */
async function flashOfAMovedPrice(page: Page, request: APIRequestContext): Promise<string> {
  const moved = page.getByRole('main').locator('button[data-trend]').first();
  await advanceUntil(request, async () => (await moved.count()) > 0);
  return moved.evaluate((button) => getComputedStyle(button.lastElementChild as Element).animationName);
}

test('a moved price flashes, and does not for a visitor who asked for reduced motion', async ({ page, request }) => {
  await open(page, '/live');
  await connected(page);
  expect(await flashOfAMovedPrice(page, request)).toMatch(/(up|down)/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/live');
  await connected(page);
  expect(await flashOfAMovedPrice(page, request)).toBe('none');
});
