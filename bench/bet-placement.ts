// Bet placement through HTTP (issue 6, reference/performance.md B5/B6) against POST /api/v3/bets, once on PGlite
// and once on a fresh PostgreSQL database (DATABASE_URL's server; by default the local server through its Unix
// socket when there is one, as a same-host deployment would connect, else 127.0.0.1:5432). Players: 2,000
// confirmed, signed-in, funded players seeded in bulk through the test-only `POST /api/test/bets/players` (sign-up
// through the API costs two scrypt hashes each), odds-accept mode `any` so odds moves never refuse. Every request
// is a valid single on one prematch selection with a fresh Idempotency-Key, cycling through the players. The feed
// keeps moving: the bench advances the test clock 1 s every second. Two measurements per database, 64 connections
// each, after a 5 s warm-up:
//   - saturation: autocannon, every connection sending its next request as soon as the last one answers, for 30 s:
//     the most bets per second the box places (with 64 requests always in flight, latency there is queueing:
//     64 / throughput by Little's law);
//   - paced: an open-loop load at the target rate for 30 s (`lib/paced-load.ts`; B5's fixed-rate step), latency
//     counted from when each request was due: what players see when bets arrive at that rate.
// Targets: >= 3,000 bets/s at p99 <= 25 ms on PostgreSQL; >= 1,000 bets/s at p99 <= 50 ms on PGlite: the
// saturation throughput reaches the rate, and at that rate the paced p99 stays within the bound.
// After each database's runs the money invariants are checked over the whole database. On PostgreSQL the placement
// floor (`fixtures/placement-floor.ts`, the reference's [M12] endpoint: one statement per bet, nothing else) is
// measured the same way and reported beside the runs: what any placement reaches on this machine.
// Also reported: CPU milliseconds per placed bet of the server, of PostgreSQL and of the load generator (Linux /proc),
// which bound what two cores can do whatever the tuning, and the 1-minute load average before each run.
//
// node --import tsx bench/bet-placement.ts [pglite|postgres] [--duration 30] [--connections 64] [--rate N] (paced
//   rate instead of the target) [--cpu-prof DIR] (server CPU profile, written when the server stops)
//   [--node-arg ARG]… (more node flags for the server, e.g. --trace-gc) [--server-stdout] (show its standard output)
//   [--out NAME] (results file, default bet-placement; experiments can write elsewhere).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { pacedLoad } from './lib/paced-load';
import { HEADERS, json, pickSelections, seedPlayers } from './lib/placement-pairs';
import { writeResult } from './lib/results';
import { postgresAdminUrl, scratchDatabase } from './lib/scratch-postgres';
import { startServer, stopProcess, waitUntilAnswering } from './lib/server-process';

const args = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '64' },
    'cpu-prof': { type: 'string' },
    'node-arg': { type: 'string', multiple: true },
    'server-stdout': { type: 'boolean', default: false },
    out: { type: 'string', default: 'bet-placement' },
    rate: { type: 'string' },
  },
});
const PLAYERS = 2000;
const CONNECTIONS = Number(args.values.connections);
const DURATION_S = Number(args.values.duration);
const WARMUP_S = 5;
const CPU_PROF = args.values['cpu-prof'];
const RATE = args.values.rate === undefined ? null : Number(args.values.rate);
const TARGETS = {
  postgres: { betsPerSecond: 3000, p99Ms: 25 },
  pglite: { betsPerSecond: 1000, p99Ms: 50 },
} as const;
/** CPU ms (user + system) a process has used, from /proc; null off Linux. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU ms of every PostgreSQL process on this machine (null when none is visible). */
function postgresCpuMs(): number | null {
  try {
    const pids = execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n');
    return pids.reduce((sum, pid) => sum + (cpuMs(Number(pid)) ?? 0), 0);
  } catch {
    return null;
  }
}

