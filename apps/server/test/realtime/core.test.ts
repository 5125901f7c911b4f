import { applyDelta } from 'fossil-delta';
import { afterEach, describe, expect, it } from 'vitest';
import type { Broker, HistoryQuery, HistoryResult } from '../../src/realtime/broker';
import type { ClientSession, SessionTransport, TransportName } from '../../src/realtime/client-session';
import type { Disconnect } from '../../src/realtime/codes';
import { Hub, type HubOptions } from '../../src/realtime/hub';
import { MemoryBroker } from '../../src/realtime/memory-broker';
import { TokenService } from '../../src/realtime/tokens';

const tokens = new TokenService('core-test-secret');
const CHANNEL = 'sportsbook:en:match:1';
/** The broker stream of CHANNEL (every locale's name of match 1). */
const STREAM = 'sportsbook:match:1';
const silent = { debug() {}, info() {}, warn() {}, error() {} };

type Message = Record<string, unknown> & {
  id?: number;
  error?: { code: number; message: string; temporary?: boolean };
  push?: Record<string, unknown> & {
    channel?: string;
    pub?: { data: unknown; offset: number; delta?: boolean };
    unsubscribe?: { code: number; reason: string };
    disconnect?: Disconnect;
  };
};

/** Records what a session sends; checks the framing rules on every message. */
class FakeTransport implements SessionTransport {
  readonly messages: Message[] = [];
  closedWith: Disconnect | null = null;
  buffered = 0;

  constructor(
    readonly name: TransportName = 'websocket',
    readonly emulation = false,
  ) {}

  send(message: string | Buffer): void {
    const text = message.toString();
    if (text.trim() === '' || text.includes('\n')) throw new Error(`bad frame: ${JSON.stringify(text)}`);
    this.messages.push(JSON.parse(text) as Message);
  }

  bufferedBytes(): number {
    return this.buffered;
  }

  close(disconnect: Disconnect): void {
    this.closedWith = disconnect;
  }

  reply(id: number): Message | undefined {
    return this.messages.find((m) => m.id === id);
  }

  /** The result object of reply `id` to `method`; throws when there is none. */
  result<T>(id: number, method: string): T {
    const result = this.reply(id)?.[method];
    if (typeof result !== 'object' || result === null) throw new Error(`no ${method} result for ${id}`);
    return result as T;
  }

  pushes(): NonNullable<Message['push']>[] {
    return this.messages.flatMap((m) => (m.push ? [m.push] : []));
  }
}

const hubs: Hub[] = [];

afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});

async function makeHub(overrides: Partial<HubOptions> = {}): Promise<Hub> {
  const hub = new Hub({
    nodeId: 'node-1',
    broker: new MemoryBroker({ size: 10, ttlSeconds: 60, metaTtlSeconds: 3600 }),
    tokens,
    logger: silent,
    pingIntervalMs: 25_000,
    pongTimeoutMs: 8_000,
    expiryGraceMs: 25_000,
    staleCloseDelayMs: 10_000,
    maxBufferedBytes: 1 << 20,
    version: 'test',
    ...overrides,
  });
  await hub.start();
  hubs.push(hub);
  return hub;
}

async function send(session: ClientSession, ...commands: object[]): Promise<void> {
  session.receiveText(commands.map((c) => JSON.stringify(c)).join('\n'));
  await session.idle();
}

async function connected(hub: Hub, user = '', transport = new FakeTransport()) {
  const session = hub.createSession(transport);
  await send(session, { id: 1, connect: { token: await tokens.signConnectionToken(user, 600) } });
  expect(transport.reply(1)?.connect).toBeDefined();
  return { session, transport };
}

/** Applies a publication the way centrifuge-js does with delta negotiated; returns [value, new base]. */
function decode(pub: { data: unknown; delta?: boolean }, base: Uint8Array | null): [unknown, Uint8Array] {
  const text = pub.data as string;
  if (pub.delta) {
    if (base === null) throw new Error('delta without base');
    const out = applyDelta(base, new TextEncoder().encode(text));
    return [JSON.parse(new TextDecoder().decode(out)), out];
  }
  return [JSON.parse(text), new TextEncoder().encode(text)];
}

