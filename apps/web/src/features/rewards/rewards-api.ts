import { BONUS_PAGE_SIZE } from '@sportsbook/contract/bonuses';
import type { Paged as Page } from '@sportsbook/contract/pagination';
import type {
  BoostReply,
  Hunting,
  Jackpot,
  JackpotHit,
  Joined as JoinedReply,
  Lootbox,
  LootboxOpened,
  RatingPage,
  Tournament,
} from '@sportsbook/contract/rewards';
import { apiFetch } from '../../shared/api/platform-api';

export type { BoostReply, JoinedReply, LootboxOpened, Page, RatingPage };

/** The engagement lists: hunting, tournaments and lootboxes (the path segment of each). */
export type EngagementList = { huntings: Hunting; tournaments: Tournament; lootboxes: Lootbox };
export type EngagementKind = keyof EngagementList;

/** Spec 001 §7.3: the lists answer 4 campaigns a page (the contract's bonus page size). */
export const REWARDS_PAGE_SIZE = BONUS_PAGE_SIZE;
/** The leaderboard dialog's page size. */
export const RATING_PAGE_SIZE = 10;

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * The calls of issue 19 (spec 001 §7.3 `/bonuses/huntings`, `/bonuses/tournaments`, `/bonuses/lootboxes`,
 * `/jackpots`, `/jackpot-hits`), same-origin under `/api/v3` with the session cookie like the bonus calls. Visitors
 * may read the lists and the jackpots; the rest needs a player (401 otherwise).
 */
export const rewardsApi = {
  list: <K extends EngagementKind>(
    kind: K,
    {
      page,
      locale,
      active,
      limit = REWARDS_PAGE_SIZE,
    }: { page: number; locale: string; active?: boolean; limit?: number },
  ) =>
    apiFetch<Page<EngagementList[K]>>(
      `/api/v3/bonuses/${kind}?${query({ page, limit, locale, active: active === undefined ? undefined : String(active) })}`,
      // A visitor reads the lists too: a 401 (a session ended elsewhere) is not this call's to report.
      { quiet401: true },
    ),
  join: (id: number) => apiFetch<JoinedReply>(`/api/v3/bonuses/${id}/activate`, { method: 'POST', body: {} }),
  rating: (id: number, page: number, limit = RATING_PAGE_SIZE) =>
    apiFetch<RatingPage>(`/api/v3/bonuses/tournaments/${id}/rating?${query({ page, limit })}`, { quiet401: true }),
  boost: (tournamentId: number, freebetId: number) =>
    apiFetch<BoostReply>(`/api/v3/bonuses/${tournamentId}/boost`, { method: 'POST', body: { bonus_id: freebetId } }),
  openBox: (id: number) =>
    apiFetch<LootboxOpened>(`/api/v3/bonuses/lootboxes/${id}/open`, { method: 'POST', body: {} }),
  jackpots: (locale: string) =>
    apiFetch<{ data: Jackpot[] }>(`/api/v3/jackpots?${query({ locale })}`, { quiet401: true }).then((r) => r.data),
  joinJackpot: (id: number) => apiFetch<void>('/api/v3/jackpots', { method: 'POST', body: { jackpot_id: id } }),
  unseenHits: (locale: string, signal?: AbortSignal) =>
    apiFetch<{ data: JackpotHit[] }>(`/api/v3/jackpot-hits?${query({ for_user: 'true', unseen: 'true', locale })}`, {
      quiet401: true,
      signal,
    }).then((r) => r.data),
  markHitsSeen: (ids: readonly number[]) =>
    apiFetch<void>('/api/v3/jackpot-hits/mark-as-seen', { method: 'POST', body: { ids } }),
};
