import type {
  Category,
  Counters,
  Market,
  Match,
  SearchResult,
  SlugTarget,
  Sport,
  Tournament,
} from '@sportsbook/contract/catalog';
import { MATCH_STATUS } from '@sportsbook/contract/catalog';
import type { countersBodySchema, MarketsQuery, MatchesQuery, SearchQuery } from '@sportsbook/contract/catalog-queries';
import { type Paged, paginate } from '@sportsbook/contract/pagination';
import { DEFAULT_LOCALE } from '@sportsbook/domain/locales';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contentLocale, localizeMarket, localizeScore } from '../../feed/names/localize';
import { AppError, notFound } from '../../shared/app-error';
import { findMatchHistory, findRecordedMatch } from './catalog-repository';
import { type CatalogStore, HISTORY_STATUSES, normalizeForSearch } from './catalog-store';
import { isListed, localName, toWireCategory, toWireSport, toWireTournament } from './catalog-views';
import { capPerSport, matchComparator, matchFilter, pageOf } from './match-query';

/** Current matches a list shows when no status is asked for: the ones still open for betting or interrupted. */
const CURRENT_STATUSES = new Set<number>([MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped]);
/** How far back a results query reaches when it names no window. */
const HISTORY_LIMIT = 5000;

/** Catalog reads (spec 001 §7.2) over the in-memory store and the recorded history. */
export class CatalogService {
  constructor(
    private readonly store: CatalogStore,
    private readonly database: Database,
  ) {}

  sports(locale: string): Sport[] {
    return this.store.sports().map((s) => toWireSport(s, locale));
  }

  categories(query: { sport_key?: string[]; sport_id?: number[] }, locale: string): Category[] {
    const sportIds = this.sportIds(query.sport_key, query.sport_id);
    return this.store
      .categories()
      .filter((c) => !sportIds || sportIds.has(c.sportId))
      .map((c) => toWireCategory(c, this.store.refs, locale));
  }

  category(id: number, locale: string): Category {
    const c = this.store.refs.categories.get(id);
    if (!c) throw notFound('Category', id);
    return toWireCategory(c, this.store.refs, locale);
  }

  tournaments(query: { sport_key?: string[]; category_id?: number[]; id?: number[] }, locale: string): Tournament[] {
    const sportIds = this.sportIds(query.sport_key, undefined);
    const categoryIds = query.category_id && new Set(query.category_id);
    const ids = query.id && new Set(query.id);
    return this.store
      .tournaments()
      .filter((t) => (!sportIds || sportIds.has(t.sportId)) && (!categoryIds || categoryIds.has(t.categoryId)))
      .filter((t) => !ids || ids.has(t.id))
      .map((t) => toWireTournament(t, this.store.refs, locale));
  }

  tournament(id: number, locale: string): Tournament {
    const t = this.store.refs.tournaments.get(id);
    if (!t) throw notFound('Tournament', id);
    return toWireTournament(t, this.store.refs, locale);
  }

  /** A results query (only finished or closed statuses) reads the recorded history. */
  needsHistory(query: MatchesQuery): boolean {
    return !!query.match_status && query.match_status.every((s) => HISTORY_STATUSES.includes(s));
  }

  matches(query: MatchesQuery, locale: string): Paged<Match> {
    const keep = matchFilter(query);
    const statusGiven = !!query.match_status;
    const all = this.store.allMatches(locale).filter((m) => (statusGiven || CURRENT_STATUSES.has(m.status)) && keep(m));
    return this.page(all, query);
  }

  async historyMatches(query: MatchesQuery, locale: string): Promise<Paged<Match>> {
    await this.store.flush();
    const recorded = await findMatchHistory(this.database.db, {
      statuses: query.match_status ?? [...HISTORY_STATUSES],
      from: query.start_from ? new Date(query.start_from) : undefined,
      to: query.start_to ? new Date(query.start_to) : undefined,
      limit: HISTORY_LIMIT,
    });
    const keep = matchFilter(query);
    const localized = recorded.map((m) => this.relocalize(m, locale)).filter(keep);
    // Recorded history comes newest first; that order stands unless the query asks for another.
    return this.page(localized, query, query.sort_by ? undefined : 'keep-order');
  }

  private page(matches: Match[], query: MatchesQuery, order?: 'keep-order'): Paged<Match> {
    const sorted = order === 'keep-order' ? matches : [...matches].sort(matchComparator(query.sort_by));
    const capped = capPerSport(sorted, query.max_per_sport);
    return {
      data: pageOf(capped, query.page, query.limit),
      pagination: paginate(capped.length, query.page, query.limit),
    };
  }

