import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { players } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import { addCompPoints, addOperatorGroup, findPlayerIdByEmail, updatePlayer } from './players-repository';

const body = z.object({
  email: z.string().trim().toLowerCase(),
  statuses: z
    .array(z.string().regex(/^[a-z0-9_]{1,40}$/))
    .max(10)
    .optional(),
  pve: z.boolean().optional(),
  compPoints: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  /** The terms version the player accepted (null: none), as if TERMS_VERSION had moved on since. */
  termsVersion: z.string().min(1).max(40).nullable().optional(),
});

/**
 * Test-only (registered with SIM_CLOCK=manual, like `/api/test/clock`): `POST /api/test/players` sets what an
 * operator back office would: groups (e.g. `spi_test`), the pve flag, comp points, the accepted terms version.
 * Browser journeys use it.
 */
export async function playerTestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/players', { schema: { body, response: { 200: z.object({ id: z.number().int() }) } } }, async (request) => {
    const { db } = app.database;
    const id = await findPlayerIdByEmail(db, request.body.email);
    if (id === null) throw new AppError(404, 'not_found', `No player ${request.body.email}`);
    const now = new Date(app.clock.now());
    for (const status of request.body.statuses ?? []) await addOperatorGroup(db, id, status, now);
    if (request.body.pve !== undefined) await updatePlayer(db, id, { pve: request.body.pve }, now);
    if (request.body.compPoints !== undefined) await addCompPoints(db, id, request.body.compPoints);
    if (request.body.termsVersion !== undefined) {
      await db.update(players).set({ termsVersion: request.body.termsVersion }).where(eq(players.id, id));
    }
    return { id };
  });
}
