import { customOddsReplySchema } from '@sportsbook/contract/bet-builder';
import {
  betPageSchema,
  cashoutReplySchema,
  shareCodeReplySchema,
  sharedBetsReplySchema,
} from '@sportsbook/contract/bets';
import type { Market } from '@sportsbook/contract/catalog';
import { PLACEMENT_ERROR_CODES } from '@sportsbook/domain/betslip/error-keys';
import { toOddsMillis } from '@sportsbook/domain/odds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent, FeedOutcomeResult } from '../../src/feed/types';
import { betEntries, dbId, fundedPlayer, money, place, placeOk, type WireSelection } from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

const APP_HEADERS = { 'x-application': 'sportsbook-tests' };

function settled(matchId: number, results: FeedOutcomeResult[], status: 3 | 4 = 4): FeedEvent {
  return { kind: 'match_settled', matchId, status, score: null, settledAt: Date.now(), results };
}

describe(`bet builder bets: placement at the server's price, settlement, 120 (${databaseKind})`, () => {
  let app: FastifyInstance;
  const used = new Set<number>();

  beforeAll(async () => {
    app = await createTestApp({ BONUS_CAMPAIGNS_FILE: '' });
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (matchId: number, marketId: number, specifier = ''): Market | undefined =>
    app.catalog
      .marketsOf(matchId)
      ?.find(
        (m) => m.id === marketId && m.specifier === specifier && m.status === 1 && m.outcomes.every((o) => o.active),
      );
  /** Home win and over 2.5 goals of a fresh prematch football match (legs as the placement payload has them). */
  const homeAndOver = (): WireSelection[] => {
    for (const m of app.catalog.allMatches('en')) {
      const sport = app.catalog.refs.sports.get(app.catalog.feedMatch(m.id)?.sportId ?? -1)?.key;
      if (m.type !== 'match' || m.status !== 0 || sport !== 'football' || used.has(m.id)) continue;
      const result = open(m.id, 1);
      const total = open(m.id, 18, 'total=2.5');
      const home = result?.outcomes[0];
      const over = total?.outcomes[0];
      if (!result || !total || !home || !over) continue;
      used.add(m.id);
      return [
        { match_id: m.id, market_id: 1, specifier: '', outcome_id: home.outcomeId, odds: home.odds },
        { match_id: m.id, market_id: 18, specifier: 'total=2.5', outcome_id: over.outcomeId, odds: over.odds },
      ];
    }
    throw new Error('no prematch football match with 1x2 and total 2.5 open');
  };
  const quote = async (legs: WireSelection[]) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v3/bets/custom/odds',
      headers: APP_HEADERS,
      payload: { match_id: legs[0]?.match_id, selections: legs.map(({ odds: _odds, ...leg }) => leg) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return customOddsReplySchema.parse(r.json()).odds;
  };
  const customBet = (legs: WireSelection[], odds: number, stake = '10.00') => ({
    meta: { device_id: 'builder-tests', quick: false, type: 'custom_bet' },
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections: legs, custom_odds: odds }],
  });
  const results = (legs: WireSelection[], ...r: FeedOutcomeResult['result'][]) =>
    legs.map((leg, i) => ({
      marketId: leg.market_id,
      specifier: leg.specifier,
      outcomeId: leg.outcome_id,
      result: r[i] ?? 'win_entire',
    }));

  it('places a custom bet at the quoted price, and pays stake × that price when every leg wins', async () => {
    const player = await fundedPlayer(app, 10_000);
    const legs = homeAndOver();
    const odds = await quote(legs);
    // Correlated legs: the price is not the product of the single prices.
    expect(odds).not.toBe(Math.round((legs[0]?.odds ?? 0) * (legs[1]?.odds ?? 0) * 100) / 100);
    const [bet] = await placeOk(player, customBet(legs, odds));
    const win = Math.floor((1000 * toOddsMillis(odds)) / 1000);
    expect(bet).toMatchObject({ type: 'custom_bet', odds, potentialWin: win, totalStake: 1000 });
    expect(bet?.selections).toHaveLength(2);
    expect(await money(app, player.id)).toMatchObject({ balance: 9_000, ledger: 9_000 });
    // The largest stake it could take now: the balance left, or less under the operator's limits.
    const max = await player.client.post('/api/v3/bets/max-stake', customBet(legs, odds).bets[0] ?? {});
    expect(max.statusCode, max.body).toBe(200);
    expect(max.json().maxStake.value).toBeGreaterThan(0);
    expect(max.json().maxStake.value).toBeLessThanOrEqual(9_000);

    await app.bets.settlement.applyEvents([settled(legs[0]?.match_id ?? 0, results(legs, 'win_entire', 'win_entire'))]);
    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'bet_payout', amount: win },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9_000 + win, ledger: 9_000 + win });
    const list = betPageSchema.parse((await player.client.get('/api/v3/bets?filter=settled')).json()).data;
    expect(list.find((b) => b.id === bet?.id)).toMatchObject({
      type: 'custom_bet',
      result: 'win_entire',
      winAmount: win,
    });
  });

  it('cashes out at the offer of the same model: the price now of the same legs, less the cash-out margin', async () => {
    const player = await fundedPlayer(app, 10_000);
    const legs = homeAndOver();
    const odds = await quote(legs);
    const [bet] = await placeOk(player, customBet(legs, odds));
    // Nothing moved since: laid off at the same price, the offer is the stake less the 5 % margin.
    expect(bet?.toCashoutAmount).toBe(950);
    const reply = cashoutReplySchema.parse(
      (await player.client.post('/api/v3/bets/cashout', { bet_id: bet?.id, to_cashout: 950 })).json(),
    );
    expect(reply.bet).toMatchObject({ status: 'cashed_out', winAmount: 950 });
    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'cashout', amount: 950 },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9_950, ledger: 9_950 });
  });

  it('loses on one lost leg, and is void (stake back) on a void leg', async () => {
    const player = await fundedPlayer(app, 10_000);
    const lost = homeAndOver();
    const [a] = await placeOk(player, customBet(lost, await quote(lost)));
    await app.bets.settlement.applyEvents([
      settled(lost[0]?.match_id ?? 0, results(lost, 'win_entire', 'lose_entire')),
    ]);
    expect(await betEntries(app, dbId(app, a))).toEqual([{ kind: 'bet_stake', amount: -1000 }]);

    const voided = homeAndOver();
    const [b] = await placeOk(player, customBet(voided, await quote(voided)));
    await app.bets.settlement.applyEvents([settled(voided[0]?.match_id ?? 0, [], 3)]);
    expect(await betEntries(app, dbId(app, b))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'bet_refund', amount: 1000 },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9_000, ledger: 9_000, bets: 2 });
  });

  it('refuses a price that is not the current one with 120, and legs that cannot make one bet, moving no money', async () => {
    const player = await fundedPlayer(app, 10_000);
    const legs = homeAndOver();
    const odds = await quote(legs);
    const stale = expectError(await place(player, customBet(legs, Math.round(odds * 150) / 100)), 422);
    expect(stale.error.code).toBe(PLACEMENT_ERROR_CODES.invalidOddsCustomBet);
    expect(JSON.stringify(stale.error.details)).toContain(`"currentOdds":${odds}`);

    const [home] = legs;
    const draw = { ...home, outcome_id: open(home?.match_id ?? 0, 1)?.outcomes[1]?.outcomeId ?? '' } as WireSelection;
    const sameMarket = expectError(await place(player, customBet([home as WireSelection, draw], 3)), 422);
    expect(sameMarket.error.code).toBe(PLACEMENT_ERROR_CODES.invalidOddsCustomBet);
    expect(sameMarket.error.message).toMatch(/one market/);

    const other = homeAndOver();
    expectError(
      await place(player, customBet([legs[0] as WireSelection, other[1] as WireSelection], 3)),
      422,
      'invalid_bet_shape',
    );
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, bets: 0 });
  });

  it('shares a custom bet by code: restored as a custom bet with its legs and their price now', async () => {
    const legs = homeAndOver();
    const odds = await quote(legs);
    const share = (bets: unknown[]) =>
      app.inject({ method: 'POST', url: '/api/v3/bets/share-code', headers: APP_HEADERS, payload: { bets } });
    const restore = async (code: string) =>
      sharedBetsReplySchema.parse(
        (await app.inject({ method: 'GET', url: `/api/v3/bets/share-code?code=${code}`, headers: APP_HEADERS })).json(),
      );
    const created = await share([{ selections: legs, custom_odds: odds }, { selections: legs.slice(0, 1) }]);
    expect(created.statusCode, created.body).toBe(201);
    const [custom, single] = await restore(shareCodeReplySchema.parse(created.json()).code);
    expect(custom?.custom).toEqual({ odds: await quote(legs) });
    expect(custom?.selections.map((s) => s.marketId)).toEqual([1, 18]);
    expect(single?.custom).toBeNull();

    // Legs that cannot be priced together any more (two outcomes of one market) come back without a price.
    const result = open(legs[0]?.match_id ?? 0, 1);
    const draw = result?.outcomes[1];
    if (!draw) throw new Error('no draw outcome');
    const clash = [legs[0], { ...legs[0], outcome_id: draw.outcomeId, odds: draw.odds }];
    const code = shareCodeReplySchema.parse((await share([{ selections: clash, custom_odds: odds }])).json()).code;
    expect((await restore(code))[0]?.custom).toEqual({ odds: null });
  });
});
