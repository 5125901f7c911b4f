// Placement with a bonus against the same placement without one (issue 17: "placement throughput with a bonus stays
// within 10 % of a cash bet"), through HTTP against POST /api/v3/bets on one server. Players: 1,000 seeded through
// the test-only `POST /api/test/bets/players`, each issued a combo boost (no use limit, ×1.10 from 2 selections)
// through the operator API. Every request is the same 3-selection combo at 1.00 EUR with a fresh Idempotency-Key,
// cycling through the players: `cash` sends it as is, `boost` names the bonus. The runs alternate cash, boost in
// three pairs (autocannon, 64 connections, closed loop, `--duration` s each after a warm-up of each kind), so a
// machine that slows down mid-run weighs on both; the figure judged is the median over the pairs of the boosted
// throughput over the cash throughput just before it (the floor measured in the same run), target >= 0.90. The
// money invariants are checked after.
//
// node --import tsx bench/bonus-placement.ts [pglite|postgres] [--duration 10] [--connections 64]
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
const TARGET_RATIO = 0.9;
/** Cash-then-boost pairs of runs. */
const PAIRS = 3;
const OPERATOR_KEY = randomBytes(24).toString('hex');

async function run(database: 'pglite' | 'postgres', port: number, env: Record<string, string>) {
  const server = await startServer(port, {
    SIM_CLOCK: 'manual',
    SIM_SEED: '7',
    OPERATOR_API_KEY: OPERATOR_KEY,
    BONUS_CAMPAIGNS_FILE: '',
    ...env,
  });
  try {
    const players = await seedPlayers(server.url, PLAYERS);
    const operator = { ...HEADERS, authorization: `Bearer ${OPERATOR_KEY}` };
    const campaign = await json<{ id: number }>(`${server.url}/api/operator/campaigns`, {
      method: 'POST',
      headers: operator,
      body: JSON.stringify({
        key: 'bench-boost',
        type: 'comboboost',
        trigger: 'operator',
        name: { en: 'Bench boost' },
        rules: { ranges: [{ min: 2, max: null, odds: 1.1 }], uses_count: null },
      }),
    });
    for (const player of players) {
      await json(`${server.url}/api/operator/bonuses`, {
        method: 'POST',
        headers: operator,
        body: JSON.stringify({ campaign_id: campaign.id, player_id: player.id }),
      });
    }
    const selections = await pickSelections(server.url, 3);
    const bodyOf = (boost: boolean) =>
      JSON.stringify({
        meta: { device_id: 'bench', quick: false, type: 'combo' },
        bets: [
          {
            stake: { value: '1.00', currency: 'EUR' },
            selections,
            ...(boost ? { bonus: { id: campaign.id, type: 'comboboost' } } : {}),
          },
        ],
      });
    const pairs = await alternatingPairs({
      url: server.url,
      cookies: players.map((p) => p.cookie),
      connections: CONNECTIONS,
      durationS: DURATION_S,
      pairs: PAIRS,
      bodies: { floor: bodyOf(false), subject: bodyOf(true) },
    });
    const check = await json<{ ok: boolean }>(`${server.url}/api/test/bets/ledger-check`);
    return {
      database,
      floor: {
        what: 'the same combo placed without a bonus, same server, alternating runs',
        betsPerSecond: pairs.floor,
      },
      boost: { betsPerSecond: pairs.subject },
      // Judged: the median of the pairs' ratios (each boost run against the cash run just before it).
      ratio: pairs.ratio,
      meanRatio: pairs.meanRatio,
      pairRatios: pairs.pairRatios,
      rounds: pairs.rounds,
      clean: pairs.clean,
      invariant: check,
    };
  } finally {
    await server.stop();
  }
}

const only = args.positionals[0];
const runs = [];
if (only !== 'postgres') runs.push(await run('pglite', 4321, {}));
if (only !== 'pglite') {
  runs.push(await withScratchDatabase('bench_bonus', (url) => run('postgres', 4322, { DATABASE_URL: url })));
}
writeResult('bonus-placement', {
  connections: CONNECTIONS,
  durationS: DURATION_S,
  players: PLAYERS,
  bet: '1.00 EUR combo of 3 selections; boost: the same with a ×1.10 combo boost',
  target: { boostToCashRatio: TARGET_RATIO },
  runs,
  pass: runs.every((r) => r.invariant.ok && r.ratio >= TARGET_RATIO && r.clean),
});
