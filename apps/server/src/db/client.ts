import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder every repository takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one SQL text with `$n` parameters as its own implicit transaction and answers its rows (column names as
   * written in the SQL; int8 may arrive as a string). With `name` (hot paths such as bet placement), PostgreSQL
   * prepares it once per pooled connection, and PGlite, which has no named statements and pays several WASM round
   * trips per extended-protocol query, runs it through the simple protocol with the parameters inlined as escaped
   * literals (`inlineParams`): only scalars, the SQL text must cast each `$n` itself.
   */
  query<T extends Record<string, unknown>>(text: string, params: readonly unknown[], name?: string): Promise<T[]>;
  /** Checks the connection; used by GET /health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is set, else embedded PGlite in `dataDir` (`memory://` for tests),
 * and applies the committed SQL migrations before returning.
 */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 16 });
    // An idle client whose connection dies (server restart, terminated backend) is dropped by the pool and replaced
    // on demand; without a listener its 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: async <T extends Record<string, unknown>>(text: string, params: readonly unknown[], name?: string) =>
        (await pool.query<T>(name ? { name, text, values: [...params] } : { text, values: [...params] })).rows,
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async <T extends Record<string, unknown>>(text: string, params: readonly unknown[], name?: string) => {
      if (name === undefined) return (await client.query<T>(text, [...params])).rows;
      const results = await client.exec(inlineParams(text, params));
      return (results[results.length - 1]?.rows ?? []) as T[];
    },
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => client.close(),
  };
}

/**
 * `$n` placeholders replaced by SQL literals: numbers, booleans, null, dates (ISO), strings and objects (JSON text)
 * escaped with node-postgres' `escapeLiteral` (quotes doubled, backslashes escaped in an E'' literal). Refuses what
 * it cannot write safely (non-finite numbers, arrays, NUL characters).
 */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_placeholder, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`cannot inline ${value}`);
      return String(value);
    }
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    if (Array.isArray(value)) throw new RangeError('cannot inline an array');
    const str = typeof value === 'string' ? value : JSON.stringify(value);
    if (str.includes('\0')) throw new RangeError('cannot inline a NUL character');
    return pg.escapeLiteral(str);
  });
}
