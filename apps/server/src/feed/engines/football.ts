import type { Score } from '@sportsbook/contract/catalog';
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
  periodScore,
  type RemainingGoals,
  SECOND,
  SportEngine,
  scoringRates,
  settleResult,
  teamScore,
  win,
} from './engine';

const Kind = {
  Result: 1,
  DoubleChance: 2,
  Total: 3,
  Handicap: 4,
  BothScore: 5,
  CorrectScore: 6,
  HalfTimeResult: 7,
} as const;

/** Goal-minutes of an average match: two halves plus average stoppage (2.5 and 4.5 minutes). */
const FULL_MINUTES = 97;
const TOTAL_LINES = [0.5, 1.5, 2, 2.25, 2.5, 2.75, 3, 3.5, 4.5, 5.5];
const HANDICAP_LINES = [-2.5, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 1, 1.5, 2.5];
const CORRECT_SCORES: readonly (readonly [number, number])[] = [
  [1, 0],
  [2, 0],
  [2, 1],
  [3, 0],
  [3, 1],
  [3, 2],
  [4, 0],
  [4, 1],
  [0, 0],
  [1, 1],
  [2, 2],
  [3, 3],
  [0, 1],
  [0, 2],
  [1, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [0, 4],
  [1, 4],
];

const Phase = { NotStarted: 0, FirstHalf: 1, HalfTime: 2, SecondHalf: 3, Ended: 4 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

const outlook = new GoalsOutlook();
const halfOutlook = new GoalsOutlook();

/**
 * Football: goals are Poisson processes at rates from the teams' strengths (home advantage included), played over
 * two 45-minute halves with announced stoppage time and a 15-minute break. Prices come from the same Poisson
 * model for the goals still to come, conditioned on the score and the time left.
 */
export class FootballEngine extends SportEngine {
  readonly book: MarketBook;
  /** True expected goals per match. */
  private readonly rateHome: number;
  private readonly rateAway: number;
  /** Log-offsets of the priced rates from the true ones (the market's drifting opinion). */
  private readonly drifts = new Drift();
  private phase: Phase = Phase.NotStarted;
  private phaseStart = 0;
  private stoppage1 = 0;
  private stoppage2 = 0;
  private announced = false;
  private goalsHome = 0;
  private goalsAway = 0;
  private halfHome = 0;
  private halfAway = 0;
  private goalAt = Number.POSITIVE_INFINITY;
  private dangerAt = Number.POSITIVE_INFINITY;
  private announceAt = Number.POSITIVE_INFINITY;
  private phaseEndAt = Number.POSITIVE_INFINITY;
  /** What the last `price` priced from (the bet builder's joint model). */
  private priced: RemainingGoals | null = null;

  constructor(ctx: EngineContext) {
    super(ctx);
    [this.rateHome, this.rateAway] = scoringRates(ctx, 1.3 + ctx.rng.between(-0.15, 0.25), 1.1, 0.12);
    this.book = this.createBook(this.markets());
  }

  private markets(): MarketDefs {
    const home = this.home();
    const away = this.away();
    const m = new MarketDefs(this.ctx.baseMargin);
    m.result(
      { id: 1, name: '1x2', kind: Kind.Result, groups: ['main'], priority: 1, customBetGroups: ['main'] },
      home,
      away,
    );
    m.totals(
      {
        id: 18,
        name: 'Total',
        kind: Kind.Total,
        groups: ['main', 'goals', 'totals'],
        priority: 2,
        extraMargin: 0.005,
        customBetGroups: ['goals'],
      },
      TOTAL_LINES,
    );
    m.add({
      id: 10,
      name: 'Double chance',
      kind: Kind.DoubleChance,
      outcomes: [
        ['9', `${home} or draw`],
        ['10', `${home} or ${away}`],
        ['11', `draw or ${away}`],
      ],
      groups: ['main'],
      priority: 3,
      coverage: 2,
      extraMargin: 0.005,
      customBetGroups: ['main'],
    });
    m.handicaps(
      { id: 16, name: 'Handicap', kind: Kind.Handicap, groups: ['handicaps'], priority: 4, extraMargin: 0.005 },
      HANDICAP_LINES,
      home,
      away,
    );
    m.add({
      id: 29,
      name: 'Both teams to score',
      kind: Kind.BothScore,
      outcomes: [
        ['74', 'yes'],
        ['76', 'no'],
      ],
      groups: ['main', 'goals'],
      priority: 5,
      extraMargin: 0.005,
      customBetGroups: ['goals'],
    });
    m.result(
      { id: 60, name: '1st half - 1x2', kind: Kind.HalfTimeResult, groups: ['halves'], priority: 6, extraMargin: 0.01 },
      home,
      away,
    );
    m.add({
      id: 41,
      name: 'Correct score',
      kind: Kind.CorrectScore,
      outcomes: [...CORRECT_SCORES.map(([h, a]) => [`${h}-${a}`, `${h}:${a}`] as const), ['other', 'other']],
      groups: ['correct_score'],
      priority: 7,
      extraMargin: 0.02,
    });
    return m;
  }

  start(at: number): void {
    this.stoppage1 = this.ctx.rng.int(1, 4);
    this.stoppage2 = this.ctx.rng.int(2, 7);
    this.beginHalf(Phase.FirstHalf, at, this.stoppage1);
    this.changes = CHANGED.stage | CHANGED.clock | CHANGED.score;
  }

  private beginHalf(phase: typeof Phase.FirstHalf | typeof Phase.SecondHalf, at: number, stoppage: number): void {
    this.phase = phase;
    this.stage = phase === Phase.FirstHalf ? '1st_half' : '2nd_half';
    this.phaseStart = at;
    this.announced = false;
    this.announceAt = at + 45 * MINUTE;
    this.phaseEndAt = at + (45 + stoppage) * MINUTE;
    this.scheduleGoal(at);
    this.dangerAt = at + this.ctx.rng.exponential(14 * MINUTE);
    this.refresh();
  }

  private scheduleGoal(from: number): void {
    const meanGap = (FULL_MINUTES / (this.rateHome + this.rateAway)) * MINUTE;
    const at = from + this.ctx.rng.exponential(meanGap);
    this.goalAt = at < this.phaseEndAt ? at : Number.POSITIVE_INFINITY;
  }

  private refresh(): void {
    this.nextAt = Math.min(this.goalAt, this.dangerAt, this.announceAt, this.phaseEndAt);
  }

  step(): void {
    const t = this.nextAt;
    const rng = this.ctx.rng;
    this.changes = 0;
    this.suspendMs = 0;
    if (t === this.goalAt) {
      const home = rng.next() < this.rateHome / (this.rateHome + this.rateAway);
      if (home) this.goalsHome++;
      else this.goalsAway++;
      if (this.phase === Phase.FirstHalf) {
        if (home) this.halfHome++;
        else this.halfAway++;
      }
      this.changes = CHANGED.score;
      this.suspendMs = rng.int(6, 12) * SECOND;
      this.scheduleGoal(t);
    } else if (t === this.announceAt) {
      this.announced = true;
      this.announceAt = Number.POSITIVE_INFINITY;
      this.changes = CHANGED.clock;
    } else if (t === this.dangerAt) {
      // A dangerous attack or a penalty check: a short bet stop without a goal.
      this.suspendMs = rng.int(3, 6) * SECOND;
      this.dangerAt = t + rng.exponential(14 * MINUTE);
      if (this.dangerAt >= this.phaseEndAt) this.dangerAt = Number.POSITIVE_INFINITY;
    } else if (t === this.phaseEndAt) {
      this.endPhase(t);
    }
    this.refresh();
  }

  private endPhase(t: number): void {
    this.changes = CHANGED.stage | CHANGED.clock | CHANGED.prices;
    this.goalAt = Number.POSITIVE_INFINITY;
    this.dangerAt = Number.POSITIVE_INFINITY;
    this.announceAt = Number.POSITIVE_INFINITY;
    if (this.phase === Phase.FirstHalf) {
      this.phase = Phase.HalfTime;
      this.stage = 'halftime';
      this.phaseStart = t;
      this.phaseEndAt = t + 15 * MINUTE;
    } else if (this.phase === Phase.HalfTime) {
      this.beginHalf(Phase.SecondHalf, t, this.stoppage2);
    } else {
      this.phase = Phase.Ended;
      this.phaseEndAt = Number.POSITIVE_INFINITY;
      this.end();
    }
  }

  score(): Score | null {
    if (this.phase === Phase.NotStarted) return null;
    const periods = [periodScore(this.halfHome, this.halfAway, '1st_half', '1st half', 1)];
    if (this.phase >= Phase.SecondHalf) {
      periods.push(
        periodScore(this.goalsHome - this.halfHome, this.goalsAway - this.halfAway, '2nd_half', '2nd half', 2),
      );
    }
    return teamScore(this.goalsHome, this.goalsAway, periods, 2);
  }

  clock(at: number): ClockFields | null {
    if (this.phase === Phase.NotStarted) return null;
    const running = this.phase === Phase.FirstHalf || this.phase === Phase.SecondHalf;
    const base = this.phase >= Phase.HalfTime ? 2700 : 0;
    const elapsed = running ? Math.max(0, Math.floor((at - this.phaseStart) / SECOND)) : 0;
    const matchTime = this.phase === Phase.Ended ? 5400 : base + elapsed;
    const stoppage = this.phase === Phase.FirstHalf ? this.stoppage1 : this.stoppage2;
    const inStoppage = running && this.announced;
    return {
      matchTime,
      stoppageTime: inStoppage ? Math.max(0, elapsed - 2700) : null,
      announcedStoppage: inStoppage ? stoppage * 60 : null,
      remainingTime: null,
      remainingTimeInPeriod: null,
      stopped: !running,
    };
  }

  drift(scale: number): void {
    this.drifts.step(this.ctx.rng, scale);
  }

  /** Goal-minutes left in the first half and in the second, at engine time `at`. */
  private remaining(at: number): [first: number, second: number] {
    const elapsed = (at - this.phaseStart) / MINUTE;
    switch (this.phase) {
      case Phase.NotStarted:
        return [47.5, 49.5];
      case Phase.FirstHalf:
        return [Math.max(0, 45 + (this.announced ? this.stoppage1 : 2.5) - elapsed), 49.5];
      case Phase.HalfTime:
        return [0, 49.5];
      case Phase.SecondHalf:
        return [0, Math.max(0, 45 + (this.announced ? this.stoppage2 : 4.5) - elapsed)];
      default:
        return [0, 0];
    }
  }

  price(at: number): void {
    const [first, second] = this.remaining(at);
    const rateHome = (this.rateHome * Math.exp(this.drifts.home)) / FULL_MINUTES;
    const rateAway = (this.rateAway * Math.exp(this.drifts.away)) / FULL_MINUTES;
    const diff = this.goalsHome - this.goalsAway;
    const total = this.goalsHome + this.goalsAway;
    const meanHome = rateHome * (first + second);
    const meanAway = rateAway * (first + second);
    this.priced = { meanHome, meanAway, homeNow: this.goalsHome, awayNow: this.goalsAway };
    const o = outlook.compute(meanHome, meanAway, diff);
    const inFirstHalf = this.phase <= Phase.FirstHalf;
    if (inFirstHalf) halfOutlook.compute(rateHome * first, rateAway * first, this.halfHome - this.halfAway);
    const book = this.book;
    const fair = book.fair;
    book.defs.forEach((def, i) => {
      const from = book.offsets[i] ?? 0;
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Result:
          this.triple(i, o.homeWin, o.draw, o.awayWin);
          break;
        case Kind.DoubleChance:
          this.triple(i, o.homeWin + o.draw, o.homeWin + o.awayWin, o.draw + o.awayWin);
          break;
        case Kind.Total:
          this.pair(i, o.over(total, def.line));
          break;
        case Kind.Handicap:
          this.pair(i, o.homeCovers(diff, def.line));
          break;
        case Kind.BothScore: {
          const homeScores = this.goalsHome > 0 ? 1 : 1 - (o.home[0] ?? 0);
          const awayScores = this.goalsAway > 0 ? 1 : 1 - (o.away[0] ?? 0);
          this.pair(i, homeScores * awayScores);
          break;
        }
        case Kind.HalfTimeResult:
          if (!inFirstHalf) {
            book.closed[i] = 1;
            break;
          }
          this.triple(i, halfOutlook.homeWin, halfOutlook.draw, halfOutlook.awayWin);
          break;
        case Kind.CorrectScore: {
          let listed = 0;
          CORRECT_SCORES.forEach(([h, a], j) => {
            const p = o.exact(h, a, this.goalsHome, this.goalsAway);
            fair[from + j] = p;
            listed += p;
          });
          fair[from + CORRECT_SCORES.length] = Math.max(0, 1 - listed);
          break;
        }
      }
    });
  }

  override remainingGoals(): RemainingGoals | null {
    return this.priced;
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    const h = this.goalsHome;
    const a = this.goalsAway;
    switch (def.kind) {
      case Kind.Result:
        settleResult(out, h, a);
        break;
      case Kind.DoubleChance:
        out.push(win(h >= a), win(h !== a), win(h <= a));
        break;
      case Kind.Total:
        settleTotal(out, h + a, def.line);
        break;
      case Kind.Handicap:
        settleHandicap(out, h, a, def.line);
        break;
      case Kind.BothScore:
        out.push(win(h > 0 && a > 0), win(h === 0 || a === 0));
        break;
      case Kind.HalfTimeResult:
        settleResult(out, this.halfHome, this.halfAway);
        break;
      case Kind.CorrectScore: {
        const listed = CORRECT_SCORES.some(([x, y]) => x === h && y === a);
        for (const [x, y] of CORRECT_SCORES) out.push(win(x === h && y === a));
        out.push(win(!listed));
        break;
      }
    }
  }
}
