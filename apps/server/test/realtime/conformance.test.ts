import type { Centrifuge, PublicationContext, SubscribedContext, UnsubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchChannel, userChannel } from '../../src/realtime/channels';
import {
  API_KEY,
  collect,
  type DisconnectedContext,
  fetchConnectionToken,
  fetchSubscriptionToken,
  newClient,
  startServer,
  type TestServer,
  TRANSPORTS,
  until,
  waitFor,
} from './helpers';

let server: TestServer;
const clients: Centrifuge[] = [];
let channelSeq = 0;

/** A fresh match channel per test, so histories don't mix. */
function freshMatchChannel(): string {
  channelSeq += 1;
  return matchChannel('en', `c${channelSeq}`);
}

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describe.each(TRANSPORTS)('centrifuge@5.8.0 over %s', (transport) => {
  async function connect(player: string | null, extra: Parameters<typeof newClient>[2] = {}) {
    const client = newClient(server.base, transport, {
      getToken: () => fetchConnectionToken(server.base, player),
      ...extra,
    });
    clients.push(client);
    const connected = waitFor<{ transport: string; client: string }>(client, 'connected');
    client.connect();
    return { client, connected: await connected };
  }

  it('connects and reports the transport', async () => {
    const { connected } = await connect(null);
    expect(connected.transport).toBe(transport);
    expect(connected.client).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('subscribes to a public channel and receives publications (in-process and HTTP API)', async () => {
    const { client } = await connect(null);
    const channel = freshMatchChannel();
    const sub = client.newSubscription(channel);
    const publications = collect<PublicationContext>(sub, 'publication');
    const subscribed = waitFor<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    expect((await subscribed).recoverable).toBe(true);

    await server.handle.publisher.publish(channel, { type: 'match_changed', payload: { id: 1 } });
    const response = await fetch(`${server.base}/api/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ channel, data: { type: 'match_changed', payload: { id: 2 } } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { offset: number; epoch: string } };
    expect(body.result.offset).toBe(2);

    await until(() => publications.length === 2, 4000, 'two publications');
    expect(publications.map((p) => p.data)).toEqual([
      { type: 'match_changed', payload: { id: 1 } },
      { type: 'match_changed', payload: { id: 2 } },
    ]);
    expect(publications.map((p) => p.offset)).toEqual([1, 2]);
  });

  it('rejects $user: without a token (103), accepts its own token, disconnects on another user (3500)', async () => {
    const { client } = await connect('42');
    const noToken = client.newSubscription(userChannel(42));
    const unsubscribed = waitFor<UnsubscribedContext>(noToken, 'unsubscribed');
    noToken.subscribe();
    expect((await unsubscribed).code).toBe(103);
    client.removeSubscription(noToken);

    const own = client.newSubscription(userChannel(42), {
      getToken: () => fetchSubscriptionToken(server.base, '42', userChannel(42)),
    });
    const received = waitFor<PublicationContext>(own, 'publication');
    await new Promise<void>((resolve) => {
      own.on('subscribed', () => resolve());
      own.subscribe();
    });
    await server.handle.publisher.publish(userChannel(42), { type: 'balance_changed', payload: { balance: 100 } });
    expect((await received).data).toEqual({ type: 'balance_changed', payload: { balance: 100 } });

    // A token of player 7 used by player 42's connection.
    const foreignToken = await fetchSubscriptionToken(server.base, '7', userChannel(7));
    expect(foreignToken).not.toBe('');
    const foreign = client.newSubscription(userChannel(7), { token: foreignToken });
    const disconnected = waitFor<DisconnectedContext>(client, 'disconnected');
    foreign.subscribe();
    const ctx = await disconnected;
    expect(ctx.code).toBe(3500);
    expect(client.state).toBe('disconnected');
  });

  it('decodes fossil delta publications, non-ASCII team names included', async () => {
    const { client } = await connect(null);
    const channel = freshMatchChannel();
    const sub = client.newSubscription(channel, { delta: 'fossil' });
    const publications = collect<PublicationContext>(sub, 'publication');
    await new Promise<void>((resolve) => {
      sub.on('subscribed', () => resolve());
      sub.subscribe();
    });
    const teams = ['Atlético', 'Beşiktaş', 'Црвена звезда'];
    const payloads = teams.map((home, i) => ({
      type: 'match_changed',
      payload: {
        id: 77,
        home,
        away: teams[(i + 1) % teams.length],
        score: [i, 2],
        markets: Array.from({ length: 12 }, (_, k) => ({ id: k, odds: 1500 + k * 10 + i, name: `Исход ${k} – ½` })),
      },
    }));
    for (const payload of payloads) await server.handle.publisher.publish(channel, payload);
    await until(() => publications.length === 3, 4000, 'three publications');
    expect(publications.map((p) => p.data)).toEqual(payloads);
    const stats = sub.deltaStats();
    expect(stats.numFullPayloads).toBe(1);
    expect(stats.numDeltaPayloads).toBe(2);
  });

  it('recovers missed publications after a server disconnect (3001)', async () => {
    const { client } = await connect(null);
    const channel = freshMatchChannel();
    const sub = client.newSubscription(channel, { delta: 'fossil' });
    const publications = collect<PublicationContext>(sub, 'publication');
    await new Promise<void>((resolve) => {
      sub.on('subscribed', () => resolve());
      sub.subscribe();
    });
    await server.handle.publisher.publish(channel, { type: 'match_changed', payload: { n: 1, team: 'Atlético' } });
    await until(() => publications.length === 1, 4000, 'first publication');

    const disconnected = waitFor<DisconnectedContext>(client, 'connecting', (ctx) => ctx.code === 3001);
    const resubscribed = waitFor<SubscribedContext>(sub, 'subscribed');
    expect(server.handle.disconnect({}, { code: 3001, reason: 'shutdown' })).toBeGreaterThan(0);
    await disconnected;
    // Published while the client is away (the reconnect waits at least minReconnectDelay).
    for (let n = 2; n <= 4; n++) {
      await server.handle.publisher.publish(channel, { type: 'match_changed', payload: { n, team: 'Beşiktaş' } });
    }
    const ctx = await resubscribed;
    expect(ctx.wasRecovering).toBe(true);
    expect(ctx.recovered).toBe(true);
    await until(() => publications.length === 4, 4000, 'recovered publications');
    expect(publications.map((p) => (p.data as { payload: { n: number } }).payload.n)).toEqual([1, 2, 3, 4]);
    expect(publications.map((p) => p.offset)).toEqual([1, 2, 3, 4]);

    // Live publications continue as deltas on the recovered base.
    await server.handle.publisher.publish(channel, { type: 'match_changed', payload: { n: 5, team: 'Beşiktaş' } });
    await until(() => publications.length === 5, 4000, 'live publication after recovery');
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThan(0);
  });

  it('gets a new token after 109 (expired connection token) and connects', async () => {
    const expired = await server.handle.tokens.signConnectionToken('', -30);
    let calls = 0;
    const client = newClient(server.base, transport, {
      token: expired,
      getToken: async () => {
        calls += 1;
        return fetchConnectionToken(server.base, null);
      },
    });
    clients.push(client);
    const errors = collect<{ type: string; error: { code: number } }>(client, 'error');
    const connected = waitFor(client, 'connected');
    client.connect();
    await connected;
    expect(calls).toBe(1);
    expect(errors.some((e) => e.type === 'connect' && e.error.code === 109)).toBe(true);
  });
});

describe('centrifuge@5.8.0 ping/pong', () => {
  it('answers server pings on every transport (pongs over /emulation for http_stream and sse)', async () => {
    const fast = await startServer({ pingIntervalSeconds: 0.2, pongTimeoutSeconds: 0.15 });
    try {
      const states = await Promise.all(
        TRANSPORTS.map(async (transport) => {
          const client = newClient(fast.base, transport, { getToken: () => fetchConnectionToken(fast.base, null) });
          clients.push(client);
          const disconnects = collect<DisconnectedContext>(client, 'connecting');
          const connected = waitFor(client, 'connected');
          client.connect();
          await connected;
          await new Promise((r) => setTimeout(r, 900));
          return { transport, state: client.state, reconnects: disconnects.length };
        }),
      );
      expect(states).toEqual(TRANSPORTS.map((transport) => ({ transport, state: 'connected', reconnects: 1 })));
      expect(fast.handle.stats().connections).toBe(3);
    } finally {
      for (const client of clients.splice(0)) client.disconnect();
      await fast.close();
    }
  });
});

describe('centrifuge@5.8.0 token refresh', () => {
  it('refreshes connection (refresh) and subscription (sub_refresh) tokens before the server expires them', async () => {
    // Tokens live 1–2 s (whole seconds); without a refresh the server ends them by 3 s after connect.
    const short = await startServer({ tokenTtlSeconds: 2, expiryGraceSeconds: 1 });
    try {
      const results = await Promise.all(
        TRANSPORTS.map(async (transport) => {
          let connectionTokens = 0;
          let subscriptionTokens = 0;
          const client = newClient(short.base, transport, {
            getToken: () => {
              connectionTokens += 1;
              return fetchConnectionToken(short.base, '42');
            },
          });
          clients.push(client);
          const reconnects = collect<DisconnectedContext>(client, 'connecting');
          const sub = client.newSubscription(userChannel(42), {
            getToken: () => {
              subscriptionTokens += 1;
              return fetchSubscriptionToken(short.base, '42', userChannel(42));
            },
          });
          const unsubscribes = collect<UnsubscribedContext>(sub, 'subscribing');
          const subscribed = waitFor(sub, 'subscribed');
          sub.subscribe();
          client.connect();
          await subscribed;
          await new Promise((r) => setTimeout(r, 3200));
          return {
            transport,
            state: client.state,
            subState: sub.state,
            reconnects: reconnects.length,
            resubscribes: unsubscribes.length,
            refreshed: connectionTokens >= 2 && subscriptionTokens >= 2,
          };
        }),
      );
      expect(results).toEqual(
        TRANSPORTS.map((transport) => ({
          transport,
          state: 'connected',
          subState: 'subscribed',
          reconnects: 1,
          resubscribes: 1,
          refreshed: true,
        })),
      );
    } finally {
      for (const client of clients.splice(0)) client.disconnect();
      await short.close();
    }
  });
});

describe('centrifuge@5.8.0 emulation to the wrong node', () => {
  it.each(['http_stream', 'sse'] as const)(
    '%s: a 404 from /emulation makes the client reconnect',
    async (transport) => {
      const other = await startServer();
      try {
        const client = newClient(server.base, transport, {
          getToken: () => fetchConnectionToken(server.base, null),
          emulationBase: other.base, // a node that does not hold the session, with no broker between them
        });
        clients.push(client);
        const reconnecting = waitFor<DisconnectedContext>(client, 'connecting', (ctx) => ctx.code === 1);
        const connected = waitFor(client, 'connected');
        client.connect();
        await connected;
        client.newSubscription(freshMatchChannel()).subscribe();
        expect((await reconnecting).code).toBe(1);
      } finally {
        for (const client of clients.splice(0)) client.disconnect();
        await other.close();
      }
    },
  );
});

describe('centrifuge@5.8.0 websocket limits', () => {
  it('closes with 1009 on a frame over 64 KB; the client stops (message size limit)', async () => {
    const client = newClient(server.base, 'websocket', { getToken: () => fetchConnectionToken(server.base, null) });
    clients.push(client);
    const connected = waitFor(client, 'connected');
    client.connect();
    await connected;
    const disconnected = waitFor<DisconnectedContext>(client, 'disconnected');
    client.rpc('anything', { blob: 'x'.repeat(70_000) }).catch(() => undefined);
    const ctx = await disconnected;
    expect(ctx.code).toBe(3);
  });
});
