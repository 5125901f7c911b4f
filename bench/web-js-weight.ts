// First-load JS per route (issue 3): the production web build's HTML for each route, the sum of the gzip sizes
// of its `<script src>` files that are not `nomodule` (modern browsers skip those); "shared" is the scripts every
// route loads. Targets: shared <= 150 KB, and home, live, a match page and a league page <= 160 KB each (issue 22);
// the host SDK a host page loads, /embed.js, <= 5 KB (issue 16).
// Starts the API server (seed 42) and the web app's production server (`apps/web/server.mjs`) itself; builds the web app first when the build is missing or stale.
// `WEB_URL=http://host:port` measures a running web server instead.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeResult } from './lib/results';
import { startServer, stopProcess, waitUntilAnswering } from './lib/server-process';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** The API port of the default web build's rewrites (apps/web config `SERVER_URL` default). */
const BUILD_API_PORT = 4000;

export const BUDGETS_KB = { shared: 150, '/': 160, '/live': 160, match: 160, league: 160, embedJs: 5 } as const;

/** The newest modification time (ms) of a file or of anything in a folder, skipping node_modules and build folders. */
export function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.next')) continue;
    latest = Math.max(latest, newest(join(target, entry)));
  }
  return latest;
}

/** Builds apps/web (default `.next`) unless its BUILD_ID is newer than every source file. */
export function ensureWebBuild(): void {
  const buildId = join(webDir, '.next/BUILD_ID');
  const sources = [
    'apps/web/src',
    'apps/web/messages',
    'apps/web/content',
    'apps/web/public',
    'apps/web/next.config.ts',
  ]
    .concat(['packages/domain/src', 'packages/contract/src', 'packages/embed/src'])
    .map((p) => join(root, p));
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (built > Math.max(...sources.map(newest))) return;
  console.log('[bench] building apps/web …');
  // The host SDK first: the web app serves it at /embed.js (public/embed.js).
  const embed = spawnSync(process.execPath, [join(root, 'packages/embed/scripts/build.mjs'), 'public/embed.js'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (embed.status !== 0) throw new Error('the host SDK build failed');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
}

export type Stack = { webUrl: string; apiUrl: string; stop: () => Promise<void> };

/** The API server (seed 42, manual clock so the catalog holds still) and the production web server. */
/**
 * The API on :4000 — the address `next build` bakes into the browser-side rewrites by default, so the page's own
 * calls (connection token, real-time, players) reach it — and the web app's `server.mjs` on `webPort`.
 */
export async function startStack(webPort: number): Promise<Stack> {
  ensureWebBuild();
  const api = await startServer(BUILD_API_PORT, { SIM_SEED: '42', SIM_CLOCK: 'manual' });
  const web: ChildProcess = spawn(process.execPath, ['server.mjs', '-p', String(webPort)], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SERVER_URL: api.url, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitUntilAnswering(web, `${webUrl}/about`, 'the web server');
  return {
    webUrl,
    apiUrl: api.url,
    stop: async () => {
      await stopProcess(web);
      await api.stop();
    },
  };
}

/** The pages of the first live football match (a busy match page with a score and clock) and of its league. */
export async function matchAndLeaguePaths(apiUrl: string): Promise<{ match: string; league: string }> {
  const live = await firstLiveFootballMatch(apiUrl);
  return { match: `/${live.sportKey}/${live.slug}`, league: `/${live.sportKey}/${live.tournament.slug}` };
}

/** The first live football match, whose page and league page are measured. */
async function firstLiveFootballMatch(apiUrl: string) {
  const response = await fetch(`${apiUrl}/api/sportsbook/matches?match_status=1&sport_key=football&limit=1`);
  const body = (await response.json()) as { data: { sportKey: string; slug: string; tournament: { slug: string } }[] };
  const match = body.data[0];
  if (!match) throw new Error('no live match to measure');
  return match;
}

/** `src` of the route's scripts that modern browsers load (not `nomodule`). */
export function moduleScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attrs = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) sources.add(src.replaceAll('&amp;', '&'));
  }
  return [...sources];
}

async function measure(webUrl: string, routes: Record<string, string>) {
  const sizes = new Map<string, number>();
  const scriptSize = async (src: string) => {
    const known = sizes.get(src);
    if (known !== undefined) return known;
    const response = await fetch(new URL(src, webUrl));
    // A missing script (an old server answering for a new build) would measure as a few bytes: refuse it.
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const size = gzipSync(body).length;
    sizes.set(src, size);
    return size;
  };
  const perRoute: Record<string, { path: string; scripts: number; gzipKb: number }> = {};
  const scriptSets: Set<string>[] = [];
  for (const [name, path] of Object.entries(routes)) {
    const html = await (await fetch(new URL(path, webUrl))).text();
    const scripts = moduleScripts(html);
    scriptSets.push(new Set(scripts));
    let total = 0;
    for (const src of scripts) total += await scriptSize(src);
    perRoute[name] = { path, scripts: scripts.length, gzipKb: Math.round((total / 1024) * 10) / 10 };
  }
  const shared = [...(scriptSets[0] ?? [])].filter((src) => scriptSets.every((set) => set.has(src)));
  let sharedBytes = 0;
  for (const src of shared) sharedBytes += await scriptSize(src);
  return { perRoute, sharedKb: Math.round((sharedBytes / 1024) * 10) / 10, sharedScripts: shared.length };
}

async function main() {
  const external = process.env.WEB_URL;
  const stack = external ? null : await startStack(3210);
  try {
    const webUrl = external ?? stack?.webUrl ?? '';
    const apiUrl = process.env.API_URL ?? stack?.apiUrl ?? 'http://127.0.0.1:4000';
    const { match, league } = await matchAndLeaguePaths(apiUrl);
    const routes = { '/': '/', '/live': '/live', sport: '/football', match, league, favorites: '/favorites' };
    const { perRoute, sharedKb, sharedScripts } = await measure(webUrl, routes);
    // The host SDK a host page loads (issue 16): not part of any route's first load.
    const embed = await fetch(new URL('/embed.js', webUrl));
    const embedJsKb = embed.ok
      ? Math.round((gzipSync(Buffer.from(await embed.arrayBuffer())).length / 1024) * 100) / 100
      : Number.POSITIVE_INFINITY;
    const checks = {
      shared: sharedKb <= BUDGETS_KB.shared,
      '/': (perRoute['/']?.gzipKb ?? Number.POSITIVE_INFINITY) <= BUDGETS_KB['/'],
      '/live': (perRoute['/live']?.gzipKb ?? Number.POSITIVE_INFINITY) <= BUDGETS_KB['/live'],
      match: (perRoute.match?.gzipKb ?? Number.POSITIVE_INFINITY) <= BUDGETS_KB.match,
      league: (perRoute.league?.gzipKb ?? Number.POSITIVE_INFINITY) <= BUDGETS_KB.league,
      embedJs: embedJsKb <= BUDGETS_KB.embedJs,
    };
    writeResult('web-js-weight', {
      method: 'gzip (zlib default level) of each non-nomodule <script src> in the route HTML of the production server',
      ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
      budgetsKb: BUDGETS_KB,
      sharedKb,
      sharedScripts,
      routes: perRoute,
      embedJsKb,
      pass: Object.values(checks).every(Boolean),
      checks,
    });
  } finally {
    await stack?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
