import type { Account, Player } from '@sportsbook/contract/platform';
import { vi } from 'vitest';

/** Fixtures of the account feature's tests: a player, two accounts and a fake platform API. */

export const player: Player = {
  id: 17,
  email: 'ann@example.com',
  authPhoneNumber: null,
  mobilePhone: null,
  firstName: 'Ann',
  lastName: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: { code: 'DE', name: 'Germany' },
  authFieldsMissed: [],
  depositFieldsMissed: [],
  statuses: [],
  serasaInfo: { pve: false },
  terms: { version: '2026-11-01', acceptedVersion: '2026-11-01', accepted: true },
  progress: { points: 0, statusGroups: [] },
};
export const eur: Account = { currency: { code: 'EUR', subunits: 2, fiat: true, subcurrencies: [] }, balance: 2500 };
export const usd: Account = { currency: { code: 'USD', subunits: 2, fiat: true, subcurrencies: [] }, balance: 0 };

export type Route = (init: RequestInit | undefined) => { status: number; body?: unknown };

/** Stubs `fetch` with the routes (`'METHOD /path'` under /api/platform); answers the calls made, in order. */
export function mockServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.replace(/^\/api\/platform/, '').split('?')[0] ?? '';
      const key = `${init?.method ?? 'GET'} ${path}`;
      calls.push(key);
      const route = routes[key];
      const { status, body } = route
        ? route(init)
        : { status: 404, body: { error: { code: 'not_found', message: key } } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const loggedIn: Record<string, Route> = {
  'GET /player': () => ({ status: 200, body: player }),
  'GET /player/accounts': () => ({ status: 200, body: [eur, usd] }),
  'GET /player/comp_points': () => ({ status: 200, body: { points: 0, statusGroup: null } }),
  'GET /player/status_groups': () => ({ status: 200, body: [] }),
  'DELETE /users/sign_out': () => ({ status: 204 }),
};
