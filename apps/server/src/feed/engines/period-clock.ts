import { type ClockFields, SECOND } from './engine';

/** A game clock for one period of `length` seconds that runs and stops (ice hockey, basketball). */
export class PeriodClock {
  length = 0;
  running = false;
  private elapsedAtMark = 0;
  private markAt = 0;

  begin(at: number, lengthSeconds: number): void {
    this.length = lengthSeconds;
    this.elapsedAtMark = 0;
    this.markAt = at;
    this.running = true;
  }

  /** Seconds played in the period at engine time `at`. */
  elapsed(at: number): number {
    if (!this.running) return this.elapsedAtMark;
    return Math.min(this.length, this.elapsedAtMark + (at - this.markAt) / SECOND);
  }

  stop(at: number): void {
    this.elapsedAtMark = this.elapsed(at);
    this.markAt = at;
    this.running = false;
  }

  run(at: number): void {
    this.markAt = at;
    this.running = true;
  }

  /** Engine time at which the running clock shows `seconds` played. */
  timeAt(seconds: number): number {
    return this.markAt + (seconds - this.elapsedAtMark) * SECOND;
  }

  /**
   * Match clock at engine time `at`: `before` seconds played in earlier periods, `regulation` seconds in all
   * regular periods; `inPeriod` is false in breaks (no time left in the period, clock stopped).
   */
  fields(at: number, before: number, regulation: number, inPeriod: boolean): ClockFields {
    const elapsed = Math.floor(this.elapsed(at));
    const played = before + elapsed;
    return {
      matchTime: played,
      stoppageTime: null,
      announcedStoppage: null,
      remainingTime: Math.max(0, regulation - played),
      remainingTimeInPeriod: inPeriod ? this.length - elapsed : 0,
      stopped: !(inPeriod && this.running),
    };
  }
}
