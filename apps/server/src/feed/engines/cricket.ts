import type { PeriodScore, Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { linesAround, type MarketDef, MarketDefs } from '../markets/market-def';
import { normalAbove } from '../models/distributions';
import { settleTotal } from '../models/lines';
import { pointsGrid } from '../models/points-grid';
import type { SettlementResult } from '../types';
import {
  CHANGED,
  type ClockFields,
  Drift,
  type EngineContext,
  type FinalScoreGrid,
  MINUTE,
  periodScore,
  SECOND,
  SportEngine,
  teamScore,
  win,
} from './engine';

const Kind = { Winner: 1, FirstInningsTotal: 2 } as const;
const Phase = { NotStarted: 0, Innings: 1, Break: 2, SuperOver: 3, Ended: 4 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];
const BALLS = 120;

/** Runs per ball for a batting side of relative strength f: outcome probabilities, mean and variance. */
interface BallModel {
  readonly one: number;
  readonly two: number;
  readonly three: number;
  readonly four: number;
  readonly six: number;
  readonly wicket: number;
  readonly mean: number;
  readonly variance: number;
}

function ballModel(f: number): BallModel {
  const [one, two, three, four, six] = [0.37, 0.07, 0.01, 0.11 * f, 0.05 * f];
  const mean = one + 2 * two + 3 * three + 4 * four + 6 * six;
  const square = one + 4 * two + 9 * three + 16 * four + 36 * six;
  return { one, two, three, four, six, wicket: 0.045 / f, mean, variance: square - mean * mean };
}

/**
 * Twenty-over cricket, simplified: ball by ball runs (0, 1, 2, 3, 4, 6) and wickets from the batting side's
 * strength, an innings ends after 120 balls, ten wickets or when the chase succeeds; a tie goes to a super over.
 * Prices use a normal approximation of the runs still to come with the same per-ball mean and variance.
 */
export class CricketEngine extends SportEngine {
  readonly book: MarketBook;
  private readonly ballsHome: BallModel;
  private readonly ballsAway: BallModel;
  private readonly drifts = new Drift();
  private phase: Phase = Phase.NotStarted;
  private homeBatsFirst = true;
  private innings = 0;
  private readonly runs = [0, 0];
  private wickets = 0;
  private balls = 0;
  private superOver: [number, number] | null = null;
  /** Each innings' runs still to come behind the last `price` (the bet builder's grid): means and sds. */
  private readonly priced = { first: { mean: 0, sd: 0 }, second: { mean: 0, sd: 0 }, runs: [0, 0], live: false };

  constructor(ctx: EngineContext) {
    super(ctx);
    const edge = ctx.home.strength - ctx.away.strength;
    this.ballsHome = ballModel(1 + 0.3 * edge + 0.02);
    this.ballsAway = ballModel(1 - 0.3 * edge - 0.02);
    this.book = this.createBook(this.markets());
  }

  private markets(): MarketDefs {
    const home = this.ctx.home.name;
    const away = this.ctx.away.name;
    const expected = (BALLS * (this.ballsHome.mean + this.ballsAway.mean)) / 2;
    const base = Math.floor(expected) + 0.5;
    const m = new MarketDefs(this.ctx.baseMargin);
    m.winner(
      { id: 340, name: 'Winner (incl. super over)', kind: Kind.Winner, groups: ['main'], priority: 1 },
      home,
      away,
    );
    m.totals(
      { id: 605, name: '1st innings - total', kind: Kind.FirstInningsTotal, groups: ['main', 'totals'], priority: 2 },
      linesAround(base, 6),
    );
    return m;
  }

  private firstComplete(): boolean {
    return this.phase === Phase.Break || this.innings >= 2;
  }

  private batting(): BallModel {
    return (this.innings === 1) === this.homeBatsFirst ? this.ballsHome : this.ballsAway;
  }

  start(at: number): void {
    this.homeBatsFirst = this.ctx.rng.chance(0.5);
    this.beginInnings(at, 1);
    this.changes = CHANGED.stage | CHANGED.score;
  }

  private beginInnings(at: number, innings: number): void {
    this.phase = Phase.Innings;
    this.innings = innings;
    this.wickets = 0;
    this.balls = 0;
    this.stage = innings === 1 ? '1st_innings' : '2nd_innings';
    this.nextAt = at + this.ctx.rng.between(25, 45) * SECOND;
  }

  step(): void {
    const t = this.nextAt;
    const rng = this.ctx.rng;
    this.changes = CHANGED.score;
    this.suspendMs = 0;
    if (this.phase === Phase.Break) {
      this.beginInnings(t, 2);
      this.changes |= CHANGED.stage | CHANGED.prices;
      return;
    }
    if (this.phase === Phase.SuperOver) {
      const homeWins = rng.next() < 0.5 + (this.ballsHome.mean - this.ballsAway.mean);
      const loser = rng.int(4, 16);
      this.superOver = homeWins ? [loser + rng.int(1, 6), loser] : [loser, loser + rng.int(1, 6)];
      this.finish();
      return;
    }
    const b = this.batting();
    const u = rng.next();
    let runs = 0;
    let out = false;
    if (u < b.wicket) out = true;
    else {
      let c = b.wicket;
      for (const [p, r] of [
        [b.one, 1],
        [b.two, 2],
        [b.three, 3],
        [b.four, 4],
        [b.six, 6],
      ] as const) {
        c += p;
        if (u < c) {
          runs = r;
          break;
        }
      }
    }
    const side = this.innings - 1;
    this.runs[side] = (this.runs[side] ?? 0) + runs;
    this.balls++;
    if (out) {
      this.wickets++;
      this.suspendMs = 6 * SECOND;
    } else if (runs === 6) this.suspendMs = 3 * SECOND;
    const chased = this.innings === 2 && (this.runs[1] ?? 0) > (this.runs[0] ?? 0);
    if (this.balls >= BALLS || this.wickets >= 10 || chased) {
      this.changes |= CHANGED.stage;
      if (this.innings === 1) {
        this.phase = Phase.Break;
        this.stage = 'innings_break';
        this.nextAt = t + 20 * MINUTE;
      } else if (this.runs[0] === this.runs[1]) {
        this.phase = Phase.SuperOver;
        this.stage = 'super_over';
        this.nextAt = t + rng.between(10, 15) * MINUTE;
      } else this.finish();
      return;
    }
    const overEnded = this.balls % 6 === 0;
    this.nextAt = t + (rng.between(25, 45) + (overEnded ? 60 : 0)) * SECOND;
  }

  private finish(): void {
    this.phase = Phase.Ended;
    this.end();
    this.changes |= CHANGED.stage;
  }

  /** Runs of [home, away]. */
  private byTeam(): [number, number] {
    const first = this.runs[0] ?? 0;
    const second = this.runs[1] ?? 0;
    return this.homeBatsFirst ? [first, second] : [second, first];
  }

  private homeWon(): boolean {
    const [h, a] = this.byTeam();
    if (h !== a) return h > a;
    return this.superOver ? this.superOver[0] > this.superOver[1] : false;
  }

  score(): Score | null {
    if (this.phase === Phase.NotStarted) return null;
    const [h, a] = this.byTeam();
    const periods: PeriodScore[] = [];
    for (let i = 1; i <= Math.min(this.innings, 2); i++) {
      const homeBats = (i === 1) === this.homeBatsFirst;
      const runs = this.runs[i - 1] ?? 0;
      periods.push(
        periodScore(homeBats ? runs : 0, homeBats ? 0 : runs, `innings_${i}`, `${i === 1 ? '1st' : '2nd'} innings`, i),
      );
    }
    if (this.superOver)
      periods.push(periodScore(this.superOver[0], this.superOver[1], 'super_over', 'Super over', 3, 'overtime'));
    return teamScore(h, a, periods, 2);
  }

  clock(): ClockFields | null {
    return null;
  }

  drift(scale: number): void {
    this.drifts.step(this.ctx.rng, scale);
  }

  /** P(home wins, including half of a tie) with home batting first or second, from now. */
  /**
   * The final runs of both sides once the toss is known (live, before a super over): each innings' runs still to
   * come Normal with the markets' means and variances (so the margin and the first-innings total have the
   * distributions the winner and total are priced with), made whole; a tie goes to the super over, resolved as one
   * more run to its winner (even odds, as the winner's price). Winner and first-innings total read it; none
   * prematch (the first-innings total belongs to the side the toss sends in).
   */
  override finalScoreGrid(): FinalScoreGrid | null {
    const p = this.priced;
    if (!p.live) return null;
    const [home, away] = this.homeBatsFirst ? [p.first, p.second] : [p.second, p.first];
    const [homeNow, awayNow] = this.homeBatsFirst ? [p.runs[0] ?? 0, p.runs[1] ?? 0] : [p.runs[1] ?? 0, p.runs[0] ?? 0];
    const { grid, origin } = pointsGrid(home, away, { home: homeNow, away: awayNow }, 0.5);
    return { grid, origin, firstBatting: this.homeBatsFirst ? 'home' : 'away' };
  }

  /** Records what `finalScoreGrid` reads: the remaining runs of each innings as `homeWins` prices them. */
  private recordPriced(): void {
    const p = this.priced;
    p.live = this.phase === Phase.Innings || this.phase === Phase.Break;
    if (!p.live) return;
    const first = this.homeBatsFirst ? this.ballsHome : this.ballsAway;
    const second = this.homeBatsFirst ? this.ballsAway : this.ballsHome;
    const k1 = Math.exp(this.homeBatsFirst ? this.drifts.home : this.drifts.away);
    const k2 = Math.exp(this.homeBatsFirst ? this.drifts.away : this.drifts.home);
    const left1 = this.firstComplete() ? 0 : BALLS - this.balls;
    const left2 = this.innings === 2 ? BALLS - this.balls : BALLS;
    p.first = { mean: left1 * first.mean * k1, sd: Math.sqrt(left1 * first.variance) };
    p.second = { mean: left2 * second.mean * k2, sd: Math.sqrt(left2 * second.variance) };
    p.runs = [this.runs[0] ?? 0, this.runs[1] ?? 0];
  }

  private homeWins(homeFirst: boolean): number {
    const home = this.ballsHome;
    const away = this.ballsAway;
    const kh = Math.exp(this.drifts.home);
    const ka = Math.exp(this.drifts.away);
    const first = homeFirst ? home : away;
    const second = homeFirst ? away : home;
    const k1 = homeFirst ? kh : ka;
    const k2 = homeFirst ? ka : kh;
    const started = this.phase !== Phase.NotStarted;
    const left1 = this.firstComplete() ? 0 : started ? BALLS - this.balls : BALLS;
    const left2 = started && this.innings === 2 ? BALLS - this.balls : BALLS;
    // Margin of the side batting second: their total minus the first innings total.
    const mean = (this.runs[1] ?? 0) + left2 * second.mean * k2 - (this.runs[0] ?? 0) - left1 * first.mean * k1;
    const sd = Math.sqrt(left1 * first.variance + left2 * second.variance);
    const secondWins = normalAbove(0.5, mean, sd);
    const tie = Math.max(0, 1 - secondWins - normalAbove(0.5, -mean, sd));
    const homeSecond = secondWins + tie / 2;
    return homeFirst ? 1 - homeSecond : homeSecond;
  }

  private firstInningsAbove(line: number, homeFirst: boolean): number {
    const b = homeFirst ? this.ballsHome : this.ballsAway;
    const k = Math.exp(homeFirst ? this.drifts.home : this.drifts.away);
    const left = this.phase === Phase.NotStarted ? BALLS : BALLS - this.balls;
    const runs = this.phase === Phase.NotStarted ? 0 : (this.runs[0] ?? 0);
    return normalAbove(line, runs + left * b.mean * k, Math.sqrt(left * b.variance));
  }

  price(): void {
    this.recordPriced();
    const book = this.book;
    const started = this.phase !== Phase.NotStarted;
    const [h, a] = this.byTeam();
    book.defs.forEach((def, i) => {
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Winner: {
          let p: number;
          if (this.finished) p = this.homeWon() ? 1 : 0;
          else if (this.phase === Phase.SuperOver) p = h === a ? 0.5 : h > a ? 1 : 0;
          else if (started) p = this.homeWins(this.homeBatsFirst);
          else p = (this.homeWins(true) + this.homeWins(false)) / 2;
          this.pair(i, p);
          break;
        }
        case Kind.FirstInningsTotal:
          if (this.firstComplete()) book.closed[i] = 1;
          else if (started) this.pair(i, this.firstInningsAbove(def.line, this.homeBatsFirst));
          else this.pair(i, (this.firstInningsAbove(def.line, true) + this.firstInningsAbove(def.line, false)) / 2);
          break;
      }
    });
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    switch (def.kind) {
      case Kind.Winner: {
        const homeWon = this.homeWon();
        out.push(win(homeWon), win(!homeWon));
        break;
      }
      case Kind.FirstInningsTotal:
        settleTotal(out, this.runs[0] ?? 0, def.line);
        break;
    }
  }
}
