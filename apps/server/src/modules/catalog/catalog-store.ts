import type { Counters, Market, Match, SlugTarget } from '@sportsbook/contract/catalog';
import { MATCH_STATUS } from '@sportsbook/contract/catalog';
import { DEFAULT_LOCALE } from '@sportsbook/domain/locales';
import type { Database } from '../../db/client';
import { contentLocale, localizeMarket } from '../../feed/names/localize';
import type {
  FeedCategory,
  FeedEvent,
  FeedMarket,
  FeedMatch,
  FeedSource,
  FeedSport,
  FeedTournament,
  ProviderStatuses,
} from '../../feed/types';
import type { Clock } from '../../shared/clock';
import {
  closeRecordedMatches,
  insertOutcomeResults,
  type MatchRow,
  readFeedState,
  upsertMatches,
  upsertReferenceData,
  writeFeedStates,
} from './catalog-repository';
import { type Refs, toWireMatch } from './catalog-views';

/** What the database remembers of the feed across restarts (see `persistedFeedState`). */
export type PersistedFeedState = {
  nextMatchId: number | undefined;
  world:
    | { seed: number; scale: number; start: number; firstMatchId: number; emittedUntil: number; emittedAt: number }
    | undefined;
};

export type CatalogListener = (events: readonly FeedEvent[], store: CatalogStore) => void;

/** Statuses whose matches are history: served from the database once the feed drops them. */
export const HISTORY_STATUSES: readonly number[] = [MATCH_STATUS.closed, MATCH_STATUS.finished];

/**
 * The hot catalog: the feed's current state in memory (for reads at thousands of requests per second) with
 * wire views cached per match and locale until the match or its markets change, plus write-behind of match
 * history to the database. One `version` bump per feed batch lets callers cache whole responses.
 */
export class CatalogStore {
  readonly refs: Refs;
  private readonly sportsByKey = new Map<string, FeedSport>();
  private matches = new Map<number, FeedMatch>();
  private markets = new Map<number, readonly FeedMarket[]>();
  private providers: ProviderStatuses = {};
  private readonly wireCache = new Map<string, Map<number, Match>>();
  /** A match's markets per locale (names translated), made on first read and dropped when the match changes. */
  private readonly marketViews = new Map<string, Map<number, readonly Market[]>>();
  private readonly listeners = new Set<CatalogListener>();
  private writes: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  /** When the feed last changed each current match (clock time): a match it stops updating is stale. */
  private readonly touched = new Map<number, number>();
  version = 0;

  constructor(private readonly deps: { feed: FeedSource; database: Database; clock: Clock }) {
    const snap = deps.feed.snapshot();
    this.refs = {
      sports: new Map(snap.sports.map((s) => [s.id, s])),
      categories: new Map(snap.categories.map((c) => [c.id, c])),
      tournaments: new Map(snap.tournaments.map((t) => [t.id, t])),
    };
    for (const s of snap.sports) this.sportsByKey.set(s.key, s);
  }

  /** Persists the reference data and current matches, then follows the feed. */
  async load(): Promise<void> {
    const snap = this.deps.feed.snapshot();
    this.matches = new Map(snap.matches);
    this.markets = new Map(snap.markets);
    this.providers = snap.providers;
    const now = this.deps.clock.now();
    for (const id of this.matches.keys()) this.touched.set(id, now);
    await upsertReferenceData(this.deps.database.db, snap);
    await upsertMatches(
      this.deps.database.db,
      [...this.matches.values()].map((m) => this.historyRow(m)),
    );
    // What rebuilds this world after a restart, and the id high-water mark from the first moment.
    const status = this.deps.feed.status();
    await writeFeedStates(this.deps.database.db, {
      next_match_id: status.nextMatchId,
      world_seed: status.seed,
      world_scale: status.world.scale,
      world_start: status.world.start,
      world_first_match_id: status.world.firstMatchId,
      ...this.emitted(status.simTime),
    });
    this.unsubscribe = this.deps.feed.onBatch((events) => this.apply(events));
  }

  /** How far the feed's events reached the database: simulated time and the clock reading then. */
  private emitted(simTime: number): Record<'emitted_until' | 'emitted_at', number> {
    return { emitted_until: simTime, emitted_at: this.deps.clock.now() };
  }

  /** The feed's last persisted state (the world that ran, how far its events were recorded), if any. */
  static async persistedFeedState(database: Database): Promise<PersistedFeedState> {
    const read = (key: string) => readFeedState(database.db, key);
    const [nextMatchId, seed, scale, start, firstMatchId, emittedUntil, emittedAt] = await Promise.all(
      [
        'next_match_id',
        'world_seed',
        'world_scale',
        'world_start',
        'world_first_match_id',
        'emitted_until',
        'emitted_at',
      ].map(read),
    );
    const world =
      seed !== undefined &&
      scale !== undefined &&
      start !== undefined &&
      firstMatchId !== undefined &&
      emittedUntil !== undefined &&
      emittedAt !== undefined
        ? { seed, scale, start, firstMatchId, emittedUntil, emittedAt }
        : undefined;
    return { nextMatchId, world };
  }