describe('connect', () => {
  it('handles commands in order: a subscribe batched with connect waits for the connect', async () => {
    const hub = await makeHub();
    const transport = new FakeTransport();
    const session = hub.createSession(transport);
    await send(
      session,
      { id: 1, connect: { token: await tokens.signConnectionToken('', 600), name: 'js' } },
      { id: 2, subscribe: { channel: CHANNEL, flag: 1 } },
    );
    expect(transport.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(transport.reply(1)?.connect).toMatchObject({ ping: 25, pong: true, expires: true });
    expect(transport.reply(1)?.connect).not.toHaveProperty('session');
    expect(transport.reply(2)?.subscribe).toMatchObject({ recoverable: true, positioned: true, offset: 0 });
  });

  it('adds session and node on emulation transports', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '', new FakeTransport('http_stream', true));
    expect(transport.reply(1)?.connect).toMatchObject({ session: session.sessionId, node: 'node-1' });
  });

  it.each([
    ['a command before connect', { id: 1, subscribe: { channel: CHANNEL } }],
    ['a connect without token', { id: 1, connect: {} }],
    ['a command without id', { subscribe: { channel: CHANNEL } }],
    ['an unknown method', { id: 1, nope: {} }],
  ])('disconnects with 3501 on %s', async (_name, command) => {
    const hub = await makeHub();
    const transport = new FakeTransport();
    await send(hub.createSession(transport), command);
    expect(transport.closedWith?.code).toBe(3501);
  });

  it('disconnects with 3501 on undecodable input and on a second connect', async () => {
    const hub = await makeHub();
    const t1 = new FakeTransport();
    hub.createSession(t1).receiveText('{not json');
    expect(t1.closedWith?.code).toBe(3501);
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, connect: { token: await tokens.signConnectionToken('', 600) } });
    expect(transport.closedWith?.code).toBe(3501);
  });

  it('answers 109 to an expired token, then treats the connection as unusable', async () => {
    const hub = await makeHub();
    const transport = new FakeTransport();
    const session = hub.createSession(transport);
    await send(session, { id: 1, connect: { token: await tokens.signConnectionToken('', -10) } });
    expect(transport.reply(1)?.error).toEqual({ code: 109, message: 'token expired' });
    expect(transport.closedWith).toBeNull();
    await send(session, { id: 2, subscribe: { channel: CHANNEL } });
    expect(transport.closedWith?.code).toBe(3501);
  });

  it('disconnects with 3500 on an invalid token (bad signature, or a channel claim)', async () => {
    const hub = await makeHub();
    const other = new TokenService('another-secret');
    const t1 = new FakeTransport();
    await send(hub.createSession(t1), { id: 1, connect: { token: await other.signConnectionToken('', 60) } });
    expect(t1.closedWith).toEqual({ code: 3500, reason: 'invalid token' });
    const t2 = new FakeTransport();
    const withChannel = await tokens.signConnectionToken('', 60, { channel: CHANNEL });
    await send(hub.createSession(t2), { id: 1, connect: { token: withChannel } });
    expect(t2.closedWith?.code).toBe(3500);
  });

  it('refreshes the connection; another user or an expired token disconnects', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '42');
    await send(session, { id: 2, refresh: { token: await tokens.signConnectionToken('42', 1200) } });
    expect(transport.reply(2)?.refresh).toMatchObject({ client: session.clientId, expires: true });
    expect(transport.result<{ ttl: number }>(2, 'refresh').ttl).toBeGreaterThan(1000);
    await send(session, { id: 3, refresh: { token: await tokens.signConnectionToken('7', 1200) } });
    expect(transport.closedWith?.code).toBe(3500);

    const second = await connected(hub, '42');
    await send(second.session, { id: 2, refresh: { token: await tokens.signConnectionToken('42', -5) } });
    expect(second.transport.closedWith?.code).toBe(3005);
  });

  it('closes a connection that never sends connect (3502)', async () => {
    const hub = await makeHub({ staleCloseDelayMs: 20 });
    const transport = new FakeTransport();
    hub.createSession(transport);
    await new Promise((r) => setTimeout(r, 60));
    expect(transport.closedWith?.code).toBe(3502);
  });

  it('disconnects with 3005 when the connection expires without refresh', async () => {
    const hub = await makeHub({ expiryGraceMs: 10 });
    const transport = new FakeTransport();
    const session = hub.createSession(transport);
    await send(session, { id: 1, connect: { token: await tokens.signConnectionToken('', 1) } });
    expect(transport.reply(1)?.connect).toMatchObject({ expires: true, ttl: 1 });
    await new Promise((r) => setTimeout(r, 1300));
    expect(transport.closedWith?.code).toBe(3005);
  });
});

