import { type Bet, betPageSchema } from '@sportsbook/contract/bets';
import { betBonusesReplySchema, bonusesReplySchema, campaignSchema } from '@sportsbook/contract/bonuses';
import { playerSchema } from '@sportsbook/contract/platform';
import { betReturn, type LegResult } from '@sportsbook/domain/bet-return';
import { toOddsMillis } from '@sportsbook/domain/odds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent, FeedOutcomeResult } from '../../src/feed/types';
import {
  betEntries,
  dbId,
  type FundedPlayer,
  fundedPlayer,
  money,
  pickSelections,
  place,
  placeOk,
  type WireSelection,
} from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { manualClock } from '../players/platform-client';

const KEY = 'operator-key-of-the-bonus-bet-tests-0123';
const operator = { authorization: `Bearer ${KEY}` };
const DAY = 86_400_000;

let keys = 0;
const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++keys}`;

function settled(matchId: number, results: FeedOutcomeResult[], status: 3 | 4 = 4): FeedEvent {
  return { kind: 'match_settled', matchId, status, score: null, settledAt: Date.now(), results };
}
function result(s: WireSelection, r: LegResult): FeedOutcomeResult {
  return { marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result: r };
}
const legs = (selections: WireSelection[], results: LegResult[]) =>
  selections.map((s, i) => ({ oddsMillis: toOddsMillis(s.odds), result: results[i] ?? 'win_entire' }));

describe(`bets with a bonus: free bets, no-risk, combo boost (${databaseKind})`, () => {
  let app: FastifyInstance;
  /** Matches already used: each test settles its own. */
  const used: number[] = [];

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_API_KEY: KEY, AUTH_RATE_LIMIT_PER_MINUTE: '0', BONUS_CAMPAIGNS_FILE: '' });
  });
  afterAll(async () => {
    await app.close();
  });

  const op = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url: `/api/operator${url}`, headers: operator, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const campaign = async (body: Record<string, unknown>) =>
    campaignSchema.parse(
      await op('POST', '/campaigns', { key: uniqueKey('c'), trigger: 'operator', name: { en: 'Test' }, ...body }),
    );
  const freebetCampaign = (type: string, over: Record<string, unknown> = {}) =>
    campaign({ type, amount: 500, currency: 'EUR', rules: { min_odds: 1.5 }, ...over });
  const issue = (campaignId: number, player: FundedPlayer) =>
    op('POST', '/bonuses', { campaign_id: campaignId, player_id: player.id });
  const selections = (count: number, options: { minOdds?: number; maxOdds?: number } = {}) => {
    const picked = pickSelections(app, count, { minOdds: 1.6, maxOdds: 4, ...options, exclude: used });
    used.push(...picked.map((s) => s.match_id));
    return picked;
  };
  const bet = (stake: string, picks: WireSelection[], bonus?: { id: number; type: string }) => ({
    meta: { device_id: 'bonus-tests', quick: false, type: picks.length > 1 ? 'combo' : 'single' },
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections: picks, ...(bonus ? { bonus } : {}) }],
  });
  const bonusOf = async (player: FundedPlayer, id: number) =>
    bonusesReplySchema.parse((await player.client.get('/api/v3/bonuses')).json()).data.find((b) => b.id === id);
  const settle = (picks: WireSelection[], results: LegResult[]) =>
    app.bets.settlement.applyEvents(picks.map((s, i) => settled(s.match_id, [result(s, results[i] ?? 'win_entire')])));
  const myBet = async (player: FundedPlayer, placed: Bet | undefined) =>
    betPageSchema
      .parse((await player.client.get('/api/v3/bets?filter=all')).json())
      .data.find((b) => b.id === placed?.id);

  it('issues a free bet into the free-bet account, stakes it from there, and pays only the winnings as cash', async () => {
    const player = await fundedPlayer(app, 10_000);
    const freebet = await freebetCampaign('freebet_only_win');
    await issue(freebet.id, player);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500, ledger: 500, entries: 1 });

    const picks = selections(1);
    const [placed] = await placeOk(player, bet('5.00', picks, { id: freebet.id, type: 'freebet_only_win' }));
    expect(placed).toMatchObject({
      bonus: { id: freebet.id, type: 'freebet_only_win', odds: null },
      freebetStake: 500,
    });
    const win = betReturn({
      type: 'single',
      stake: 500,
      legs: legs(picks, ['win_entire']),
      bonus: { type: 'freebet_only_win' },
    });
    expect(placed?.potentialWin).toBe(win);
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, ledger: 10_000 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0, entries: 2 });
    expect((await bonusOf(player, freebet.id))?.status).toBe('bonus_over');
    expect(placed?.toCashoutAmount).toBeNull();

    await settle(picks, ['win_entire']);
    expect(win).toBe(Math.floor((500 * toOddsMillis(picks[0]?.odds ?? 1)) / 1000) - 500);
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000 + win, ledger: 10_000 + win });
    expect(await betEntries(app, dbId(app, placed))).toEqual([
      { kind: 'freebet_stake', amount: -500 },
      { kind: 'freebet_payout', amount: win },
    ]);
    expect(await myBet(player, placed)).toMatchObject({
      status: 'done',
      winAmount: win,
      profit: win,
      freebetStake: 500,
    });
  });

  it('pays an all-win free bet stake × odds, and gives a free bet voided whole back as the same free bet', async () => {
    const player = await fundedPlayer(app, 0);
    const allWin = await freebetCampaign('freebet_all_win');
    await issue(allWin.id, player);
    const picks = selections(1);
    const [first] = await placeOk(player, bet('5.00', picks, { id: allWin.id, type: 'freebet_all_win' }));
    await settle(picks, ['refund_entire']);
    expect(await betEntries(app, dbId(app, first))).toEqual([
      { kind: 'freebet_stake', amount: -500 },
      { kind: 'freebet_refund', amount: 500 },
    ]);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500, ledger: 500 });
    expect(await money(app, player.id)).toMatchObject({ balance: 0 });
    expect((await bonusOf(player, allWin.id))?.status).toBe('available');

    const again = selections(1);
    const [second] = await placeOk(player, bet('5.00', again, { id: allWin.id, type: 'freebet_all_win' }));
    await settle(again, ['win_entire']);
    const win = Math.floor((500 * toOddsMillis(again[0]?.odds ?? 1)) / 1000);
    expect(await betEntries(app, dbId(app, second))).toEqual([
      { kind: 'freebet_stake', amount: -500 },
      { kind: 'freebet_payout', amount: win },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: win, ledger: win });
  });

  it('refuses a free bet the rules do not admit, with its reason, moving no money', async () => {
    const player = await fundedPlayer(app, 10_000);
    const freebet = await freebetCampaign('freebet_only_win', { rules: { min_odds: 1.5, match_status: 'prematch' } });
    await issue(freebet.id, player);
    const low = pickSelections(app, 1, { minOdds: 1.05, maxOdds: 1.45, exclude: used });
    const ok = selections(2);
    const refusal = async (body: unknown, reason: string) => {
      const error = expectError(await place(player, body), 422, 'bonus_not_available');
      expect(error.error.details).toMatchObject({ reason });
    };
    await refusal(bet('4.00', ok.slice(0, 1), { id: freebet.id, type: 'freebet_only_win' }), 'bonus.stake');
    await refusal(bet('5.00', low, { id: freebet.id, type: 'freebet_only_win' }), 'bonus.min_odds');
    await refusal(bet('5.00', ok.slice(0, 1), { id: freebet.id, type: 'comboboost' }), 'bonus.type');
    await refusal(bet('5.00', ok.slice(0, 1), { id: 999_999, type: 'freebet_only_win' }), 'bonus.not_found');
    await refusal(
      {
        meta: { device_id: 'bonus-tests', quick: false, type: 'single' },
        bets: ok.map((s) => ({
          stake: { value: '5.00', currency: 'EUR' },
          selections: [s],
          bonus: { id: freebet.id, type: 'freebet_only_win' },
        })),
      },
      'bonus.freebet_alone',
    );
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, ledger: 10_000, bets: 0 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500 });
    expect((await bonusOf(player, freebet.id))?.status).toBe('available');
  });

  it('spends one free bet once when two placements race for it', async () => {
    const player = await fundedPlayer(app, 10_000);
    const freebet = await freebetCampaign('freebet_only_win');
    await issue(freebet.id, player);
    const [a, b] = selections(2);
    const results = await Promise.all(
      [a, b].map((s) => place(player, bet('5.00', [s as WireSelection], { id: freebet.id, type: 'freebet_only_win' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0 });
    expect(await money(app, player.id)).toMatchObject({ balance: 10_000, bets: 1 });
  });

  it('turns a lost no-risk bet into an only-win free bet of the stake, which then places', async () => {
    const player = await fundedPlayer(app, 10_000);
    const noRisk = await campaign({ type: 'freebet_no_risk', amount: 2000, currency: 'EUR' });
    await issue(noRisk.id, player);
    expectError(
      await place(player, bet('25.00', selections(1), { id: noRisk.id, type: 'freebet_no_risk' })),
      422,
      'bonus_not_available',
    );
    const picks = selections(1);
    const [placed] = await placeOk(player, bet('15.00', picks, { id: noRisk.id, type: 'freebet_no_risk' }));
    expect(placed).toMatchObject({ bonus: { type: 'freebet_no_risk' }, freebetStake: null });
    expect(await money(app, player.id)).toMatchObject({ balance: 8_500 });
    await settle(picks, ['lose_entire']);
    expect(await money(app, player.id)).toMatchObject({ balance: 8_500, ledger: 8_500 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 1_500, ledger: 1_500 });
    const converted = await bonusOf(player, noRisk.id);
    expect(converted).toMatchObject({ type: 'freebet_only_win', amount: 1_500, status: 'available' });

    const next = selections(1);
    const [freebet] = await placeOk(player, bet('15.00', next, { id: noRisk.id, type: 'freebet_only_win' }));
    expect(freebet).toMatchObject({ freebetStake: 1_500 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0 });
  });

  it('boosts a combo by the range of its selection count, pays the boost as its own entry, and re-ranges on a void', async () => {
    const player = await fundedPlayer(app, 10_000);
    const boost = await campaign({
      type: 'comboboost',
      rules: {
        min_odds: 1.5,
        uses_count: 5,
        ranges: [
          { min: 2, max: 2, odds: 1.05 },
          { min: 3, max: null, odds: 1.1 },
        ],
      },
    });
    await issue(boost.id, player);
    const single = selections(1);
    expectError(
      await place(player, bet('10.00', single, { id: boost.id, type: 'comboboost' })),
      422,
      'bonus_not_available',
    );

    const picks = selections(3);
    const [placed] = await placeOk(player, bet('10.00', picks, { id: boost.id, type: 'comboboost' }));
    const boosted = (results: LegResult[], oddsMillis: number) =>
      betReturn({ type: 'combo', stake: 1000, legs: legs(picks, results), bonus: { type: 'comboboost', oddsMillis } });
    expect(placed).toMatchObject({ bonus: { id: boost.id, type: 'comboboost', odds: 1.1 }, bonusOdds: 1.1 });
    expect(placed?.potentialWin).toBe(boosted(['win_entire', 'win_entire', 'win_entire'], 1100));

    // One leg void: two selections stand, the 2-selection range (×1.05) applies.
    const results: LegResult[] = ['win_entire', 'refund_entire', 'win_entire'];
    await settle(picks, results);
    const plain = betReturn({ type: 'combo', stake: 1000, legs: legs(picks, results) });
    const win = boosted(results, 1050);
    expect(win).toBeGreaterThan(plain);
    expect(await betEntries(app, dbId(app, placed))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'bet_payout', amount: plain },
      { kind: 'boost_payout', amount: win - plain },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9_000 + win, ledger: 9_000 + win });
    expect(await myBet(player, placed)).toMatchObject({ winAmount: win, bonusOdds: 1.1 });
    expect((await bonusOf(player, boost.id))?.issued?.timesUsed).toBe(1);
  });

  it('answers the bonuses a slip bet could use (POST /bonuses), with the boost hint', async () => {
    const player = await fundedPlayer(app, 0);
    const freebet = await freebetCampaign('freebet_only_win');
    const boost = await campaign({
      type: 'comboboost',
      rules: { ranges: [{ min: 3, max: null, odds: 1.1 }] },
    });
    await issue(freebet.id, player);
    await issue(boost.id, player);
    const picks = pickSelections(app, 2, { minOdds: 1.6, maxOdds: 4, exclude: used });
    const response = await player.client.post('/api/v3/bonuses', {
      bets: [{ selections: picks }, { selections: picks.slice(0, 1) }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [combo, single] = betBonusesReplySchema.parse(response.json()).bets;
    const boostOfCombo = combo?.availableBonuses.find((b) => b.id === boost.id);
    expect(boostOfCombo).toMatchObject({
      boostOdds: null,
      nextBoost: { more: 1, odds: 1.1 },
      problem: 'bonus.selection_count',
    });
    // A free bet is judged at its own amount: usable on the single and on the combo.
    expect(single?.availableBonuses.find((b) => b.id === freebet.id)).toMatchObject({ amount: 500, problem: null });
    const amb = await player.client.post('/api/v3/bonuses/freebets/amb', { selections: picks.slice(0, 1) });
    expect(amb.json().data.map((b: { id: number }) => b.id)).toEqual([freebet.id]);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v3/bonuses',
        headers: { 'x-application': 'sportsbook-tests' },
        payload: { bets: [{ selections: picks }] },
      }),
      401,
    );
  });

  it('takes a lapsed free bet back out of the free-bet account once, and refuses it', async () => {
    const player = await fundedPlayer(app, 0);
    const freebet = await freebetCampaign('freebet_only_win', { rules: { valid_days: 1 } });
    await issue(freebet.id, player);
    const picks = selections(1);
    manualClock(app).advance(2 * DAY);
    const expire = () => app.database.db.transaction((tx) => app.bonusBets.expire(tx));
    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(await expire()).toBe(0);
    await player.client.json(player.client.signIn(player.email), playerSchema);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0, entries: 2 });
    expect((await bonusOf(player, freebet.id))?.status).toBe('expired');
    const error = expectError(
      await place(player, bet('5.00', picks, { id: freebet.id, type: 'freebet_only_win' })),
      422,
    );
    expect(['bonus_not_available', 'match_not_bettable', 'selection_not_available']).toContain(error.error.code);
  });
});
