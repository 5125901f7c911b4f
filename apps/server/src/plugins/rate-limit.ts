import type { FastifyReply } from 'fastify';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/clock';

type Bucket = { tokens: number; updatedAt: number };

/** One rule: at most `capacity` calls, refilled evenly over `windowMs`. */
export type RateRule = { capacity: number; windowMs: number };

/**
 * In-memory token buckets keyed by a string (for example `sign_in:ip:1.2.3.4` or `sign_in:email:a@b.c`).
 * Per process: with several server nodes each keeps its own counts (see docs/security.md). Time comes from the
 * app clock, so tests are exact.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();

  constructor(private readonly clock: Clock) {}

  /** Takes one token; answers the seconds to wait when none is left. */
  take(key: string, rule: RateRule): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.clock.now();
    const rate = rule.capacity / rule.windowMs;
    const bucket = this.#buckets.get(key) ?? { tokens: rule.capacity, updatedAt: now };
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + (now - bucket.updatedAt) * rate);
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      this.#buckets.set(key, bucket);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000)) };
    }
    bucket.tokens -= 1;
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > 50_000) this.#sweep(now, rule.windowMs);
    return { ok: true };
  }

  /** Drops buckets that have been full again for a whole window (they would start full anyway). */
  #sweep(now: number, windowMs: number): void {
    for (const [key, bucket] of this.#buckets) if (now - bucket.updatedAt > windowMs) this.#buckets.delete(key);
  }

  /**
   * Takes a token from every `key → rule`; throws 429 `rate_limited` (and sets Retry-After) when any is empty.
   * Rules with capacity 0 are skipped (limit turned off).
   */
  enforce(reply: FastifyReply, checks: readonly { key: string; rule: RateRule }[]): void {
    for (const { key, rule } of checks) {
      if (rule.capacity <= 0) continue;
      const result = this.take(key, rule);
      if (!result.ok) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError(429, 'rate_limited', `Too many attempts; try again in ${result.retryAfterSeconds} s.`, {
          retryAfter: result.retryAfterSeconds,
        });
      }
    }
  }
}
