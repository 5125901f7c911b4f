import type { Clock as MatchClock, PeriodScore, Provider, Score } from '@sportsbook/contract/catalog';
import { MarketBook } from '../markets/market-book';
import type { MarketDef, MarketDefs } from '../markets/market-def';
import { remainingGoalsGrid } from '../models/goals';
import { settleHandicap, settleTotal } from '../models/lines';
import type { Random } from '../random';
import type { FeedOutcomeResult, SettlementResult } from '../types';

/** A competitor as the simulator knows it; `strength` in [0, 1] drives every scoring model. */
export interface CompetitorInfo {
  readonly id: number;
  readonly name: string;
  readonly city: string | null;
  readonly venue: string | null;
  readonly strength: number;
}

export interface EngineContext {
  readonly matchId: number;
  readonly urnId: string;
  readonly provider: Provider;
  readonly home: CompetitorInfo;
  readonly away: CompetitorInfo;
  /** League format (`nba`, `fiba`, `atp`, `wta`) when the sport has several. */
  readonly format: string | undefined;
  /** The match's base bookmaker margin; markets add their own extra. */
  readonly baseMargin: number;
  /** The match's own random stream (its events do not depend on other matches). */
  readonly rng: Random;
}

export type ClockFields = Omit<MatchClock, 'clockUpdatedAt'>;

/** What a step changed (bit flags in `SportEngine.changes`). */
export const CHANGED = {
  score: 1,
  clock: 2,
  stage: 4,
  /** Prices moved for a reason other than the score (a period ended, a map started). */
  prices: 8,
} as const;

/**
 * The goals still to come as the engine last priced its markets (bet builder, issue 18): independent Poisson means
 * of each side's remaining goals (the drifted priced rates, not the true ones) and the score they add to.
 */
export interface RemainingGoals {
  readonly meanHome: number;
  readonly meanAway: number;
  readonly homeNow: number;
  readonly awayNow: number;
}

/**
 * A match's joint model for the bet builder (issue 18): `grid[i][j]` is the probability that the score the
 * builder's markets settle on ends (origin.home + i):(origin.away + j).
 */
export interface FinalScoreGrid {
  readonly grid: number[][];
  readonly origin: { readonly home: number; readonly away: number };
  /** Cricket: the side that batted first (its first-innings total is that side's total). */
  readonly firstBatting?: 'home' | 'away';
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/**
 * One sport's simulation of one match: its events in time (engine time, epoch ms, which the match wrapper
 * shifts by interruptions), its score and clock, the fair probabilities of its markets and their settlement.
 * `step()` processes the event due at `nextAt` and reports what changed.
 */
export abstract class SportEngine {
  abstract readonly book: MarketBook;
  /** Engine time of the next event; +∞ before `start` and once finished. */
  nextAt = Number.POSITIVE_INFINITY;
  finished = false;
  stage: string | null = 'not_started';
  /** Flags set by the last `start`/`step`. */
  changes = 0;
  /** Suspension asked for by the last step, in ms (0 = none). */
  suspendMs = 0;

  constructor(protected readonly ctx: EngineContext) {}

  /** The match's base bookmaker margin (markets add their own extra). */
  get baseMargin(): number {
    return this.ctx.baseMargin;
  }

  /**
   * The remaining goals behind the last `price` of a goal sport whose score-based markets (1x2, totals, …) read one
   * final score (football, ice hockey regulation time); null for sports without such a model (no bet builder yet).
   */
  remainingGoals(): RemainingGoals | null {
    return null;
  }

  /**
   * The joint model behind the last `price`, as a final-score grid (the bet builder's, issue 18); null for a sport
   * without one. Goal sports read it from `remainingGoals`; series, tennis and basketball engines override it.
   */
  finalScoreGrid(): FinalScoreGrid | null {
    const goals = this.remainingGoals();
    if (!goals) return null;
    return {
      grid: remainingGoalsGrid(goals.meanHome, goals.meanAway),
      origin: { home: goals.homeNow, away: goals.awayNow },
    };
  }

  /** Kick-off. */
  abstract start(at: number): void;
  abstract step(): void;
  /** Current score; null before the start. A new object on every call. */
  abstract score(): Score | null;
  /** Clock values at engine time `at`; null for sports without a clock. */
  abstract clock(at: number): ClockFields | null;
  /** Writes fair probabilities (and closed flags) of every market at engine time `at` into the book. */
  abstract price(at: number): void;
  /** Moves the priced strengths a little (the market's opinion drifts; the true strengths do not). */
  abstract drift(scale: number): void;
  /** Result per outcome of a finished match. */
  protected abstract settle(def: MarketDef, out: SettlementResult[]): void;

