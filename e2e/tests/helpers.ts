import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ENV } from '../scripts/env.mjs';

const API = `${E2E_ENV.SERVER_URL}/api/sportsbook`;

type MatchLite = {
  id: number;
  slug: string;
  sportKey: string;
  name: string;
  live: boolean;
  tournament: { slug: string; name: string };
  competitors: { name: string }[];
};

/** Matches straight from the test server (to pick names and slugs the pages must show). */
export async function apiMatches(request: APIRequestContext, query: string): Promise<MatchLite[]> {
  const response = await request.get(`${API}/matches?${query}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: MatchLite[] }).data;
}

/**
 * Prices as the outcome buttons show them: the last word of each button's accessible name. Odds above 40 show the
 * capped constant with a trailing "+" ("40.00+", spec 001 §9).
 */
export const PRICE = {
  european: /^\d+\.\d{2}\+?$/,
  american: /^[+-]\d+\+?$/,
  british: /^\d+\/\d+\+?$/,
};

/** Opens a page and waits until its content has hydrated (`<body data-ready>`), so controls respond. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await ready(page);
}

/** Waits for the current page to be interactive. */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** The API server of the browser tests and the application header its state-changing calls need. */
export const SERVER = E2E_ENV.SERVER_URL;
export const APP_HEADER = { 'x-application': 'sportsbook-web' };

/**
 * A confirmed, signed-in player with one funded EUR account, made by the server's test route
 * (`POST /api/test/bets/players`, SIM_CLOCK=manual only): its id and session token.
 */
export async function newPlayer(
  request: APIRequestContext,
  balance = 100_000,
): Promise<{ id: number; email: string; token: string }> {
  const response = await request.post(`${SERVER}/api/test/bets/players`, {
    headers: APP_HEADER,
    data: { count: 1, balance, currency: 'EUR' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { players } = (await response.json()) as { players: { id: number; email: string; token: string }[] };
  const player = players[0];
  if (!player) throw new Error('no player');
  return player;
}

/** Puts a player's session cookie in a browser context (the site's origin, as signing in would). */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'sb_session', value: token, url: E2E_ENV.SITE_URL }]);
}

/** Headers of an API call made as the player (session cookie and application header). */
export function asPlayer(token: string): Record<string, string> {
  return { ...APP_HEADER, cookie: `sb_session=${token}` };
}

/**
 * Outcome buttons (toggle buttons in `main` that are not favourite stars): the stars are toggle buttons too, and
 * tests that pick prices must not pick them.
 */
export const OUTCOME_BUTTON = 'button[aria-pressed]:not([data-favourite-star])';

type MainOutcome = { outcomeId: string; odds: number; active: boolean };
type MatchWithMarket = {
  id: number;
  mainMarket: { id: number; specifier: string; status: number; outcomes: MainOutcome[] } | null;
};
/** A placed single's selection (wire shape). */
export type PlacedSelection = {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
};

/**
 * Places a single of `stake` EUR (1.00 by default) through the API on an open main-market outcome of a prematch match
 * not in `skip` (the match is added to it: each settled match is used once), at odds of at least `minOdds` (below 20)
 * or, without it, any price above 1.05; answers what it picked.
 */
export async function placeSingle(
  request: APIRequestContext,
  token: string,
  { stake = '1.00', minOdds, skip = [] }: { stake?: string; minOdds?: number; skip?: number[] } = {},
): Promise<PlacedSelection> {
  const response = await request.get(
    `${SERVER}/api/sportsbook/matches?type=match&match_status=0&sort_by=start_time:asc&limit=100`,
  );
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: MatchWithMarket[] };
  const priced = (odds: number) => (minOdds === undefined ? odds > 1.05 : odds >= minOdds && odds < 20);
  for (const match of data) {
    const market = match.mainMarket;
    const outcome = market?.outcomes.find((o) => o.active && priced(o.odds));
    if (market?.status !== 1 || !outcome || skip.includes(match.id)) continue;
    const selection = {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds,
    };
    const placed = await request.post(`${SERVER}/api/v3/bets`, {
      headers: { ...asPlayer(token), 'idempotency-key': crypto.randomUUID() },
      data: {
        meta: { device_id: 'e2e', quick: false, type: 'single' },
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [selection] }],
      },
    });
    if (!placed.ok()) continue;
    skip.push(match.id);
    return selection;
  }
  throw new Error(`no single of ${stake} could be placed`);
}

/** Settles a placed single's match through the test route, its outcome won. */
export async function settleWon(request: APIRequestContext, selection: PlacedSelection): Promise<void> {
  const response = await request.post(`${SERVER}/api/test/bets/settle`, {
    headers: APP_HEADER,
    data: {
      match_id: selection.match_id,
      results: [
        {
          market_id: selection.market_id,
          specifier: selection.specifier,
          outcome_id: selection.outcome_id,
          result: 'win_entire',
        },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Places what the slip holds and waits for its success screen. Other journeys move the shared simulated clock, so a
 * price may move before or while this one places: the slip then asks to accept the new odds, as it would a player;
 * this accepts as often as prices move (a few times at most) and places again.
 */
export async function placeFromSlip(slip: Locator): Promise<void> {
  const placed = slip.getByRole('heading', { name: /placed/ });
  const accept = slip.getByRole('button', { name: 'Accept odds' });
  const place = slip.getByRole('button', { name: /^Place/ });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await expect(place.or(accept).or(placed).first()).toBeVisible();
    if (await placed.isVisible()) return;
    if (await accept.isVisible()) {
      await accept.click();
      continue;
    }
    await place.click();
    await expect(placed.or(accept).first()).toBeVisible();
  }
  await expect(placed).toBeVisible();
}
