import { normalAbove } from '../models/distributions';
import { CHANGED, type ClockFields, type EngineContext, MINUTE, ordinal, SECOND } from './engine';
import { type SeriesConfig, SeriesEngine } from './series-engine';

const SERIES: SeriesConfig = {
  bestOf: 3,
  unit: 'map',
  handicapMarketId: 327,
  totalMarketId: 328,
  setWinnerMarketId: 330,
};
/** Expected map length the pricing assumes (actual maps last 26–44 minutes). */
const EXPECTED_MAP_MINUTES = 35;

/**
 * Dota 2 and League of Legends, best of three maps. Kills arrive as a Poisson process shared between the teams
 * by strength; a map ends after a hidden 26–44 minutes and goes to the side with more kills. Prices use the same
 * model: the kill difference at the end is approximately normal around the current difference plus the expected
 * swing of the (expected) time left.
 */
export class MobaEngine extends SeriesEngine {
  private readonly killsPerMinute: number;
  private readonly homeShare: number;
  private shareDrift = 0;
  private mapStart = 0;
  private mapEnd = 0;
  private killsHome = 0;
  private killsAway = 0;
  private killAt = Number.POSITIVE_INFINITY;

  constructor(ctx: EngineContext, killsPerMinute: number) {
    super(ctx, SERIES);
    this.killsPerMinute = killsPerMinute;
    const edge = ctx.home.strength - ctx.away.strength;
    this.homeShare = Math.min(0.7, Math.max(0.3, 0.5 + 0.2 * edge + ctx.rng.between(-0.01, 0.01)));
  }

  private mapProbability(diff: number, minutesLeft: number): number {
    const share = Math.min(0.75, Math.max(0.25, this.homeShare + this.shareDrift));
    const kills = this.killsPerMinute * minutesLeft;
    const mean = diff + kills * (2 * share - 1);
    const sd = Math.sqrt(kills);
    const ahead = normalAbove(0.5, mean, sd);
    const level = Math.max(0, 1 - ahead - normalAbove(0.5, -mean, sd));
    return ahead + level * share;
  }

  protected currentProbability(at: number): number {
    if (!this.playing) return Number.NaN;
    const elapsed = (at - this.mapStart) / MINUTE;
    return this.mapProbability(this.killsHome - this.killsAway, Math.max(3, EXPECTED_MAP_MINUTES - elapsed));
  }

  protected freshProbability(): number {
    return this.mapProbability(0, EXPECTED_MAP_MINUTES);
  }

  protected currentPoints(): [number, number] | null {
    return this.playing ? [this.killsHome, this.killsAway] : null;
  }

  protected currentServer(): null {
    return null;
  }

  start(at: number): void {
    this.started = true;
    this.beginMap(at);
    this.changes = CHANGED.stage | CHANGED.score | CHANGED.clock;
  }

  private beginMap(at: number): void {
    this.playing = true;
    this.mapStart = at;
    this.mapEnd = at + this.ctx.rng.between(26, 44) * MINUTE;
    this.killsHome = 0;
    this.killsAway = 0;
    this.stage = `${ordinal(this.completed.length + 1)}_map`;
    this.scheduleKill(at);
  }

  private scheduleKill(from: number): void {
    const at = from + this.ctx.rng.exponential(MINUTE / this.killsPerMinute);
    this.killAt = at < this.mapEnd ? at : Number.POSITIVE_INFINITY;
    this.nextAt = Math.min(this.killAt, this.mapEnd);
  }

  step(): void {
    const t = this.nextAt;
    const rng = this.ctx.rng;
    this.changes = 0;
    this.suspendMs = 0;
    if (!this.playing) {
      this.beginMap(t);
      this.changes = CHANGED.stage | CHANGED.score | CHANGED.clock | CHANGED.prices;
      return;
    }
    if (t === this.killAt) {
      if (rng.next() < this.homeShare) this.killsHome++;
      else this.killsAway++;
      this.changes = CHANGED.score;
      if (rng.chance(0.15)) this.suspendMs = 3 * SECOND;
      this.scheduleKill(t);
      return;
    }
    const h = this.killsHome;
    const a = this.killsAway;
    const homeWon = h !== a ? h > a : rng.next() < this.homeShare;
    this.changes = CHANGED.stage | CHANGED.score | CHANGED.clock;
    this.completeSet(t, homeWon, [h, a], 6 * MINUTE);
  }

  clock(at: number): ClockFields | null {
    if (!this.started) return null;
    return {
      matchTime: this.playing ? Math.floor((at - this.mapStart) / SECOND) : 0,
      stoppageTime: null,
      announcedStoppage: null,
      remainingTime: null,
      remainingTimeInPeriod: null,
      stopped: !this.playing,
    };
  }

  drift(scale: number): void {
    this.shareDrift = 0.9 * this.shareDrift + 0.1 * scale * this.ctx.rng.normal();
  }
}
