import type { PeriodScore, Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { type MarketDef, MarketDefs } from '../markets/market-def';
import { GoalsOutlook } from '../models/goals';
import { settleHandicap, settleTotal } from '../models/lines';
import type { SettlementResult } from '../types';
import {
  CHANGED,
  type ClockFields,
  Drift,
  type EngineContext,
  MINUTE,
  ordinal,
  periodScore,
  type RemainingGoals,
  SECOND,
  SportEngine,
  scoringRates,
  settleResult,
  settleWinner,
  teamScore,
} from './engine';
import { PeriodClock } from './period-clock';

const Kind = { Result: 1, Winner: 2, Total: 3, Handicap: 4 } as const;
const Phase = { NotStarted: 0, Period: 1, Pause: 2, Shootout: 3, Ended: 4 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

const REGULATION = 3600;
const OVERTIME = 300;
/** Three-on-three overtime produces goals faster than regulation. */
const OVERTIME_PACE = 1.5;
const outlook = new GoalsOutlook();

/**
 * Ice hockey: three 20-minute periods on a stop-start clock, Poisson goals while the clock runs, then (if level)
 * five minutes of sudden-death overtime and a shootout. 1x2, totals and handicaps are on regulation time;
 * the winner market includes overtime and penalties.
 */
export class IceHockeyEngine extends SportEngine {
  readonly book: MarketBook;
  private readonly rateHome: number;
  private readonly rateAway: number;
  private readonly shootoutHome: number;
  private readonly drifts = new Drift();
  private phase: Phase = Phase.NotStarted;
  /** 1..3 regulation, 4 overtime. */
  private period = 0;
  private readonly clockState = new PeriodClock();
  private readonly goalsHome = [0, 0, 0, 0];
  private readonly goalsAway = [0, 0, 0, 0];
  private shootout: [number, number] | null = null;
  private goalClock = Number.POSITIVE_INFINITY;
  private stopAt = Number.POSITIVE_INFINITY;
  private resumeAt = Number.POSITIVE_INFINITY;
  private phaseEndAt = Number.POSITIVE_INFINITY;
  /** What the last `price` priced regulation time from (the bet builder's joint model). */
  private priced: RemainingGoals | null = null;

  constructor(ctx: EngineContext) {
    super(ctx);
    [this.rateHome, this.rateAway] = scoringRates(ctx, 2.9 + ctx.rng.between(-0.3, 0.4), 0.9, 0.06);
    const edge = ctx.home.strength - ctx.away.strength;
    this.shootoutHome = Math.min(0.7, Math.max(0.3, 0.5 + 0.25 * edge));
    this.book = this.createBook(this.markets());
  }

  private markets(): MarketDefs {
    const home = this.ctx.home.name;
    const away = this.ctx.away.name;
    const m = new MarketDefs(this.ctx.baseMargin);
    m.result({ id: 1, name: '1x2', kind: Kind.Result, groups: ['main'], priority: 1 }, home, away);
    m.winner(
      { id: 406, name: 'Winner (incl. overtime and penalties)', kind: Kind.Winner, groups: ['main'], priority: 2 },
      home,
      away,
    );
    m.totals(
      { id: 18, name: 'Total', kind: Kind.Total, groups: ['main', 'totals'], priority: 3, extraMargin: 0.005 },
      [3.5, 4.5, 5.5, 6.5, 7.5],
    );
    m.handicaps(
      { id: 16, name: 'Handicap', kind: Kind.Handicap, groups: ['handicaps'], priority: 4, extraMargin: 0.005 },
      [-2.5, -1.5, -1, 1, 1.5, 2.5],
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
    this.phase = Phase.Period;
    this.period = period;
    this.stage = period <= 3 ? `${ordinal(period)}_period` : 'overtime';
    this.clockState.begin(at, period <= 3 ? 1200 : OVERTIME);
    this.phaseEndAt = Number.POSITIVE_INFINITY;
    this.resume(at);
  }

  private resume(at: number): void {
    const rng = this.ctx.rng;
    this.clockState.run(at);
    this.resumeAt = Number.POSITIVE_INFINITY;
    this.stopAt = at + rng.between(30, 120) * SECOND;
    const pace = this.period === 4 ? OVERTIME_PACE : 1;
    const meanGap = REGULATION / ((this.rateHome + this.rateAway) * pace);
    this.goalClock = this.clockState.elapsed(at) + rng.exponential(meanGap);
    this.refresh();
  }

  private refresh(): void {
    if (this.phase !== Phase.Period) {
      this.nextAt = this.phaseEndAt;
      return;
    }
    if (!this.clockState.running) {
      this.nextAt = this.resumeAt;
      return;
    }
    const c = this.clockState;
    this.nextAt = Math.min(c.timeAt(Math.min(this.goalClock, c.length)), this.stopAt);
  }

  step(): void {
    const t = this.nextAt;
    const rng = this.ctx.rng;
    this.changes = 0;
    this.suspendMs = 0;
    if (this.phase === Phase.Period) {
      const c = this.clockState;
      if (!c.running) {
        this.resume(t);
        this.changes = CHANGED.clock;
      } else if (t === this.stopAt && t < c.timeAt(Math.min(this.goalClock, c.length))) {
        c.stop(t);
        this.resumeAt = t + rng.between(10, 45) * SECOND;
        this.changes = CHANGED.clock;
      } else if (this.goalClock < c.length) {
        this.goal(t);
      } else {
        this.endPeriod(t);
      }
    } else if (this.phase === Phase.Pause) {
      this.beginPeriod(t, this.period + 1);
      this.changes = CHANGED.stage | CHANGED.clock | CHANGED.prices;
    } else if (this.phase === Phase.Shootout) {
      const homeWins = rng.next() < this.shootoutHome;
      const losers = rng.int(0, 2);
      this.shootout = homeWins ? [losers + 1, losers] : [losers, losers + 1];
      this.finish();
      this.changes = CHANGED.stage | CHANGED.score | CHANGED.clock;
    }
    this.refresh();
  }

  private goal(t: number): void {
    const rng = this.ctx.rng;
    const index = this.period - 1;
    if (rng.next() < this.rateHome / (this.rateHome + this.rateAway))
      this.goalsHome[index] = (this.goalsHome[index] ?? 0) + 1;
    else this.goalsAway[index] = (this.goalsAway[index] ?? 0) + 1;
    this.changes = CHANGED.score | CHANGED.clock;
    this.suspendMs = rng.int(8, 12) * SECOND;
    if (this.period === 4) {
      this.clockState.stop(t);
      this.finish();
      this.changes |= CHANGED.stage;
      return;
    }
    this.clockState.stop(t);
    this.resumeAt = t + rng.between(20, 40) * SECOND;
    this.goalClock = Number.POSITIVE_INFINITY;
  }

  private endPeriod(t: number): void {
    this.clockState.stop(t);
    this.changes = CHANGED.stage | CHANGED.clock | CHANGED.prices;
    const [h, a] = this.totals();
    if (this.period < 3) {
      this.phase = Phase.Pause;
      this.stage = `${ordinal(this.period)}_pause`;
      this.phaseEndAt = t + 17 * MINUTE;
    } else if (this.period === 3 && h === a) {
      this.phase = Phase.Pause;
      this.stage = 'awaiting_ot';
      this.phaseEndAt = t + 2 * MINUTE;
    } else if (this.period === 4) {
      this.phase = Phase.Shootout;
      this.stage = 'penalties';
      this.phaseEndAt = t + this.ctx.rng.between(3, 5) * MINUTE;
    } else {
      this.finish();
    }
  }

  private finish(): void {
    this.phase = Phase.Ended;
    this.phaseEndAt = Number.POSITIVE_INFINITY;
    this.end();
  }

  /** Goals including overtime (and the shootout's one goal to its winner). */
  private totals(): [number, number] {
    let h = this.goalsHome.reduce((s, x) => s + x, 0);
    let a = this.goalsAway.reduce((s, x) => s + x, 0);
    if (this.shootout) {
      if (this.shootout[0] > this.shootout[1]) h++;
      else a++;
    }
    return [h, a];
  }

  private regulation(): [number, number] {
    return [
      (this.goalsHome[0] ?? 0) + (this.goalsHome[1] ?? 0) + (this.goalsHome[2] ?? 0),
      (this.goalsAway[0] ?? 0) + (this.goalsAway[1] ?? 0) + (this.goalsAway[2] ?? 0),
    ];
  }

  score(): Score | null {
    if (this.phase === Phase.NotStarted) return null;
    const [h, a] = this.totals();
    const periods: PeriodScore[] = [];
    for (let p = 1; p <= Math.min(this.period, 3); p++) {
      periods.push(
        periodScore(
          this.goalsHome[p - 1] ?? 0,
          this.goalsAway[p - 1] ?? 0,
          `${ordinal(p)}_period`,
          `${ordinal(p)} period`,
          p,
        ),
      );
    }
    if (this.period === 4)
      periods.push(periodScore(this.goalsHome[3] ?? 0, this.goalsAway[3] ?? 0, 'overtime', 'Overtime', 4, 'overtime'));
    if (this.shootout)
      periods.push(periodScore(this.shootout[0], this.shootout[1], 'penalties', 'Penalties', 5, 'penalties'));
    return teamScore(h, a, periods, 3);
  }

  clock(at: number): ClockFields | null {
    if (this.phase === Phase.NotStarted) return null;
    return this.clockState.fields(at, Math.min(this.period - 1, 3) * 1200, REGULATION, this.phase === Phase.Period);
  }

  drift(scale: number): void {
    this.drifts.step(this.ctx.rng, scale);
  }

  price(at: number): void {
    const rateHome = this.rateHome * Math.exp(this.drifts.home);
    const rateAway = this.rateAway * Math.exp(this.drifts.away);
    const inRegulation = this.phase === Phase.NotStarted || (this.period <= 3 && this.phase !== Phase.Ended);
    const left = inRegulation
      ? Math.max(0, REGULATION - (Math.max(0, this.period - 1) * 1200 + this.clockState.elapsed(at)))
      : 0;
    const [rh, ra] = this.regulation();
    const meanHome = (rateHome * left) / REGULATION;
    const meanAway = (rateAway * left) / REGULATION;
    this.priced = { meanHome, meanAway, homeNow: rh, awayNow: ra };
    const o = outlook.compute(meanHome, meanAway, rh - ra);
    const share = rateHome / (rateHome + rateAway);
    const overtimeLeft =
      this.period === 4 && this.phase === Phase.Period ? OVERTIME - this.clockState.elapsed(at) : OVERTIME;
    const goalInOvertime = 1 - Math.exp((-(rateHome + rateAway) * OVERTIME_PACE * overtimeLeft) / REGULATION);
    const afterRegulation =
      this.phase === Phase.Shootout
        ? this.shootoutHome
        : goalInOvertime * share + (1 - goalInOvertime) * this.shootoutHome;
    const book = this.book;
    book.defs.forEach((def, i) => {
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Result:
          this.triple(i, o.homeWin, o.draw, o.awayWin);
          break;
        case Kind.Winner:
          this.pair(
            i,
            this.finished ? (this.totals()[0] > this.totals()[1] ? 1 : 0) : o.homeWin + o.draw * afterRegulation,
          );
          break;
        case Kind.Total:
          this.pair(i, o.over(rh + ra, def.line));
          break;
        case Kind.Handicap:
          this.pair(i, o.homeCovers(rh - ra, def.line));
          break;
      }
    });
  }

  /** Regulation time only: the 1x2 and totals the grid prices settle on it. */
  override remainingGoals(): RemainingGoals | null {
    return this.priced;
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    const [h, a] = this.regulation();
    switch (def.kind) {
      case Kind.Result:
        settleResult(out, h, a);
        break;
      case Kind.Winner:
        settleWinner(out, ...this.totals());
        break;
      case Kind.Total:
        settleTotal(out, h + a, def.line);
        break;
      case Kind.Handicap:
        settleHandicap(out, h, a, def.line);
        break;
    }
  }
}
