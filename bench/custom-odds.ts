// The bet builder's price (issue 18): `POST /api/v3/bets/custom/odds` at 200 requests per second for `--duration`
// s (open loop, `lib/paced-load.ts`, latency from when each request was due), over leg sets of 2 to 4 legs of the
// prematch matches of the catalog of one sport (`--sport`, football by default; basketball has the largest grid). Beside it, in the same run and the same way, the floor:
// `fixtures/json-floor.ts` (node:http reading and parsing the same bodies and answering constant JSON: what any JSON
// call costs on this machine). Reported: p50 / p99 of both, their ratio, the CPU milliseconds per request of each
// process (Linux /proc), and the target p99 <= 5 ms at 200 requests/s.
//
// node --import tsx bench/custom-odds.ts [--duration 15] [--rate 200] [--sport football]

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pacedLoad } from './lib/paced-load';
import { writeResult } from './lib/results';
import { startServer, stopProcess, waitUntilAnswering } from './lib/server-process';

const args = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    rate: { type: 'string', default: '200' },
    sport: { type: 'string', default: 'football' },
  },
});
const DURATION_S = Number(args.values.duration);
const RATE = Number(args.values.rate);
const SPORT = args.values.sport;
const TARGET_P99_MS = 5;
const HEADERS = { 'content-type': 'application/json', 'x-application': 'sportsbook-bench' };

type Leg = { match_id: number; market_id: number; specifier: string; outcome_id: string };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** CPU ms (user + system) a process has used, from /proc; null off Linux. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Leg sets of 2–4 legs (one outcome per market) of prematch matches of `SPORT` the builder prices. */
async function legSets(url: string): Promise<{ match_id: number; selections: Leg[] }[]> {
  const list = await json<{ data: { id: number; sportKey: string }[] }>(
    `${url}/api/sportsbook/matches?match_status=0&sport_key=${SPORT}&limit=60`,
  );
  const sets: { match_id: number; selections: Leg[] }[] = [];
  for (const match of list.data) {
    const page = await json<{
      data: { id: number; specifier: string; outcomes: { outcomeId: string }[] }[];
    }>(`${url}/api/v3/bets/custom/markets/${match.id}`);
    const legs: Leg[] = page.data.map((m) => ({
      match_id: match.id,
      market_id: m.id,
      specifier: m.specifier,
      outcome_id: m.outcomes[0]?.outcomeId ?? '',
    }));
    for (let size = 2; size <= 4 && size <= legs.length; size += 1) {
      // Windows of the markets in display order; the server refuses sets that cannot all win, which are skipped.
      const start = (match.id + size) % Math.max(1, legs.length - size + 1);
      const selections = legs.slice(start, start + size);
      const r = await fetch(`${url}/api/v3/bets/custom/odds`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ match_id: match.id, selections }),
      });
      if (r.ok) sets.push({ match_id: match.id, selections });
    }
    if (sets.length >= 60) break;
  }
  if (sets.length === 0) throw new Error('no leg set the builder prices');
  return sets;
}

const server = await startServer(4331, { SIM_CLOCK: 'manual', SIM_SEED: '7', BONUS_CAMPAIGNS_FILE: '' });
try {
  const sets = await legSets(server.url);
  const bodies = sets.map((set) => JSON.stringify(set));
  const measure = async (
    target: { url: string; pid: number },
    method: 'GET' | 'POST',
    path: string,
    body: (n: number) => string,
  ) => {
    await pacedLoad({
      url: target.url,
      connections: 16,
      rate: RATE,
      durationS: 3,
      method,
      path,
      request: (n) => ({ headers: HEADERS, body: body(n) }),
    });
    const before = cpuMs(target.pid);
    const result = await pacedLoad({
      url: target.url,
      connections: 16,
      rate: RATE,
      durationS: DURATION_S,
      method,
      path,
      request: (n) => ({ headers: HEADERS, body: body(n) }),
    });
    const after = cpuMs(target.pid);
    const cpuMsPerRequest =
      before === null || after === null || result.status2xx === 0
        ? null
        : Math.round(((after - before) / result.status2xx) * 1000) / 1000;
    return { ...result, cpuMsPerRequest };
  };
  const body = (n: number) => bodies[n % bodies.length] ?? '';
  const floorProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/fixtures/json-floor.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: '4398' },
  });
  let floor: Awaited<ReturnType<typeof measure>>;
  try {
    await waitUntilAnswering(floorProcess, 'http://127.0.0.1:4398/health', 'the JSON floor');
    floor = await measure({ url: 'http://127.0.0.1:4398', pid: floorProcess.pid ?? 0 }, 'POST', '/odds', body);
  } finally {
    await stopProcess(floorProcess);
  }
  const price = await measure(
    { url: server.url, pid: server.child.pid ?? 0 },
    'POST',
    '/api/v3/bets/custom/odds',
    body,
  );
  writeResult(SPORT === 'football' ? 'custom-odds' : `custom-odds-${SPORT}`, {
    sport: SPORT,
    rate: RATE,
    durationS: DURATION_S,
    legSets: sets.length,
    target: { p99Ms: TARGET_P99_MS, rate: RATE },
    floor: { what: 'fixtures/json-floor.ts: node:http parsing the same bodies, constant JSON reply', ...floor },
    price,
    p99ToFloor: Math.round((price.latencyMs.p99 / Math.max(0.001, floor.latencyMs.p99)) * 100) / 100,
    pass:
      price.latencyMs.p99 <= TARGET_P99_MS && price.achievedRate >= 0.99 * RATE && price.non2xx + price.errors === 0,
  });
} finally {
  await server.stop();
}
