import { betPageSchema } from '@sportsbook/contract/bets';
import { betReturn, type LegResult } from '@sportsbook/domain/bet-return';
import { toOddsMillis } from '@sportsbook/domain/odds';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bets, outcomeResults } from '../../src/db/schema';
import type { FeedEvent, FeedOutcomeResult } from '../../src/feed/types';
import { createTestApp, databaseKind } from '../helpers/test-app';
import {
  betEntries,
  dbId,
  type FundedPlayer,
  fundedPlayer,
  money,
  payload,
  pickSelections,
  placeOk,
  type WireSelection,
} from './bets-helpers';

const RESULTS: LegResult[] = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
];

function settled(matchId: number, results: FeedOutcomeResult[], status: 3 | 4 = 4): FeedEvent {
  return { kind: 'match_settled', matchId, status, score: null, settledAt: Date.now(), results };
}

function result(s: WireSelection, r: LegResult): FeedOutcomeResult {
  return { marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result: r };
}

/** Distinct outcomes of one prematch match (one per market), for singles with different results. */
function outcomesOfOneMatch(app: FastifyInstance, count: number): WireSelection[] {
  for (const match of app.catalog.allMatches('en')) {
    if (match.status !== 0 || match.provider !== 'betradar') continue;
    const picks: WireSelection[] = [];
    for (const market of app.catalog.marketsOf(match.id) ?? []) {
      const outcome = market.outcomes.find((o) => o.active && o.odds > 1.05 && o.odds < 20);
      if (market.status !== 1 || !outcome) continue;
      picks.push({
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.outcomeId,
        odds: outcome.odds,
      });
      if (picks.length === count) return picks;
    }
  }
  throw new Error(`no match with ${count} open markets`);
}

