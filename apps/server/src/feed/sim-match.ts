import type { Competitor, MatchStatus, Provider } from '@sportsbook/contract/catalog';
import type { SportData } from './data/types';
import { CHANGED, type FinalScoreGrid, MINUTE, SECOND, type SportEngine } from './engines/engine';
import type { PublishMode } from './markets/market-book';
import type { Random } from './random';
import type { Fixture } from './schedule';
import type { FeedEvent, FeedMatch, FeedOutcomeResult } from './types';

/** How a fixture's day goes, drawn when it is scheduled. */
export type Fate = 'normal' | 'interrupted' | 'not_covered' | 'abandoned';

/** The static identity of a match or outright. */
export interface MatchInfo {
  readonly id: number;
  readonly urnId: string;
  readonly slug: string;
  readonly type: 'match' | 'outright';
  readonly name: string;
  readonly sport: SportData;
  readonly categoryId: number;
  readonly tournamentId: number;
  readonly competitors: readonly Competitor[];
  readonly startTime: number;
  /** Outrights: when the event is decided. */
  readonly endDate: number | null;
  readonly stadium: string | null;
  readonly city: string | null;
  readonly hasVideo: boolean;
  readonly provider: Provider;
  readonly isProviderStatsAvailable: boolean;
  /** The fixture that booked the competitors (null for outrights). */
  readonly fixture: Fixture | null;
}

/** Price refresh intervals in seconds (min, max), live and prematch. */
export interface RepriceSettings {
  readonly live: readonly [number, number];
  readonly prematch: readonly [number, number];
  /** Standard deviation of each random-walk step of the priced strengths. */
  readonly liveDrift: number;
  readonly prematchDrift: number;
}

/** What a match reports to the feed while it advances. */
export interface MatchHost {
  /** The match finished (or was abandoned) at `at`: its slot needs a new fixture. */
  finished(match: SimMatch, at: number): void;
  settled(event: FeedEvent): void;
}

const STATUS = { prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4, notCovered: 5 } as const;

/**
 * One match through its lifecycle: prematch (0) → live (1) at its start time → finished (4), sometimes stopped
 * (2, interrupted then resumed), abandoned (3, everything refunded) or not covered live (5, only the result
 * arrives). Owns the sport engine, shifts its clock by interruptions, schedules price refreshes and
 * suspensions, and publishes immutable wire objects when something changed.
 */
export class SimMatch {
  status: MatchStatus = STATUS.prematch;
  published: FeedMatch | null = null;
  removeAt = Number.POSITIVE_INFINITY;
  removed = false;
  private dirtyMatch = true;
  private dirtyPrices = true;
  /** `finalScoreGrid()` since the last pricing; undefined until asked. */
  private jointGrid: FinalScoreGrid | null | undefined;
  /** Total interruption time; engine time = simulated time − offset. */
  private offset = 0;
  private stoppedAt = 0;
  private resumeAt = Number.POSITIVE_INFINITY;
  private interruptAt = Number.POSITIVE_INFINITY;
  private priceAt: number;
  private suspendedUntil = 0;
  private suspendEndAt = Number.POSITIVE_INFINITY;
  private endDate: number | null;

  constructor(
    readonly info: MatchInfo,
    readonly engine: SportEngine,
    private readonly fate: Fate,
    private readonly rng: Random,
    private readonly reprice: RepriceSettings,
    createdAt: number,
  ) {
    this.endDate = info.endDate;
    this.priceAt = createdAt + this.gap(reprice.prematch);
  }

  get id(): number {
    return this.info.id;
  }

  private gap([min, max]: readonly [number, number]): number {
    return this.rng.between(min, max) * SECOND;
  }

  /** Simulated time of the next thing to happen. */
  nextAt(): number {
    switch (this.status) {
      case STATUS.prematch:
        return this.info.type === 'outright' ? this.priceAt : Math.min(this.info.startTime, this.priceAt);
      case STATUS.live:
        return Math.min(this.engine.nextAt + this.offset, this.priceAt, this.interruptAt, this.suspendEndAt);
      case STATUS.stopped:
        return this.resumeAt;
      case STATUS.notCovered:
        return this.engine.nextAt + this.offset;
      default:
        return this.removeAt;
    }
  }

  /** Processes everything due up to simulated time `until`. */
  advance(until: number, host: MatchHost): void {
    for (let t = this.nextAt(); t <= until && !this.removed; t = this.nextAt()) this.handle(t, host);
  }

  private handle(t: number, host: MatchHost): void {
    switch (this.status) {
      case STATUS.prematch:
        if (this.info.type !== 'outright' && t === this.info.startTime) this.kickOff(t, host);
        else {
          this.engine.drift(this.reprice.prematchDrift);
          this.dirtyPrices = true;
          this.priceAt = t + this.gap(this.info.type === 'outright' ? [300, 900] : this.reprice.prematch);
        }
        return;
      case STATUS.live:
        if (t === this.engine.nextAt + this.offset) this.engineStep(t, host);
        else if (t === this.priceAt) {
          this.engine.drift(this.reprice.liveDrift);
          this.dirtyPrices = true;
          this.priceAt = t + this.gap(this.reprice.live);
        } else if (t === this.interruptAt) {
          this.status = STATUS.stopped;
          this.stoppedAt = t;
          this.interruptAt = Number.POSITIVE_INFINITY;
          this.resumeAt = t + this.rng.between(3, 12) * MINUTE;
          this.dirtyMatch = true;
          this.dirtyPrices = true;
        } else {
          this.suspendEndAt = Number.POSITIVE_INFINITY;
          this.dirtyPrices = true;
        }
        return;
      case STATUS.stopped:
        this.offset += t - this.stoppedAt;
        this.status = STATUS.live;
        this.resumeAt = Number.POSITIVE_INFINITY;
        this.priceAt = t + this.gap(this.reprice.live);
        this.dirtyMatch = true;
        this.dirtyPrices = true;
        return;
      case STATUS.notCovered:
        this.engineStep(t, host);
        return;
      default:
        this.removed = true;
    }
  }