  /**
   * Closes stale matches (issue 14: every bet settles, whatever the feed does). A match is stale when it is still
   * unfinished (prematch, live or stopped) more than `expectedMs` + `staleMs` after its start, and the feed has not
   * changed it for `staleMs` (or no longer reports it at all, e.g. after a restart of a feed that lost it). It is
   * recorded closed (status 3); one it still holds leaves the catalog through the listeners as a `match_settled`
   * with status 3 (every leg refunded) and a `match_removed`. Answers the closed ids; settlement's catch-up refunds the
   * legs of the ones recorded only.
   */
  async closeStaleMatches(staleMs: number, expectedMs: number): Promise<number[]> {
    const now = this.deps.clock.now();
    const fresh = [...this.touched].filter(([, at]) => now - at < staleMs).map(([id]) => id);
    await this.writes;
    const closed = await closeRecordedMatches(
      this.deps.database.db,
      new Date(now - expectedMs - staleMs),
      fresh,
      new Date(now),
    );
    const held = closed.filter((id) => this.matches.has(id));
    if (held.length > 0) {
      this.apply(
        held.flatMap((matchId): FeedEvent[] => [
          { kind: 'match_settled', matchId, status: 3, score: null, settledAt: now, results: [] },
          { kind: 'match_removed', matchId },
        ]),
      );
    }
    return closed;
  }

