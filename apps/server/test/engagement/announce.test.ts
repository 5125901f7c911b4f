import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { notificationSchema } from '@sportsbook/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/announce';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { eventually, followPrivateChannel, listen, type Player, signedInPlayer } from './engagement-helpers';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const postgres = databaseKind === 'postgres';

/** Runs the script as an operator would: `node --import tsx scripts/announce.ts …` in apps/server. */
async function runCli(args: string[], env: Record<string, string>) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/announce.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
  return stdout.trim();
}

/**
 * The announcement script against the configured database: PostgreSQL while the server runs (and pushes through its
 * publish API), or the embedded database with the server stopped (PGlite is single-process).
 */
describe(`announce script (${databaseKind})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-announce-'));
  let app: FastifyInstance | undefined;
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = () => createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  const titles = async (a: FastifyInstance, playerId: number) =>
    (await a.notifications.list(playerId, 1, 50)).data.map((n) => notificationSchema.parse(n).title);

  it('announces to one player (by id or email) and to everybody, once per key, and refuses bad arguments', async () => {
    app = await open();
    const a: Player = await signedInPlayer(app);
    const b: Player = await signedInPlayer(app);
    const emailOfB = (await b.client.get('/api/platform/player')).json().email as string;
    let env: Record<string, string>;
    let live: Awaited<ReturnType<typeof followPrivateChannel>> | undefined;
    if (postgres) {
      const base = await listen(app);
      live = await followPrivateChannel(base, a);
      env = { DATABASE_URL: app.config.databaseUrl ?? '', PORT: new URL(base).port };
    } else {
      // PGlite files open in one process only: while the server answers, the script refuses to run.
      const base = await listen(app);
      expect(
        await main(['--all', '--title', 'x', '--body', 'y'], { DATA_DIR: dataDir, PORT: new URL(base).port }),
      ).toBe(1);
      // The embedded database: stop the server first. Nothing listens on port 9 (discard).
      await app.close();
      app = undefined;
      env = { DATA_DIR: dataDir, PORT: '9' };
    }

    const cli = await runCli(
      ['--player', String(a.id), '--title', 'Welcome', '--body', 'Hello A', '--key', 'w-a'],
      env,
    );
    expect(cli).toBe('announcement created for 1 player');
    expect(await main(['--player', String(a.id), '--title', 'Welcome', '--body', 'Hello A', '--key', 'w-a'], env)).toBe(
      0,
    );
    expect(await main(['--email', emailOfB.toUpperCase(), '--title', 'Hi B', '--body', 'Only for B'], env)).toBe(0);
    expect(
      await main(['--all', '--title', 'Maintenance', '--body', 'Back at 06:00 UTC', '--caption', 'Tonight'], env),
    ).toBe(0);
    expect(await main(['--email', 'nobody@example.test', '--title', 'x', '--body', 'y'], env)).toBe(1);
    expect(await main(['--player', '999999', '--title', 'x', '--body', 'y'], env)).toBe(1);
    for (const bad of [
      ['--title', 'x', '--body', 'y'],
      ['--all', '--player', '1', '--title', 'x', '--body', 'y'],
      ['--all', '--title', 'x'],
      ['--player', 'abc', '--title', 'x', '--body', 'y'],
      ['--all', '--title', 'x', '--body', 'y', '--bogus'],
    ]) {
      expect(await main(bad, env)).toBe(2);
    }

    if (!app) app = await open();
    expect(await titles(app, a.id)).toEqual(['Maintenance', 'Welcome']);
    expect(await titles(app, b.id)).toEqual(['Maintenance', 'Hi B']);
    const [maintenance] = (await app.notifications.list(a.id, 1, 1)).data;
    expect(maintenance).toMatchObject({ type: 'announcement', caption: 'Tonight', objectType: null, read: false });
    if (live) {
      // Pushed through the running server's publish API.
      await eventually(() => live.received.filter((e) => e.type === 'notification').length === 2, 15_000, 'pushes');
      expect(
        live.received
          .filter((e) => e.type === 'unread_notifications_changed')
          .map((e) => e.payload.notifications.unread),
      ).toEqual([1, 2]);
      live.close();
    }
  }, 180_000);
});
