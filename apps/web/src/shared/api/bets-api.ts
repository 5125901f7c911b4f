import type { BetStatsGroup, BetStatsReply } from '@sportsbook/contract/bet-stats';
import type {
  Bet,
  BetPage,
  CashoutReply,
  MaxStakeBody,
  MaxStakeReply,
  PlaceBetsBody,
  ShareCodeReply,
  SharedBet,
  SharedBetInput,
} from '@sportsbook/contract/bets';
import { apiFetch } from './platform-fetch';

/**
 * The browser's calls to the v3 bets API (same-origin /api rewrite), typed by the contract, through the one API
 * client (`apiFetch`: the shared headers, errors read by the contract as `ApiError`, a 401 reported: the account
 * signs out and opens sign-in with the session-expired message, whatever the caller then shows).
 */

/** A contract body as the domain builds it (read-only arrays and fields): the domain's payloads must fit it. */
export type WireBody<T> = T extends readonly (infer U)[]
  ? readonly WireBody<U>[]
  : T extends object
    ? { readonly [K in keyof T]: WireBody<T[K]> }
    : T;

export function placeBets(body: WireBody<PlaceBetsBody>, idempotencyKey: string): Promise<Bet[]> {
  return apiFetch('/api/v3/bets', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}

/** One page of the player's bets (spec 001 §9: 500 per page, fetched page by page until the last). */
export function listBets(
  filter: 'all' | 'open' | 'settled',
  result: 'all' | 'win' | 'lose' | 'refund',
  locale: string,
  page = 1,
): Promise<BetPage> {
  const params = new URLSearchParams({ filter, result, limit: String(BET_PAGE_SIZE), page: String(page), locale });
  return apiFetch(`/api/v3/bets?${params}`);
}

/** The spec's list page size. */
export const BET_PAGE_SIZE = 500;

export function cashoutBet(betId: number, toCashout: number): Promise<CashoutReply> {
  return apiFetch('/api/v3/bets/cashout', { method: 'POST', body: { bet_id: betId, to_cashout: toCashout } });
}

export function createShareCode(bets: WireBody<SharedBetInput[]>): Promise<ShareCodeReply> {
  return apiFetch('/api/v3/bets/share-code', { method: 'POST', body: { bets } });
}

export function restoreShareCode(code: string): Promise<SharedBet[]> {
  return apiFetch(`/api/v3/bets/share-code?${new URLSearchParams({ code })}`);
}

/** Sets (or with `null` removes) a bet's automatic cash-out threshold, minor units; answers the bet. */
export function setAutoCashout(betId: number, amount: number | null): Promise<Bet> {
  return apiFetch('/api/v3/bets/auto-cashout', { method: 'POST', body: { bet_id: betId, amount } });
}

/** The largest stake the bet can take now (`POST /api/v3/bets/max-stake`: balance, limits and the house's caps). */
export function fetchMaxStake(body: WireBody<MaxStakeBody>): Promise<MaxStakeReply> {
  return apiFetch('/api/v3/bets/max-stake', { method: 'POST', body });
}

/** The query string of a betting-statistics read (`GET /api/v3/bets/stats`, and `.csv` with the same filters). */
export function betStatsParams(query: {
  group: BetStatsGroup;
  from?: string | undefined;
  locale: string;
}): URLSearchParams {
  const params = new URLSearchParams({ group: query.group, locale: query.locale });
  if (query.from) params.set('from', query.from);
  return params;
}

export function fetchBetStats(params: URLSearchParams, signal?: AbortSignal): Promise<BetStatsReply> {
  return apiFetch(`/api/v3/bets/stats?${params}`, signal ? { signal } : {});
}