  /** Results of every market; call once finished. */
  results(): FeedOutcomeResult[] {
    const results: FeedOutcomeResult[] = [];
    const out: SettlementResult[] = [];
    for (const def of this.book.defs) {
      out.length = 0;
      this.settle(def, out);
      def.outcomes.forEach((o, j) => {
        results.push({
          marketId: def.id,
          specifier: def.specifier,
          outcomeId: o.outcomeId,
          result: out[j] ?? 'refund_entire',
        });
      });
    }
    return results;
  }

  protected createBook(defs: MarketDefs): MarketBook {
    const sorted = defs.defs.map((d, i) => ({ d, i })).sort((x, y) => x.d.priority - y.d.priority || x.i - y.i);
    return new MarketBook(
      sorted.map((x) => x.d),
      this.ctx.matchId,
      this.ctx.urnId,
      this.ctx.provider,
    );
  }

  /** Writes a two-way market's fair pair (NaN propagates and withdraws the market). */
  protected pair(index: number, first: number): void {
    const from = this.book.offsets[index] ?? 0;
    this.book.fair[from] = first;
    this.book.fair[from + 1] = 1 - first;
  }

  /** Writes a three-way market's fair probabilities (1x2: home, draw, away). */
  protected triple(index: number, first: number, second: number, third: number): void {
    const from = this.book.offsets[index] ?? 0;
    this.book.fair[from] = first;
    this.book.fair[from + 1] = second;
    this.book.fair[from + 2] = third;
  }

  /** The match is over: no further events. */
  protected end(): void {
    this.stage = 'ended';
    this.finished = true;
    this.nextAt = Number.POSITIVE_INFINITY;
  }

  protected home(): string {
    return this.ctx.home.name;
  }

  protected away(): string {
    return this.ctx.away.name;
  }
}

export function win(condition: boolean): SettlementResult {
  return condition ? 'win_entire' : 'lose_entire';
}

/**
 * Scoring rates of the two sides of a goal sport: `base` split log-linearly by the strength edge (`slope` per unit)
 * and the home advantage, home first. Their product stays base², so the edge moves goals from one side to the other.
 */
export function scoringRates(ctx: EngineContext, base: number, slope: number, homeAdvantage: number): [number, number] {
  const edge = ctx.home.strength - ctx.away.strength;
  return [base * Math.exp(slope * edge + homeAdvantage), base * Math.exp(-slope * edge - homeAdvantage)];
}

/** Settles a two-way winner market on a final score: home, then away. */
export function settleWinner(out: SettlementResult[], home: number, away: number): void {
  out.push(win(home > away), win(away > home));
}

/** Market kinds a head-to-head market book settles on one count per side (any may be absent). */
export type HeadToHeadKinds = { readonly winner?: number; readonly handicap?: number; readonly total?: number };

/**
 * Settles `def` when it is the winner, handicap or total kind of `kinds`, on the final count home–away (sets, maps,
 * points); answers whether it did.
 */
export function settleHeadToHead(
  out: SettlementResult[],
  def: MarketDef,
  kinds: HeadToHeadKinds,
  home: number,
  away: number,
): boolean {
  if (def.kind === kinds.winner) settleWinner(out, home, away);
  else if (def.kind === kinds.handicap) settleHandicap(out, home, away, def.line);
  else if (def.kind === kinds.total) settleTotal(out, home + away, def.line);
  else return false;
  return true;
}

/** Settles a three-way result market on a final score: home, draw, away. */
export function settleResult(out: SettlementResult[], home: number, away: number): void {
  out.push(win(home > away), win(home === away), win(home < away));
}

/**
 * The market's drifting opinion of the two sides (offsets from the true strengths): each refresh keeps `keep` of
 * the offset and adds a normal step of `weight` × scale, home first.
 */
export class Drift {
  home = 0;
  away = 0;

  constructor(
    private readonly keep = 0.95,
    private readonly weight = 1,
  ) {}

  step(rng: Random, scale: number): void {
    this.home = this.keep * this.home + this.weight * scale * rng.normal();
    this.away = this.keep * this.away + this.weight * scale * rng.normal();
  }
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

/** Score of a sport without points inside a game or a server (team sports, cricket). */
export function teamScore(home: number, away: number, periods: PeriodScore[], maxPeriodNumber: number): Score {
  return { totalScore: { home, away }, gameScore: null, currentServer: null, periodScores: periods, maxPeriodNumber };
}

export function periodScore(
  home: number,
  away: number,
  periodKey: string,
  name: string,
  number: number,
  type: PeriodScore['type'] = 'regular_period',
): PeriodScore {
  return { home, away, periodKey, name, number, type };
}
