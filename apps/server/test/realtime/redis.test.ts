import { randomBytes } from 'node:crypto';
import type { Centrifuge, PublicationContext, SubscribedContext } from 'centrifuge';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchChannel, userChannel } from '../../src/realtime/channels';
import {
  collect,
  fetchConnectionToken,
  fetchSubscriptionToken,
  newClient,
  startServer,
  type TestServer,
  until,
  waitFor,
} from './helpers';

// CI runs Redis; locally it defaults to 127.0.0.1:6379.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:rt:${randomBytes(6).toString('hex')}:`;

let nodeA: TestServer;
let nodeB: TestServer;
const clients: Centrifuge[] = [];
let seq = 0;

function freshChannel(): string {
  seq += 1;
  return matchChannel('en', `redis${seq}`);
}

async function subscribed(client: Centrifuge, channel: string, options = {}) {
  const sub = client.newSubscription(channel, options);
  const publications = collect<PublicationContext>(sub, 'publication');
  const ready = waitFor<SubscribedContext>(sub, 'subscribed');
  sub.subscribe();
  return { sub, publications, ctx: await ready };
}

beforeAll(async () => {
  nodeA = await startServer({ redisUrl: REDIS_URL, redisPrefix: prefix, nodeId: 'node-a' });
  nodeB = await startServer({ redisUrl: REDIS_URL, redisPrefix: prefix, nodeId: 'node-b' });
});

afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()]);
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describe('two hub nodes on Redis', () => {
  it('delivers a publication made on node A to a WebSocket client of node B, delta included', async () => {
    const client = newClient(nodeB.base, 'websocket', { getToken: () => fetchConnectionToken(nodeB.base, null) });
    clients.push(client);
    client.connect();
    const channel = freshChannel();
    const { sub, publications } = await subscribed(client, channel, { delta: 'fossil' });
    const payloads = ['Atlético', 'Beşiktaş', 'Црвена звезда'].map((team, i) => ({
      type: 'match_changed',
      payload: { team, score: [i, 0], note: 'a longer text that stays the same between updates, for the delta' },
    }));
    for (const payload of payloads) await nodeA.handle.publisher.publish(channel, payload);
    await until(() => publications.length === 3, 4000, 'publications from node A');
    expect(publications.map((p) => p.data)).toEqual(payloads);
    expect(publications.map((p) => p.offset)).toEqual([1, 2, 3]);
    expect(sub.deltaStats().numDeltaPayloads).toBe(2);

    // History is shared: node B reads what node A wrote.
    const history = await sub.history({ limit: -1 });
    expect(history.publications.map((p) => p.data)).toEqual(payloads);
  });

  it('shares one stream between the locales of a public channel across nodes', async () => {
    const client = newClient(nodeB.base, 'websocket', { getToken: () => fetchConnectionToken(nodeB.base, null) });
    clients.push(client);
    client.connect();
    seq += 1;
    const [de, fr] = [matchChannel('de', `redis${seq}`), matchChannel('fr', `redis${seq}`)];
    const a = await subscribed(client, de, { delta: 'fossil' });
    const b = await subscribed(client, fr);
    const payloads = [1, 2].map((n) => ({ type: 'markets_changed', payload: { n, note: 'same for every locale' } }));
    // Published once, under yet another locale's name, on the other node.
    for (const payload of payloads) await nodeA.handle.publisher.publish(matchChannel('es', `redis${seq}`), payload);
    await until(() => a.publications.length === 2 && b.publications.length === 2, 4000, 'publications on both names');
    for (const { publications } of [a, b]) {
      expect(publications.map((p) => [p.data, p.offset])).toEqual([
        [payloads[0], 1],
        [payloads[1], 2],
      ]);
    }
    expect(a.publications.map((p) => p.channel)).toEqual([de, de]);
    expect(b.publications.map((p) => p.channel)).toEqual([fr, fr]);
  });

  it.each(['http_stream', 'sse'] as const)(
    'routes %s emulation commands POSTed to node B to the session held by node A',
    async (transport) => {
      const client = newClient(nodeA.base, transport, {
        getToken: () => fetchConnectionToken(nodeA.base, '42'),
        emulationBase: nodeB.base,
      });
      clients.push(client);
      client.connect();
      // The subscribe goes to node B's /emulation; the reply comes on node A's stream.
      const channel = userChannel(42);
      const { publications } = await subscribed(client, channel, {
        getToken: () => fetchSubscriptionToken(nodeA.base, '42', channel),
      });
      expect(nodeA.handle.stats().subscriptions).toBe(1);
      expect(nodeB.handle.stats().connections).toBe(0);
      await nodeB.handle.publisher.publish(channel, { type: 'bet_changed', payload: { id: 'b1', transport } });
      await until(() => publications.length === 1, 4000, 'publication via node B');
      expect(publications[0]?.data).toEqual({ type: 'bet_changed', payload: { id: 'b1', transport } });
      const rpc = await client.rpc('nothing', {}).catch((error: { code: number }) => error.code);
      expect(rpc).toBe(104);
    },
  );

  it('answers 404 for emulation to a node that does not exist', async () => {
    const response = await fetch(`${nodeB.base}/emulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: 'x', node: 'node-gone', data: '{}' }),
    });
    expect(response.status).toBe(404);
  });
});
