import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the real server as its own process (so the load generator does not share its event loop) on `port`,
 * with a fresh PGlite directory unless `env.DATABASE_URL` is given; resolves once /health answers.
 * `options.nodeArgs` go to node before the script (e.g. `--cpu-prof --cpu-prof-dir=…`: the profile is written when
 * `stop()` ends the server gracefully); `options.stdout` shows the server's standard output (e.g. `--trace-gc`).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { nodeArgs?: readonly string[]; stdout?: boolean } = {},
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', options.stdout ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sportsbook-bench-')),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/health`, 'the API server');
  return { url, child, stop: () => stopProcess(child) };
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or 60 s pass. */
export async function waitUntilAnswering(child: ChildProcess, url: string, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} in 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM, resolved when the process has exited (a graceful stop writes `--cpu-prof` profiles). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