describe('pings', () => {
  it('pings with {} and disconnects with 3012 when no pong arrives', async () => {
    const hub = await makeHub({ pingIntervalMs: 40, pongTimeoutMs: 30 });
    const { transport } = await connected(hub);
    await new Promise((r) => setTimeout(r, 150));
    expect(transport.messages.some((m) => Object.keys(m).length === 0)).toBe(true);
    expect(transport.closedWith?.code).toBe(3012);
  });

  it('stays connected while pongs arrive', async () => {
    const hub = await makeHub({ pingIntervalMs: 40, pongTimeoutMs: 30 });
    const { session, transport } = await connected(hub);
    const ponger = setInterval(() => {
      if (transport.messages.at(-1) !== undefined && Object.keys(transport.messages.at(-1) ?? {}).length === 0) {
        session.receiveText('{}');
      }
    }, 5);
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(ponger);
    expect(transport.closedWith).toBeNull();
  });
});

describe('subscribe', () => {
  it('maps errors: 102 unknown channel, 103 type, 105 duplicate, 107 delta type', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(
      session,
      { id: 2, subscribe: { channel: 'news:1' } },
      { id: 3, subscribe: { channel: CHANNEL, type: 1 } },
      { id: 4, subscribe: { channel: CHANNEL } },
      { id: 5, subscribe: { channel: CHANNEL } },
      { id: 6, subscribe: { channel: 'sportsbook:de', delta: 'xdelta' } },
    );
    expect(transport.reply(2)?.error?.code).toBe(102);
    expect(transport.reply(3)?.error?.code).toBe(103);
    expect(transport.reply(4)?.subscribe).toBeDefined();
    expect(transport.reply(5)?.error?.code).toBe(105);
    expect(transport.reply(6)?.error?.code).toBe(107);
    expect(transport.closedWith).toBeNull();
  });

  it('checks $ channel tokens: 103 missing/invalid, 109 expired, 3500 on another channel or user', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '42');
    await send(
      session,
      { id: 2, subscribe: { channel: '$user:42' } },
      { id: 3, subscribe: { channel: '$user:42', token: 'garbage' } },
      { id: 4, subscribe: { channel: '$user:42', token: await tokens.signSubscriptionToken('42', '$user:42', -5) } },
      { id: 5, subscribe: { channel: '$user:42', token: await tokens.signSubscriptionToken('42', '$user:42', 60) } },
    );
    expect(transport.reply(2)?.error?.code).toBe(103);
    expect(transport.reply(3)?.error?.code).toBe(103);
    expect(transport.reply(4)?.error?.code).toBe(109);
    expect(transport.reply(5)?.subscribe).toMatchObject({ expires: true });

    const other = await connected(hub, '42');
    const wrongChannel = await tokens.signSubscriptionToken('42', '$user:7', 60);
    await send(other.session, { id: 2, subscribe: { channel: '$user:42', token: wrongChannel } });
    expect(other.transport.closedWith?.code).toBe(3500);

    const third = await connected(hub, '7');
    const foreign = await tokens.signSubscriptionToken('42', '$user:42', 60);
    await send(third.session, { id: 2, subscribe: { channel: '$user:42', token: foreign } });
    expect(third.transport.closedWith?.code).toBe(3500);
  });

  it('refreshes a subscription (sub_refresh); an expired token gives 110', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '42');
    const token = (ttl: number) => tokens.signSubscriptionToken('42', '$user:42', ttl);
    await send(session, { id: 2, subscribe: { channel: '$user:42', token: await token(60) } });
    await send(session, { id: 3, sub_refresh: { channel: '$user:42', token: await token(600) } });
    expect(transport.reply(3)?.sub_refresh).toMatchObject({ expires: true });
    await send(session, { id: 4, sub_refresh: { channel: '$user:42', token: await token(-1) } });
    expect(transport.reply(4)?.error?.code).toBe(110);
  });

  it('ends an expired subscription with unsubscribe 2501', async () => {
    const hub = await makeHub({ expiryGraceMs: 10 });
    const { session, transport } = await connected(hub, '42');
    const token = await tokens.signSubscriptionToken('42', '$user:42', 1);
    await send(session, { id: 2, subscribe: { channel: '$user:42', token } });
    await new Promise((r) => setTimeout(r, 1300));
    expect(transport.pushes().at(-1)).toEqual({
      channel: '$user:42',
      unsubscribe: { code: 2501, reason: 'subscription expired' },
    });
  });

  it('never fails unsubscribe; rejects publish (103) and rpc (104)', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(
      session,
      { id: 2, unsubscribe: { channel: 'whatever' } },
      { id: 3, publish: { channel: CHANNEL, data: {} } },
      { id: 4, rpc: { method: 'x' } },
      { id: 5, send: { data: {} } },
    );
    expect(transport.reply(2)).toEqual({ id: 2, unsubscribe: {} });
    expect(transport.reply(3)?.error?.code).toBe(103);
    expect(transport.reply(4)?.error?.code).toBe(104);
    expect(transport.closedWith).toBeNull();
  });
});

