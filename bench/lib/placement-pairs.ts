// What the placement benchmarks share (bet-placement, bonus-placement, rewards-placement): the server's JSON calls,
// seeded players with session cookies, open selections, and, for two kinds of the same bet, alternating closed-loop runs
// (autocannon) judged by the median of each pair's ratio, so a machine that slows down mid-run weighs on both kinds.
import { randomBytes } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';

export const HEADERS = { 'content-type': 'application/json', 'x-application': 'sportsbook-bench' };

export type Selection = { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number };

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** Players made by the test-only seeding route, funded and signed in: their ids and session cookies. */
export async function seedPlayers(url: string, count: number): Promise<{ id: number; cookie: string }[]> {
  const seeded = await json<{ players: { id: number; token: string }[] }>(`${url}/api/test/bets/players`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ count, currency: 'EUR', balance: 1_000_000, oddsAcceptMode: 'any' }),
  });
  return seeded.players.map((p) => ({ id: p.id, cookie: `sb_session=${p.token}` }));
}

/**
 * One open selection on each of `count` betradar matches starting at least two hours from now, priced above 1.2 and
 * below `maxOdds` (5 by default).
 */
export async function pickSelections(url: string, count: number, maxOdds = 5): Promise<Selection[]> {
  const list = await json<{ data: { id: number; startTime: string; provider: string }[] }>(
    `${url}/api/sportsbook/matches?match_status=0&limit=200`,
  );
  const { now } = await json<{ now: number }>(`${url}/api/test/clock`);
  const out: Selection[] = [];
  for (const match of list.data) {
    if (match.provider !== 'betradar' || Date.parse(match.startTime) - now < 2 * 3_600_000) continue;
    const markets = await json<{
      data: {
        id: number;
        specifier: string;
        status: number;
        outcomes: { outcomeId: string; odds: number; active: boolean }[];
      }[];
    }>(`${url}/api/sportsbook/matches/${match.id}/markets`);
    const market = markets.data.find((m) => m.status === 1 && m.outcomes.every((o) => o.active));
    const outcome = market?.outcomes.find((o) => o.odds > 1.2 && o.odds < maxOdds);
    if (!market || !outcome) continue;
    out.push({
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds,
    });
    if (out.length === count) return out;
  }
  throw new Error(`only ${out.length} of ${count} selections found`);
}

export type Round = {
  kind: string;
  betsPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p99: number };
};

/**
 * Alternates `floor` and `subject` runs of `POST /api/v3/bets` (each body with a fresh Idempotency-Key, cycling
 * through the cookies): a warm-up of each, then `pairs` floor-then-subject pairs of `durationS` seconds. `before`
 * switches the server into each kind (an operator call) before its run. Answers the rounds, each pair's ratio
 * (subject over the floor just before it) and their median, the figure judged.
 */
export async function alternatingPairs(options: {
  url: string;
  cookies: readonly string[];
  connections: number;
  durationS: number;
  pairs: number;
  bodies: { floor: string; subject: string };
  before?: { floor?: () => Promise<void>; subject?: () => Promise<void> };
}) {
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  const saturate = async (kind: 'floor' | 'subject', duration: number): Promise<Round> => {
    await options.before?.[kind]?.();
    const request = {
      method: 'POST' as const,
      path: '/api/v3/bets',
      body: options.bodies[kind],
      setupRequest: (req: Request) => {
        n += 1;
        req.headers = {
          ...HEADERS,
          cookie: options.cookies[n % options.cookies.length] ?? '',
          'idempotency-key': `${prefix}-${n}`,
        };
        return req;
      },
    };
    const r = await autocannon({ url: options.url, connections: options.connections, requests: [request], duration });
    return {
      kind,
      betsPerSecond: Math.round(r['2xx'] / duration),
      non2xx: r.non2xx,
      errors: r.errors,
      latencyMs: { p50: r.latency.p50, p99: r.latency.p99 },
    };
  };
  await saturate('floor', 3);
  await saturate('subject', 3);
  const rounds: Round[] = [];
  const ratios: number[] = [];
  for (let pair = 0; pair < options.pairs; pair += 1) {
    const floorRound = await saturate('floor', options.durationS);
    const subjectRound = await saturate('subject', options.durationS);
    rounds.push(floorRound, subjectRound);
    ratios.push(subjectRound.betsPerSecond / Math.max(1, floorRound.betsPerSecond));
  }
  const mean = (kind: string) => {
    const of = rounds.filter((r) => r.kind === kind);
    return Math.round(of.reduce((sum, r) => sum + r.betsPerSecond, 0) / of.length);
  };
  const sorted = [...ratios].sort((x, y) => x - y);
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    floor: mean('floor'),
    subject: mean('subject'),
    ratio: round3(sorted[Math.floor(sorted.length / 2)] ?? 0),
    meanRatio: round3(mean('subject') / Math.max(1, mean('floor'))),
    pairRatios: ratios.map(round3),
    rounds,
    clean: rounds.every((r) => r.non2xx === 0 && r.errors === 0),
  };
}
