import type { Market } from '@sportsbook/contract/catalog';
import { type RealtimeEvent, realtimeEventSchema } from '@sportsbook/contract/realtime-events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketChange } from '../../src/modules/live-updates/live-changes';
import { LiveUpdatesPublisher } from '../../src/modules/live-updates/live-updates-publisher';
import { CHANNEL_LOCALES, localeChannel } from '../../src/realtime/channels';
import type { RealtimePublisher } from '../../src/realtime/publisher';
import { createTestApp } from '../helpers/test-app';

function market(status: number, odds: number[], active = odds.map(() => true)): Market {
  return {
    matchId: 7,
    matchUrnId: 'sr:match:7',
    id: 18,
    name: 'Total',
    status,
    specifier: 'total=2.5',
    outcomes: odds.map((o, i) => ({
      id: `7:18:total=2.5:${12 + i}`,
      outcomeId: String(12 + i),
      name: i === 0 ? 'Over 2.5' : 'Under 2.5',
      active: active[i] ?? true,
      odds: o,
    })),
    groups: ['goals'],
    priority: 2,
    mostBalanced: true,
    nextBetStop: null,
    customBetGroups: [],
    provider: 'betradar',
  };
}

describe('market changes', () => {
  it('carries only the outcomes whose odds or active flag moved', () => {
    expect(marketChange(market(1, [1.9, 1.9]), market(1, [1.85, 1.9]))).toEqual({
      matchId: 7,
      id: 18,
      specifier: 'total=2.5',
      status: 1,
      outcomes: [{ outcomeId: '12', odds: 1.85, active: true }],
    });
    expect(marketChange(market(1, [1.9, 1.9]), market(1, [1.9, 1.9], [true, false]))?.outcomes).toEqual([
      { outcomeId: '13', odds: 1.9, active: false },
    ]);
  });

  it('announces a status change with no outcomes, and nothing when nothing visible changed', () => {
    expect(marketChange(market(1, [1.9, 1.9]), market(0, [1.9, 1.9]))).toMatchObject({ status: 0, outcomes: [] });
    expect(marketChange(market(1, [1.9, 1.9]), market(1, [1.9, 1.9]))).toBeNull();
    expect(marketChange(market(1, [1.9, 1.9]), { ...market(1, [1.9, 1.9]), mostBalanced: false })).toMatchObject({
      outcomes: [],
      mostBalanced: false,
    });
  });

  it('sends a market new to subscribers whole', () => {
    const next = market(1, [2, 1.8]);
    expect(marketChange(undefined, next)).toMatchObject({ market: next, outcomes: [{ odds: 2 }, { odds: 1.8 }] });
  });
});

describe('live updates through a publisher without shared locale streams (a real Centrifugo)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('broadcasts each message once to the channel of every locale, in order', async () => {
    const calls: { channels: readonly string[]; event: RealtimeEvent }[] = [];
    const publisher: RealtimePublisher = {
      sharesLocaleStreams: false,
      publish: async () => {
        throw new Error('a Centrifugo publisher must broadcast public events');
      },
      broadcast: async (channels, data) => {
        await new Promise((r) => setTimeout(r, Math.random() * 3));
        calls.push({ channels, event: realtimeEventSchema.parse(data) });
      },
    };
    const live = new LiveUpdatesPublisher({ catalog: app.catalog, publisher, logger: { warn: () => undefined } });
    live.start();
    try {
      for (let i = 0; i < 2; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/test/clock',
          headers: { 'x-application': 'tests' },
          payload: { advanceMs: 60_000 },
        });
        expect(r.statusCode).toBe(200);
      }
      await live.idle();
    } finally {
      await live.stop();
    }
    expect(live.stats()).toMatchObject({ ticks: 2, failures: 0 });
    expect(calls.length).toBe(live.stats().messages);
    const lists = calls.filter((c) => c.channels[0] === localeChannel(CHANNEL_LOCALES[0] ?? 'en'));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect(call.channels).toHaveLength(CHANNEL_LOCALES.length);
    expect(lists[0]?.channels).toEqual(CHANNEL_LOCALES.map((l) => localeChannel(l)));
    expect(CHANNEL_LOCALES).toContain('pt');
    expect(CHANNEL_LOCALES).not.toContain('br');
    // Ticks in order: every message of the first tick before any of the second.
    const ts = calls.map((c) => c.event.payload.ts);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
  });
});