describe('publications', () => {
  it('sends raw JSON without delta, with offsets, and stops after unsubscribe', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, subscribe: { channel: CHANNEL } });
    await hub.publish(CHANNEL, { type: 'match_changed', payload: { name: 'Atlético' } });
    expect(transport.pushes()).toEqual([
      { channel: CHANNEL, pub: { data: { type: 'match_changed', payload: { name: 'Atlético' } }, offset: 1 } },
    ]);
    await send(session, { id: 3, unsubscribe: { channel: CHANNEL } });
    await hub.publish(CHANNEL, { n: 2 });
    expect(transport.pushes()).toHaveLength(1);
  });

  it('sends the first publication full, then fossil deltas; full again when the delta is not smaller', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, subscribe: { channel: CHANNEL, delta: 'fossil' } });
    expect(transport.reply(2)?.subscribe).toMatchObject({ delta: true });
    const long = (name: string, odds: number) => ({ name, odds, text: 'Црвена звезда – Beşiktaş '.repeat(8) });
    await hub.publish(CHANNEL, long('Atlético', 1500));
    await hub.publish(CHANNEL, long('Atlético', 1510));
    await hub.publish(CHANNEL, 1);
    await hub.publish(CHANNEL, 2);
    const pubs = transport.pushes().map((p) => p.pub);
    expect(pubs.map((p) => p?.delta === true)).toEqual([false, true, false, false]);
    let base: Uint8Array | null = null;
    const values: unknown[] = [];
    for (const pub of pubs) {
      if (pub === undefined) throw new Error('missing pub');
      // Every frame is ASCII: non-ASCII travels as \u escapes.
      expect(/^[\x20-\x7e]*$/.test(JSON.stringify(pub.data))).toBe(true);
      const [value, next] = decode(pub, base);
      values.push(value);
      base = next;
    }
    expect(values).toEqual([long('Atlético', 1500), long('Atlético', 1510), 1, 2]);
  });

  it('sends a delta only on the exact base: a subscriber that joins late gets its first publication full', async () => {
    const hub = await makeHub();
    const first = await connected(hub);
    await send(first.session, { id: 2, subscribe: { channel: CHANNEL, delta: 'fossil' } });
    const payload = (n: number) => ({ n, padding: 'Atlético '.repeat(20) });
    await hub.publish(CHANNEL, payload(1));
    const late = await connected(hub);
    await send(late.session, { id: 2, subscribe: { channel: CHANNEL, delta: 'fossil' } });
    await hub.publish(CHANNEL, payload(2));
    expect(first.transport.pushes().map((p) => p.pub?.delta === true)).toEqual([false, true]);
    const latePub = late.transport.pushes()[0]?.pub;
    expect(latePub?.delta).toBeUndefined();
    expect(latePub && decode(latePub, null)[0]).toEqual(payload(2));
  });

  it("serves every locale of a public channel from one stream: pushes carry each subscriber's channel name", async () => {
    const hub = await makeHub();
    const en = await connected(hub);
    const de = await connected(hub);
    const plain = await connected(hub);
    await send(en.session, { id: 2, subscribe: { channel: 'sportsbook:en:match:7', delta: 'fossil' } });
    await send(de.session, { id: 2, subscribe: { channel: 'sportsbook:de:match:7', delta: 'fossil' } });
    await send(plain.session, { id: 2, subscribe: { channel: 'sportsbook:pt:match:7' } });
    const payload = (n: number) => ({ type: 'markets_changed', payload: { n, padding: 'Beşiktaş '.repeat(20) } });
    // Published under any locale's name (even one nobody uses): one stream, one offset sequence.
    await hub.publish('sportsbook:fr:match:7', payload(1));
    await hub.publish('sportsbook:en:match:7', payload(2));
    const decoded = (pushes: NonNullable<Message['push']>[]) => {
      let base: Uint8Array | null = null;
      return pushes.map((p) => {
        if (p.pub === undefined) throw new Error('missing pub');
        const [value, next] = decode(p.pub, base);
        base = next;
        return { channel: p.channel, offset: p.pub.offset, delta: p.pub.delta === true, value };
      });
    };
    for (const [client, channel] of [
      [en, 'sportsbook:en:match:7'],
      [de, 'sportsbook:de:match:7'],
    ] as const) {
      expect(decoded(client.transport.pushes())).toEqual([
        { channel, offset: 1, delta: false, value: payload(1) },
        { channel, offset: 2, delta: true, value: payload(2) },
      ]);
    }
    expect(plain.transport.pushes().map((p) => [p.channel, p.pub?.offset, p.pub?.data])).toEqual([
      ['sportsbook:pt:match:7', 1, payload(1)],
      ['sportsbook:pt:match:7', 2, payload(2)],
    ]);
    // History and recovery read the shared stream under any name.
    const epoch = en.transport.result<{ epoch: string }>(2, 'subscribe').epoch;
    const late = await connected(hub);
    await send(late.session, {
      id: 2,
      subscribe: { channel: 'sportsbook:es:match:7', recover: true, offset: 1, epoch },
    });
    expect(late.transport.reply(2)?.subscribe).toMatchObject({ recovered: true, epoch, offset: 1 });
    expect(hub.stats()).toMatchObject({ streams: 1, channels: 4 });
    // The list channel of every locale is one stream too; the stream key itself is not a channel.
    expect((await hub.publish('sportsbook:de', 1)).offset).toBe(1);
    expect((await hub.publish('sportsbook:br', 2)).offset).toBe(2);
    await expect(hub.publish('sportsbook:match:7', 1)).rejects.toMatchObject({ code: 102 });
  });

  it('unsubscribes with 2500 on an offset gap or a new epoch; skips duplicates', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, subscribe: { channel: CHANNEL } });
    const epoch = transport.result<{ epoch: string }>(2, 'subscribe').epoch;
    hub.onPublication(STREAM, { offset: 1, epoch, data: '{"a":1}', time: Date.now() });
    hub.onPublication(STREAM, { offset: 1, epoch, data: '{"a":1}', time: Date.now() });
    expect(transport.pushes()).toHaveLength(1);
    hub.onPublication(STREAM, { offset: 3, epoch, data: '{"a":3}', time: Date.now() });
    expect(transport.pushes().at(-1)).toEqual({
      channel: CHANNEL,
      unsubscribe: { code: 2500, reason: 'insufficient state' },
    });
    await send(session, { id: 3, subscribe: { channel: CHANNEL } });
    const top = transport.result<{ offset: number }>(3, 'subscribe').offset;
    hub.onPublication(STREAM, { offset: top + 1, epoch: 'other', data: '{}', time: Date.now() });
    expect(transport.pushes().at(-1)?.unsubscribe?.code).toBe(2500);
  });

  it('recovers missed publications: first full, then deltas; recovered offset is the requested one', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, subscribe: { channel: CHANNEL, delta: 'fossil' } });
    const epoch = transport.result<{ epoch: string }>(2, 'subscribe').epoch;
    const payload = (n: number) => ({ n, home: 'Beşiktaş', away: 'Црвена звезда', padding: 'x'.repeat(100) });
    for (let n = 1; n <= 4; n++) await hub.publish(CHANNEL, payload(n));

    const again = await connected(hub);
    await send(again.session, {
      id: 2,
      subscribe: { channel: CHANNEL, delta: 'fossil', recover: true, offset: 1, epoch },
    });
    const reply = again.transport.result<{
      recovered: boolean;
      was_recovering: boolean;
      offset: number;
      publications: { data: string; offset: number; delta?: boolean }[];
    }>(2, 'subscribe');
    expect(reply).toMatchObject({ recovered: true, was_recovering: true, offset: 1, epoch });
    expect(reply.publications.map((p) => [p.offset, p.delta === true])).toEqual([
      [2, false],
      [3, true],
      [4, true],
    ]);
    let base: Uint8Array | null = null;
    const values: unknown[] = [];
    for (const pub of reply.publications) {
      const [value, next] = decode(pub, base);
      values.push(value);
      base = next;
    }
    expect(values).toEqual([payload(2), payload(3), payload(4)]);
    // Live publications continue the chain.
    await hub.publish(CHANNEL, payload(5));
    const live = again.transport.pushes().at(-1)?.pub;
    expect(live?.delta).toBe(true);
    expect(live && decode(live, base)[0]).toEqual(payload(5));
  });

  it('reports recovered: false on another epoch or a trimmed history; 112 when the client asks (flag 2)', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    for (let n = 1; n <= 15; n++) await hub.publish(CHANNEL, { n }); // history keeps 10
    await send(
      session,
      { id: 2, subscribe: { channel: CHANNEL, recover: true, offset: 1, epoch: 'gone' } },
      { id: 3, unsubscribe: { channel: CHANNEL } },
    );
    expect(transport.reply(2)?.subscribe).toMatchObject({ recovered: false, was_recovering: true, offset: 15 });
    expect(transport.reply(2)?.subscribe).not.toHaveProperty('publications');
    const epoch = transport.result<{ epoch: string }>(2, 'subscribe').epoch;
    await send(
      session,
      { id: 4, subscribe: { channel: CHANNEL, recover: true, offset: 2, epoch } },
      { id: 5, unsubscribe: { channel: CHANNEL } },
      { id: 6, subscribe: { channel: CHANNEL, recover: true, offset: 2, epoch, flag: 3 } },
    );
    expect(transport.reply(4)?.subscribe).toMatchObject({ recovered: false });
    expect(transport.reply(6)?.error?.code).toBe(112);
  });

  it('delivers a publication made during the subscribe exactly once, after the reply', async () => {
    const memory = new MemoryBroker({ size: 10, ttlSeconds: 60, metaTtlSeconds: 3600 });
    let release: () => void = () => undefined;
    let mode: 'before-read' | 'after-read' = 'after-read';
    const gated: Broker = {
      start: (nodeId, handler) => memory.start(nodeId, handler),
      publish: (channel, data) => memory.publish(channel, data),
      subscribe: (channel) => memory.subscribe(channel),
      unsubscribe: (channel) => memory.unsubscribe(channel),
      forwardEmulation: () => Promise.resolve(false),
      close: () => memory.close(),
      history: async (channel: string, query: HistoryQuery): Promise<HistoryResult> => {
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        if (mode === 'before-read') {
          await gate;
          return memory.history(channel, query);
        }
        const result = await memory.history(channel, query);
        await gate;
        return result;
      },
    };
    const hub = await makeHub({ broker: gated });
    for (const m of ['after-read', 'before-read'] as const) {
      mode = m;
      const channel = `sportsbook:en:match:race-${m}`;
      const { session, transport } = await connected(hub);
      session.receiveText(JSON.stringify({ id: 2, subscribe: { channel, delta: 'fossil' } }));
      await new Promise((r) => setTimeout(r, 5));
      await hub.publish(channel, { during: m });
      release();
      await session.idle();
      const ids = transport.messages.map((msg) => (msg.push ? 'push' : msg.id));
      const reply = transport.result<{ offset: number }>(2, 'subscribe');
      if (m === 'after-read') {
        expect(ids).toEqual([1, 2, 'push']);
        expect(reply.offset).toBe(0);
        expect(transport.pushes()[0]?.pub).toEqual({ data: '{"during":"after-read"}', offset: 1 });
      } else {
        // Already in history at read time: the position covers it, the buffered copy is dropped.
        expect(ids).toEqual([1, 2]);
        expect(reply.offset).toBe(1);
      }
    }
  });

  it('disconnects a client whose queue grows too large (3008)', async () => {
    const hub = await makeHub({ maxBufferedBytes: 100 });
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, subscribe: { channel: CHANNEL } });
    transport.buffered = 1000;
    await hub.publish(CHANNEL, { big: true });
    expect(transport.closedWith?.code).toBe(3008);
    expect(hub.stats().connections).toBe(0);
  });
});

