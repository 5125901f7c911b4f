import { BONUS_PAGE_SIZE } from '@sportsbook/contract/bonuses';
import type {
  Category,
  Counters,
  Icons,
  Market,
  Match,
  SearchResult,
  SlugTarget,
  Sport,
  Tournament,
} from '@sportsbook/contract/catalog';
import type { Paged } from '@sportsbook/contract/pagination';
import type { Account, Player } from '@sportsbook/contract/platform';
import type { Hunting, Jackpot, Lootbox, Tournament as RewardsTournament } from '@sportsbook/contract/rewards';
import type { Settings } from '@sportsbook/contract/settings';
import type { Prediction } from '@sportsbook/contract/votes';
import { acceptLanguageFor } from '@sportsbook/domain/locales';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { config } from '../../config';
import { ApiError, toApiError } from './api-error';
import { APPLICATION, VERSIONED_ACCEPT } from './api-headers';

/**
 * The sportsbook API as server components call it: straight to `SERVER_URL` (no rewrite hop), names in the
 * page's locale through Accept-Language. Reference data is cached for a minute; live data is never cached.
 * Every loader is wrapped in React `cache()` so a layout, its page and `generateMetadata` share one request.
 */

const API = '/api/sportsbook';
type Freshness = 'live' | 'reference';
type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function request<T>(
  locale: string,
  path: string,
  options: {
    query?: Query;
    freshness?: Freshness;
    method?: 'GET' | 'POST';
    body?: unknown;
    /** `Cookie` header of a per-player call (never cached). */
    cookie?: string;
    /** The API's prefix when not the catalog's (`/api/v3`). */
    base?: string;
  } = {},
): Promise<T> {
  const { query, freshness = 'live', method = 'GET', body, cookie, base = API } = options;
  const url = `${config.serverUrl}${base}${path}${toSearch(query)}`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': acceptLanguageFor(locale),
    // The API's CSRF guard wants an application header on state-changing calls (POST /counters).
    'x-application': APPLICATION,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(freshness === 'reference' && !cookie ? { next: { revalidate: 60 } } : { cache: 'no-store' as const }),
      signal: AbortSignal.timeout(8000),
    });
  } catch (cause) {
    throw new ApiError(503, 'unreachable', `sportsbook API unreachable at ${config.serverUrl}: ${String(cause)}`);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** Like {@link request} but a 404 answer becomes null. */
async function requestOrNull<T>(locale: string, path: string, options?: Parameters<typeof request>[2]) {
  try {
    return await request<T>(locale, path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The API's session cookie (`apps/server/src/modules/auth/session-store.ts`), set through the `/api` rewrite. */
export const SESSION_COOKIE = 'sb_session';

/** The caller's session as a `Cookie` header for per-player calls, or null for a visitor without one. */
async function sessionCookie(): Promise<string | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return value ? `${SESSION_COOKIE}=${value}` : null;
}

/** Whether the request carries a session cookie: a visitor's has none (one that has expired still counts). */
export async function hasSessionCookie(): Promise<boolean> {
  return (await sessionCookie()) !== null;
}

export type MatchesQuery = {
  id?: readonly number[];
  type?: 'match' | 'outright';
  sport_key?: string;
  sport_type?: 'regular' | 'cyber' | 'premium_cricket';
  category_id?: number;
  tournament_id?: number;
  match_status?: readonly number[];
  sort_by?: string;
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  max_per_sport?: number;
  page?: number;
  limit?: number;
};

export type CountersFilters = {
  sport_type?: 'regular' | 'cyber' | 'premium_cricket';
  sport_key?: string[];
  match_status?: number[];
  bettable?: boolean;
};

export const getSettings = cache((locale: string) =>
  request<Settings>(locale, '/settings', { freshness: 'reference' }),
);
export const getSports = cache((locale: string) => request<Sport[]>(locale, '/sports', { freshness: 'reference' }));
export const getIcons = cache((locale: string) => requestOrNull<Icons>(locale, '/icons', { freshness: 'reference' }));
export const getCategories = cache((locale: string, sportKey: string) =>
  request<Category[]>(locale, '/categories', { query: { sport_key: sportKey }, freshness: 'reference' }),
);
export const getCategory = cache((locale: string, id: number) =>
  requestOrNull<Category>(locale, `/categories/${id}`, { freshness: 'reference' }),
);
export const getTournaments = cache((locale: string, sportKey: string | undefined, categoryId?: number) =>
  request<Tournament[]>(locale, '/tournaments', {
    query: { sport_key: sportKey, category_id: categoryId },
    freshness: 'reference',
  }),
);
export const getTournament = cache((locale: string, id: number) =>
  requestOrNull<Tournament>(locale, `/tournaments/${id}`, { freshness: 'reference' }),
);
export const getMatches = cache((locale: string, query: string) =>
  request<Paged<Match>>(locale, '/matches', { query: JSON.parse(query) as Query }),
);
/** Matches by query (the query object is keyed by its JSON so `cache()` can dedupe it). */
export function listMatches(locale: string, query: MatchesQuery): Promise<Paged<Match>> {
  return getMatches(locale, JSON.stringify(query));
}
export const getMatch = cache((locale: string, id: number) => requestOrNull<Match>(locale, `/matches/${id}`));
export const getMarkets = cache((locale: string, id: number) =>
  request<Paged<Market>>(locale, `/matches/${id}/markets`, { query: { limit: 500 } }),
);
/**
 * The bet builder's combinable markets of a match (`GET /api/v3/bets/custom/markets/:id`, issue 18): empty for a
 * sport without a builder or a match not prematch or live. Prices move with every batch: never cached.
 */
export const getCustomMarkets = cache((locale: string, id: number) =>
  request<Paged<Market>>(locale, `/bets/custom/markets/${id}`, { base: '/api/v3' }),
);
export const getCounters = cache((locale: string, filters: string) =>
  request<Counters>(locale, '/counters', { method: 'POST', body: JSON.parse(filters) as unknown }),
);
/** Counters under filters (keyed by JSON for `cache()`). */
export function countMatches(locale: string, filters: CountersFilters = {}): Promise<Counters> {
  return getCounters(locale, JSON.stringify(filters));
}
export const search = cache((locale: string, q: string) =>
  request<SearchResult>(locale, '/search', { query: { q, limit: 30 } }),
);
export const resolveSlug = cache((locale: string, sportKey: string, slug: string) =>
  requestOrNull<SlugTarget>(locale, `/slugs/${encodeURIComponent(sportKey)}/${encodeURIComponent(slug)}`, {
    freshness: 'reference',
  }),
);

/** Settings, or the conservative fallback when the API is down (the chrome must still render). */
export const getSettingsOrFallback = cache(async (locale: string): Promise<Settings> => {
  try {
    return await getSettings(locale);
  } catch {
    const { FALLBACK_SETTINGS } = await import('./settings-fallback');
    return FALLBACK_SETTINGS;
  }
});

/**
 * The caller's favourite matches under a list query (`GET /matches?favourite=true` with the request's session),
 * or null when the caller is a visitor (no session cookie, or the API answers 401). Never cached.
 */
const getFavouriteMatches = cache(async (locale: string, query: string): Promise<Paged<Match> | null> => {
  const cookie = await sessionCookie();
  if (!cookie) return null;
  try {
    return await request<Paged<Match>>(locale, '/matches', {
      query: { ...(JSON.parse(query) as Query), favourite: true },
      cookie,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});

/**
 * The match's predictions as this request's caller sees them (`GET /api/v3/vote` with the session, so a player's
 * own vote is in it): rendered with the page, so the card has its final size in the first paint. Never cached.
 */
export const getMatchPredictions = cache(async (locale: string, matchId: number): Promise<Prediction[]> => {
  const cookie = (await sessionCookie()) ?? undefined;
  return request<Prediction[]>(locale, '/vote', { base: '/api/v3', query: { match_id: matchId }, cookie });
});

/**
 * The player of this request's session and their accounts (`GET /api/platform/player` and `/player/accounts` with
 * the session), read with the page so the header's account skeleton has the player's buttons' size; null for a
 * visitor, an expired session or an API that did not answer (the skeleton then has a fixed size). Never cached.
 */
export const getSessionPlayer = cache(
  async (locale: string): Promise<{ player: Player; accounts: Account[] } | null> => {
    const cookie = await sessionCookie();
    if (!cookie) return null;
    const base = '/api/platform';
    try {
      const [player, accounts] = await Promise.all([
        request<Player>(locale, '/player', { base, cookie }),
        request<Account[]>(locale, '/player/accounts', { base, cookie }),
      ]);
      return { player, accounts };
    } catch {
      return null;
    }
  },
);

/** The promotions page's engagement lists as the server read them with the page (each null if its read failed). */
export type RewardLists = {
  /** Read with a session cookie: what a player sees (joined flags, progress); else a visitor's view. */
  player: boolean;
  huntings: Paged<Hunting> | null;
  tournaments: Paged<RewardsTournament> | null;
  lootboxes: Paged<Lootbox> | null;
  jackpots: Jackpot[] | null;
};

/**
 * The first page of hunting, tournaments and lootboxes and the jackpots (`/api/v3`, with the request's session so a
 * player's joined flags and progress are in them): rendered with the page, so the sections have their final size
 * in the first paint. Never cached.
 */
export const getRewardLists = cache(async (locale: string): Promise<RewardLists> => {
  const cookie = (await sessionCookie()) ?? undefined;
  const base = '/api/v3';
  const list = <T>(kind: string) =>
    request<Paged<T>>(locale, `/bonuses/${kind}`, {
      base,
      cookie,
      query: { page: 1, limit: BONUS_PAGE_SIZE, locale },
    }).catch(() => null);
  const [huntings, tournaments, lootboxes, jackpots] = await Promise.all([
    list<Hunting>('huntings'),
    list<RewardsTournament>('tournaments'),
    list<Lootbox>('lootboxes'),
    request<{ data: Jackpot[] }>(locale, '/jackpots', { base, cookie, query: { locale } }).then(
      (reply) => reply.data,
      () => null,
    ),
  ]);
  return { player: cookie !== undefined, huntings, tournaments, lootboxes, jackpots };
});

/** {@link getFavouriteMatches} by query object (keyed by its JSON for `cache()`). */
export function listFavouriteMatches(locale: string, query: MatchesQuery): Promise<Paged<Match> | null> {
  return getFavouriteMatches(locale, JSON.stringify(query));
}

/** Headers of the incoming request that describe the connection, not the visitor: never forwarded. */
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'accept', 'accept-encoding', 'keep-alive']);

/**
 * The visitor's country name as the API sees it (`GET /api/platform/geo` with this request's headers, as the
 * same-origin rewrite forwards them, so the trusted country header of the CDN or proxy in front reaches the API),
 * or undefined when unknown or the API is unreachable. Never cached: it is per visitor.
 */
export async function visitorCountryName(): Promise<string | undefined> {
  const forwarded = new Headers();
  for (const [name, value] of await headers()) if (!NOT_FORWARDED.has(name)) forwarded.set(name, value);
  forwarded.set('accept', VERSIONED_ACCEPT);
  try {
    const response = await fetch(`${config.serverUrl}/api/platform/geo`, {
      headers: forwarded,
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return undefined;
    const geo = (await response.json()) as { countryName?: string | null };
    return geo.countryName ?? undefined;
  } catch {
    return undefined;
  }
}
