import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ kind: z.string(), up: z.boolean() }),
  feed: z.object({
    source: z.literal('simulator'),
    running: z.boolean(),
    seed: z.number(),
    speed: z.number(),
    simTime: z.number(),
    simTimeIso: z.string(),
    providers: z.record(z.string(), z.string()),
    matches: z.number().int(),
    live: z.number().int(),
    prematch: z.number().int(),
    outrights: z.number().int(),
    markets: z.number().int(),
    ticks: z.number().int(),
    eventsPublished: z.number().int(),
    oddsChanges: z.number().int(),
    nextMatchId: z.number().int(),
    world: z.object({ scale: z.number(), start: z.number(), firstMatchId: z.number().int() }),
  }),
});

/** GET /health: liveness plus the state of the database and the feed; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const dbUp = await app.database.ping().catch(() => false);
    const feed = app.feed.status();
    return reply.status(dbUp ? 200 : 503).send({
      status: dbUp ? 'ok' : 'degraded',
      db: { kind: app.database.kind, up: dbUp },
      feed,
    });
  });
}
