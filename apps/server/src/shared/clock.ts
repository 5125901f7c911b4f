/** Time source for everything that needs "now"; tests and SIM_CLOCK=manual drive a ManualClock by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told; starts at `start` epoch ms. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance takes a non-negative number of ms');
    this.current += ms;
    return this.current;
  }
}
