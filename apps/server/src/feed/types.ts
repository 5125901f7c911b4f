import type {
  Competitor,
  Market,
  Clock as MatchClock,
  MatchStatus,
  Provider,
  Score,
  SportType,
} from '@sportsbook/contract/catalog';
import type { LegResult } from '@sportsbook/domain/bet-return';

/**
 * The odds feed as the rest of the server sees it: reference data, matches with clocks and scores, markets with
 * odds, results. The simulator is one implementation; a real provider adapter (Betradar, Oddin, BetConstruct)
 * would be another.
 *
 * Immutability contract: every object handed out (in events and snapshots) is never mutated by the feed after it
 * was handed out: a change produces a new object. Consumers may keep references without cloning, and must not
 * mutate them either.
 */
export interface FeedSource {
  /** Subscribes to batches of events (one batch per tick, in order). Returns the unsubscribe function. */
  onBatch(listener: FeedListener): () => void;
  /** Starts the feed's own timer (real-time operation). Idempotent. */
  start(): void;
  /** Stops the timer. Idempotent; the state stays readable. */
  stop(): void;
  /**
   * Catches up with the clock now: processes everything due, emits the batch to the listeners and returns it.
   * The timer calls it; tests and the manual test clock call it by hand.
   */
  tick(): FeedEvent[];
  /** The full current state; cheap (no deep copies): maps by id of immutable objects. */
  snapshot(): FeedSnapshot;
  /** Health and counters, JSON-serialisable. */
  status(): FeedStatus;
  /**
   * The bet builder's joint model of a current match as it is priced now (issue 18), or null: unknown match, or a
   * sport without a builder yet (only football and ice hockey have one). Optional: a feed without it offers none.
   */
  jointModel?(matchId: number): JointModel | null;
}

/**
 * A match's joint model: `grid[i][j]` is the probability that the score the builder's markets settle on (football:
 * the final score; ice hockey: regulation time; basketball: points; tennis: sets; series: sets or maps won) ends
 * (origin.home + i):(origin.away + j), from the model the match's markets are priced with (so a single leg's
 * probability is that outcome's fair price, within what basketball's model documents). `baseMargin` is the match's
 * base bookmaker margin. Read-only: the grid is shared by every quote until the match's prices next change.
 */
export interface JointModel {
  readonly kind: 'score_grid';
  readonly grid: number[][];
  readonly origin: { readonly home: number; readonly away: number };
  /** Cricket: the side that batted first (its first-innings total is that side's total). */
  readonly firstBatting?: 'home' | 'away';
  readonly baseMargin: number;
}

/** Time source in epoch milliseconds; tests drive it by hand. */
export interface Clock {
  now(): number;
}

export type FeedListener = (events: FeedEvent[]) => void;

export type ProviderState = 'active' | 'inactive';
export type ProviderStatuses = { readonly [P in Provider]?: ProviderState };

/**
 * A name per content language (`en`, `de`, `pt-BR`, `zh-TW`, … the web's message locales); `en` is always there and
 * is the fallback. The simulator fills every language from `names/` (brand names are English everywhere).
 */
export type LocalizedNames = Readonly<Record<string, string>> & { readonly en: string };

export interface FeedSport {
  readonly id: number;
  /** `sr:sport:1` for Betradar sports, `od:sport:…` for Oddin esports. */
  readonly urnId: string;
  /** URL key: `football`, `ice-hockey`, `cs2`, … */
  readonly key: string;
  readonly names: LocalizedNames;
  /** Display order, 1 first. */
  readonly priority: number;
  readonly type: SportType;
  readonly provider: Provider;
}

export interface FeedCategory {
  readonly id: number;
  readonly slug: string;
  readonly names: LocalizedNames;
  /** Display order within the sport, 1 first. */
  readonly priority: number;
  /** ISO 3166 code (`ES`, `GB-ENG`); null for international categories. */
  readonly countryCode: string | null;
  readonly sportId: number;
}

export interface FeedTournament {
  readonly id: number;
  readonly urnId: string;
  readonly slug: string;
  readonly name: string;
  /** Display order within the category, 1 first. */
  readonly priority: number;
  readonly categoryId: number;
  readonly sportId: number;
  /** Outcomes of the main market of this league's matches (3 for 1X2, 2 for a winner market). */
  readonly mainMarketOutcomesCount: number;
  /** Outcomes of the secondary market shown in lists (2 for over/under). */
  readonly secondaryMarketOutcomesCount: number;
  readonly hasOutrights: boolean;
}

