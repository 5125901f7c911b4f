// Betting statistics and My Bets paging over a history of 100,000 settled bets (issue 20), on PGlite and PostgreSQL:
// one player seeded with the test-only `POST /api/test/bets/history`, then, sequentially, `GET /api/v3/bets/stats`
// for every group over all time and over the last 30 days, and `GET /api/v3/bets` pages of 500 (the first and the
// last). Beside them, in the same run and the same way, the floor: `GET /api/platform/player` (the same session
// check and one indexed single-row statement). Reported: median and p95 of each, and each median over the floor's.
//
// node --import tsx bench/bet-stats.ts [pglite|postgres] [--bets 100000] [--runs 15]
import { parseArgs } from 'node:util';
import { writeResult } from './lib/results';
import { withScratchDatabase } from './lib/scratch-postgres';
import { startServer } from './lib/server-process';

const args = parseArgs({
  allowPositionals: true,
  options: { bets: { type: 'string', default: '100000' }, runs: { type: 'string', default: '15' } },
});
const BETS = Number(args.values.bets);
const RUNS = Number(args.values.runs);
const HEADERS = { 'content-type': 'application/json', 'x-application': 'sportsbook-bench' };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** Median and p95 of `RUNS` sequential requests (after one warm-up), milliseconds. */
async function timed(url: string, token: string): Promise<{ medianMs: number; p95Ms: number }> {
  const headers = { ...HEADERS, cookie: `sb_session=${token}` };
  await json(url, { headers });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await json(url, { headers });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

async function run(database: 'pglite' | 'postgres', port: number, env: Record<string, string>) {
  const server = await startServer(port, { SIM_CLOCK: 'manual', SIM_SEED: '7', BONUS_CAMPAIGNS_FILE: '', ...env });
  try {
    const { players } = await json<{ players: { id: number; token: string }[] }>(
      `${server.url}/api/test/bets/players`,
      { method: 'POST', headers: HEADERS, body: JSON.stringify({ count: 1, balance: 0 }) },
    );
    const player = players[0];
    if (!player) throw new Error('no player seeded');
    const seedStart = performance.now();
    let inserted = 0;
    // In slices: one statement per 25,000 bets keeps each transaction's memory modest on PGlite.
    for (let left = BETS; left > 0; left -= 25_000) {
      const reply = await json<{ inserted: number }>(`${server.url}/api/test/bets/history`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ player_id: player.id, count: Math.min(25_000, left) }),
      });
      inserted += reply.inserted;
    }
    const seedMs = Math.round(performance.now() - seedStart);
    const floor = await timed(`${server.url}/api/platform/player`, player.token);
    const ratio = (x: { medianMs: number }) => Math.round((x.medianMs / Math.max(0.1, floor.medianMs)) * 10) / 10;
    const stats: Record<string, unknown> = {};
    const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const group of ['month', 'week', 'day', 'sport', 'market', 'type']) {
      const all = await timed(`${server.url}/api/v3/bets/stats?group=${group}`, player.token);
      const recent = await timed(`${server.url}/api/v3/bets/stats?group=${group}&from=${since}`, player.token);
      stats[group] = { allTime: { ...all, toFloor: ratio(all) }, last30Days: { ...recent, toFloor: ratio(recent) } };
    }
    const lastPage = Math.ceil(inserted / 500);
    const first = await timed(`${server.url}/api/v3/bets?filter=settled&limit=500&page=1`, player.token);
    const last = await timed(`${server.url}/api/v3/bets?filter=settled&limit=500&page=${lastPage}`, player.token);
    return {
      database,
      bets: inserted,
      seedMs,
      floor: { what: 'GET /api/platform/player: the session check and one single-row read', ...floor },
      stats,
      myBetsPages: {
        first: { ...first, toFloor: ratio(first) },
        last: { page: lastPage, ...last, toFloor: ratio(last) },
      },
    };
  } finally {
    await server.stop();
  }
}

const only = args.positionals[0];
const runs = [];
if (only !== 'postgres') runs.push(await run('pglite', 4341, {}));
if (only !== 'pglite') {
  runs.push(await withScratchDatabase('bench_stats', (url) => run('postgres', 4342, { DATABASE_URL: url })));
}
writeResult('bet-stats', { betsPerPlayer: BETS, runsPerFigure: RUNS, runs });
