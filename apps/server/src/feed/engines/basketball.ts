import type { PeriodScore, Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { linesAround, type MarketDef, MarketDefs } from '../markets/market-def';
import { normalAbove } from '../models/distributions';
import { pointsGrid } from '../models/points-grid';
import type { SettlementResult } from '../types';
import {
  CHANGED,
  type ClockFields,
  Drift,
  type EngineContext,
  type FinalScoreGrid,
  MINUTE,
  ordinal,
  periodScore,
  SECOND,
  SportEngine,
  settleHeadToHead,
  teamScore,
} from './engine';
import { PeriodClock } from './period-clock';

const Kind = { Winner: 1, Handicap: 2, Total: 3 } as const;
const Phase = { NotStarted: 0, Playing: 1, Break: 2, Ended: 3 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

const OVERTIME = 300;
/** Average possession length in clock seconds (uniform 6..24). */
const POSSESSION = 15;
const THREE_SHARE = 0.28;
/** Points per scoring possession: mean and mean square (2 or 3 points). */
const POINTS_MEAN = 2 * (1 - THREE_SHARE) + 3 * THREE_SHARE;
const POINTS_SQUARE = 4 * (1 - THREE_SHARE) + 9 * THREE_SHARE;
/** Unanswered points that trigger a short suspension. */
const RUN_SUSPENSION = 8;

/**
 * Basketball: alternating possessions on a stop-start clock (4×12 min NBA, 4×10 FIBA, 5-minute overtimes until
 * someone leads), each scoring 2 or 3 points with a probability from the teams' strengths. Prices come from a
 * normal approximation of the points still to come (same possession model), so winner, handicap and total agree.
 */
export class BasketballEngine extends SportEngine {
  readonly book: MarketBook;
  private readonly quarter: number;
  private readonly scoreHome: number;
  private readonly scoreAway: number;
  private readonly drifts = new Drift();
  private phase: Phase = Phase.NotStarted;
  private period = 0;
  private readonly clockState = new PeriodClock();
  private readonly pointsHome: number[] = [];
  private readonly pointsAway: number[] = [];
  private homeBall = true;
  private possessionEnd = 0;
  private resumeAt = Number.POSITIVE_INFINITY;
  private breakEndAt = Number.POSITIVE_INFINITY;
  private run = 0;
  private runHome = true;
  /** The points still to come behind the last `price` (the bet builder's grid): means and sds per side, the score. */
  private readonly priced = { meanHome: 0, sdHome: 0, meanAway: 0, sdAway: 0, overtimeHome: 0.5, home: 0, away: 0 };

  constructor(ctx: EngineContext) {
    super(ctx);
    this.quarter = ctx.format === 'nba' ? 720 : 600;
    const base = (ctx.format === 'nba' ? 0.5 : 0.47) + ctx.rng.between(-0.02, 0.02);
    const edge = ctx.home.strength - ctx.away.strength;
    this.scoreHome = base + 0.06 * edge + 0.01;
    this.scoreAway = base - 0.06 * edge - 0.01;
    this.book = this.createBook(this.markets());
  }

  private markets(): MarketDefs {
    const home = this.ctx.home.name;
    const away = this.ctx.away.name;
    const perTeam = (4 * this.quarter) / POSSESSION / 2;
    const diff = perTeam * (this.scoreHome - this.scoreAway) * POINTS_MEAN;
    const total = perTeam * (this.scoreHome + this.scoreAway) * POINTS_MEAN;
    const hcpBase = -Math.round(diff) + 0.5;
    const totalBase = Math.floor(total) + 0.5;
    const m = new MarketDefs(this.ctx.baseMargin);
    m.winner(
      { id: 219, name: 'Winner (incl. overtime)', kind: Kind.Winner, groups: ['main'], priority: 1 },
      home,
      away,
    );
    m.totals(
      { id: 225, name: 'Total (incl. overtime)', kind: Kind.Total, groups: ['main', 'totals'], priority: 2 },
      linesAround(totalBase, 4),
    );
    m.handicaps(
      { id: 223, name: 'Handicap (incl. overtime)', kind: Kind.Handicap, groups: ['main', 'handicaps'], priority: 3 },
      linesAround(hcpBase, 3),
      home,
      away,
    );
    return m;
  }

  start(at: number): void {
    this.beginPeriod(at, 1);
    this.changes = CHANGED.stage | CHANGED.clock | CHANGED.score;
  }

  private beginPeriod(at: number, period: number): void {
    this.phase = Phase.Playing;
    this.period = period;
    this.pointsHome.push(0);
    this.pointsAway.push(0);
    this.stage = period <= 4 ? `${ordinal(period)}_quarter` : 'overtime';
    this.clockState.begin(at, period <= 4 ? this.quarter : OVERTIME);
    this.homeBall = period % 2 === 1;
    this.newPossession(at);
  }

  private newPossession(at: number): void {
    this.possessionEnd = this.clockState.elapsed(at) + this.ctx.rng.between(6, 24);
    this.refresh();
  }

  private refresh(): void {
    if (this.phase === Phase.Break) this.nextAt = this.breakEndAt;
    else if (this.phase !== Phase.Playing) this.nextAt = Number.POSITIVE_INFINITY;
    else if (!this.clockState.running) this.nextAt = this.resumeAt;
    else this.nextAt = this.clockState.timeAt(Math.min(this.possessionEnd, this.clockState.length));
  }

  step(): void {
    const t = this.nextAt;
    this.changes = 0;
    this.suspendMs = 0;
    if (this.phase === Phase.Break) {
      this.beginPeriod(t, this.period + 1);
      this.changes = CHANGED.stage | CHANGED.clock | CHANGED.score;
    } else if (!this.clockState.running) {
      this.clockState.run(t);
      this.resumeAt = Number.POSITIVE_INFINITY;
      this.newPossession(t);
      this.changes = CHANGED.clock;
    } else if (this.possessionEnd < this.clockState.length) {
      this.endPossession(t);
    } else {
      this.endPeriod(t);
    }
    this.refresh();
  }

  private endPossession(t: number): void {
    const rng = this.ctx.rng;
    const home = this.homeBall;
    let stop = rng.chance(0.25);
    if (rng.next() < (home ? this.scoreHome : this.scoreAway)) {
      const points = rng.chance(THREE_SHARE) ? 3 : 2;
      const list = home ? this.pointsHome : this.pointsAway;
      list[list.length - 1] = (list[list.length - 1] ?? 0) + points;
      this.changes = CHANGED.score;
      if (this.runHome === home) this.run += points;
      else {
        this.runHome = home;
        this.run = points;
      }
      if (this.run >= RUN_SUSPENSION) {
        this.suspendMs = 5 * SECOND;
        this.run = 0;
      }
      stop = stop || rng.chance(0.2);
    }
    this.homeBall = !home;
    if (stop) {
      this.clockState.stop(t);
      this.resumeAt = t + rng.between(5, 35) * SECOND;
      this.changes |= CHANGED.clock;
    } else {
      this.newPossession(t);
    }
  }

  private endPeriod(t: number): void {
    this.clockState.stop(t);
    this.changes = CHANGED.stage | CHANGED.clock | CHANGED.prices;
    const [h, a] = this.totals();
    if (this.period < 4 || h === a) {
      this.phase = Phase.Break;
      this.stage = this.period === 2 ? 'halftime' : this.period < 4 ? `${ordinal(this.period)}_pause` : 'awaiting_ot';
      this.breakEndAt = t + (this.period === 2 ? 15 : 2) * MINUTE;
    } else {
      this.phase = Phase.Ended;
      this.end();
    }
  }

  private totals(): [number, number] {
    return [this.pointsHome.reduce((s, x) => s + x, 0), this.pointsAway.reduce((s, x) => s + x, 0)];
  }

  score(): Score | null {
    if (this.phase === Phase.NotStarted) return null;
    const [h, a] = this.totals();
    const periods: PeriodScore[] = this.pointsHome.map((ph, i) =>
      i < 4
        ? periodScore(ph, this.pointsAway[i] ?? 0, `${ordinal(i + 1)}_quarter`, `${ordinal(i + 1)} quarter`, i + 1)
        : periodScore(ph, this.pointsAway[i] ?? 0, `overtime_${i - 3}`, 'Overtime', i + 1, 'overtime'),
    );
    return teamScore(h, a, periods, 4);
  }

  clock(at: number): ClockFields | null {
    if (this.phase === Phase.NotStarted) return null;
    const before = Math.min(this.period - 1, 4) * this.quarter + Math.max(0, this.period - 5) * OVERTIME;
    return this.clockState.fields(at, before, 4 * this.quarter, this.phase === Phase.Playing);
  }

  drift(scale: number): void {
    this.drifts.step(this.ctx.rng, scale);
  }

  /** Clock seconds still to play at engine time `at`, counting one overtime if the game is level at the end. */
  private secondsLeft(at: number): number {
    switch (this.phase) {
      case Phase.NotStarted:
        return 4 * this.quarter;
      case Phase.Playing:
        return Math.max(0, 4 - this.period) * this.quarter + this.clockState.length - this.clockState.elapsed(at);
      case Phase.Break:
        return this.period < 4 ? (4 - this.period) * this.quarter : OVERTIME;
      default:
        return 0;
    }
  }

  price(at: number): void {
    const pHome = Math.min(0.75, this.scoreHome * Math.exp(this.drifts.home));
    const pAway = Math.min(0.75, this.scoreAway * Math.exp(this.drifts.away));
    const perTeam = this.secondsLeft(at) / POSSESSION / 2;
    const meanHome = pHome * POINTS_MEAN;
    const meanAway = pAway * POINTS_MEAN;
    const variance =
      perTeam * (pHome * POINTS_SQUARE - meanHome * meanHome + pAway * POINTS_SQUARE - meanAway * meanAway);
    const sd = Math.sqrt(variance);
    const [h, a] = this.totals();
    const diffMean = h - a + perTeam * (meanHome - meanAway);
    const totalMean = h + a + perTeam * (meanHome + meanAway);
    const homeAhead = normalAbove(0.5, diffMean, sd);
    const level = Math.max(0, 1 - homeAhead - normalAbove(0.5, -diffMean, sd));
    const overtimeHome = meanHome / (meanHome + meanAway);
    const p = this.priced;
    p.meanHome = perTeam * meanHome;
    p.meanAway = perTeam * meanAway;
    p.sdHome = Math.sqrt(perTeam * (pHome * POINTS_SQUARE - meanHome * meanHome));
    p.sdAway = Math.sqrt(perTeam * (pAway * POINTS_SQUARE - meanAway * meanAway));
    p.overtimeHome = overtimeHome;
    p.home = h;
    p.away = a;
    const book = this.book;
    book.defs.forEach((def, i) => {
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Winner:
          this.pair(i, this.finished ? (h > a ? 1 : 0) : homeAhead + level * overtimeHome);
          break;
        case Kind.Handicap: {
          // Overtime included: from a level score, the side giving or taking half a point covers as it wins.
          const overtime =
            def.line === -0.5 ? level * overtimeHome : def.line === 0.5 ? -level * (1 - overtimeHome) : 0;
          this.pair(i, normalAbove(-def.line, diffMean, sd) + overtime);
          break;
        }
        case Kind.Total:
          this.pair(i, normalAbove(def.line, totalMean, sd));
          break;
      }
    });
  }

  /**
   * The final score from the points still to come as last priced: each side's remaining points Normal (the same
   * means and variances as the markets' normal approximation, so the difference and the total have the markets'
   * distribution), made whole; a level score goes to overtime, which the grid resolves as one more point to its
   * winner (home with the markets' overtime share). Winner, handicap and total read it.
   */
  override finalScoreGrid(): FinalScoreGrid | null {
    if (this.phase === Phase.Ended) return null;
    const p = this.priced;
    return pointsGrid(
      { mean: p.meanHome, sd: p.sdHome },
      { mean: p.meanAway, sd: p.sdAway },
      { home: p.home, away: p.away },
      p.overtimeHome,
    );
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    settleHeadToHead(out, def, { winner: Kind.Winner, handicap: Kind.Handicap, total: Kind.Total }, ...this.totals());
  }
}