/**
 * A match or outright as the feed knows it: every field of the wire Match except localized names (joined from
 * sport/category/tournament by the consumer) and derived ones (`live`, `bettable`, market counts, main market).
 */
export interface FeedMatch {
  readonly id: number;
  /** `sr:match:…` (Betradar), `od:match:…` (Oddin), `sr:season:…` for outrights. */
  readonly urnId: string;
  /** `arsenal-vs-chelsea-10000123`; unique (ends with the id). */
  readonly slug: string;
  readonly type: 'match' | 'outright';
  /** "Home vs Away" for matches, the event name for outrights. */
  readonly name: string;
  /** 0 prematch, 1 live, 2 stopped (interrupted), 3 closed (abandoned, voided), 4 finished, 5 not covered live. */
  readonly status: MatchStatus;
  /** Phase key: `not_started`, `1st_half`, `halftime`, `2nd_set`, `overtime`, `ended`, … (null for outrights). */
  readonly stage: string | null;
  /** Epoch ms (simulated time). */
  readonly startTime: number;
  /** Epoch ms; outrights: when the event is decided; matches: null until finished, then the finish time. */
  readonly endDate: number | null;
  readonly stadium: string | null;
  readonly city: string | null;
  readonly sportId: number;
  readonly categoryId: number;
  readonly tournamentId: number;
  /** Home then away for matches (qualifier set); every runner for outrights (qualifier null). */
  readonly competitors: readonly Competitor[];
  /** Live clock; null when the sport has no clock (tennis, volleyball, …) or before kick-off. */
  readonly clock: MatchClock | null;
  /** Null before kick-off and for outrights. */
  readonly score: Score | null;
  readonly hasVideo: boolean;
  readonly provider: Provider;
  readonly isProviderStatsAvailable: boolean;
}

/** Exactly the wire Market; `outcomes[].id` is `${matchId}:${marketId}:${specifier}:${outcomeId}`. */
export type FeedMarket = Market;

/** Spec 000 §3 bet results a finished market resolves to, per outcome. */
export type SettlementResult = LegResult;

export interface FeedOutcomeResult {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly result: SettlementResult;
}

export type FeedEvent =
  /** A new match, or a change of its status, stage, clock or score. Carries the whole match. */
  | { readonly kind: 'match_upserted'; readonly match: FeedMatch }
  /** Only the markets whose odds, status, active flags or most-balanced flag changed; each complete. */
  | { readonly kind: 'markets_changed'; readonly matchId: number; readonly markets: readonly FeedMarket[] }
  /** Results of every market the match ever offered. Status 3 (abandoned) refunds everything. */
  | {
      readonly kind: 'match_settled';
      readonly matchId: number;
      readonly status: MatchStatus;
      readonly score: Score | null;
      readonly settledAt: number;
      readonly results: readonly FeedOutcomeResult[];
    }
  /** The match left the catalog (some minutes after it finished). */
  | { readonly kind: 'match_removed'; readonly matchId: number }
  | {
      readonly kind: 'provider_status_changed';
      readonly provider: Provider;
      readonly status: ProviderState;
      readonly providers: ProviderStatuses;
    };

export type FeedEventKind = FeedEvent['kind'];

/** Point-in-time state. The maps are shallow copies; their values are shared immutable objects. */
export interface FeedSnapshot {
  /** Simulated now, epoch ms. */
  readonly simTime: number;
  readonly sports: readonly FeedSport[];
  readonly categories: readonly FeedCategory[];
  readonly tournaments: readonly FeedTournament[];
  readonly matches: ReadonlyMap<number, FeedMatch>;
  /** Markets per match id, in display order (priority, then specifier). Includes status 0 and -1 markets. */
  readonly markets: ReadonlyMap<number, readonly FeedMarket[]>;
  readonly providers: ProviderStatuses;
}

export interface FeedStatus {
  readonly source: 'simulator';
  readonly running: boolean;
  readonly seed: number;
  readonly speed: number;
  /** Simulated now, epoch ms, and as ISO text for humans. */
  readonly simTime: number;
  readonly simTimeIso: string;
  readonly providers: ProviderStatuses;
  readonly matches: number;
  readonly live: number;
  readonly prematch: number;
  readonly outrights: number;
  readonly markets: number;
  readonly ticks: number;
  /** Events and outcome odds changes published since construction. */
  readonly eventsPublished: number;
  readonly oddsChanges: number;
  /** The id the next new match will get (persist it to avoid reusing ids after a restart). */
  readonly nextMatchId: number;
  /** What rebuilds this world after a restart, with the seed: its scale, creation time and first match id. */
  readonly world: { readonly scale: number; readonly start: number; readonly firstMatchId: number };
}
