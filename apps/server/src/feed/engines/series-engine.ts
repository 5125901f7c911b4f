import type { Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { type MarketDef, MarketDefs } from '../markets/market-def';
import { lineProbability } from '../models/lines';
import { createSeriesOutlook, seriesOutlook } from '../models/series';
import type { SettlementResult } from '../types';
import {
  type EngineContext,
  type FinalScoreGrid,
  ordinal,
  periodScore,
  SECOND,
  SportEngine,
  settleHeadToHead,
  win,
} from './engine';

const Kind = { Winner: 1, Handicap: 2, Total: 3, CorrectScore: 4, SetWinner: 5 } as const;

/** Names and market ids of a best-of-N series: sets (volleyball, table tennis) or maps (esports). */
export interface SeriesConfig {
  readonly bestOf: 3 | 5;
  /** `set` or `map`. */
  readonly unit: 'set' | 'map';
  readonly handicapMarketId: number;
  readonly totalMarketId: number;
  readonly setWinnerMarketId: number;
}

const outlook = createSeriesOutlook();
const setDiff = new Float64Array(11);

/**
 * Shared part of sports played as a best-of-N series of sets or maps: the series markets (winner, set/map
 * handicap, total sets/maps, correct score, winner of each set/map), priced from the probability of winning the
 * set in progress and a fresh one, and settled from the sets won.
 */
export abstract class SeriesEngine extends SportEngine {
  readonly book: MarketBook;
  /** Winner of each finished set/map (true = home). */
  protected readonly completed: boolean[] = [];
  /** Points (rallies, rounds, kills) of each finished set/map. */
  protected readonly finishedScores: [number, number][] = [];
  protected started = false;
  /** P(final sets/maps h:a), index h * 8 + a, as the last `price` computed it (the bet builder's grid). */
  private readonly pricedFinal = new Float64Array(64);
  /** A set/map is in progress (false before the start, between sets/maps and after the end). */
  protected playing = false;

  constructor(
    ctx: EngineContext,
    protected readonly series: SeriesConfig,
  ) {
    super(ctx);
    this.book = this.createBook(this.markets());
  }

  /** P(home wins the set/map in progress) at engine time `at`; NaN between sets/maps and before the start. */
  protected abstract currentProbability(at: number): number;
  /** P(home wins set/map number `index` (0-based) when it starts). */
  protected abstract freshProbability(index: number): number;
  /** Score inside the set/map in progress (null between them). */
  protected abstract currentPoints(): [number, number] | null;
  protected abstract currentServer(): 'home' | 'away' | null;

  private markets(): MarketDefs {
    const home = this.ctx.home.name;
    const away = this.ctx.away.name;
    const { bestOf, unit } = this.series;
    const units = unit === 'set' ? 'sets' : 'maps';
    const m = new MarketDefs(this.ctx.baseMargin);
    m.winner({ id: 186, name: 'Winner', kind: Kind.Winner, groups: ['main'], priority: 1 }, home, away);
    m.handicaps(
      {
        id: this.series.handicapMarketId,
        name: `${unit === 'set' ? 'Set' : 'Map'} handicap`,
        kind: Kind.Handicap,
        groups: ['main', units, 'handicaps'],
        priority: 2,
      },
      bestOf === 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5],
      home,
      away,
    );
    m.totals(
      {
        id: this.series.totalMarketId,
        name: `Total ${units}`,
        kind: Kind.Total,
        groups: [units, 'totals'],
        priority: 3,
      },
      bestOf === 5 ? [3.5, 4.5] : [2.5],
    );
    const need = (bestOf + 1) / 2;
    const scores: [string, string][] = [];
    for (let lost = 0; lost < need; lost++) scores.push([`${need}-${lost}`, `${need}:${lost}`]);
    for (let won = need - 1; won >= 0; won--) scores.push([`${won}-${need}`, `${won}:${need}`]);
    m.add({
      id: 181,
      name: 'Correct score',
      kind: Kind.CorrectScore,
      outcomes: scores,
      groups: [units, 'correct_score'],
      priority: 4,
      extraMargin: 0.01,
    });
    for (let n = 1; n <= bestOf; n++) {
      m.winner(
        {
          id: this.series.setWinnerMarketId,
          name: `${ordinal(n)} ${unit} - winner`,
          kind: Kind.SetWinner,
          specifierKey: `${unit}nr`,
          line: n,
          groups: [units],
          priority: 5,
        },
        home,
        away,
      );
    }
    return m;
  }

  private seriesOver(): boolean {
    const need = (this.series.bestOf + 1) / 2;
    const won = this.completed.filter(Boolean).length;
    return won === need || this.completed.length - won === need;
  }

  /**
   * Records the set/map in progress as finished at engine time `t` with final `points`, suspends for ten seconds,
   * and either ends the match or pauses `breakMs` before the next set/map.
   */
  protected completeSet(t: number, homeWon: boolean, points: [number, number], breakMs: number): void {
    this.completed.push(homeWon);
    this.finishedScores.push(points);
    this.playing = false;
    this.suspendMs = 10 * SECOND;
    if (this.seriesOver()) {
      this.end();
      return;
    }
    this.stage = 'pause';
    this.nextAt = t + breakMs;
  }

  score(): Score | null {
    if (!this.started) return null;
    const label = this.series.unit === 'set' ? 'set' : 'Map';
    const name = (n: number): string => (this.series.unit === 'set' ? `${ordinal(n)} ${label}` : `${label} ${n}`);
    const periods = this.finishedScores.map(([h, a], i) =>
      periodScore(h, a, `${this.series.unit}_${i + 1}`, name(i + 1), i + 1),
    );
    const current = this.currentPoints();
    if (current) {
      const n = periods.length + 1;
      periods.push(periodScore(current[0], current[1], `${this.series.unit}_${n}`, name(n), n));
    }
    const won = this.completed.filter(Boolean).length;
    return {
      totalScore: { home: won, away: this.completed.length - won },
      gameScore: null,
      currentServer: this.currentServer(),
      periodScores: periods,
      maxPeriodNumber: this.series.bestOf,
    };
  }

  price(at: number): void {
    seriesOutlook(
      this.series.bestOf,
      this.completed,
      this.currentProbability(at),
      (i) => this.freshProbability(i),
      outlook,
    );
    this.pricedFinal.set(outlook.finalScores);
    setDiff.fill(0);
    for (let h = 0; h < 8; h++) {
      for (let a = 0; a < 8; a++) {
        const p = outlook.finalScores[h * 8 + a] ?? 0;
        if (p > 0) setDiff[h - a + 5] = (setDiff[h - a + 5] ?? 0) + p;
      }
    }
    const book = this.book;
    book.defs.forEach((def, i) => {
      const from = book.offsets[i] ?? 0;
      book.closed[i] = 0;
      switch (def.kind) {
        case Kind.Winner:
          this.pair(i, outlook.homeWins);
          break;
        case Kind.Handicap:
          this.pair(i, lineProbability(setDiff, setDiff.length, -5, -def.line));
          break;
        case Kind.Total:
          this.pair(i, lineProbability(outlook.totalSets, outlook.totalSets.length, 0, def.line));
          break;
        case Kind.CorrectScore:
          def.outcomes.forEach((o, j) => {
            const [h = 0, a = 0] = o.outcomeId.split('-').map(Number);
            book.fair[from + j] = outlook.finalScores[h * 8 + a] ?? 0;
          });
          break;
        case Kind.SetWinner: {
          const index = def.line - 1;
          if (index < this.completed.length || (outlook.setPlayed[index] ?? 0) < 0.001) book.closed[i] = 1;
          else this.pair(i, outlook.setHome[index] ?? 0.5);
          break;
        }
      }
    });
  }

  /** The final series score (sets or maps won) as last priced: winner, handicap, total and correct score read it. */
  override finalScoreGrid(): FinalScoreGrid | null {
    const need = (this.series.bestOf + 1) / 2;
    const grid = Array.from({ length: need + 1 }, (_, h) =>
      Array.from({ length: need + 1 }, (_, a) => this.pricedFinal[h * 8 + a] ?? 0),
    );
    return grid.some((row) => row.some((p) => p > 0)) ? { grid, origin: { home: 0, away: 0 } } : null;
  }

  protected settle(def: MarketDef, out: SettlementResult[]): void {
    const won = this.completed.filter(Boolean).length;
    const lost = this.completed.length - won;
    if (settleHeadToHead(out, def, { winner: Kind.Winner, handicap: Kind.Handicap, total: Kind.Total }, won, lost))
      return;
    switch (def.kind) {
      case Kind.CorrectScore:
        for (const o of def.outcomes) out.push(win(o.outcomeId === `${won}-${lost}`));
        break;
      case Kind.SetWinner: {
        const homeWon = this.completed[def.line - 1];
        if (homeWon === undefined) out.push('refund_entire', 'refund_entire');
        else out.push(win(homeWon), win(!homeWon));
        break;
      }
    }
  }
}
