import type { Market, SearchResult } from '@sportsbook/contract/catalog';
import type { Paged } from '@sportsbook/contract/pagination';
import { acceptLanguageFor } from '@sportsbook/domain/locale-tags';
import { toApiError } from './api-error';

/** Browser-side calls go through the same-origin `/api` rewrite. */
export async function fetchSearch(q: string, locale: string, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: '12' });
  const response = await fetch(`/api/sportsbook/search?${params}`, {
    headers: { accept: 'application/json', 'accept-language': acceptLanguageFor(locale) },
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as SearchResult;
}

/** A match's open markets (the response is cached per feed batch, so many tabs asking cost one read). */
export async function fetchMatchMarkets(matchId: number): Promise<Market[]> {
  const response = await fetch(`/api/sportsbook/matches/${matchId}/markets?limit=500`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as Paged<Market>).data;
}

type UnauthorizedHandler = (error: { status: number; code: string | number }) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Set by the account feature: a 401 signs the player out and opens sign-in with "session expired" (spec 001 §8). */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Call it for any 401 of a player or data call (bet slip, favourites, notifications…). */
export function reportUnauthorized(error: { status: number; code: string | number }): void {
  unauthorizedHandler?.(error);
}
