/**
 * Group commit for bet placement. Placements that arrive while a database call is in flight wait in a queue and go
 * together in the next call: one round trip and one commit for up to `maxBatch` of them, instead of one each. The
 * commit (a WAL flush on PostgreSQL) and the per-call cost (protocol, planning glue, and on PGlite the WASM
 * crossing) are what bound placement throughput; batching divides them by the batch size while each placement stays
 * all-or-nothing on its own (`bets_place_batch`).
 *
 * - A lone placement is not delayed: when fewer than `maxInFlight` calls are running, the call starts at the end of
 *   the current event-loop turn (`setImmediate`, no timer), so the requests already read in this turn share it.
 *   Otherwise placements queue until a call finishes; batches grow only under load, to at most `maxBatch`.
 * - Failure isolation: a refused placement (balance, pve, limits, repeated key) is a result, not an error, and does
 *   not touch the others. A database error (a key placed at the same moment on another node, a deadlock, a broken
 *   constraint) rolls the whole call back before its commit, so nothing of the batch happened: each placement of it
 *   is then sent alone, and only the failing one fails. An error without a database code (connection lost) may have
 *   come after the commit: then nothing is retried and every placement of the call gets the error.
 * - Idempotency keys: placements with the same player and key never run at the same time on this node; a repeat
 *   waits for the first to finish and then finds it placed (status `duplicate`).
 * - No head-of-line blocking: a call still running after `stallMs` (waiting for a row lock another transaction holds,
 *   such as a settlement or a player's locked limits check) stops counting against `maxInFlight`, so the next batch
 *   goes on another connection instead of waiting behind it.
 */

/** Tuning of a batcher; see `PlacementBatcher`. */
export type BatcherOptions = {
  /** Most placements in one call (and one transaction). */
  readonly maxBatch: number;
  /** Most calls at the same time (1 for PGlite, which runs one query at a time anyway). */
  readonly maxInFlight: number;
  /**
   * After this many milliseconds a running call no longer holds its place among `maxInFlight` (default 50; Infinity:
   * never).
   */
  readonly stallMs?: number;
};

type Waiting<I, R> = { input: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/** Error codes after which a call is known to have committed nothing: any SQLSTATE but connection-level ones. */
export function rolledBack(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return false;
  // 08: connection exception, 57: operator intervention (shutdown, crash), XX: internal error: outcome unknown.
  return !code.startsWith('08') && !code.startsWith('57') && !code.startsWith('XX');
}

/**
 * Queues placements and runs them in batches through `run` (one database call per batch, results in input order).
 * `keyOf` names an idempotency key (null without one): placements with the same key are run one after the other.
 */
export class PlacementBatcher<I, R> {
  readonly #queue: Waiting<I, R>[] = [];
  readonly #keys = new Map<string, Promise<void>>();
  #inFlight = 0;
  #scheduled = false;
  readonly #stats = { calls: 0, placements: 0, largest: 0, placedAlone: 0, stalled: 0 };

  constructor(
    private readonly run: (inputs: readonly I[]) => Promise<readonly R[]>,
    private readonly keyOf: (input: I) => string | null,
    private readonly options: BatcherOptions,
  ) {}

  /** Places one input with the next call; answers its result or the error of its own call. */
  place(input: I): Promise<R> {
    const key = this.keyOf(input);
    if (key === null) return this.#enqueue(input);
    const before = this.#keys.get(key);
    const result = before ? before.then(() => this.#enqueue(input)) : this.#enqueue(input);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    this.#keys.set(key, done);
    void done.then(() => {
      if (this.#keys.get(key) === done) this.#keys.delete(key);
    });
    return result;
  }

  /** Calls made, placements sent, the largest batch, placements re-sent alone after a failed batch, stalled calls. */
  stats(): { calls: number; placements: number; largest: number; placedAlone: number; stalled: number } {
    return { ...this.#stats };
  }

  #enqueue(input: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ input, resolve, reject });
      this.#schedule();
    });
  }

  /** Starts calls at the end of this event-loop turn, while fewer than `maxInFlight` run and placements wait. */
  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= this.options.maxInFlight) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < this.options.maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.options.maxBatch);
      this.#inFlight += 1;
      this.#stats.calls += 1;
      this.#stats.placements += batch.length;
      this.#stats.largest = Math.max(this.#stats.largest, batch.length);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        this.#inFlight -= 1;
        this.#schedule();
      };
      const stallMs = this.options.stallMs ?? 50;
      const stall = Number.isFinite(stallMs)
        ? setTimeout(() => {
            this.#stats.stalled += 1;
            release();
          }, stallMs)
        : undefined;
      void this.#flush(batch).finally(() => {
        clearTimeout(stall);
        release();
      });
    }
  }

  async #flush(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((w) => w.input));
      batch.forEach((w, i) => {
        const result = results[i];
        if (result === undefined) w.reject(new Error('placement batch answered fewer results than placements'));
        else w.resolve(result);
      });
      return;
    } catch (error) {
      if (batch.length === 1 || !rolledBack(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
    }
    // Nothing of the batch was committed: each alone, so one placement's error stays its own.
    for (const w of batch) {
      this.#stats.placedAlone += 1;
      try {
        const [result] = await this.run([w.input]);
        if (result === undefined) throw new Error('placement answered no result');
        w.resolve(result);
      } catch (error) {
        w.reject(error);
      }
    }
  }
}
