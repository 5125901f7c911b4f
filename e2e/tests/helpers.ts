import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
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
