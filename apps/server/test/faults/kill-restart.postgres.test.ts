import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHealth } from '../../../../scripts/wait-for-health.mjs';
import { loadConfig } from '../../src/config';
import { BetIds } from '../../src/modules/bets/bet-ids';
import { freePort } from '../helpers/free-port';
import { persistentDatabase } from '../helpers/test-app';

/**
 * kill -9 with bets in flight and open bets on live and prematch matches, then a restart (issue 14): nothing lost
 * or doubled, and every bet placed before the kill ends settled or refunded, with the ledger exact. A real server
 * process on PostgreSQL (the database outlives the process, as in production), driven over HTTP.
 */
const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const APP = { 'x-application': 'fault-test', 'content-type': 'application/json' };
const PLAYERS = 40;

function startServer(env: Record<string, string>, port: number): ChildProcess {
  // One node, no Redis: the fault is the process, not the broker.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      SIM_CLOCK: 'manual',
      SIM_SEED: '42',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      STALE_MATCH_CLOSE_MINUTES: '30',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Selection = { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number };
type MarketLite = {
  id: number;
  specifier: string;
  status: number;
  outcomes: { outcomeId: string; odds: number; active: boolean }[];
};

/** One open selection of each of the first `count` matches in a status (0 prematch, 1 live). */
async function selections(base: string, status: 0 | 1, count: number): Promise<Selection[]> {
  const list = (await (await fetch(`${base}/api/sportsbook/matches?match_status=${status}&limit=100`)).json()) as {
    data: { id: number; type: string }[];
  };
  const out: Selection[] = [];
  for (const match of list.data.filter((m) => m.type === 'match')) {
    const body = (await (await fetch(`${base}/api/sportsbook/matches/${match.id}/markets?limit=20`)).json()) as
      | MarketLite[]
      | { data: MarketLite[] };
    const markets = Array.isArray(body) ? body : body.data;
    const market = markets.find((m) => m.status === 1 && m.outcomes.every((o) => o.active));
    const outcome = market?.outcomes.find((o) => o.odds > 1.2 && o.odds < 10);
    if (!market || !outcome) continue;
    out.push({
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds,
    });
    if (out.length === count) break;
  }
  return out;
}

describe('kill -9 during placement, restart: every bet settles, the ledger is exact (postgres)', () => {
  let store: Awaited<ReturnType<typeof persistentDatabase>>;
  let db: pg.Client;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    store = await persistentDatabase();
    db = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.end();
    await store?.drop();
  });

  it('loses and doubles nothing, and settles or refunds every bet placed before the kill', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(store.env, port);
    expect(await waitForHealth(base, { timeoutMs: 60_000, everyMs: 100 })).toBe(true);

    const seeded = (await (
      await fetch(`${base}/api/test/bets/players`, {
        method: 'POST',
        headers: APP,
        body: JSON.stringify({ count: PLAYERS, balance: 1_000_000, currency: 'EUR', oddsAcceptMode: 'any' }),
      })
    ).json()) as { players: { id: number; token: string }[] };
    const live = await selections(base, 1, 6);
    const prematch = await selections(base, 0, 6);
    expect(live.length).toBeGreaterThan(2);
    expect(prematch.length).toBeGreaterThan(2);
    const pool = [...live, ...prematch];

    // Every player places bets back to back (singles and two-leg combos) until the server dies under them.
    const acknowledged: string[] = [];
    let refused = 0;
    let failed = 0;
    let killed = false;
    const bettor = async (token: string, n: number) => {
      for (let i = 0; !killed; i++) {
        const a = pool[(n + i) % pool.length] as Selection;
        const b = pool[(n + i + 3) % pool.length] as Selection;
        const combo = i % 3 === 2 && a.match_id !== b.match_id;
        const body = {
          meta: { device_id: 'fault', quick: false, type: combo ? 'combo' : 'single' },
          bets: [{ stake: { value: '1', currency: 'EUR' }, selections: combo ? [a, b] : [a] }],
        };
        try {
          const reply = await fetch(`${base}/api/v3/bets`, {
            method: 'POST',
            headers: { ...APP, cookie: `sb_session=${token}`, 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          });
          if (reply.status === 201) acknowledged.push(...((await reply.json()) as { id: string }[]).map((x) => x.id));
          else refused += 1;
        } catch {
          failed += 1;
        }
      }
    };
    const bettors = seeded.players.map((p, n) => bettor(p.token, n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Listen for the exit before killing: it may come before the bettors have all noticed.
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(bettors);
    await exited;

    const [{ n: placedBeforeRestart }] = (await db.query('SELECT count(*)::int AS n FROM bets')).rows as [
      { n: number },
    ];
    const [{ n: openBeforeRestart }] = (
      await db.query(`SELECT count(*)::int AS n FROM bets WHERE status = 'waiting_results'`)
    ).rows as [{ n: number }];

    // Restart on the same database; move the clock past every match's expected end and the stale window.
    server = startServer(store.env, port);
    expect(await waitForHealth(base, { timeoutMs: 60_000, everyMs: 100 })).toBe(true);
    for (let step = 0; step < 3; step++) {
      await fetch(`${base}/api/test/clock`, {
        method: 'POST',
        headers: APP,
        body: JSON.stringify({ advanceMs: 6 * 3_600_000 }),
      });
      await fetch(`${base}/api/test/bets/catch-up`, { method: 'POST', headers: APP, body: '{}' });
    }

    const stillOpen = (await db.query(`SELECT count(*)::int AS n FROM bets WHERE status = 'waiting_results'`)).rows[0]
      .n as number;
    const results = (await db.query('SELECT result, count(*)::int AS n FROM bets GROUP BY result ORDER BY result'))
      .rows as { result: string; n: number }[];
    const ledger = (await (await fetch(`${base}/api/test/bets/ledger-check`)).json()) as { ok: boolean } & Record<
      string,
      number
    >;
    const missing = acknowledged.length
      ? ((
          await db.query(
            'SELECT count(*)::int AS n FROM unnest($1::bigint[]) a(id) WHERE NOT EXISTS (SELECT 1 FROM bets b WHERE b.id = a.id)',
            [acknowledged.map((id) => new BetIds(loadConfig({}).betIdKey).internalId(Number(id)))],
          )
        ).rows[0].n as number)
      : 0;
    const doubled = (
      await db.query(`SELECT count(*)::int AS n FROM (SELECT reference FROM ledger_entries WHERE reference LIKE 'bet:%'
        GROUP BY account_id, kind, reference HAVING count(*) > 1) d`)
    ).rows[0].n as number;
    const stakesWithoutBet = (
      await db.query(`SELECT count(*)::int AS n FROM ledger_entries l WHERE l.kind = 'bet_stake'
        AND NOT EXISTS (SELECT 1 FROM bets b WHERE 'bet:' || b.id = l.reference)`)
    ).rows[0].n as number;

    console.log(
      `kill -9 fault test: ${acknowledged.length} placements acknowledged, ${refused} refused, ${failed} cut by the kill; ` +
        `${placedBeforeRestart} bets in the database, ${openBeforeRestart} open at the restart, ${stillOpen} open after; ` +
        `results ${results.map((r) => `${r.result}×${r.n}`).join(', ')}; ledger ok=${ledger.ok} ` +
        `(balances ${ledger.balances}, ledger ${ledger.ledger}, stakes ${ledger.stakes}, credits ${ledger.credits})`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(openBeforeRestart).toBeGreaterThan(0);
    expect(missing).toBe(0);
    expect(doubled).toBe(0);
    expect(stakesWithoutBet).toBe(0);
    expect(stillOpen).toBe(0);
    expect(ledger.ok).toBe(true);
  }, 240_000);
});
