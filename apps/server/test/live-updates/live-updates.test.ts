import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Market, type Match, marketSchema, matchSchema } from '@sportsbook/contract/catalog';
import { pagedSchema } from '@sportsbook/contract/pagination';
import {
  type MarketChange,
  type MatchChange,
  type RealtimeEvent,
  realtimeEventSchema,
} from '@sportsbook/contract/realtime-events';
import type { Centrifuge, Subscription } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorFeed } from '../../src/feed/simulator-feed';
import { localeChannel, matchChannel } from '../../src/realtime/channels';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { newClient, until, waitFor } from '../realtime/helpers';

const APP_HEADERS = { 'x-application': 'live-updates-tests' };
// Redis is a test service (README): this suite always runs the hub on the Redis broker, like CI.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `test:live:${randomBytes(6).toString('hex')}:`;
const pagedMatches = pagedSchema(matchSchema);
const pagedMarkets = pagedSchema(marketSchema);

/** One received publication, its data checked against the contract. */
interface Received {
  channel: string;
  offset: number;
  event: RealtimeEvent;
}

/** A subscription whose publications are parsed with the contract schema (the handler never throws). */
function follow(client: Centrifuge, channel: string, options: { delta?: 'fossil' } = {}) {
  const sub: Subscription = client.newSubscription(channel, options);
  const received: Received[] = [];
  const invalid: unknown[] = [];
  sub.on('publication', (ctx) => {
    try {
      const parsed = realtimeEventSchema.safeParse(ctx.data);
      if (parsed.success) received.push({ channel: ctx.channel, offset: ctx.offset ?? 0, event: parsed.data });
      else invalid.push({ data: ctx.data, issues: parsed.error.issues });
    } catch (error) {
      invalid.push(error);
    }
  });
  return { sub, received, invalid };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`live updates over the real centrifuge client (${databaseKind}${REDIS_URL ? ', redis' : ''})`, () => {
  let app: FastifyInstance;
  let base: string;
  let client: Centrifuge;
  let match: Match;
  let matchSub: ReturnType<typeof follow>;
  let matchSubDe: ReturnType<typeof follow>;
  let en: ReturnType<typeof follow>;
  let de: ReturnType<typeof follow>;

  const api = async <T>(path: string, schema: { parse(v: unknown): T }): Promise<T> => {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(200);
    return schema.parse(await response.json());
  };
  const markets = async (id: number): Promise<Market[]> =>
    (await api(`/api/sportsbook/matches/${id}/markets?limit=500`, pagedMarkets)).data;
  const ticksOf = (received: Received[]) => new Set(received.map((r) => r.event.payload.ts));

  /** Advances the simulated clock by `minutes` one-minute ticks; resolves once both locale channels got them. */
  async function advance(minutes: number): Promise<number[]> {
    const seen = new Set([...ticksOf(en.received), ...ticksOf(de.received)]);
    const response = await fetch(`${base}/api/test/clock`, {
      method: 'POST',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: minutes * 60_000 }),
    });
    expect(response.status).toBe(200);
    const fresh = () => [...ticksOf(en.received)].filter((ts) => !seen.has(ts));
    await until(
      () => fresh().length === minutes && ticksOf(de.received).size === ticksOf(en.received).size,
      8000,
      `${minutes} ticks on the locale channels`,
    );
    // The match channels' messages of the same ticks are published before the lists'; leave time for delivery.
    await sleep(REDIS_URL ? 300 : 150);
    return fresh().sort((a, b) => a - b);
  }

  beforeAll(async () => {
    app = await createTestApp(REDIS_URL ? { REDIS_URL, REALTIME_REDIS_PREFIX: redisPrefix } : {});
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const live = await api('/api/sportsbook/matches?match_status=1&sport_key=football&limit=50', pagedMatches);
    const first = live.data.find((m) => m.clock !== null && !m.clock.stopped) ?? live.data[0];
    if (first === undefined) throw new Error('no live football match');
    match = first;

    client = newClient(base, 'websocket', {
      getToken: async () => {
        const response = await fetch(`${base}/api/sportsbook/websocket/token`, {
          method: 'POST',
          headers: APP_HEADERS,
        });
        return ((await response.json()) as { token: string }).token;
      },
    });
    matchSub = follow(client, matchChannel('en', match.id), { delta: 'fossil' });
    matchSubDe = follow(client, matchChannel('de', match.id));
    en = follow(client, localeChannel('en'));
    de = follow(client, localeChannel('de'), { delta: 'fossil' });
    const subscribed = [matchSub, matchSubDe, en, de].map(({ sub }) => waitFor(sub, 'subscribed'));
    client.connect();
    for (const { sub } of [matchSub, matchSubDe, en, de]) sub.subscribe();
    await Promise.all(subscribed);
  });

  afterAll(async () => {
    client?.disconnect();
    await app?.close();
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    }
  });

  it('publishes one tick of a live match: match and markets on its channel, list changes on every locale', async () => {
    const before = await markets(match.id);
    const [tick] = await advance(1);
    const after = await markets(match.id);
    const view = await api(`/api/sportsbook/matches/${match.id}`, matchSchema);
    for (const s of [matchSub, matchSubDe, en, de]) expect(s.invalid).toEqual([]);

    const onMatch = matchSub.received.filter((r) => r.event.payload.ts === tick);
    const kinds = onMatch.map((r) => r.event.type);
    // Coalesced: one message of each kind for the match in a tick, never one per outcome.
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.filter((k) => k === 'match_changed' || k === 'match_status_changed').length).toBeLessThanOrEqual(1);
    expect(kinds).toContain('markets_changed');
    expect(onMatch.every((r) => r.channel === matchChannel('en', match.id))).toBe(true);

    // The match's changed fields, as GET /matches/{id} shows them after the tick (clocks tick in the browser).
    const matchEvent = onMatch.find((r) => r.event.type !== 'markets_changed')?.event;
    const changes: MatchChange[] =
      matchEvent && matchEvent.type !== 'markets_changed' && 'matches' in matchEvent.payload
        ? matchEvent.payload.matches
        : [];
    expect(changes.map((c) => c.id)).toEqual(changes.length > 0 ? [match.id] : []);
    for (const change of changes) {
      for (const [field, value] of Object.entries(change)) {
        if (field !== 'id') expect(value, field).toEqual(view[field as keyof Match]);
      }
    }

    // markets_changed carries exactly the outcomes whose odds or active flag moved.
    const marketsEvent = onMatch.find((r) => r.event.type === 'markets_changed')?.event;
    if (marketsEvent?.type !== 'markets_changed') throw new Error('no markets_changed');
    expect(marketsEvent.payload.matchId).toBe(match.id);
    expectOnlyChangedOutcomes(before, after, marketsEvent.payload.markets);

    // The same stream under the German name: the same publications, offsets included.
    expect(matchSubDe.received.filter((r) => r.event.payload.ts === tick)).toEqual(
      onMatch.map((r) => ({ ...r, channel: matchChannel('de', match.id) })),
    );
  });

  it('sends both locales the same list messages, one of each kind per tick, list markets only', async () => {
    const ticks = await advance(3);
    expect(ticks).toHaveLength(3);
    const view = await api(`/api/sportsbook/matches/${match.id}`, matchSchema);
    for (const s of [en, de]) expect(s.invalid).toEqual([]);
    const strip = (r: Received) => ({ offset: r.offset, event: r.event });
    expect(de.received.map(strip)).toEqual(en.received.map(strip));
    expect(new Set(en.received.map((r) => r.channel))).toEqual(new Set([localeChannel('en')]));
    expect(new Set(de.received.map((r) => r.channel))).toEqual(new Set([localeChannel('de')]));

    for (const tick of ticks) {
      const list = en.received.filter((r) => r.event.payload.ts === tick).map((r) => r.event);
      const kinds = list.map((e) => e.type);
      expect(new Set(kinds).size, `kinds of tick ${tick}`).toBe(kinds.length);
      // Clocks of live matches move every minute.
      expect(kinds).toContain('match_changed');
      const matchIds = list.flatMap((e) =>
        e.type === 'match_changed' || e.type === 'match_status_changed' ? e.payload.matches.map((m) => m.id) : [],
      );
      expect(new Set(matchIds).size).toBe(matchIds.length);
      const marketKeys = list.flatMap((e) =>
        e.type === 'markets_changed' ? e.payload.markets.map((m) => `${m.matchId}:${m.id}:${m.specifier}`) : [],
      );
      expect(new Set(marketKeys).size).toBe(marketKeys.length);
      // On the match channel: at most one message of each kind in the same tick.
      const onMatch = matchSub.received.filter((r) => r.event.payload.ts === tick).map((r) => r.event.type);
      expect(new Set(onMatch).size).toBe(onMatch.length);
    }

    // List market changes of our match are its main or secondary market only.
    const listKeys = [view.mainMarket, view.secondaryMarket].flatMap((m) => (m ? [`${m.id}:${m.specifier}`] : []));
    const ours = en.received.flatMap((r) =>
      r.event.type === 'markets_changed' ? r.event.payload.markets.filter((m) => m.matchId === match.id) : [],
    );
    for (const m of ours.slice(-2)) expect(listKeys).toContain(`${m.id}:${m.specifier}`);
    // No localized names ever travel on public channels (the schemas are strict; names would fail them).
    expect(JSON.stringify(en.received)).not.toContain(view.tournament.name);
  });

  it('announces a provider going down and up: provider status on the lists, bettable on the match', async () => {
    const feed = app.feed;
    if (!(feed instanceof SimulatorFeed)) throw new Error('the test app runs the simulator');
    feed.setProviderStatus(match.provider, 'inactive');
    const [down] = await advance(1);
    feed.setProviderStatus(match.provider, 'active');
    const [up] = await advance(1);
    for (const [tick, status, bettable] of [
      [down, 'inactive', false],
      [up, 'active', true],
    ] as const) {
      for (const s of [en, de]) {
        const event = s.received.find((r) => r.event.payload.ts === tick && r.event.type === 'provider_status_changed');
        expect(event?.event.payload).toMatchObject({
          provider: match.provider,
          status,
          providerStatuses: { [match.provider]: status },
        });
      }
      const onMatch = matchSub.received.filter((r) => r.event.payload.ts === tick).map((r) => r.event);
      const change = onMatch.flatMap((e) =>
        e.type === 'match_changed' || e.type === 'match_status_changed' ? e.payload.matches : [],
      )[0];
      expect(change?.bettable).toBe(bettable);
    }
  });

  it('runs on the Redis broker: one stream per public channel whatever the locale', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      // One stream per public channel whatever the locale: the match's stream and the list stream.
      expect(await redis.exists(`${redisPrefix}m:{sportsbook:match:${match.id}}`)).toBe(1);
      expect(await redis.exists(`${redisPrefix}m:{sportsbook}`)).toBe(1);
      expect(await redis.exists(`${redisPrefix}m:{sportsbook:en}`)).toBe(0);
      const top = Number(await redis.hget(`${redisPrefix}m:{sportsbook}`, 's'));
      expect(top).toBe(Math.max(...en.received.map((r) => r.offset)));
    } finally {
      await redis.quit();
    }
  });
});