  /** Subscribes to every applied batch (after the store has changed). */
  onChange(listener: CatalogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(events: readonly FeedEvent[]): void {
    // Keyed by id: one batch may both change a match's status and settle it; the last view wins.
    const rows = new Map<number, MatchRow>();
    for (const event of events) {
      switch (event.kind) {
        case 'match_upserted': {
          const before = this.matches.get(event.match.id);
          this.matches.set(event.match.id, event.match);
          this.touched.set(event.match.id, this.deps.clock.now());
          this.invalidate(event.match.id);
          if (!before || before.status !== event.match.status) rows.set(event.match.id, this.historyRow(event.match));
          break;
        }
        case 'markets_changed':
          this.touched.set(event.matchId, this.deps.clock.now());
          this.markets.set(event.matchId, mergeMarkets(this.markets.get(event.matchId) ?? [], event.markets));
          this.invalidate(event.matchId);
          break;
        case 'match_settled': {
          const match = this.matches.get(event.matchId);
          if (match) {
            const settled: FeedMatch = { ...match, status: event.status, score: event.score ?? match.score };
            rows.set(settled.id, this.historyRow(settled));
          }
          const { results, matchId } = event;
          this.enqueue(() => insertOutcomeResults(this.deps.database.db, matchId, results));
          break;
        }
        case 'match_removed':
          this.touched.delete(event.matchId);
          this.matches.delete(event.matchId);
          this.markets.delete(event.matchId);
          this.invalidate(event.matchId);
          break;
        case 'provider_status_changed':
          this.providers = event.providers;
          for (const cache of this.wireCache.values()) cache.clear();
          break;
      }
    }
    if (rows.size > 0) {
      const { nextMatchId, simTime } = this.deps.feed.status();
      const emitted = this.emitted(simTime);
      this.enqueue(async () => {
        await upsertMatches(this.deps.database.db, [...rows.values()]);
        // After this batch's history and results: a restart replays only what came later.
        await writeFeedStates(this.deps.database.db, { next_match_id: nextMatchId, ...emitted });
      });
    }
    this.version += 1;
    for (const listener of this.listeners) listener(events, this);
  }

  private historyRow(m: FeedMatch): MatchRow {
    const snapshot = toWireMatch(m, [], this.refs, this.providers, 'en');
    return {
      id: m.id,
      sportId: m.sportId,
      categoryId: m.categoryId,
      tournamentId: m.tournamentId,
      status: m.status,
      startTime: new Date(m.startTime),
      snapshot,
    };
  }

  private enqueue(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      // History is best effort: the live catalog keeps serving; the next status change rewrites the row.
      console.error('catalog history write failed', error);
    });
  }

  /** Resolves when every queued history write has reached the database. */
  flush(): Promise<void> {
    return this.writes;
  }

  private invalidate(matchId: number): void {
    for (const cache of this.wireCache.values()) cache.delete(matchId);
    for (const cache of this.marketViews.values()) cache.delete(matchId);
  }

  /** The wire view of one current match in `locale`, or undefined when the feed no longer has it. */
  match(id: number, locale: string): Match | undefined {
    let cache = this.wireCache.get(locale);
    if (!cache) {
      cache = new Map();
      this.wireCache.set(locale, cache);
    }
    const cached = cache.get(id);
    if (cached) return cached;
    const feedMatch = this.matches.get(id);
    if (!feedMatch) return undefined;
    const view = toWireMatch(feedMatch, this.markets.get(id) ?? [], this.refs, this.providers, locale);
    cache.set(id, view);
    return view;
  }

  /** Every current match in `locale` (unordered). */
  allMatches(locale: string): Match[] {
    const out: Match[] = [];
    for (const id of this.matches.keys()) {
      const m = this.match(id, locale);
      if (m) out.push(m);
    }
    return out;
  }

  /**
   * All markets of a current match in display order (including not-allowed ones; callers filter), with the feed's
   * English names, or in `locale` (translated once per match change and locale).
   */
  marketsOf(matchId: number, locale?: string): readonly Market[] | undefined {
    if (!this.matches.has(matchId)) return undefined;
    const markets = this.markets.get(matchId) ?? [];
    if (locale === undefined || contentLocale(locale) === DEFAULT_LOCALE) return markets;
    let cache = this.marketViews.get(locale);
    if (!cache) {
      cache = new Map();
      this.marketViews.set(locale, cache);
    }
    let view = cache.get(matchId);
    if (!view) {
      view = markets.map((market) => localizeMarket(market, locale));
      cache.set(matchId, view);
    }
    return view;
  }

  feedMatch(id: number): FeedMatch | undefined {
    return this.matches.get(id);
  }

  providerStatuses(): ProviderStatuses {
    return this.providers;
  }

  sports(): FeedSport[] {
    return [...this.refs.sports.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  sportByKey(key: string): FeedSport | undefined {
    return this.sportsByKey.get(key);
  }

  categories(): FeedCategory[] {
    return [...this.refs.categories.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  tournaments(): FeedTournament[] {
    return [...this.refs.tournaments.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  /** What `/{sportKey}/{slug}` names: a category, then a league, then a match (its slug ends with its id). */
  resolveSlug(sportKey: string, slug: string): SlugTarget | undefined {
    const sport = this.sportsByKey.get(sportKey);
    if (!sport) return undefined;
    for (const c of this.refs.categories.values()) {
      if (c.sportId === sport.id && c.slug === slug) return { kind: 'category', id: c.id };
    }
    for (const t of this.refs.tournaments.values()) {
      if (t.sportId === sport.id && t.slug === slug) return { kind: 'tournament', id: t.id };
    }
    const id = Number(/-(\d+)$/.exec(slug)?.[1]);
    if (Number.isSafeInteger(id)) return { kind: 'match', id };
    return undefined;
  }

  /** Counts of current matches and outrights under `keep`, per sport, category and league, plus live totals. */
  counters(keep: (m: Match) => boolean, locale: string): Counters {
    const sports = new Map<number, Counters['sports'][number]>();
    const categories = new Map<number, Counters['categories'][number]>();
    const tournaments = new Map<number, Counters['tournaments'][number]>();
    const live = { matchCount: 0, outrightCount: 0 };
    for (const m of this.allMatches(locale)) {
      if (!keep(m)) continue;
      const isOutright = m.type === 'outright';
      const sport = getOr(sports, m.sport.id, () => ({
        id: m.sport.id,
        key: m.sportKey,
        matchCount: 0,
        outrightCount: 0,
        liveMatchCount: 0,
      }));
      const category = getOr(categories, m.category.id, () => ({
        id: m.category.id,
        sportId: m.sport.id,
        matchCount: 0,
        outrightCount: 0,
      }));
      const tournament = getOr(tournaments, m.tournament.id, () => ({
        id: m.tournament.id,
        categoryId: m.category.id,
        matchCount: 0,
        outrightCount: 0,
      }));
      for (const bucket of [sport, category, tournament]) {
        if (isOutright) bucket.outrightCount += 1;
        else bucket.matchCount += 1;
      }
      if (m.live) {
        if (isOutright) live.outrightCount += 1;
        else live.matchCount += 1;
        sport.liveMatchCount += 1;
      }
    }
    return {
      live,
      sports: [...sports.values()],
      categories: [...categories.values()],
      tournaments: [...tournaments.values()],
    };
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    await this.writes;
  }
}

/** Lower-case, accents stripped (`Atlético` → `atletico`), so search matches what people type. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Replaces the changed markets (by id + specifier) and keeps the rest in their order; new ones are appended. */
function mergeMarkets(current: readonly FeedMarket[], changed: readonly FeedMarket[]): readonly FeedMarket[] {
  const byKey = new Map(changed.map((m) => [`${m.id}|${m.specifier}`, m]));
  const merged = current.map((m) => {
    const key = `${m.id}|${m.specifier}`;
    const next = byKey.get(key);
    if (next) byKey.delete(key);
    return next ?? m;
  });
  if (byKey.size > 0) {
    merged.push(...byKey.values());
    merged.sort((a, b) => a.priority - b.priority || a.specifier.localeCompare(b.specifier));
  }
  return merged;
}

function getOr<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
