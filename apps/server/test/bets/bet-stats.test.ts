import { betStatsReplySchema } from '@sportsbook/contract/bet-stats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent, FeedOutcomeResult } from '../../src/feed/types';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';
import { fundedPlayer, payload, pickSelections, placeOk, type WireSelection } from './bets-helpers';

describe(`bets: betting statistics (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', BONUS_CAMPAIGNS_FILE: '' });
  });
  afterAll(async () => {
    await app.close();
  });

  const settle = (s: WireSelection, result: FeedOutcomeResult['result']): FeedEvent => ({
    kind: 'match_settled',
    matchId: s.match_id,
    status: 4,
    score: null,
    settledAt: 0,
    results: [{ marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result }],
  });
  const sportOf = (s: WireSelection) =>
    app.catalog.refs.sports.get(app.catalog.feedMatch(s.match_id)?.sportId ?? -1)?.key ?? 'unknown';
  const millis = (odds: number) => Math.round(odds * 1000);

  it('sums settled and cashed-out bets by type, sport, market and month, exactly; open bets wait', async () => {
    const player = await fundedPlayer(app, 100_000);
    const [a, b, c, d, e, open] = pickSelections(app, 6, { minOdds: 1.5, maxOdds: 5 });
    if (!a || !b || !c || !d || !e || !open) throw new Error('not enough selections');
    await placeOk(player, payload([{ stake: '10.00', selections: [a] }]));
    await placeOk(player, payload([{ stake: '5.00', selections: [b] }]));
    await placeOk(player, payload([{ stake: '2.00', selections: [c, d] }]));
    const [cashed] = await placeOk(player, payload([{ stake: '10.00', selections: [e] }]));
    await placeOk(player, payload([{ stake: '3.00', selections: [open] }]));
    await player.client.post('/api/v3/bets/cashout', { bet_id: cashed?.id, to_cashout: 950 });
    await app.bets.settlement.applyEvents([
      settle(a, 'win_entire'),
      settle(b, 'lose_entire'),
      settle(c, 'win_entire'),
      settle(d, 'lose_entire'),
    ]);
    const win = Math.floor((1000 * millis(a.odds)) / 1000);

    const byType = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?group=type')).json());
    expect(byType.currency).toBe('EUR');
    expect(byType.rows).toEqual([
      { key: 'combo', label: null, bets: 1, staked: 200, returned: 0, profit: -200, roi: -1 },
      {
        key: 'single',
        label: null,
        bets: 3,
        staked: 2500,
        returned: win + 950,
        profit: win + 950 - 2500,
        roi: Math.round(((win + 950 - 2500) / 2500) * 10_000) / 10_000,
      },
    ]);
    expect(byType.totals).toMatchObject({ key: 'total', bets: 4, staked: 2700, returned: win + 950 });

    const bySport = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?group=sport')).json());
    const expected = new Map<string, number>();
    for (const s of [a, b, e]) expected.set(sportOf(s), (expected.get(sportOf(s)) ?? 0) + 1);
    const comboKey = sportOf(c) === sportOf(d) ? sportOf(c) : 'mixed';
    expected.set(comboKey, (expected.get(comboKey) ?? 0) + 1);
    expect(new Map(bySport.rows.map((r) => [r.key, r.bets]))).toEqual(expected);
    for (const row of bySport.rows) if (row.key !== 'mixed') expect(row.label).toBeTruthy();

    const byMarket = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?group=market')).json());
    expect(byMarket.totals.bets).toBe(4);
    expect(byMarket.rows.find((r) => r.key === String(a.market_id))?.label).toBeTruthy();

    const byMonth = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?group=month')).json());
    const month = new Date(app.clock.now()).toISOString().slice(0, 8);
    expect(byMonth.rows).toEqual([expect.objectContaining({ key: `${month}01`, bets: 4, staked: 2700 })]);

    // A period that ends before today, or another currency, has nothing.
    const past = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?to=2020-01-01')).json());
    expect(past.rows).toEqual([]);
    expect(past.totals).toMatchObject({ bets: 0, staked: 0, roi: null });
    const usd = betStatsReplySchema.parse((await player.client.get('/api/v3/bets/stats?currency=USD')).json());
    expect(usd).toMatchObject({ currency: 'USD', rows: [] });

    // The same rows as CSV, the totals last.
    const csv = await player.client.get('/api/v3/bets/stats.csv?group=type');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="bet-stats-type.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('group,key,label,bets,staked,returned,profit,roi,currency');
    expect(lines[1]).toBe('type,combo,,1,2.00,0.00,-2.00,-1.0000,EUR');
    expect(lines).toHaveLength(4);
  });

  it('needs a session, and refuses a bad group or period with 400', async () => {
    expectError(await new PlatformClient(app).get('/api/v3/bets/stats'), 401);
    const player = await fundedPlayer(app, 1000);
    expectError(await player.client.get('/api/v3/bets/stats?group=decade'), 400, 'validation_failed');
    expectError(await player.client.get('/api/v3/bets/stats?from=2026-02-01&to=2026-01-01'), 400, 'validation_failed');
    expectError(await player.client.get('/api/v3/bets/stats?from=yesterday'), 400, 'validation_failed');
  });
});
