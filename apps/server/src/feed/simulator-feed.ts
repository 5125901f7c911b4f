import type { Provider } from '@sportsbook/contract/catalog';
import type { SportData } from './data/types';
import { createEngine } from './engines/create-engine';
import { type CompetitorInfo, MINUTE } from './engines/engine';
import { OutrightEngine } from './engines/outright';
import { Random } from './random';
import { buildReferenceData, type League, type ReferenceData } from './reference-data';
import { Scheduler } from './schedule';
import { type Fate, type MatchHost, type MatchInfo, type RepriceSettings, SimMatch } from './sim-match';
import { slugify } from './slug';
import type {
  Clock,
  FeedEvent,
  FeedListener,
  FeedMarket,
  FeedMatch,
  FeedSnapshot,
  FeedSource,
  FeedStatus,
  JointModel,
  ProviderState,
  ProviderStatuses,
} from './types';

/** The simulation's time grid (see `advanceTo`). */
const GRID_MS = 1000;

export interface SimulatorFeedOptions {
  seed: number;
  clock: Clock;
  /** Simulated seconds per real second (SIM_SPEED); default 1. */
  speed?: number;
  /** Real milliseconds between ticks once started; default 500. */
  tickMs?: number;
  /** Id of the first match created; pass the persisted `status().nextMatchId` to avoid reusing ids. */
  firstMatchId?: number;
  /** Live price refresh interval in simulated seconds [min, max]; default [2, 6]. Tunes the odds-change volume. */
  liveRepriceSeconds?: readonly [number, number];
  /** Prematch price refresh interval in simulated seconds [min, max]; default [60, 240]. */
  prematchRepriceSeconds?: readonly [number, number];
  /**
   * Catalog size for load tests (SIM_SCALE, a whole number): every league gets `scale − 1` lower-level copies with
   * their own teams, and every sport `scale` × its fixtures. Default 1 (~330 matches, ~80 live).
   */
  scale?: number;
  /** Called with errors thrown by listeners or by a timer tick (default: console.error). */
  onError?: (error: unknown) => void;
  /**
   * Continue a world a previous process ran (a restart): the same seed, scale and `start`/`firstMatchId` rebuild it
   * exactly (see `advanceTo`), up to `emittedUntil` silently (its events were delivered before the restart), then to
   * `now`, whose events (results of matches that finished meanwhile …) the first tick delivers.
   */
  world?: WorldResume;
}

/** Where a restarted world stood: its creation and how far its events were delivered (simulated times). */
export interface WorldResume {
  readonly start: number;
  readonly firstMatchId: number;
  readonly emittedUntil: number;
  readonly now: number;
}

/**
 * The default odds feed: a deterministic simulation of a sportsbook's content. Same seed and same sequence of
 * clock readings give the same state and the same events.
 *
 * Simulated time runs at `speed` × the clock from the moment of construction (`simTime = t0 + (now − t0) ×
 * speed`); `tick()` processes everything due up to the simulated now and emits one batch with what changed:
 * one `match_upserted` per changed match, one `markets_changed` per match with changed markets, then results
 * and removals. Tests drive `tick()` by hand with a manual clock; `start()` ticks every `tickMs`.
 */
export class SimulatorFeed implements FeedSource {
  private readonly clock: Clock;
  private readonly seed: number;
  private speed: number;
  private readonly tickMs: number;
  private readonly scale: number;
  private readonly reprice: RepriceSettings;
  private readonly onError: (error: unknown) => void;
  private readonly rng: Random;
  private readonly reference: ReferenceData;
  private readonly scheduler: Scheduler;
  /** Clock reading and simulated time of the last speed change: simTime = simOrigin + (now − realOrigin) × speed. */
  private realOrigin: number;
  private simOrigin: number;
  private simNow: number;
  private nextId: number;
  private order: SimMatch[] = [];
  /** The current matches by id (those of `order`). */
  private readonly byId = new Map<number, SimMatch>();
  private readonly matches = new Map<number, FeedMatch>();
  private readonly markets = new Map<number, readonly FeedMarket[]>();
  private readonly listeners = new Set<FeedListener>();
  private providers: ProviderStatuses = { betradar: 'active', oddin: 'active' };
  /** Events produced while advancing (results, removals, provider changes), emitted at the end of the tick. */
  private pending: FeedEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Events of a resumed world's catch-up, delivered with the first tick. */
  private carried: FeedEvent[] = [];
  /** Simulated time the world was created at, and its first match id: with the seed they rebuild it. */
  readonly worldStart: number;
  readonly firstMatchId: number;
  private ticks = 0;
  private eventsPublished = 0;
  private oddsChanges = 0;
  private readonly host: MatchHost = {
    finished: (match, at) => this.replace(match.info.sport, at),
    settled: (event) => this.pending.push(event),
  };

