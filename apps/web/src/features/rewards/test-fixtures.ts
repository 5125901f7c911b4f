import type { Hunting, Jackpot, JackpotHit, Lootbox, Tournament } from '@sportsbook/contract/rewards';
import { vi } from 'vitest';
import en from '../../../messages/en.json';
import { flattenMessages } from '../account/i18n';

/** The English texts the page and the slip get (the real message files, so a missing key fails a test). */
export const m = {
  ...flattenMessages(en.rewards, 'rewards.'),
  ...flattenMessages(en['bet-slip'], 'bet-slip.'),
};

/** Makes `<dialog>` modal in jsdom (no `showModal`/`close` there): open flag, and `close` fires `close`. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

const rules = { minStake: 200, minOdds: 1.5, selectionsFrom: null, matchStatus: 'both' as const, sports: [] };
const campaign = {
  description: '',
  currency: 'EUR',
  subunits: 2,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: null,
  joined: false,
  rules,
};

export function hunting(over: Partial<Hunting> = {}): Hunting {
  return {
    ...campaign,
    id: 11,
    type: 'hunting',
    name: 'Hunt the free bets',
    progressCount: 3,
    possibleProgressCount: 5,
    stakeCurrency: 'EUR',
    minStake: 200,
    issueToDays: 7,
    freebetType: 'freebet_only_win',
    freebetAmount: 500,
    ranges: [
      { numberOfBets: 3, numberOfFreebets: 1, issuedAmount: 500, reached: true },
      { numberOfBets: 5, numberOfFreebets: 2, issuedAmount: 1000, reached: false },
    ],
    freebetsIssued: 1,
    ...over,
  };
}

export function tournament(over: Partial<Tournament> = {}): Tournament {
  return {
    ...campaign,
    id: 21,
    type: 'tournament',
    name: 'Weekend cup',
    pool: { amount: 100_000, initial: 50_000, state: 'active' },
    prizeTable: [50, 30, 20],
    prizes: [50_000, 30_000, 20_000],
    farmOncePerEvent: false,
    farmingFreebetType: 'freebet_only_win',
    showInPromotion: true,
    pointsPerUnit: 1,
    boostPoints: 0,
    participants: 12,
    position: null,
    farmingStats: {
      avgStake: 0,
      betsCount: 0,
      points: 0,
      availablePoints: 0,
      potentialPoints: 0,
      potentialFreebetAmount: 0,
      initialPool: 50_000,
    },
    farmedEventIds: [],
    freebetsToBoost: [],
    ...over,
  };
}

export function lootbox(over: Partial<Lootbox> = {}): Lootbox {
  return {
    ...campaign,
    id: 31,
    type: 'lootbox',
    name: 'Treasure chest',
    joined: true,
    progressCount: 0,
    betsPerBox: 1,
    boxes: 3,
    chest: 'large',
    prizes: [
      { kind: 'cash', amount: 500, chance: 25 },
      { kind: 'points', amount: 100, chance: 50 },
      { kind: 'none', amount: 0, chance: 25 },
    ],
    opened: [],
    ...over,
  };
}

export function jackpot(over: Partial<Jackpot> = {}): Jackpot {
  return {
    id: 41,
    name: 'Sportsbook Jackpot',
    amount: 123_456,
    poolAmount: 200_000,
    hitsAmount: 0,
    currency: 'EUR',
    subunits: 2,
    minStake: 100,
    optIn: true,
    joined: false,
    levels: [
      { code: 'mini', name: 'Mini', pool: 23_456, mustDropBy: 50_000, active: true },
      { code: 'major', name: 'Major', pool: 100_000, mustDropBy: null, active: true },
    ],
    ...over,
  };
}

export function hit(id: number, over: Partial<JackpotHit> = {}): JackpotHit {
  return {
    id,
    amount: 12_345,
    amountEur: 12_345,
    currency: 'EUR',
    createdAt: '2026-03-01T12:00:00.000Z',
    jackpotId: 41,
    name: 'Sportsbook Jackpot',
    levelCode: 'mini',
    levelName: 'Mini',
    status: 'paid',
    userHash: 'abc',
    seen: false,
    mine: true,
    ...over,
  };
}

/** A paged reply. */
export const paged = <T>(data: T[], total = data.length, page = 1, limit = 4) => ({
  data,
  pagination: { total, page, limit, lastPage: Math.max(1, Math.ceil(total / limit)) },
});

export type ApiRoute = (url: URL, init: RequestInit | undefined) => { status: number; body?: unknown };

/**
 * Stubs `fetch` with routes keyed `'METHOD /path'`; answers 404 for the rest. Returns the calls made, in order, as
 * `'METHOD /path?query'`.
 */
export function stubApi(routes: Record<string, ApiRoute>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      const route = routes[`${method} ${url.pathname}`];
      const { status, body } = route
        ? route(url, init)
        : { status: 404, body: { error: { code: 'not_found', message: url.pathname } } };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