const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms per placed bet of the server, PostgreSQL and this process over `measure` (null where not visible). */
async function withCpu<T>(serverPid: number, postgres: boolean, measure: () => Promise<T>, placed: (r: T) => number) {
  const loadAverage1mBefore = Number((loadavg()[0] ?? 0).toFixed(2));
  const before = { server: cpuMs(serverPid), postgres: postgresCpuMs(), loadgen: selfCpuMs() };
  const result = await measure();
  const after = { server: cpuMs(serverPid), postgres: postgresCpuMs(), loadgen: selfCpuMs() };
  const bets = placed(result);
  const perBet = (a: number | null, b: number | null) =>
    a === null || b === null || bets === 0 ? null : Math.round(((b - a) / bets) * 1000) / 1000;
  const cpuMsPerBet = {
    server: perBet(before.server, after.server),
    postgres: postgres ? perBet(before.postgres, after.postgres) : null,
    loadGenerator: perBet(before.loadgen, after.loadgen),
  };
  return { result, loadAverage1mBefore, cpuMsPerBet };
}

/** Headers of the n-th request of a phase (a fresh idempotency key each). */
type HeadersOf = (phase: string, n: number) => Record<string, string>;

/**
 * The two measurements of one server: a warm-up, the paced run at `rate`, then the saturation run, each placing the
 * same body (`POST /api/v3/bets` on the product, `POST /bets` on the floor).
 */
async function measurePlacement(target: {
  url: string;
  path: string;
  pid: number;
  postgres: boolean;
  rate: number;
  body: string;
  headersOf: HeadersOf;
}) {
  const saturate = (phase: string, duration: number) => {
    let n = 0;
    const request = {
      method: 'POST' as const,
      path: target.path,
      body: target.body,
      setupRequest: (req: Request) => {
        n += 1;
        req.headers = target.headersOf(phase, n);
        return req;
      },
    };
    return autocannon({ url: target.url, connections: CONNECTIONS, requests: [request], duration });
  };
  await saturate('warmup', WARMUP_S);
  const paced = await withCpu(
    target.pid,
    target.postgres,
    () =>
      pacedLoad({
        url: target.url,
        connections: CONNECTIONS,
        rate: target.rate,
        durationS: DURATION_S,
        method: 'POST',
        path: target.path,
        request: (n) => ({ headers: target.headersOf('paced', n), body: target.body }),
      }),
    (r) => r.status2xx,
  );
  const saturation = await withCpu(
    target.pid,
    target.postgres,
    () => saturate('saturation', DURATION_S),
    (r) => r['2xx'],
  );
  const s = saturation.result;
  return {
    saturation: {
      loadAverage1mBefore: saturation.loadAverage1mBefore,
      betsPlaced: s['2xx'],
      betsPerSecond: Math.round(s['2xx'] / DURATION_S),
      latencyMs: { p50: s.latency.p50, p90: s.latency.p90, p99: s.latency.p99, max: s.latency.max },
      errors: s.errors,
      non2xx: s.non2xx,
      timeouts: s.timeouts,
      cpuMsPerBet: saturation.cpuMsPerBet,
    },
    paced: { loadAverage1mBefore: paced.loadAverage1mBefore, ...paced.result, cpuMsPerBet: paced.cpuMsPerBet },
  };
}

type Check = { ok: boolean; bets: number; balances: number; deposits: number; stakes: number; credits: number };

async function run(database: 'pglite' | 'postgres', port: number, env: Record<string, string>) {
  const server = await startServer(
    port,
    { SIM_CLOCK: 'manual', SIM_SEED: '7', ...env },
    {
      nodeArgs: [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), ...(args.values['node-arg'] ?? [])],
      stdout: args.values['server-stdout'],
    },
  );
  const ticker: { timer?: NodeJS.Timeout } = {};
  try {
    const cookies = (await seedPlayers(server.url, PLAYERS)).map((p) => p.cookie);
    // One open prematch outcome priced under 10.
    const [selection] = await pickSelections(server.url, 1, 10);
    const body = JSON.stringify({
      meta: { device_id: 'bench', quick: false, type: 'single' },
      bets: [{ stake: { value: '1.00', currency: 'EUR' }, selections: [selection] }],
    });
    // The feed moves on: one simulated second per second, as with the real clock.
    ticker.timer = setInterval(() => {
      void fetch(`${server.url}/api/test/clock`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ advanceMs: 1000 }),
      });
    }, 1000);
    const prefix = randomBytes(4).toString('hex');
    const figures = await measurePlacement({
      url: server.url,
      path: '/api/v3/bets',
      pid: server.child.pid ?? 0,
      postgres: database === 'postgres',
      rate: RATE ?? TARGETS[database].betsPerSecond,
      body,
      // The next player, a fresh idempotency key.
      headersOf: (phase, n) => ({
        ...HEADERS,
        cookie: cookies[n % cookies.length] ?? '',
        'idempotency-key': `${prefix}-${phase}-${n}`,
      }),
    });
    clearInterval(ticker.timer);
    const check = await json<Check>(`${server.url}/api/test/bets/ledger-check`);
    const batching = await json<{ calls: number; placements: number; largest: number; placedAlone: number }>(
      `${server.url}/api/test/bets/batching`,
    );
    return {
      database,
      ...figures,
      // Group commit since the server started (seeding and warm-up included): placements per database call.
      batching: {
        ...batching,
        averageBatch: Math.round((batching.placements / Math.max(1, batching.calls)) * 10) / 10,
      },
      selection,
      invariant: check,
    };
  } finally {
    clearInterval(ticker.timer);
    await server.stop();
  }
}

