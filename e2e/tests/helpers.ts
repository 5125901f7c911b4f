import { type APIRequestContext, expect, type Page } from '@playwright/test';
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

/** Prices as the outcome buttons show them: the last word of each button's accessible name. */
export const PRICE = {
  european: /^\d+\.\d{2}$/,
  american: /^[+-]\d+$/,
  british: /^\d+\/\d+$/,
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
