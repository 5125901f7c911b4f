import type { Bet } from '@sportsbook/contract/bets';
import { apiHeaders } from './api-headers';
import { reportUnauthorized } from './client-api';

/**
 * The browser's calls to the v3 bets API and the player endpoints the slip reads (same-origin /api rewrite). A 401
 * is reported like every player call's (`reportUnauthorized`): the account signs out and opens sign-in with the
 * session-expired message, whatever the caller then shows.
 */

/** A failed call with the error body's fields (`{ error: { code, message, localized_message?, details } }`). */
export class BetsApiError extends Error {
  override readonly name = 'BetsApiError';
  constructor(
    readonly status: number | null,
    readonly code: string | number | null,
    message: string,
    readonly localizedMessage: string | null = null,
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { ...apiHeaders(init.body !== undefined), ...init.headers },
    });
  } catch (error) {
    throw new BetsApiError(null, null, error instanceof Error ? error.message : 'network');
  }
  if (!response.ok) {
    let code: string | number | null = null;
    let message = response.statusText;
    let localized: string | null = null;
    let details: unknown = null;
    try {
      const body = (await response.json()) as {
        error?: { code?: string | number; message?: string; localized_message?: string; details?: unknown };
      };
      code = body.error?.code ?? null;
      message = body.error?.message ?? message;
      localized = body.error?.localized_message ?? null;
      details = body.error?.details ?? null;
    } catch {
      // not JSON
    }
    if (response.status === 401) reportUnauthorized({ status: 401, code: code ?? 'unauthorized' });
    throw new BetsApiError(response.status, code, message, localized, details);
  }
  return (await response.json()) as T;
}

export function placeBets(body: unknown, idempotencyKey: string): Promise<Bet[]> {
  return call('/api/v3/bets', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export type BetPage = { data: Bet[]; meta?: { page: number; total?: number; totalPages?: number } };

export function listBets(
  filter: 'all' | 'open' | 'settled',
  result: 'all' | 'win' | 'lose' | 'refund',
  locale: string,
) {
  const params = new URLSearchParams({ filter, result, limit: '50', locale });
  return call<BetPage>(`/api/v3/bets?${params}`);
}

export function cashoutBet(betId: number, toCashout: number): Promise<{ bet: Bet }> {
  return call('/api/v3/bets/cashout', {
    method: 'POST',
    body: JSON.stringify({ bet_id: betId, to_cashout: toCashout }),
  });
}

export function createShareCode(bets: unknown[]): Promise<{ code: string }> {
  return call('/api/v3/bets/share-code', { method: 'POST', body: JSON.stringify({ bets }) });
}

export type SharedBetWire = {
  stake: { value: string; currency: string } | null;
  systemId: string | null;
  selections: {
    id: string;
    type: 'match' | 'stage' | 'season' | 'simple_tournament';
    matchId: number;
    matchUrnId: string;
    matchName: string;
    marketId: number;
    specifier: string;
    outcomeId: string;
    outcomeName: string;
    marketName: string;
    odds: number;
    active: boolean;
    isSuspended: boolean;
    isNotAvailable: boolean;
    provider: 'betradar' | 'oddin' | 'betconstruct';
    matchStatus: number;
  }[];
};

export function restoreShareCode(code: string): Promise<SharedBetWire[]> {
  return call(`/api/v3/bets/share-code?${new URLSearchParams({ code })}`);
}