  constructor(options: SimulatorFeedOptions) {
    this.clock = options.clock;
    this.seed = options.seed;
    this.speed = options.speed ?? 1;
    this.tickMs = options.tickMs ?? 500;
    this.scale = options.scale ?? 1;
    this.reprice = {
      live: options.liveRepriceSeconds ?? [2, 6],
      prematch: options.prematchRepriceSeconds ?? [60, 240],
      liveDrift: 0.02,
      prematchDrift: 0.01,
    };
    this.onError = options.onError ?? ((error) => console.error('feed listener failed', error));
    const world = options.world;
    this.firstMatchId = world?.firstMatchId ?? options.firstMatchId ?? 10_000_001;
    this.nextId = this.firstMatchId;
    this.rng = new Random(options.seed);
    this.worldStart = world?.start ?? this.clock.now();
    this.realOrigin = this.clock.now();
    this.simOrigin = this.worldStart;
    this.simNow = this.worldStart;
    this.reference = buildReferenceData(this.rng, this.scale);
    this.scheduler = new Scheduler(this.reference, this.rng);
    this.populate();
    if (world) this.resume(world);
  }

  /** Replays a restarted world to `now`: silently up to what was already delivered, then keeping the rest. */
  private resume(world: WorldResume): void {
    this.advanceTo(Math.max(world.emittedUntil, this.simNow));
    this.flush();
    this.pending = [];
    this.advanceTo(Math.max(world.now, this.simNow));
    this.carried = this.flush();
    this.realOrigin = this.clock.now();
    this.simOrigin = this.simNow;
  }

  /** Builds a world already in its steady state: outrights, then every sport's slots at random points of their cycle. */
  private populate(): void {
    for (const leagues of this.reference.leaguesBySport.values()) {
      for (const league of leagues) if (league.outright) this.addOutright(league);
    }
    for (const sport of this.reference.sportData) {
      for (let slot = 0; slot < sport.slots * this.scale; slot++)
        this.addFixture(sport, this.simNow + this.scheduler.initialOffset(sport), this.simNow);
    }
    // Everything due at the creation instant itself (matches whose start lies in the past kick off now).
    this.advanceStep(this.simNow);
    this.flush();
    this.pending = [];
  }

