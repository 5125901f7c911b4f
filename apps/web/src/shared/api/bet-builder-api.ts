import type { CustomOddsBody, CustomOddsReply } from '@sportsbook/contract/bet-builder';
import type { Market } from '@sportsbook/contract/catalog';
import type { Paged } from '@sportsbook/contract/pagination';
import { apiFetch } from './platform-fetch';

/** The combinable markets of a match (`GET /api/v3/bets/custom/markets/:matchId`); empty when it has no builder. */
export async function fetchCustomMarkets(matchId: number, signal?: AbortSignal): Promise<Market[]> {
  const page = await apiFetch<Paged<Market>>(`/api/v3/bets/custom/markets/${matchId}`, { signal });
  return page.data;
}

/** The price of 2–10 legs of one match (`POST /api/v3/bets/custom/odds`); a refusal throws an `ApiError` (422). */
export function priceCustomBet(body: CustomOddsBody, signal?: AbortSignal): Promise<CustomOddsReply> {
  return apiFetch<CustomOddsReply>('/api/v3/bets/custom/odds', { method: 'POST', body, signal, quiet401: true });
}
