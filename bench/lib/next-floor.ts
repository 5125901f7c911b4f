import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from '../web-js-weight';
import { stopProcess, waitUntilAnswering } from './server-process';

const root = new URL('../..', import.meta.url).pathname;
const floorDir = join(root, 'bench/fixtures/next-floor');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** Builds the Next.js app in `dir` (a bench fixture) unless its BUILD_ID is newer than its sources and Next.js. */
export function buildFixture(dir: string, dependsOn: readonly string[] = []): void {
  const buildId = join(dir, '.next/BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const sources = Math.max(...[dir, ...dependsOn, join(root, 'node_modules/next/package.json')].map(newest));
  if (built > sources) return;
  const result = spawnSync(process.execPath, [nextBin, 'build', dir], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build of ${dir} failed`);
}

/**
 * The framework floor (`bench/fixtures/next-floor`): a bare Next.js App Router page with one client component,
 * built with the project's own Next.js and React. Measured beside the product's pages in the same run, it says what
 * the framework alone scores on this machine, so figures from machines of different speed can be read.
 */
export async function startNextFloor(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  buildFixture(floorDir);
  const server: ChildProcess = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}/live`;
  await waitUntilAnswering(server, url, "the framework floor's server");
  return { url, stop: () => stopProcess(server) };
}
