import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitForHealth } from '../../../../scripts/wait-for-health.mjs';
import { freePort } from '../helpers/free-port';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** `npm start` runs the server as built JavaScript, not through tsx (issue 14). */
describe('the server built to JavaScript', () => {
  it('builds, starts without tsx, migrates its database and answers /health', async () => {
    const bundle = `dist/test-${process.pid}/server.mjs`;
    const build = spawnSync(process.execPath, ['scripts/build.mjs', `--out=${bundle}`], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const port = await freePort();
    const { REDIS_URL: _redis, DATABASE_URL: _db, ...env } = process.env;
    const child = spawn(process.execPath, [bundle], {
      cwd: SERVER_DIR,
      env: { ...env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      type Health = { status?: string; db?: { up?: boolean }; feed?: { matches?: number } };
      expect(await waitForHealth(`http://127.0.0.1:${port}`, { timeoutMs: 30_000, everyMs: 100 }), stderr).toBe(true);
      const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as Health;
      expect(health).toMatchObject({ status: 'ok', db: { up: true } });
      expect(health.feed?.matches).toBeGreaterThan(100);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(new URL(`../../${bundle}`, import.meta.url).pathname.replace(/\/server\.mjs$/, ''), {
        recursive: true,
        force: true,
      });
    }
  }, 60_000);
});