describe(`bets: settlement (${databaseKind})`, () => {
  let app: FastifyInstance;
  const used: number[] = [];
  const fresh = (count: number) => {
    const picks = pickSelections(app, count, { exclude: used });
    used.push(...picks.map((p) => p.match_id));
    return picks;
  };

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('settles every result kind with betReturn, credits once, and ignores repeats and catch-ups', async () => {
    const player = await fundedPlayer(app, 100_000);
    const legs = outcomesOfOneMatch(app, 5);
    used.push(legs[0]?.match_id ?? 0);
    const placed = [];
    for (const s of legs) placed.push((await placeOk(player, payload([{ stake: '10.00', selections: [s] }])))[0]);
    const afterStakes = await money(app, player.id);
    expect(afterStakes.balance).toBe(100_000 - 5000);

    const publish = vi.spyOn(app.realtime.publisher, 'publish');
    const event = settled(
      legs[0]?.match_id ?? 0,
      legs.map((s, i) => result(s, RESULTS[i] ?? 'lose_entire')),
    );
    await app.bets.settlement.applyEvents([event]);
    const expected = legs.map((s, i) =>
      betReturn({
        type: 'single',
        stake: 1000,
        legs: [{ oddsMillis: toOddsMillis(s.odds), result: RESULTS[i] ?? 'lose_entire' }],
      }),
    );
    const credited = expected.reduce((a, b) => a + b, 0);
    expect(await money(app, player.id)).toMatchObject({
      balance: afterStakes.balance + credited,
      ledger: afterStakes.balance + credited,
    });

    const list = betPageSchema.parse((await player.client.get('/api/v3/bets?filter=settled&limit=10')).json()).data;
    expect(list).toHaveLength(5);
    for (const [i, bet] of placed.entries()) {
      const view = list.find((b) => b.id === bet?.id);
      expect(view).toMatchObject({
        status: 'done',
        result: RESULTS[i],
        winAmount: expected[i],
        profit: (expected[i] ?? 0) - 1000,
        toCashoutAmount: null,
      });
      expect(view?.selections[0]).toMatchObject({ status: 'settled', result: RESULTS[i] });
      const entries = await betEntries(app, dbId(app, bet));
      const kind = RESULTS[i] === 'refund_entire' ? 'bet_refund' : 'bet_payout';
      expect(entries).toEqual([
        { kind: 'bet_stake', amount: -1000 },
        ...((expected[i] ?? 0) > 0 ? [{ kind, amount: expected[i] }] : []),
      ]);
    }
    const channels = publish.mock.calls.map(([channel, data]) => [channel, (data as { type: string }).type]);
    expect(channels.filter(([, type]) => type === 'bet_changed')).toHaveLength(5);
    expect(channels.filter(([, type]) => type === 'balance_changed').length).toBeGreaterThanOrEqual(1);
    expect(channels.every(([channel]) => channel === `$user:${player.id}`)).toBe(true);
    publish.mockRestore();

    // Duplicate events, a catch-up (restart) and the bet list filters change nothing.
    const settledMoney = await money(app, player.id);
    await app.bets.settlement.applyEvents([event, event]);
    await app.bets.settlement.catchUp();
    expect(await money(app, player.id)).toEqual(settledMoney);
    const wins = betPageSchema.parse((await player.client.get('/api/v3/bets?result=win')).json()).data;
    expect(wins.map((b) => b.result).sort()).toEqual(['refund_half_win_other', 'win_entire']);
    const refunds = betPageSchema.parse((await player.client.get('/api/v3/bets?result=refund')).json()).data;
    expect(refunds.map((b) => b.result)).toEqual(['refund_entire']);
  });

  it('settles a combo as lost as soon as one leg loses, and pays a won combo at the product', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [a, b] = fresh(2);
    if (!a || !b) throw new Error('no selections');
    const [lost] = await placeOk(player, payload([{ stake: '2.00', selections: [a, b] }]));
    await app.bets.settlement.applyEvents([settled(a.match_id, [result(a, 'lose_entire')])]);
    let view = betPageSchema
      .parse((await player.client.get('/api/v3/bets')).json())
      .data.find((x) => x.id === lost?.id);
    expect(view).toMatchObject({ status: 'done', result: 'lose_entire', winAmount: 0 });
    expect(view?.selections.map((s) => s.status)).toEqual(['settled', 'open']);
    // The other leg settling later changes nothing.
    await app.bets.settlement.applyEvents([settled(b.match_id, [result(b, 'win_entire')])]);
    expect((await money(app, player.id)).balance).toBe(9800);

    const [c, d] = fresh(2);
    if (!c || !d) throw new Error('no selections');
    const [won] = await placeOk(player, payload([{ stake: '2.00', selections: [c, d] }]));
    await app.bets.settlement.applyEvents([settled(c.match_id, [result(c, 'win_entire')])]);
    view = betPageSchema.parse((await player.client.get('/api/v3/bets')).json()).data.find((x) => x.id === won?.id);
    expect(view).toMatchObject({ status: 'waiting_results' });
    await app.bets.settlement.applyEvents([settled(d.match_id, [result(d, 'refund_half_win_other')])]);
    const expected = betReturn({
      type: 'combo',
      stake: 200,
      legs: [
        { oddsMillis: toOddsMillis(c.odds), result: 'win_entire' },
        { oddsMillis: toOddsMillis(d.odds), result: 'refund_half_win_other' },
      ],
    });
    expect(await money(app, player.id)).toMatchObject({ balance: 9600 + expected, ledger: 9600 + expected });
  });

  it('keeps a 2/3 system open after one loss and pays its winning line', async () => {
    const player = await fundedPlayer(app, 10_000);
    const legs = fresh(3);
    const [bet] = await placeOk(player, payload([{ stake: '1.00', selections: legs, system_id: '2/3' }]));
    const [a, b, c] = legs as [WireSelection, WireSelection, WireSelection];
    await app.bets.settlement.applyEvents([settled(a.match_id, [result(a, 'lose_entire')])]);
    let view = betPageSchema.parse((await player.client.get('/api/v3/bets')).json()).data.find((x) => x.id === bet?.id);
    expect(view?.status).toBe('waiting_results');
    await app.bets.settlement.applyEvents([
      settled(b.match_id, [result(b, 'win_entire')]),
      settled(c.match_id, [result(c, 'win_entire')]),
    ]);
    const expected = betReturn({
      type: 'system',
      stake: 100,
      systemSize: 2,
      legs: [
        { oddsMillis: toOddsMillis(a.odds), result: 'lose_entire' },
        { oddsMillis: toOddsMillis(b.odds), result: 'win_entire' },
        { oddsMillis: toOddsMillis(c.odds), result: 'win_entire' },
      ],
    });
    view = betPageSchema.parse((await player.client.get('/api/v3/bets')).json()).data.find((x) => x.id === bet?.id);
    expect(view).toMatchObject({
      status: 'done',
      winAmount: expected,
      result: expected > 300 ? 'win_entire' : 'refund_half_lose_other',
    });
    expect((await money(app, player.id)).balance).toBe(9700 + expected);
  });

  it('refunds every leg of a closed match (status 3), and legs the feed gave no result', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [a, b] = fresh(2);
    if (!a || !b) throw new Error('no selections');
    await placeOk(player, payload([{ stake: '3.00', selections: [a] }]));
    await placeOk(player, payload([{ stake: '4.00', selections: [b] }]));
    await app.bets.settlement.applyEvents([settled(a.match_id, [result(a, 'win_entire')], 3), settled(b.match_id, [])]);
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, ledger: 10_000 });
    const list = betPageSchema.parse((await player.client.get('/api/v3/bets')).json()).data;
    expect(list.map((x) => x.result)).toEqual(['refund_entire', 'refund_entire']);
  });

  it('catches up from recorded outcome results (a restart after the feed settled)', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [a] = fresh(1);
    if (!a) throw new Error('no selection');
    await placeOk(player, payload([{ stake: '5.00', selections: [a] }]));
    await app.database.db.insert(outcomeResults).values({
      matchId: a.match_id,
      marketId: a.market_id,
      specifier: a.specifier,
      outcomeId: a.outcome_id,
      result: 'win_entire',
    });
    await app.bets.settlement.catchUp();
    const win = betReturn({
      type: 'single',
      stake: 500,
      legs: [{ oddsMillis: toOddsMillis(a.odds), result: 'win_entire' }],
    });
    expect(await money(app, player.id)).toMatchObject({ balance: 9500 + win, ledger: 9500 + win });
    await app.bets.settlement.catchUp();
    expect((await money(app, player.id)).balance).toBe(9500 + win);
  });

  it('leaves a broken bet open without blocking the others of its batch', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [a] = fresh(1);
    if (!a) throw new Error('no selection');
    // A bet row without selections (data no placement can produce): the catch-up finds it settleable.
    const [broken] = await app.database.db
      .insert(bets)
      .values({
        playerId: player.id,
        accountId: 0,
        position: 0,
        type: 'single',
        currency: 'EUR',
        stake: 100,
        totalStake: 100,
        potentialWin: 200,
        status: 'waiting_results',
        result: 'no_results',
        deviceId: 'test',
        quick: false,
        createdAt: new Date(app.clock.now()),
      })
      .returning({ id: bets.id });
    await placeOk(player, payload([{ stake: '5.00', selections: [a] }]));
    await app.database.db.insert(outcomeResults).values({
      matchId: a.match_id,
      marketId: a.market_id,
      specifier: a.specifier,
      outcomeId: a.outcome_id,
      result: 'refund_entire',
    });
    await app.bets.settlement.catchUp();
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, ledger: 10_000 });
    const [row] = await app.database.db
      .select({ status: bets.status })
      .from(bets)
      .where(eq(bets.id, broken?.id ?? 0));
    expect(row?.status).toBe('waiting_results');
  });

  it('settles bets when the simulated matches finish (test clock), money conserved', async () => {
    const players: FundedPlayer[] = [];
    for (let i = 0; i < 2; i++) players.push(await fundedPlayer(app, 10_000));
    const live = pickSelections(app, 4, { status: 1, exclude: used });
    for (const [i, s] of live.entries())
      await placeOk(players[i % 2] as FundedPlayer, payload([{ stake: '1.00', selections: [s] }]));
    const ids = new Set(live.map((s) => s.match_id));
    for (
      let hours = 0;
      hours < 6 && [...ids].some((id) => app.catalog.feedMatch(id) && (app.catalog.feedMatch(id)?.status ?? 4) < 3);
      hours++
    ) {
      const r = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs: 3_600_000 } });
      expect(r.statusCode).toBe(200);
    }
    await app.bets.settlement.idle();
    let open = 0;
    for (const p of players) {
      const m = await money(app, p.id);
      expect(m.ledger).toBe(m.balance);
      // Sessions idled out while the clock ran: read through the service.
      const bets = betPageSchema.parse(
        await app.bets.service.list(p.id, { filter: 'all', result: 'all', page: 1, limit: 50 }),
      ).data;
      open += bets.filter((b) => b.status === 'waiting_results').length;
      for (const b of bets.filter((x) => x.status === 'done')) {
        const leg = b.selections[0];
        expect(b.winAmount).toBe(
          betReturn({
            type: 'single',
            stake: 100,
            legs: [{ oddsMillis: toOddsMillis(leg?.odds ?? 1), result: (leg?.result ?? 'lose_entire') as LegResult }],
          }),
        );
      }
    }
    expect(open).toBe(0);
    // Let the catalog's history writes land before the scratch database is dropped.
    await app.catalog.flush();
  }, 120_000);
});