describe('history and presence commands', () => {
  it('answers history with raw data, position and limits; 103 when not subscribed; 112 on another epoch', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub);
    await send(session, { id: 2, history: { channel: CHANNEL, limit: -1 } });
    expect(transport.reply(2)?.error?.code).toBe(103);
    await send(session, { id: 3, subscribe: { channel: CHANNEL, delta: 'fossil' } });
    for (let n = 1; n <= 3; n++) await hub.publish(CHANNEL, { n });
    const epoch = transport.result<{ epoch: string }>(3, 'subscribe').epoch;
    await send(
      session,
      { id: 4, history: { channel: CHANNEL, limit: -1 } },
      { id: 5, history: { channel: CHANNEL } },
      { id: 6, history: { channel: CHANNEL, limit: 1, reverse: true } },
      { id: 7, history: { channel: CHANNEL, limit: -1, since: { offset: 2, epoch } } },
      { id: 8, history: { channel: CHANNEL, limit: -1, since: { offset: 2, epoch: 'old' } } },
      { id: 9, history: { channel: CHANNEL, limit: 1, reverse: true, since: { offset: 0, epoch } } },
    );
    expect(transport.reply(4)?.history).toEqual({
      publications: [
        { data: { n: 1 }, offset: 1 },
        { data: { n: 2 }, offset: 2 },
        { data: { n: 3 }, offset: 3 },
      ],
      epoch,
      offset: 3,
    });
    expect(transport.reply(5)?.history).toEqual({ publications: [], epoch, offset: 3 });
    expect(transport.reply(6)?.history).toMatchObject({ publications: [{ data: { n: 3 }, offset: 3 }] });
    expect(transport.reply(7)?.history).toMatchObject({ publications: [{ data: { n: 3 }, offset: 3 }] });
    expect(transport.reply(8)?.error?.code).toBe(112);
    expect(transport.reply(9)?.error?.code).toBe(107);
  });

  it('gives presence only on a private channel, presence_stats on any subscribed channel', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '42');
    const token = await tokens.signSubscriptionToken('42', '$user:42', 60);
    await send(
      session,
      { id: 2, subscribe: { channel: CHANNEL } },
      { id: 3, subscribe: { channel: '$user:42', token } },
      { id: 4, presence: { channel: CHANNEL } },
      { id: 5, presence: { channel: '$user:42' } },
      { id: 6, presence_stats: { channel: CHANNEL } },
    );
    expect(transport.reply(4)?.error?.code).toBe(108);
    expect(transport.reply(5)?.presence).toEqual({
      presence: { [session.clientId]: { user: '42', client: session.clientId } },
    });
    expect(transport.reply(6)?.presence_stats).toEqual({ num_clients: 1, num_users: 1 });
  });
});

describe('hub', () => {
  it('refuses to publish to channels it does not serve (102)', async () => {
    const hub = await makeHub();
    await expect(hub.publish('news', {})).rejects.toMatchObject({ code: 102 });
    await expect(hub.publish('$user:1:x', {})).rejects.toMatchObject({ code: 102 });
  });

  it('disconnects emulation sessions with a disconnect push and forgets them', async () => {
    const hub = await makeHub();
    const { session, transport } = await connected(hub, '9', new FakeTransport('sse', true));
    expect(hub.stats().connectionsByTransport.sse).toBe(1);
    expect(hub.disconnect({ user: '9' })).toBe(1);
    expect(transport.closedWith).toEqual({ code: 3001, reason: 'shutdown' });
    expect(await hub.handleEmulation('node-1', session.sessionId, '{"id":5,"rpc":{}}')).toBe(true);
    expect(transport.reply(5)).toBeUndefined();
    expect(await hub.handleEmulation('node-2', session.sessionId, '{}')).toBe(false);
  });
});
