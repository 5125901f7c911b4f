import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

/** The PostgreSQL the benchmarks create their databases on: `DATABASE_URL`, else the local socket, else TCP. */
export function postgresAdminUrl(): string {
  return (
    process.env.DATABASE_URL ??
    (existsSync('/var/run/postgresql/.s.PGSQL.5432')
      ? 'postgres://postgres@localhost/postgres?host=/var/run/postgresql'
      : 'postgres://postgres@127.0.0.1:5432/postgres')
  );
}

/** A fresh, empty database named `{prefix}_{random}` on the admin server: its URL, and how to drop it. */
export async function scratchDatabase(
  prefix: string,
  adminUrl = postgresAdminUrl(),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Runs `fn` with the URL of a fresh database, dropped afterwards whatever happens. */
export async function withScratchDatabase<T>(prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const db = await scratchDatabase(prefix);
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}
