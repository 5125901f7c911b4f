import { eventTimestamp, type MarketChange } from '@sportsbook/contract/realtime-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const loadBody = z.object({
  channel: z.string().min(1).max(200),
  /** Publications per second. */
  rate: z.number().int().min(1).max(100_000),
  seconds: z.number().positive().max(120),
  /** Odds updates (markets with one changed outcome) per publication. */
  batch: z.number().int().min(1).max(1000),
});

/** A `markets_changed` payload with `batch` single-outcome updates, stamped with the publish time. */
function loadPayload(seq: number, batch: number) {
  const markets: MarketChange[] = [];
  for (let b = 0; b < batch; b++) {
    const odds = Math.round((1.5 + ((seq + b) % 100) / 50) * 100) / 100;
    markets.push({
      matchId: 10_000_000 + ((seq * 7 + b) % 500),
      id: 1,
      specifier: '',
      status: 1,
      outcomes: [{ outcomeId: String(1 + (b % 3)), odds, active: true }],
    });
  }
  return { type: 'markets_changed' as const, payload: { ts: eventTimestamp(), markets } };
}

/**
 * Test-only (registered with SIM_CLOCK=manual, like `/api/test/clock`): `POST /api/test/realtime/load` publishes
 * synthetic `markets_changed` events to `channel` through `app.realtime.publisher` at `rate` per second for
 * `seconds` (a 5 ms timer, as the live-updates module publishes from inside the server; a late timer catches up
 * at most 20 ms), then answers how many were published. The WebSocket fan-out benchmark drives the hub with it.
 */
export async function liveUpdatesTestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let seq = 0;
  r.post(
    '/realtime/load',
    {
      schema: {
        body: loadBody,
        response: { 200: z.object({ published: z.number(), failed: z.number(), seconds: z.number() }) },
      },
    },
    async (request) => {
      const { channel, rate, seconds, batch } = request.body;
      const publisher = app.realtime.publisher;
      let published = 0;
      let failed = 0;
      let carry = 0;
      const started = performance.now();
      let last = started;
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const now = performance.now();
          // At most 20 ms of catch-up per timer: a starved process publishes less instead of spiralling.
          carry += (rate * Math.min(now - last, 20)) / 1000;
          last = now;
          const due = Math.floor(carry);
          carry -= due;
          for (let i = 0; i < due; i++) {
            publisher.publish(channel, loadPayload(seq++, batch)).then(
              () => {
                published += 1;
              },
              () => {
                failed += 1;
              },
            );
          }
          if (now - started >= seconds * 1000) {
            clearInterval(timer);
            resolve();
          }
        }, 5);
      });
      return { published, failed, seconds: (performance.now() - started) / 1000 };
    },
  );
}