/**
 * The market changes of one tick against the listed markets before and after it: a market is there iff something
 * subscribers see changed, and it carries exactly the outcomes whose odds or active flag changed.
 */
function expectOnlyChangedOutcomes(before: Market[], after: Market[], changes: MarketChange[]): void {
  const key = (m: { id: number; specifier: string }) => `${m.id}|${m.specifier}`;
  const beforeByKey = new Map(before.map((m) => [key(m), m]));
  const afterByKey = new Map(after.map((m) => [key(m), m]));
  const changesByKey = new Map(changes.map((c) => [key(c), c]));
  expect(changesByKey.size).toBe(changes.length);
  let movedOutcomes = 0;
  for (const [k, next] of afterByKey) {
    const prev = beforeByKey.get(k);
    const change = changesByKey.get(k);
    if (prev === undefined) {
      // Listed again (was not allowed): announced with its status.
      expect(change?.status, k).toBe(next.status);
      continue;
    }
    const moved = next.outcomes.filter((o) => {
      const old = prev.outcomes.find((p) => p.outcomeId === o.outcomeId);
      return old === undefined || old.odds !== o.odds || old.active !== o.active;
    });
    movedOutcomes += moved.length;
    const changed = moved.length > 0 || prev.status !== next.status || prev.mostBalanced !== next.mostBalanced;
    expect(change !== undefined, `change of ${k}`).toBe(changed);
    if (change === undefined) continue;
    expect(change.status).toBe(next.status);
    expect(change.outcomes).toEqual(moved.map((o) => ({ outcomeId: o.outcomeId, odds: o.odds, active: o.active })));
    expect(change.market).toBeUndefined();
  }
  for (const [k, prev] of beforeByKey) {
    // Withdrawn during the tick: status 0 (not allowed).
    if (!afterByKey.has(k)) expect(changesByKey.get(k)?.status, `${k} withdrawn (was ${prev.status})`).toBe(0);
  }
  for (const k of changesByKey.keys()) expect(afterByKey.has(k) || beforeByKey.has(k), k).toBe(true);
  expect(movedOutcomes).toBeGreaterThan(0);
}
