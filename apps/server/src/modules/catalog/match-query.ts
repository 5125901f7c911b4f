import type { Match } from '@sportsbook/contract/catalog';
import type { MatchesQuery, SortSpec } from '@sportsbook/contract/catalog-queries';

/** What a match list query keeps, apart from paging; pure so the catalog and the results history share it. */
export function matchFilter(query: MatchesQuery): (match: Match) => boolean {
  const ids = query.id && new Set(query.id);
  const types = query.type && new Set(query.type);
  const sportKeys = query.sport_key && new Set(query.sport_key);
  const categories = query.category_id && new Set(query.category_id);
  const tournaments = query.tournament_id && new Set(query.tournament_id);
  const statuses = query.match_status && new Set<number>(query.match_status);
  const from = query.start_from ? Date.parse(query.start_from) : undefined;
  const to = query.start_to ? Date.parse(query.start_to) : undefined;
  return (m) => {
    if (ids && !ids.has(m.id)) return false;
    if (types && !types.has(m.type)) return false;
    if (sportKeys && !sportKeys.has(m.sportKey)) return false;
    if (query.sport_type && m.sport.type !== query.sport_type) return false;
    if (categories && !categories.has(m.category.id)) return false;
    if (tournaments && !tournaments.has(m.tournament.id)) return false;
    if (statuses && !statuses.has(m.status)) return false;
    if (query.bettable !== undefined && m.bettable !== query.bettable) return false;
    if (query.has_video !== undefined && m.hasVideo !== query.has_video) return false;
    if (from !== undefined || to !== undefined) {
      const start = Date.parse(m.startTime);
      if (from !== undefined && start < from) return false;
      if (to !== undefined && start > to) return false;
    }
    return true;
  };
}

const sortValue: Record<SortSpec['key'], (m: Match) => number> = {
  sport_id: (m) => m.sport.id,
  sport_priority: (m) => m.sport.priority,
  category_id: (m) => m.category.id,
  category_priority: (m) => m.category.priority,
  tournament_id: (m) => m.tournament.id,
  tournament_priority: (m) => m.tournament.priority,
  start_time: (m) => Date.parse(m.startTime),
  // The simulator takes no bets from the crowd; popularity falls back to the match's market depth.
  bets_count: (m) => m.marketsCount,
};

/** Default order: by start time, then id, so pages are stable. */
const DEFAULT_SORT: SortSpec[] = [{ key: 'start_time', direction: 'asc' }];

/** A comparator for the query's `sort_by` list (ties broken by id). */
export function matchComparator(sort: SortSpec[] | undefined): (a: Match, b: Match) => number {
  const specs = sort && sort.length > 0 ? sort : DEFAULT_SORT;
  return (a, b) => {
    for (const spec of specs) {
      const diff = sortValue[spec.key](a) - sortValue[spec.key](b);
      if (diff !== 0) return spec.direction === 'asc' ? diff : -diff;
    }
    return a.id - b.id;
  };
}

/** Keeps at most `max` matches per sport, in list order. */
export function capPerSport(matches: Match[], max: number | undefined): Match[] {
  if (max === undefined) return matches;
  const seen = new Map<string, number>();
  return matches.filter((m) => {
    const n = (seen.get(m.sportKey) ?? 0) + 1;
    seen.set(m.sportKey, n);
    return n <= max;
  });
}

/** The page of `items` for 1-based `page` and `limit`. */
export function pageOf<T>(items: T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}
