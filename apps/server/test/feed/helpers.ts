import { SimulatorFeed, type SimulatorFeedOptions } from '../../src/feed/simulator-feed';
import type { Clock, FeedEvent, FeedMarket } from '../../src/feed/types';

/** 2025-11-21 12:00 UTC: a fixed start so every run sees the same world. */
export const START = Date.UTC(2025, 10, 21, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A clock that only moves when told. */
export class TestClock implements Clock {
  constructor(public time = START) {}
  now(): number {
    return this.time;
  }
}

export function createFeed(seed: number, options: Partial<SimulatorFeedOptions> = {}) {
  const clock = new TestClock();
  const feed = new SimulatorFeed({ seed, clock, ...options });
  /** Advances the clock in `steps` steps of `stepMs` and ticks after each; returns the batches. */
  const run = (steps: number, stepMs: number, onBatch?: (events: FeedEvent[], at: number) => void): FeedEvent[][] => {
    const batches: FeedEvent[][] = [];
    for (let i = 0; i < steps; i++) {
      clock.time += stepMs;
      const events = feed.tick();
      onBatch?.(events, clock.time);
      batches.push(events);
    }
    return batches;
  };
  return { feed, clock, run };
}

/** Double chance outcomes win in pairs, so its implied probabilities sum to 2 × (1 + margin). */
export function coverage(market: FeedMarket): number {
  return market.id === 10 ? 2 : 1;
}

/** The bookmaker margin of an allowed market: Σ 1/odds over active outcomes ÷ coverage − 1. */
export function marginOf(market: FeedMarket): number {
  let sum = 0;
  for (const o of market.outcomes) if (o.active) sum += 1 / o.odds;
  return sum / coverage(market) - 1;
}

export function lineOf(market: FeedMarket): number {
  return Number(market.specifier.split('=')[1]);
}
