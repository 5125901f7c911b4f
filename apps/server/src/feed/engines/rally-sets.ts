import { rallyProbabilityFor, setWinProbability } from '../models/rally';
import { CHANGED, type ClockFields, type EngineContext, ordinal, SECOND } from './engine';
import { type SeriesConfig, SeriesEngine } from './series-engine';

/** Rules and pace of a sport played in sets (or maps) won by reaching a points target with a two-point lead. */
export interface RallyConfig extends SeriesConfig {
  readonly target: number;
  /** Target of the deciding set (volleyball's fifth set to 15). */
  readonly decidingTarget: number;
  /** Seconds per rally (or round), uniform between the two. */
  readonly rallySeconds: readonly [number, number];
  readonly breakSeconds: number;
  /** `winner`: the rally winner serves (volleyball); `alternate`: two serves each, one each from 10:10 (table tennis). */
  readonly serve: 'winner' | 'alternate' | 'none';
  /** Consecutive points by one side that trigger a short suspension (0 = never). */
  readonly streakSuspension: number;
  /** P(the stronger side wins a set) per unit of strength difference, before conversion to a rally probability. */
  readonly setEdge: number;
  /** Strength added to the home side (0 at neutral venues). */
  readonly homeAdvantage: number;
}

export const VOLLEYBALL: RallyConfig = {
  bestOf: 5,
  unit: 'set',
  handicapMarketId: 188,
  totalMarketId: 314,
  setWinnerMarketId: 202,
  target: 25,
  decidingTarget: 15,
  rallySeconds: [14, 30],
  breakSeconds: 180,
  serve: 'winner',
  streakSuspension: 4,
  setEdge: 0.9,
  homeAdvantage: 0.03,
};

/** Best of five sets to 11 on the volleyball markets; service alternates, no home advantage. */
export const TABLE_TENNIS: RallyConfig = {
  ...VOLLEYBALL,
  target: 11,
  decidingTarget: 11,
  rallySeconds: [6, 14],
  breakSeconds: 60,
  serve: 'alternate',
  homeAdvantage: 0,
};

export const COUNTER_STRIKE: RallyConfig = {
  bestOf: 3,
  unit: 'map',
  handicapMarketId: 327,
  totalMarketId: 328,
  setWinnerMarketId: 330,
  target: 13,
  decidingTarget: 13,
  rallySeconds: [70, 140],
  breakSeconds: 360,
  serve: 'none',
  streakSuspension: 0,
  setEdge: 1.1,
  homeAdvantage: 0,
};

/**
 * Volleyball, table tennis and Counter-Strike maps: rallies (rounds) won with a constant probability derived from
 * the strength difference, sets to a target with a two-point lead. The same rally model prices every market.
 */
export class RallySetsEngine extends SeriesEngine {
  private readonly rally: number;
  private rallyDrift = 0;
  private pointsHome = 0;
  private pointsAway = 0;
  private homeServing = true;
  private firstServerHome = true;
  private streak = 0;
  private streakHome = true;

  constructor(
    ctx: EngineContext,
    private readonly config: RallyConfig,
  ) {
    super(ctx, config);
    const edge = ctx.home.strength - ctx.away.strength + config.homeAdvantage;
    const setHome = Math.min(0.92, Math.max(0.08, 0.5 + config.setEdge * edge + ctx.rng.between(-0.03, 0.03)));
    this.rally = rallyProbabilityFor(setHome, config.target);
  }

  private targetFor(index: number): number {
    return index === this.config.bestOf - 1 ? this.config.decidingTarget : this.config.target;
  }

  private pricedRally(): number {
    return Math.min(0.8, Math.max(0.2, this.rally + this.rallyDrift));
  }

  protected currentProbability(): number {
    if (!this.playing) return Number.NaN;
    return setWinProbability(
      this.pricedRally(),
      this.targetFor(this.completed.length),
      this.pointsHome,
      this.pointsAway,
    );
  }

  protected freshProbability(index: number): number {
    return setWinProbability(this.pricedRally(), this.targetFor(index), 0, 0);
  }

  protected currentPoints(): [number, number] | null {
    return this.playing ? [this.pointsHome, this.pointsAway] : null;
  }

  protected currentServer(): 'home' | 'away' | null {
    if (!this.playing || this.config.serve === 'none') return null;
    return this.homeServing ? 'home' : 'away';
  }

  start(at: number): void {
    this.started = true;
    this.firstServerHome = this.ctx.rng.chance(0.5);
    this.beginSet(at);
    this.changes = CHANGED.stage | CHANGED.score;
  }

  private beginSet(at: number): void {
    this.playing = true;
    this.pointsHome = 0;
    this.pointsAway = 0;
    this.homeServing = this.completed.length % 2 === 0 ? this.firstServerHome : !this.firstServerHome;
    this.stage = `${ordinal(this.completed.length + 1)}_${this.config.unit}`;
    this.nextAt = at + this.rallyGap();
  }

  private rallyGap(): number {
    const [min, max] = this.config.rallySeconds;
    return this.ctx.rng.between(min, max) * SECOND;
  }

  step(): void {
    const t = this.nextAt;
    this.changes = CHANGED.score;
    this.suspendMs = 0;
    if (!this.playing) {
      this.beginSet(t);
      this.changes |= CHANGED.stage | CHANGED.prices;
      return;
    }
    const rng = this.ctx.rng;
    const homeWon = rng.next() < this.rally;
    if (homeWon) this.pointsHome++;
    else this.pointsAway++;
    this.updateServer(homeWon);
    if (this.config.streakSuspension > 0) {
      this.streak = homeWon === this.streakHome ? this.streak + 1 : 1;
      this.streakHome = homeWon;
      if (this.streak >= this.config.streakSuspension) {
        this.suspendMs = 4 * SECOND;
        this.streak = 0;
      }
    }
    const target = this.targetFor(this.completed.length);
    const h = this.pointsHome;
    const a = this.pointsAway;
    if ((h >= target && h - a >= 2) || (a >= target && a - h >= 2)) {
      this.changes |= CHANGED.stage;
      this.completeSet(t, h > a, [h, a], this.config.breakSeconds * SECOND);
      return;
    }
    this.nextAt = t + this.rallyGap();
  }

  private updateServer(homeWon: boolean): void {
    if (this.config.serve === 'winner') this.homeServing = homeWon;
    else if (this.config.serve === 'alternate') {
      const total = this.pointsHome + this.pointsAway;
      const deuce = this.pointsHome >= this.config.target - 1 && this.pointsAway >= this.config.target - 1;
      if (deuce || total % 2 === 0) this.homeServing = !this.homeServing;
    }
  }

  clock(): ClockFields | null {
    return null;
  }

  drift(scale: number): void {
    this.rallyDrift = 0.9 * this.rallyDrift + 0.05 * scale * this.ctx.rng.normal();
  }
}
