import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ManualClock } from '../../shared/clock';

const advanceBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000),
});

/**
 * Test-only clock control, mounted only when SIM_CLOCK=manual: POST /api/test/clock { advanceMs } moves the
 * simulated time and lets the feed catch up; GET returns the current time.
 */
export async function testClockRoutes(app: FastifyInstance): Promise<void> {
  const clock = app.clock;
  const feed = app.feed as Partial<{ tick(): void }>;
  if (!(clock instanceof ManualClock) || typeof feed.tick !== 'function') return;
  const tick = feed.tick.bind(app.feed);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clockReply = { response: { 200: z.object({ now: z.number() }) } };
  r.get('/clock', { schema: clockReply }, async () => ({ now: clock.now() }));
  r.post('/clock', { schema: { body: advanceBody, ...clockReply } }, async (request) => {
    const { advanceMs } = request.body;
    // Step in one-minute increments: the feed processes everything due in each step, and prices still move often enough.
    const step = 60_000;
    for (let left = advanceMs; left > 0; left -= step) {
      clock.advance(Math.min(step, left));
      tick();
    }
    return { now: clock.now() };
  });
}
