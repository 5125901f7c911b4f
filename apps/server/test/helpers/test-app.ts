import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  // A caller that brings its own database (restart tests, `persistentDatabase`) gets no scratch one.
  const scratch = adminUrl && env.DATABASE_URL === undefined ? await createScratchDatabase(adminUrl) : undefined;
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

/**
 * A database that outlives one app, for restart tests: a fresh PostgreSQL database when DATABASE_URL is set, else a
 * PGlite directory. `env` goes to `createTestApp`; `drop` removes it.
 */
export async function persistentDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl);
    return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'sb-restart-'));
  return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}
