import { BUILDER_LIVE_ONLY_SPORT_KEYS, BUILDER_SPORT_KEYS } from '@sportsbook/contract/bet-builder';
import type { Match } from '@sportsbook/contract/catalog';

const BUILDER_SPORTS: ReadonlySet<string> = new Set(BUILDER_SPORT_KEYS);
const LIVE_ONLY: ReadonlySet<string> = new Set(BUILDER_LIVE_ONLY_SPORT_KEYS);

/** Whether a sport has a bet builder (the contract's list: the lists and the match page need no request to know). */
export function isBuilderSport(sportKey: string): boolean {
  return BUILDER_SPORTS.has(sportKey);
}

/** Whether a match may offer the builder now: a builder sport, prematch (0, unless live-only) or live (1). */
export function offersBuilder(match: Pick<Match, 'sportKey' | 'status'>): boolean {
  if (!isBuilderSport(match.sportKey)) return false;
  return match.status === 1 || (match.status === 0 && !LIVE_ONLY.has(match.sportKey));
}

/** The matches of the betbuilder tab from one list per sport: builder matches only, soonest first, each once. */
export function builderMatchesOf<M extends Pick<Match, 'id' | 'sportKey' | 'status' | 'startTime'>>(
  lists: readonly (readonly M[])[],
): M[] {
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((match) => offersBuilder(match) && !seen.has(match.id) && seen.add(match.id))
    .toSorted((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}
