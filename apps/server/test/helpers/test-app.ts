import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

/**
 * Integration tests run on embedded PGlite (in memory) by default and on PostgreSQL when DATABASE_URL is set:
 * then each app gets a scratch database created from that server and dropped when the app closes.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SIM_CLOCK: 'manual',
    SIM_SEED: '42',
    LOG_LEVEL: 'silent',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    // Apps of parallel test files share one Redis: keep their real-time streams apart (seed 42 gives them the same ids).
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REALTIME_REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:` }
      : {}),
    ...env,
  });
  const app = await buildApp(config);
  if (scratch) app.addHook('onClose', scratch.drop);
  return app;
}

/** Which database the integration tests are running on, for test names. */
export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
