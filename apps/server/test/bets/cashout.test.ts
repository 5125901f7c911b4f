import {
  betPageSchema,
  cashoutReplySchema,
  shareCodeReplySchema,
  sharedBetsReplySchema,
} from '@sportsbook/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../src/feed/types';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';
import { betEntries, dbId, fundedPlayer, money, moveMarket, payload, pickSelections, placeOk } from './bets-helpers';

describe(`bets: cash-out and share codes (${databaseKind})`, () => {
  let app: FastifyInstance;
  const used: number[] = [];
  const fresh = (count: number) => {
    const picks = pickSelections(app, count, { exclude: used, minOdds: 1.5, maxOdds: 6 });
    used.push(...picks.map((p) => p.match_id));
    return picks;
  };

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  const offerOf = async (client: PlatformClient, betId: string) =>
    betPageSchema.parse((await client.get('/api/v3/bets')).json()).data.find((b) => b.id === betId)?.toCashoutAmount ??
    null;

  it('cashes out at the offer once: one credit, the bet cashed_out, a second try refused', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    const offer = await offerOf(player.client, bet?.id ?? '');
    // Unchanged prices: stake × 1 × (1 − 5 %).
    expect(offer).toBe(950);
    const reply = cashoutReplySchema.parse(
      (await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: offer })).json(),
    );
    expect(reply.bet).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: 950,
      profit: -50,
      toCashoutAmount: null,
    });
    expect(reply.balance).toEqual({ value: 9950, currency: 'EUR', subunits: 2 });
    expect(await money(app, player.id)).toMatchObject({ balance: 9950, ledger: 9950 });
    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'cashout', amount: 950 },
    ]);
    expectError(
      await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: 950 }),
      409,
      'cashout_not_available',
    );
    // Settlement after the cash-out pays nothing.
    const event: FeedEvent = {
      kind: 'match_settled',
      matchId: s.match_id,
      status: 4,
      score: null,
      settledAt: 0,
      results: [{ marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result: 'win_entire' }],
    };
    await app.bets.settlement.applyEvents([event]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9950, ledger: 9950 });
  });

  it('cashes out exactly once under concurrent requests', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        player.client.post('/api/v3/bets/cashout', { bet_id: bet?.betId, to_cashout: 950 }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await money(app, player.id)).toMatchObject({ balance: 9950, ledger: 9950 });
  });

  it('follows the price: the offer moves with the odds, a stale to_cashout is refused and nothing is credited', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    const before = await offerOf(player.client, bet?.id ?? '');
    // The outcome drifts (less likely to win): the offer falls to stake × accepted / current × 0.95, and the
    // offer the player saw is now more than the house offers (less would be a partial cash-out).
    const longer = Math.round((s.odds + 0.3) * 1000) / 1000;
    moveMarket(app, s, { odds: longer });
    const after = await offerOf(player.client, bet?.id ?? '');
    const acceptedMillis = Math.round(s.odds * 1000);
    const currentMillis = Math.round(longer * 1000);
    expect(after).toBe(Math.floor((1000 * 9500 * acceptedMillis) / (10_000 * currentMillis)));
    expect(after).toBeLessThan(before ?? 0);
    const stale = expectError(
      await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: before }),
      409,
      'cashout_offer_changed',
    );
    expect(stale.error.details).toMatchObject({ offer: after });
    expect(await money(app, player.id)).toMatchObject({ balance: 9000, ledger: 9000 });
    await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: after });
    expect((await money(app, player.id)).balance).toBe(9000 + (after ?? 0));
  });

  it('offers nothing while a market is suspended, and refuses then', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [a, b] = fresh(2);
    if (!a || !b) throw new Error('no selections');
    const [bet] = await placeOk(player, payload([{ stake: '1.00', selections: [a, b] }]));
    moveMarket(app, b, { status: -1 });
    expect(await offerOf(player.client, bet?.id ?? '')).toBeNull();
    expectError(
      await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: 95 }),
      409,
      'cashout_suspended',
    );
    moveMarket(app, b, { status: 1 });
    expect(await offerOf(player.client, bet?.id ?? '')).toBeGreaterThan(0);
  });

  it("refuses another player's bet and unknown bets with 404, visitors with 401", async () => {
    const owner = await fundedPlayer(app, 1000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(owner, payload([{ stake: '1.00', selections: [s] }]));
    const other = await fundedPlayer(app, 1000);
    expectError(await other.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: 95 }), 404, 'not_found');
    expectError(
      await other.client.post('/api/v3/bets/cashout', { bet_id: 987654321, to_cashout: 95 }),
      404,
      'not_found',
    );
    expectError(await new PlatformClient(app).post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: 95 }), 401);
  });

  it('publishes cashout_changed once per tick when the offer moves', async () => {
    const player = await fundedPlayer(app, 1000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '1.00', selections: [s] }]));
    const sent: { betId: string; cashout: { amount: number | null } }[] = [];
    const { BetEvents } = await import('../../src/modules/bets/bet-events');
    const { CashoutTracker } = await import('../../src/modules/bets/cashout-tracker');
    const { loadBets } = await import('../../src/modules/bets/bets-repository');
    const events = new BetEvents(
      {
        publish: async (_channel, data) => {
          const d = data as { type: string; payload: { betId: string; cashout: { amount: number | null } } };
          if (d.type === 'cashout_changed') sent.push(d.payload);
        },
      },
      app.log,
      app.bets.ids,
    );
    const tracker = new CashoutTracker({ markets: app.catalog, events });
    for (const record of await loadBets(app.database.db, [dbId(app, bet)])) tracker.track(record);
    const market = app.catalog.marketsOf(s.match_id)?.find((m) => m.id === s.market_id && m.specifier === s.specifier);
    if (!market) throw new Error('no market');
    const shorter = Math.round((s.odds - 0.2) * 1000) / 1000;
    tracker.onBatch([{ kind: 'markets_changed', matchId: s.match_id, markets: [market] }]);
    moveMarket(app, s, { odds: shorter });
    tracker.onBatch([
      { kind: 'markets_changed', matchId: s.match_id, markets: [market] },
      { kind: 'match_upserted', match: app.catalog.feedMatch(s.match_id) as never },
    ]);
    tracker.onBatch([{ kind: 'markets_changed', matchId: s.match_id, markets: [market] }]);
    expect(sent.map((p) => p.betId)).toEqual([bet?.id, bet?.id]);
    expect(sent[0]?.cashout.amount).toBe(95);
    expect(sent[1]?.cashout.amount).toBeGreaterThan(95);
  });

  describe('share codes', () => {
    it('counts the selections that left the catalog, and keeps the rest with the odds they were shared at', async () => {
      const visitor = new PlatformClient(app);
      const [s] = fresh(1);
      if (!s) throw new Error('no selection');
      const gone = { match_id: 999_999, market_id: 1, specifier: '', outcome_id: '1', odds: 2 };
      const created = shareCodeReplySchema.parse(
        (await visitor.post('/api/v3/bets/share-code', { bets: [{ selections: [s, gone] }] })).json(),
      );
      const [restored] = sharedBetsReplySchema.parse(
        (await visitor.get(`/api/v3/bets/share-code?code=${created.code}`)).json(),
      );
      expect(restored?.missing).toBe(1);
      expect(restored?.selections).toHaveLength(1);
      expect(restored?.selections[0]).toMatchObject({ matchId: s.match_id, sharedOdds: s.odds });
    });

    it('stores a slip under a short code and restores it with current odds; unknown codes are 404', async () => {
      const visitor = new PlatformClient(app);
      const selections = fresh(3);
      const created = shareCodeReplySchema.parse(
        (
          await visitor.post('/api/v3/bets/share-code', {
            bets: [
              { stake: { value: '2.50', currency: 'EUR' }, selections, system_id: '2/3' },
              { selections: selections.slice(0, 1) },
            ],
          })
        ).json(),
      );
      expect(created.code).toMatch(/^[A-Z2-9]{8}$/);
      const restored = sharedBetsReplySchema.parse(
        (await visitor.get(`/api/v3/bets/share-code?code=${created.code.toLowerCase()}`)).json(),
      );
      expect(restored).toHaveLength(2);
      expect(restored[0]).toMatchObject({ stake: { value: '2.50', currency: 'EUR' }, systemId: '2/3' });
      expect(restored[0]?.selections.map((x) => x.matchId)).toEqual(selections.map((x) => x.match_id));
      // What the sharer saw: the odds the link carried, beside the odds now.
      expect(restored[0]?.selections.map((x) => x.sharedOdds)).toEqual(selections.map((x) => x.odds));
      expect(restored[0]?.missing).toBe(0);
      expect(restored[1]).toMatchObject({ stake: null, systemId: null, missing: 0 });
      expectError(await visitor.get('/api/v3/bets/share-code?code=NOPE2345'), 404, 'not_found');
      expectError(await visitor.post('/api/v3/bets/share-code', { bets: [] }), 400, 'validation_failed');
      expectError(
        await visitor.post('/api/v3/bets/share-code', { bets: [{ selections }] }, { noApplication: true }),
        403,
      );
    });

    it('drops selections that left the catalog (an empty list when none is left)', async () => {
      const visitor = new PlatformClient(app);
      const created = shareCodeReplySchema.parse(
        (
          await visitor.post('/api/v3/bets/share-code', {
            bets: [{ selections: [{ match_id: 999_999, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }] }],
          })
        ).json(),
      );
      expect(
        sharedBetsReplySchema.parse((await visitor.get(`/api/v3/bets/share-code?code=${created.code}`)).json()),
      ).toEqual([]);
    });
  });
});