  private kickOff(t: number, host: MatchHost): void {
    this.dirtyMatch = true;
    this.dirtyPrices = true;
    if (this.fate === 'abandoned') {
      this.status = STATUS.closed;
      this.endDate = t;
      this.removeAt = t + this.rng.between(5, 15) * MINUTE;
      const results: FeedOutcomeResult[] = this.engine.results().map((r) => ({ ...r, result: 'refund_entire' }));
      host.settled({
        kind: 'match_settled',
        matchId: this.id,
        status: STATUS.closed,
        score: null,
        settledAt: t,
        results,
      });
      host.finished(this, t);
      return;
    }
    this.engine.start(t);
    if (this.fate === 'not_covered') {
      this.status = STATUS.notCovered;
      return;
    }
    this.status = STATUS.live;
    this.priceAt = t + this.gap(this.reprice.live);
    if (this.fate === 'interrupted')
      this.interruptAt = t + this.rng.between(0.1, 0.7) * this.info.sport.liveMinutes * MINUTE;
  }

  private engineStep(t: number, host: MatchHost): void {
    const engine = this.engine;
    engine.step();
    if (this.status === STATUS.live) {
      if (engine.changes & (CHANGED.score | CHANGED.clock | CHANGED.stage)) this.dirtyMatch = true;
      if (engine.changes & (CHANGED.score | CHANGED.stage | CHANGED.prices)) this.dirtyPrices = true;
      if (engine.suspendMs > 0) {
        this.suspendedUntil = Math.max(this.suspendedUntil, t + engine.suspendMs);
        this.suspendEndAt = this.suspendedUntil;
        this.dirtyPrices = true;
      }
    }
    if (engine.finished) this.finish(t, host);
  }

  private finish(t: number, host: MatchHost): void {
    this.status = STATUS.finished;
    this.endDate = t;
    this.removeAt = t + this.rng.between(5, 15) * MINUTE;
    this.interruptAt = Number.POSITIVE_INFINITY;
    this.dirtyMatch = true;
    this.dirtyPrices = true;
    host.settled({
      kind: 'match_settled',
      matchId: this.id,
      status: STATUS.finished,
      score: this.engine.score(),
      settledAt: t,
      results: this.engine.results(),
    });
    host.finished(this, t);
  }

  /** Engine time at simulated time `at` (frozen while stopped). */
  private engineTime(at: number): number {
    return (this.status === STATUS.stopped ? this.stoppedAt : at) - this.offset;
  }

  /**
   * Publishes what changed since the last call as events (new wire objects); returns the number of outcome odds
   * changes.
   */
  publish(at: number, events: FeedEvent[]): number {
    if (this.dirtyMatch) {
      this.published = this.buildMatch(at);
      events.push({ kind: 'match_upserted', match: this.published });
      this.dirtyMatch = false;
    }
    if (!this.dirtyPrices) return 0;
    this.dirtyPrices = false;
    let mode: PublishMode;
    switch (this.status) {
      case STATUS.prematch:
        mode = 'priced';
        break;
      case STATUS.live:
        mode = this.suspendedUntil > at ? 'suspended' : 'priced';
        break;
      case STATUS.stopped:
      case STATUS.notCovered:
        mode = 'suspended';
        break;
      default:
        mode = 'closed';
    }
    if (mode === 'priced') {
      this.engine.price(this.engineTime(at));
      this.jointGrid = undefined;
    }
    const book = this.engine.book;
    const changed = book.publish(mode, this.status !== STATUS.prematch);
    if (changed.length > 0) events.push({ kind: 'markets_changed', matchId: this.id, markets: changed });
    return book.lastOddsChanges;
  }

  /**
   * The engine's final-score grid behind the prices now (the bet builder's joint model), built once per pricing:
   * every quote until the next price change reads the same grid (shared, read-only).
   */
  finalScoreGrid(): FinalScoreGrid | null {
    if (this.jointGrid === undefined) this.jointGrid = this.engine.finalScoreGrid();
    return this.jointGrid;
  }

  private buildMatch(at: number): FeedMatch {
    const info = this.info;
    const hidden = this.status === STATUS.notCovered || this.status === STATUS.closed;
    const engineClock = hidden ? null : this.engine.clock(this.engineTime(at));
    const clock = engineClock
      ? { ...engineClock, stopped: engineClock.stopped || this.status === STATUS.stopped, clockUpdatedAt: at }
      : null;
    let stage: string | null = this.engine.stage;
    if (this.status === STATUS.stopped) stage = 'interrupted';
    else if (this.status === STATUS.closed) stage = 'abandoned';
    else if (this.status === STATUS.notCovered) stage = null;
    return {
      id: info.id,
      urnId: info.urnId,
      slug: info.slug,
      type: info.type,
      name: info.name,
      status: this.status,
      stage,
      startTime: info.startTime,
      endDate: this.endDate,
      stadium: info.stadium,
      city: info.city,
      sportId: info.sport.id,
      categoryId: info.categoryId,
      tournamentId: info.tournamentId,
      competitors: info.competitors,
      clock,
      score: this.status === STATUS.notCovered || this.status === STATUS.closed ? null : this.engine.score(),
      hasVideo: info.hasVideo,
      provider: info.provider,
      isProviderStatsAvailable: info.isProviderStatsAvailable,
    };
  }
}