  onBatch(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.onError(error);
      }
    }, this.tickMs);
  }

  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Changes the speed from now on (simulated time continues from the current simulated now). */
  setSpeed(speed: number): void {
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`speed must be a positive number, got ${speed}`);
    this.tick();
    this.realOrigin = this.clock.now();
    this.simOrigin = this.simNow;
    this.speed = speed;
  }

  /** Simulated time for a clock reading. */
  simTimeAt(now: number): number {
    return this.simOrigin + Math.round((now - this.realOrigin) * this.speed);
  }

  /** Advances the simulation to the clock's now and emits (and returns) the batch of events. */
  tick(): FeedEvent[] {
    const target = this.simTimeAt(this.clock.now());
    if (target > this.simNow) this.advanceTo(target);
    const events = this.carried.length > 0 ? [...this.carried, ...this.flush()] : this.flush();
    this.carried = [];
    this.ticks++;
    if (events.length > 0) {
      this.eventsPublished += events.length;
      for (const listener of this.listeners) {
        try {
          listener(events);
        } catch (error) {
          this.onError(error);
        }
      }
    }
    return events;
  }

  /** Marks a provider up or down (a real feed's alive messages); announced with the next tick. */
  setProviderStatus(provider: Provider, status: ProviderState): void {
    if (this.providers[provider] === status) return;
    this.providers = { ...this.providers, [provider]: status };
    this.pending.unshift({ kind: 'provider_status_changed', provider, status, providers: this.providers });
  }

  snapshot(): FeedSnapshot {
    return {
      simTime: this.simNow,
      sports: this.reference.sports,
      categories: this.reference.categories,
      tournaments: this.reference.tournaments,
      matches: new Map(this.matches),
      markets: new Map(this.markets),
      providers: this.providers,
    };
  }

  /**
   * A match's final-score grid behind its last prices (`SportEngine.finalScoreGrid`); null for sports without one
   * (cricket), outrights, unknown matches and matches never priced.
   */
  jointModel(matchId: number): JointModel | null {
    const match = this.byId.get(matchId);
    const model = match?.finalScoreGrid();
    if (!match || !model) return null;
    return {
      kind: 'score_grid',
      grid: model.grid,
      origin: model.origin,
      ...(model.firstBatting ? { firstBatting: model.firstBatting } : {}),
      baseMargin: match.engine.baseMargin,
    };
  }

  status(): FeedStatus {
    let live = 0;
    let prematch = 0;
    let outrights = 0;
    let markets = 0;
    for (const m of this.order) {
      if (m.info.type === 'outright') outrights++;
      else if (m.status === 1) live++;
      else if (m.status === 0) prematch++;
      markets += m.engine.book.defs.length;
    }
    return {
      source: 'simulator',
      running: this.timer !== null,
      seed: this.seed,
      speed: this.speed,
      simTime: this.simNow,
      simTimeIso: new Date(this.simNow).toISOString(),
      providers: this.providers,
      matches: this.order.length,
      live,
      prematch,
      outrights,
      markets,
      ticks: this.ticks,
      eventsPublished: this.eventsPublished,
      oddsChanges: this.oddsChanges,
      nextMatchId: this.nextId,
      world: { scale: this.scale, start: this.worldStart, firstMatchId: this.firstMatchId },
    };
  }

  /**
   * Advances to `target` one simulated second at a time, on a fixed grid of simulated time. Matches draw new fixtures
   * from the world's random stream as they finish, so the order of those draws must not depend on how ticks happen to
   * group time: on the grid, one tick to T or many small ones reach the same world, which is what lets a restart
   * rebuild the world from its seed and start time (`SimulatorFeedOptions.world`).
   */
  private advanceTo(target: number): void {
    const last = Math.floor(target / GRID_MS) * GRID_MS;
    for (let at = Math.floor(this.simNow / GRID_MS) * GRID_MS + GRID_MS; at <= last; at += GRID_MS)
      this.advanceStep(at);
    if (last > this.simNow) this.simNow = last;
  }

  private advanceStep(target: number): void {
    let removed = false;
    // Matches scheduled while advancing are appended and advanced in the same pass.
    for (let i = 0; i < this.order.length; i++) {
      const match = this.order[i];
      if (!match) continue;
      match.advance(target, this.host);
      if (match.removed) removed = true;
    }
    if (removed) {
      this.order = this.order.filter((match) => {
        if (!match.removed) return true;
        this.byId.delete(match.id);
        this.matches.delete(match.id);
        this.markets.delete(match.id);
        if (match.info.fixture) this.scheduler.release(match.info.fixture);
        this.pending.push({ kind: 'match_removed', matchId: match.id });
        return false;
      });
    }
    this.simNow = target;
  }

  private flush(): FeedEvent[] {
    const events: FeedEvent[] = [];
    const at = this.simNow;
    let changes = 0;
    for (const match of this.order) {
      const before = events.length;
      changes += match.publish(at, events);
      for (let i = before; i < events.length; i++) {
        const event = events[i];
        if (event?.kind === 'match_upserted') this.matches.set(match.id, event.match);
        else if (event?.kind === 'markets_changed') this.markets.set(match.id, match.engine.book.published);
      }
    }
    this.oddsChanges += changes;
    if (this.pending.length > 0) {
      const providerEvents = this.pending.filter((e) => e.kind === 'provider_status_changed');
      const rest = this.pending.filter((e) => e.kind !== 'provider_status_changed');
      events.unshift(...providerEvents);
      events.push(...rest);
      this.pending = [];
    }
    return events;
  }

  /** A finished match's slot gets a new fixture after a delay. */
  private replace(sport: SportData, at: number): void {
    this.addFixture(sport, at + this.scheduler.delay(sport), at);
  }

  private addFixture(sport: SportData, startTime: number, createdAt: number): void {
    const rng = this.rng;
    const fixture = this.scheduler.fixture(sport, startTime);
    const { league, home, away } = fixture;
    const id = this.nextId++;
    const prefix = sport.provider === 'oddin' ? 'od' : 'sr';
    const venue = league.venue ?? (home.venue && home.city ? { stadium: home.venue, city: home.city } : null);
    const u = rng.next();
    const fate: Fate = u < 0.005 ? 'abandoned' : u < 0.025 ? 'not_covered' : u < 0.06 ? 'interrupted' : 'normal';
    const info: MatchInfo = {
      id,
      urnId: `${prefix}:match:${id}`,
      slug: `${slugify(home.name)}-vs-${slugify(away.name)}-${id}`,
      type: 'match',
      name: `${home.name} vs ${away.name}`,
      sport,
      categoryId: league.tournament.categoryId,
      tournamentId: league.tournament.id,
      competitors: [competitor(home, 'home'), competitor(away, 'away')],
      startTime: fixture.startTime,
      endDate: null,
      stadium: venue?.stadium ?? null,
      city: venue?.city ?? home.city,
      hasVideo: rng.chance(sport.type === 'cyber' ? 0.9 : 0.4),
      provider: sport.provider,
      isProviderStatsAvailable: sport.provider === 'betradar' && rng.chance(0.7),
      fixture,
    };
    this.add(info, league, home, away, fate, createdAt);
  }

  private addOutright(league: League): void {
    const rng = this.rng;
    const id = this.nextId++;
    const t = league.tournament;
    const decidedAt = this.simNow + rng.between(60, 200) * 24 * 60 * MINUTE;
    const year = new Date(this.simNow).getUTCFullYear();
    const season =
      new Date(this.simNow).getUTCMonth() >= 6 ? `${year}/${(year + 1) % 100}` : `${year - 1}/${year % 100}`;
    const [first, second] = league.competitors;
    if (!first || !second) return;
    const info: MatchInfo = {
      id,
      urnId: `${league.sport.provider === 'oddin' ? 'od' : 'sr'}:season:${id}`,
      slug: `${t.slug}-${slugify(season)}-winner-${id}`,
      type: 'outright',
      name: `${t.name} ${season} - Winner`,
      sport: league.sport,
      categoryId: t.categoryId,
      tournamentId: t.id,
      competitors: league.competitors.map((c) => competitor(c, null)),
      startTime: decidedAt,
      endDate: decidedAt + 24 * 60 * MINUTE,
      stadium: null,
      city: null,
      hasVideo: false,
      provider: league.sport.provider,
      isProviderStatsAvailable: false,
      fixture: null,
    };
    const ctx = this.context(info, first, second);
    const engine = new OutrightEngine(ctx, league.competitors);
    this.track(new SimMatch(info, engine, 'normal', ctx.rng, this.reprice, this.simNow));
  }

  private context(info: MatchInfo, home: CompetitorInfo, away: CompetitorInfo, format?: string) {
    return {
      matchId: info.id,
      urnId: info.urnId,
      provider: info.provider,
      home,
      away,
      format,
      baseMargin: this.rng.between(0.045, 0.06),
      rng: Random.derive(this.seed, info.id),
    };
  }

  private add(
    info: MatchInfo,
    league: League,
    home: CompetitorInfo,
    away: CompetitorInfo,
    fate: Fate,
    createdAt: number,
  ): void {
    const ctx = this.context(info, home, away, league.format);
    const engine = createEngine(info.sport.model, info.sport.key, ctx);
    this.track(new SimMatch(info, engine, fate, ctx.rng, this.reprice, createdAt));
  }

  private track(match: SimMatch): void {
    this.order.push(match);
    this.byId.set(match.id, match);
  }
}

function competitor(c: CompetitorInfo, qualifier: 'home' | 'away' | null) {
  return { id: c.id, name: c.name, logo: null, qualifier };
}