/**
 * The placement floor (`fixtures/placement-floor.ts`: one prepared statement per bet behind `node:http`) measured
 * the same way on its own fresh database: what any placement reaches on this machine. Reported, not judged.
 */
async function floorRun(databaseUrl: string, rate: number) {
  const port = 4313;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fixtures/placement-floor.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(child, `${url}/health`, 'the placement floor');
    const prefix = randomBytes(4).toString('hex');
    const body = JSON.stringify({
      meta: { device_id: 'bench', quick: false, type: 'single' },
      bets: [{ stake: { value: '1.00', currency: 'EUR' }, selections: [{ odds: 1.37 }] }],
    });
    return await measurePlacement({
      url,
      path: '/bets',
      pid: child.pid ?? 0,
      postgres: true,
      rate,
      body,
      headersOf: (phase, n) => ({ 'content-type': 'application/json', 'idempotency-key': `${prefix}-${phase}-${n}` }),
    });
  } finally {
    await stopProcess(child);
  }
}

const only = args.positionals[0];
const runs = [];
let placementFloor: ({ connection: string } & Awaited<ReturnType<typeof floorRun>>) | null = null;
if (only !== 'postgres') runs.push(await run('pglite', 4311, {}));
if (only !== 'pglite') {
  const adminUrl = postgresAdminUrl();
  const connection = new URL(adminUrl).searchParams.get('host') ? 'unix socket' : 'tcp';
  const fresh = await scratchDatabase('bench_bets', adminUrl);
  try {
    runs.push({ ...(await run('postgres', 4312, { DATABASE_URL: fresh.url })), connection });
  } finally {
    await fresh.drop();
  }
  const forFloor = await scratchDatabase('bench_bets', adminUrl);
  try {
    placementFloor = { connection, ...(await floorRun(forFloor.url, RATE ?? TARGETS.postgres.betsPerSecond)) };
  } finally {
    await forFloor.drop();
  }
}
const pass = runs.every((r) => {
  const target = TARGETS[r.database];
  return (
    r.invariant.ok &&
    r.saturation.non2xx === 0 &&
    r.paced.non2xx + r.paced.errors === 0 &&
    r.saturation.betsPerSecond >= target.betsPerSecond &&
    r.paced.offeredRate >= target.betsPerSecond &&
    r.paced.achievedRate >= 0.99 * r.paced.offeredRate &&
    r.paced.latencyMs.p99 <= target.p99Ms
  );
});
writeResult(args.values.out, {
  connections: CONNECTIONS,
  durationS: DURATION_S,
  warmupS: WARMUP_S,
  players: PLAYERS,
  stake: '1.00 EUR single, odds-accept mode any',
  targets: TARGETS,
  method:
    'saturation: autocannon, 64 connections, closed loop; paced: open loop at the target rate on 64 connections, ' +
    'latency from when each request was due',
  runs,
  placementFloor: placementFloor && {
    what: 'bench/fixtures/placement-floor.ts on PostgreSQL: node:http, one prepared debit-and-insert statement per bet',
    ...placementFloor,
  },
  pass,
});
