import type { FastifyInstance } from 'fastify';

/** GET /health: liveness plus the state of the database and the feed; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const dbUp = await app.database.ping().catch(() => false);
    const feed = app.feed.status();
    return reply.status(dbUp ? 200 : 503).send({
      status: dbUp ? 'ok' : 'degraded',
      db: { kind: app.database.kind, up: dbUp },
      feed,
    });
  });
}
