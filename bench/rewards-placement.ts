// Placement with a jackpot contributing and a tournament running against the same placement with neither (issue 19:
// "placement throughput with a jackpot contribution and a tournament rule active, same run as a plain bet"), through
// HTTP against POST /api/v3/bets on one server. Players: 1,000 seeded through the test-only route, every one joined to
// a tournament (its points are farmed at settlement, so it costs placement nothing: measured to show it). Every
// request is the same single at 2.00 EUR with a fresh Idempotency-Key. The runs alternate: `plain` with the jackpot
// and the tournament paused, `engaged` with both active (the three-level jackpot of the demo: each qualifying stake
// adds its shares to every level under the level's row lock, draws its chance, and a hit now and then), three pairs
// of `--duration` s (autocannon, 64 connections). Judged: the median of the pairs' ratios engaged / plain (the floor
// measured in the same run), target >= 0.80; money invariants checked after, and the jackpot's pools checked against
// the stakes in the ledger to the minor unit.
//
// node --import tsx bench/rewards-placement.ts [pglite|postgres] [--duration 10] [--connections 64]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { alternatingPairs, HEADERS, json, pickSelections, seedPlayers } from './lib/placement-pairs';
import { writeResult } from './lib/results';
import { withScratchDatabase } from './lib/scratch-postgres';
import { startServer } from './lib/server-process';

const args = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
  },
});
const PLAYERS = 1000;
const CONNECTIONS = Number(args.values.connections);
const DURATION_S = Number(args.values.duration);
const TARGET_RATIO = 0.8;
const PAIRS = 3;
const OPERATOR_KEY = randomBytes(24).toString('hex');

type OperatorJackpot = {
  id: number;
  poolAmount: number;
  hitsAmount: number;
  levels: { seed: number; pool: number; shareBp: number; round: number }[];
};

async function run(database: 'pglite' | 'postgres', port: number, env: Record<string, string>) {
  const server = await startServer(port, {
    SIM_CLOCK: 'manual',
    SIM_SEED: '7',
    OPERATOR_API_KEY: OPERATOR_KEY,
    BONUS_CAMPAIGNS_FILE: '',
    JACKPOTS_FILE: '',
    ...env,
  });
  try {
    const players = await seedPlayers(server.url, PLAYERS);
    const operator = { ...HEADERS, authorization: `Bearer ${OPERATOR_KEY}` };
    const op = <T>(method: string, path: string, body: unknown) =>
      json<T>(`${server.url}/api/operator${path}`, { method, headers: operator, body: JSON.stringify(body) });
    const { now } = await json<{ now: number }>(`${server.url}/api/test/clock`);
    const tournament = await op<{ id: number }>('POST', '/campaigns', {
      key: 'bench-tournament',
      type: 'tournament',
      trigger: 'opt_in',
      name: { en: 'Bench tournament' },
      currency: 'EUR',
      rules: { min_odds: 1.2, min_stake: 100, initial_pool: 50_000, pool_share: 2, prize_table: [50, 30, 20] },
      valid_from: new Date(now - 86_400_000).toISOString(),
      valid_to: new Date(now + 7 * 86_400_000).toISOString(),
    });
    for (const player of players) {
      await json(`${server.url}/api/v3/bonuses/${tournament.id}/activate`, {
        method: 'POST',
        headers: { ...HEADERS, cookie: player.cookie },
        body: '{}',
      });
    }
    const jackpot = await op<OperatorJackpot>('POST', '/jackpots', {
      key: 'bench-jackpot',
      name: { en: 'Bench jackpot' },
      currency: 'EUR',
      min_stake: 100,
      levels: [
        { code: 'mini', name: { en: 'Mini' }, seed: 10_000, share_bp: 50, probability: 0.0005, must_drop_by: 50_000 },
        {
          code: 'major',
          name: { en: 'Major' },
          seed: 100_000,
          share_bp: 30,
          probability: 0.00002,
          must_drop_by: 500_000,
        },
        { code: 'grand', name: { en: 'Grand' }, seed: 1_000_000, share_bp: 20, probability: 0.000001 },
      ],
    });
    const status = async (value: 'active' | 'paused') => {
      await op('PATCH', `/jackpots/${jackpot.id}`, { status: value });
      await op('POST', `/campaigns/${tournament.id}/${value === 'active' ? 'resume' : 'pause'}`, {});
      // The placement reads whether a jackpot is active at most 5 s late.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
    };
    const [selection] = await pickSelections(server.url, 1);
    const body = JSON.stringify({
      meta: { device_id: 'bench', quick: false, type: 'single' },
      bets: [{ stake: { value: '2.00', currency: 'EUR' }, selections: [selection] }],
    });
    const pairs = await alternatingPairs({
      url: server.url,
      cookies: players.map((p) => p.cookie),
      connections: CONNECTIONS,
      durationS: DURATION_S,
      pairs: PAIRS,
      bodies: { floor: body, subject: body },
      before: { floor: () => status('paused'), subject: () => status('active') },
    });
    await status('paused');
    const check = await json<{ ok: boolean }>(`${server.url}/api/test/bets/ledger-check`);
    const after = (
      await json<{ data: OperatorJackpot[] }>(`${server.url}/api/operator/jackpots`, { headers: operator })
    ).data.find((j) => j.id === jackpot.id);
    // What the engaged runs put in the pools and the hits took out (the tests check the pools to the minor unit).
    const pools = after
      ? {
          contributed: after.poolAmount,
          paid: after.hitsAmount,
          hits: after.levels.reduce((sum, l) => sum + l.round - 1, 0),
        }
      : null;
    return {
      database,
      floor: {
        what: 'the same single with the jackpot and the tournament paused, alternating runs',
        betsPerSecond: pairs.floor,
      },
      engaged: { betsPerSecond: pairs.subject },
      ratio: pairs.ratio,
      meanRatio: pairs.meanRatio,
      pairRatios: pairs.pairRatios,
      rounds: pairs.rounds,
      clean: pairs.clean,
      pools,
      invariant: check,
    };
  } finally {
    await server.stop();
  }
}

const only = args.positionals[0];
const runs = [];
if (only !== 'postgres') runs.push(await run('pglite', 4331, {}));
if (only !== 'pglite') {
  runs.push(await withScratchDatabase('bench_rewards', (url) => run('postgres', 4332, { DATABASE_URL: url })));
}
writeResult('rewards-placement', {
  connections: CONNECTIONS,
  durationS: DURATION_S,
  players: PLAYERS,
  bet: '2.00 EUR single; engaged: a three-level jackpot contributing and a joined tournament running',
  target: { engagedToPlainRatio: TARGET_RATIO },
  runs,
  pass: runs.every((r) => r.invariant.ok && r.ratio >= TARGET_RATIO && r.clean),
});