  /** Recorded snapshots are English; sport, category, market and period names follow the request's language. */
  private relocalize(m: Match, locale: string): Match {
    if (contentLocale(locale) === DEFAULT_LOCALE) return m;
    const sport = this.store.refs.sports.get(m.sport.id);
    const category = this.store.refs.categories.get(m.category.id);
    return {
      ...m,
      sport: sport ? { ...m.sport, name: localName(sport.names, locale) } : m.sport,
      category: category ? { ...m.category, name: localName(category.names, locale) } : m.category,
      score: localizeScore(m.score, locale),
      mainMarket: m.mainMarket && localizeMarket(m.mainMarket, locale),
      secondaryMarket: m.secondaryMarket && localizeMarket(m.secondaryMarket, locale),
    };
  }

  async match(id: number, locale: string): Promise<Match> {
    const current = this.store.match(id, locale);
    if (current) return current;
    await this.store.flush();
    const recorded = await findRecordedMatch(this.database.db, id);
    if (!recorded) throw notFound('Match', id);
    return this.relocalize(recorded, locale);
  }

  markets(matchId: number, query: MarketsQuery, locale: string): Paged<Market> {
    const markets = this.store.marketsOf(matchId, locale);
    if (!markets) throw notFound('Match', matchId);
    const ids = query.market_id && new Set(query.market_id);
    const listed = markets.filter(
      (m) => isListed(m) && (!query.group_key || m.groups.includes(query.group_key)) && (!ids || ids.has(m.id)),
    );
    return {
      data: pageOf(listed, query.page, query.limit),
      pagination: paginate(listed.length, query.page, query.limit),
    };
  }

  counters(filters: z.infer<typeof countersBodySchema>, locale: string): Counters {
    const statuses = filters.match_status ? new Set<number>(filters.match_status) : CURRENT_STATUSES;
    const sportKeys = filters.sport_key && new Set(filters.sport_key);
    const from = filters.start_from ? Date.parse(filters.start_from) : undefined;
    const to = filters.start_to ? Date.parse(filters.start_to) : undefined;
    return this.store.counters((m) => {
      if (!statuses.has(m.status)) return false;
      if (filters.sport_type && m.sport.type !== filters.sport_type) return false;
      if (sportKeys && !sportKeys.has(m.sportKey)) return false;
      if (filters.bettable !== undefined && m.bettable !== filters.bettable) return false;
      const start = Date.parse(m.startTime);
      if (from !== undefined && start < from) return false;
      if (to !== undefined && start > to) return false;
      return true;
    }, locale);
  }

  /**
   * Events whose name, competitors or league contain every word of `q` (accents and case ignored), live first
   * then by start time; leagues by name unless `only_events_name`.
   */
  search(query: SearchQuery, locale: string): SearchResult {
    const words = normalizeForSearch(query.q).split(/\s+/).filter(Boolean);
    const statuses = query.match_status ? new Set<number>(query.match_status) : CURRENT_STATUSES;
    const hit = (text: string) => words.every((w) => normalizeForSearch(text).includes(w));
    const matches = this.store
      .allMatches(locale)
      .filter((m) => statuses.has(m.status) && (!query.sport_type || m.sport.type === query.sport_type))
      .filter((m) =>
        query.only_events_name
          ? hit(m.name)
          : hit(`${m.name} ${m.competitors.map((c) => c.name).join(' ')} ${m.tournament.name}`),
      )
      .sort((a, b) => Number(b.live) - Number(a.live) || Date.parse(a.startTime) - Date.parse(b.startTime))
      .slice(0, query.limit);
    const tournaments = query.only_events_name
      ? []
      : this.store
          .tournaments()
          .filter((t) => hit(t.name))
          .filter((t) => !query.sport_type || this.store.refs.sports.get(t.sportId)?.type === query.sport_type)
          .slice(0, query.limit)
          .map((t) => toWireTournament(t, this.store.refs, locale));
    return { matches, tournaments };
  }

  async resolveSlug(sportKey: string, slug: string): Promise<SlugTarget> {
    const target = this.store.resolveSlug(sportKey, slug);
    if (target?.kind === 'match') {
      const match = await this.match(target.id, 'en').catch(() => undefined);
      if (match && match.sportKey === sportKey && match.slug === slug) return target;
    } else if (target) {
      return target;
    }
    throw new AppError(404, 'not_found', `Nothing is published at /${sportKey}/${slug}`);
  }

  private sportIds(keys: string[] | undefined, ids: number[] | undefined): Set<number> | undefined {
    if (!keys && !ids) return undefined;
    const out = new Set<number>(ids ?? []);
    for (const key of keys ?? []) {
      const sport = this.store.sportByKey(key);
      if (sport) out.add(sport.id);
    }
    return out;
  }
}
