import type { Score } from '@sportsbook/contract/catalog';
import type { MarketBook } from '../markets/market-book';
import { type MarketDef, MarketDefs } from '../markets/market-def';
import type { SettlementResult } from '../types';
import { type ClockFields, type CompetitorInfo, type EngineContext, SportEngine } from './engine';

/**
 * A league winner outright: one market with every competitor, priced by a softmax of strengths that drifts
 * slowly. It runs for the whole season, beyond the simulator's horizon, so it never starts or settles.
 */
export class OutrightEngine extends SportEngine {
  readonly book: MarketBook;
  private readonly weights: Float64Array;
  private readonly drifts: Float64Array;

  constructor(
    ctx: EngineContext,
    private readonly runners: readonly CompetitorInfo[],
  ) {
    super(ctx);
    this.stage = null;
    this.weights = new Float64Array(runners.map((r) => 9 * r.strength));
    this.drifts = new Float64Array(runners.length);
    const m = new MarketDefs(ctx.baseMargin);
    m.add({
      id: 534,
      name: 'Outright winner',
      kind: 1,
      outcomes: runners.map((r) => [String(r.id), r.name] as const),
      groups: ['main'],
      priority: 1,
      extraMargin: 0.015,
    });
    this.book = this.createBook(m);
  }

  start(): void {}
  step(): void {}

  score(): Score | null {
    return null;
  }

  clock(): ClockFields | null {
    return null;
  }

  drift(scale: number): void {
    for (let i = 0; i < this.drifts.length; i++) {
      this.drifts[i] = 0.97 * (this.drifts[i] ?? 0) + 2 * scale * this.ctx.rng.normal();
    }
  }

  price(): void {
    const fair = this.book.fair;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < this.runners.length; i++) max = Math.max(max, (this.weights[i] ?? 0) + (this.drifts[i] ?? 0));
    let sum = 0;
    for (let i = 0; i < this.runners.length; i++) {
      const w = Math.exp((this.weights[i] ?? 0) + (this.drifts[i] ?? 0) - max);
      fair[i] = w;
      sum += w;
    }
    for (let i = 0; i < this.runners.length; i++) fair[i] = (fair[i] ?? 0) / sum;
    this.book.closed[0] = 0;
  }

  protected settle(_def: MarketDef, out: SettlementResult[]): void {
    for (let i = 0; i < this.runners.length; i++) out.push('refund_entire');
  }
}
