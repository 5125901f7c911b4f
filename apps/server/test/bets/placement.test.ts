import { randomUUID } from 'node:crypto';
import { betPageSchema, betSchema, maxStakeReplySchema, placeBetsReplySchema } from '@sportsbook/contract/bets';
import { userLimitSchema } from '@sportsbook/contract/platform';
import { potentialWin } from '@sportsbook/domain/betslip/stakes';
import { aSelection } from '@sportsbook/domain/betslip/test-fixtures';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bets } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';
import {
  dbId,
  type FundedPlayer,
  fundedPlayer,
  marketOf,
  money,
  moveMarket,
  payload,
  pickSelections,
  place,
  placeOk,
  type WireSelection,
} from './bets-helpers';

const odds3 = (odds: number) => Math.round(odds * 1000) / 1000;

describe(`bets: placement (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Expects a refused placement that moved no money and created no bet. */
  async function refused(player: FundedPlayer, body: unknown, status: number, code: string | number) {
    const before = await money(app, player.id);
    const error = expectError(await place(player, body), status, code);
    expect(await money(app, player.id)).toEqual(before);
    return error;
  }

  describe('placing', () => {
    it('places a single: debits the stake, writes the bet, its selection and one ledger entry', async () => {
      const player = await fundedPlayer(app, 10_000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const [bet] = await placeOk(player, payload([{ stake: '10.50', selections: [s] }]));
      expect(bet).toMatchObject({
        type: 'single',
        status: 'waiting_results',
        result: 'no_results',
        stake: { value: 1050, currency: 'EUR', subunits: 2 },
        totalStake: 1050,
        odds: s.odds,
        winAmount: null,
        system: null,
        quick: false,
      });
      expect(bet?.reference).toMatch(/^SB[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(bet?.potentialWin).toBe(Math.floor((1050 * Math.round(s.odds * 1000)) / 1000));
      expect(bet?.selections).toHaveLength(1);
      expect(bet?.selections[0]).toMatchObject({
        id: `${s.match_id}:${s.market_id}:${s.specifier}:${s.outcome_id}`,
        matchId: s.match_id,
        marketId: s.market_id,
        outcomeId: s.outcome_id,
        odds: s.odds,
        initialOdds: s.odds,
        status: 'open',
        result: null,
        isSuspended: false,
      });
      expect(bet?.toCashoutAmount).toBeGreaterThan(0);
      expect(await money(app, player.id)).toEqual({ balance: 8950, ledger: 8950, entries: 2, bets: 1 });
      const list = betPageSchema.parse((await player.client.get('/api/v3/bets')).json());
      expect(list.data.map((b) => b.id)).toEqual([bet?.id]);
      expect(list.pagination).toEqual({ total: 1, page: 1, limit: 50, lastPage: 1 });
    });

    it('accepts the odds as a decimal string and a specifier-less market with ""', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1, { exclude: [] });
      if (!s) throw new Error('no selection');
      const [bet] = await placeOk(
        player,
        payload([{ stake: '1', selections: [{ ...s, odds: String(s.odds) as unknown as number }] }]),
      );
      expect(bet?.stake.value).toBe(100);
    });

    it('places a combo at the product of its odds', async () => {
      const player = await fundedPlayer(app, 10_000);
      const selections = pickSelections(app, 3);
      const [bet] = await placeOk(player, payload([{ stake: '2.00', selections }]));
      const legs = selections.map((s) => aSelection({ matchId: s.match_id, odds: s.odds }));
      const expected = potentialWin({
        stake: 200,
        currency: 'EUR',
        subunits: 2,
        betType: 'combo',
        systemType: null,
        customOdds: null,
        selections: legs,
      });
      expect(bet).toMatchObject({ type: 'combo', totalStake: 200, potentialWin: expected });
      expect(bet?.selections).toHaveLength(3);
      expect((await money(app, player.id)).balance).toBe(9800);
    });

    it('places a 2/3 system: debits unit × 3 lines', async () => {
      const player = await fundedPlayer(app, 10_000);
      const selections = pickSelections(app, 3);
      const [bet] = await placeOk(player, payload([{ stake: '1.00', selections, system_id: '2/3' }]));
      const legs = selections.map((s) => aSelection({ matchId: s.match_id, odds: s.odds }));
      const expected = potentialWin({
        stake: 100,
        currency: 'EUR',
        subunits: 2,
        betType: 'system',
        systemType: { winCount: 2, totalCount: 3 },
        customOdds: null,
        selections: legs,
      });
      expect(bet).toMatchObject({
        type: 'system',
        stake: { value: 100 },
        totalStake: 300,
        odds: null,
        potentialWin: expected,
        system: { id: '2/3', winCount: 2, totalCount: 3 },
      });
      expect(await money(app, player.id)).toMatchObject({ balance: 9700, ledger: 9700, bets: 1 });
    });

    it('places several singles in one request (multi-single) with one ledger entry each', async () => {
      const player = await fundedPlayer(app, 10_000);
      const [a, b] = pickSelections(app, 2);
      if (!a || !b) throw new Error('no selections');
      const placed = await placeOk(
        player,
        payload([
          { stake: '1.00', selections: [a] },
          { stake: '3.00', selections: [b] },
        ]),
      );
      expect(placed.map((p) => p.totalStake)).toEqual([100, 300]);
      expect(await money(app, player.id)).toEqual({ balance: 9600, ledger: 9600, entries: 3, bets: 2 });
    });
  });

  describe('refusals move no money', () => {
    let player: FundedPlayer;
    let s: WireSelection;
    let others: WireSelection[];

    beforeAll(async () => {
      player = await fundedPlayer(app, 5000);
      [s, ...others] = pickSelections(app, 22) as [WireSelection, ...WireSelection[]];
    });

    it('answers a visitor 401 with the error body, whatever the body', async () => {
      const visitor = new PlatformClient(app);
      expectError(await visitor.post('/api/v3/bets', payload([{ stake: '1', selections: [s] }])), 401, 'unauthorized');
      expectError(await visitor.post('/api/v3/bets', { nonsense: true }), 401, 'unauthorized');
      expectError(await visitor.get('/api/v3/bets'), 401, 'unauthorized');
    });

    it('refuses a malformed payload with 400 and a stake that is not a plain decimal with invalid_stake', async () => {
      await refused(
        player,
        { meta: { device_id: 'x', quick: false, type: 'single' }, bets: [] },
        400,
        'validation_failed',
      );
      for (const value of ['10,50', '-1', 'abc', '1e3', ' 1', '0', '0.00']) {
        const error = await refused(player, payload([{ stake: value, selections: [s] }]), 422, 'invalid_stake');
        expect(error.error.details).toMatchObject({ bets: [{ index: 0, code: 'invalid_stake' }] });
      }
    });

    it('refuses more decimals than the currency has', async () => {
      const error = await refused(player, payload([{ stake: '10.505', selections: [s] }]), 422, 'invalid_stake');
      expect(error.error.localized_message).toMatch(/decimals/);
    });

    it('refuses an unknown currency, match, market or outcome', async () => {
      await refused(player, payload([{ stake: '1', selections: [s], currency: 'XYZ' }]), 422, 'invalid_stake');
      await refused(
        player,
        payload([{ stake: '1', selections: [{ ...s, match_id: 999_999 }] }]),
        422,
        'selection_not_found',
      );
      await refused(
        player,
        payload([{ stake: '1', selections: [{ ...s, market_id: 99_999 }] }]),
        422,
        'selection_not_found',
      );
      await refused(
        player,
        payload([{ stake: '1', selections: [{ ...s, specifier: 'total=99.5' }] }]),
        422,
        'selection_not_found',
      );
      // A missing outcome in a known market reads as suspended (spec 000 §4).
      await refused(
        player,
        payload([{ stake: '1', selections: [{ ...s, outcome_id: 'nope' }] }]),
        422,
        'selection_suspended',
      );
    });

    it('refuses the same match twice in a combo and in a system', async () => {
      const [a, b] = others;
      if (!a || !b) throw new Error('no selections');
      const market = marketOf(app, a);
      const sibling = market.outcomes.find((o) => o.outcomeId !== a.outcome_id);
      if (!sibling) throw new Error('no sibling outcome');
      const twin = { ...a, outcome_id: sibling.outcomeId, odds: sibling.odds };
      await refused(player, payload([{ stake: '1', selections: [a, twin] }]), 422, 'same_match_in_combo');
      await refused(
        player,
        payload([{ stake: '1', selections: [a, twin, b], system_id: '2/3' }]),
        422,
        'same_match_in_combo',
      );
    });

    it('refuses a system id that does not fit the selections', async () => {
      await refused(
        player,
        payload([{ stake: '1', selections: others.slice(0, 3), system_id: '2/4' }]),
        422,
        'invalid_bet_shape',
      );
      await refused(
        player,
        payload([{ stake: '1', selections: others.slice(0, 3), system_id: '3/3' }]),
        422,
        'invalid_bet_shape',
      );
    });

    it('refuses a suspended selection, and takes it again once the market reopens', async () => {
      const [x] = pickSelections(app, 1, { exclude: [s.match_id, ...others.map((o) => o.match_id)] });
      if (!x) throw new Error('no selection');
      moveMarket(app, x, { status: -1 });
      const error = await refused(player, payload([{ stake: '1', selections: [x] }]), 422, 'selection_suspended');
      expect(error.error.details).toMatchObject({ messageKey: 'error.place_bets.selection_suspended' });
      moveMarket(app, x, { status: 1 });
      await placeOk(player, payload([{ stake: '1', selections: [x] }]));
    });

    it('refuses a selection whose provider is down as not available', async () => {
      const [x] = pickSelections(app, 1, { exclude: [s.match_id] });
      if (!x) throw new Error('no selection');
      const before = app.catalog.providerStatuses();
      const { applyFeedEvents } = await import('./bets-helpers');
      applyFeedEvents(app, [
        {
          kind: 'provider_status_changed',
          provider: 'betradar',
          status: 'inactive',
          providers: { ...before, betradar: 'inactive' },
        },
      ]);
      try {
        await refused(player, payload([{ stake: '1', selections: [x] }]), 422, 'selection_not_available');
      } finally {
        applyFeedEvents(app, [
          { kind: 'provider_status_changed', provider: 'betradar', status: 'active', providers: before },
        ]);
      }
    });

    it('refuses the selection and max-stake limits of the settings', async () => {
      const error = await refused(
        player,
        payload([{ stake: '0.10', selections: others.slice(0, 21) }]),
        422,
        'max_selections',
      );
      expect(error.error.details).toMatchObject({ messageKey: 'error.validation.bet_limits.selection_limit_exceeded' });
      const rich = await fundedPlayer(app, 2_000_000);
      await refused(rich, payload([{ stake: '10000.01', selections: [s] }]), 422, 'max_stake');
    });

    it("applies the settings' stake and payout limits in the bet's currency (reference rates)", async () => {
      const rich = await fundedPlayer(app, 0);
      for (const [amount, currency] of [
        [3_000_000, 'USD'],
        [50_000_000, 'BTC'],
      ] as const) {
        const r = await rich.client.post('/api/platform/payments/sandbox/deposits', {
          amount,
          currency,
          card_number: '4242424242424242',
        });
        expect(r.statusCode, r.body).toBe(201);
      }
      const balance = async (currency: string) => {
        const [row] = await app.database.db
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(and(eq(accounts.playerId, rich.id), eq(accounts.currency, currency)));
        return Number(row?.balance);
      };
      const bet = (stake: string, currency: string, selections = [s]) => payload([{ stake, currency, selections }]);
      // Max stake 10,000 EUR (fiat) at 1.08 USD per EUR: 10,800.00 USD.
      expectError(await place(rich, bet('10800.01', 'USD')), 422, 'max_stake');
      expect(await balance('USD')).toBe(3_000_000);
      await placeOk(rich, bet('10800.00', 'USD'));
      // Max stake 10,000 USDT (crypto) at 1.08 USDT and 0.000011 BTC per EUR: 0.10185185 BTC.
      expectError(await place(rich, bet('0.10185186', 'BTC')), 422, 'max_stake');
      expect(await balance('BTC')).toBe(50_000_000);
      await placeOk(rich, bet('0.10185185', 'BTC'));
      // Max payout 250,000 EUR: 270,000.00 USD. Max stake sizes the bet to it; one cent more is refused.
      const combo = pickSelections(app, 4, { minOdds: 3, maxOdds: 10, exclude: [s.match_id] });
      const sized = maxStakeReplySchema.parse(
        (await rich.client.post('/api/v3/bets/max-stake', { stake: { currency: 'USD' }, selections: combo })).json(),
      );
      expect(sized.limitedBy).toBe('max_payout');
      const [placed] = await placeOk(rich, bet(sized.value, 'USD', combo));
      expect(placed?.potentialWin).toBeLessThanOrEqual(27_000_000);
      expect(placed?.potentialWin).toBeGreaterThan(25_000_000);
      const over = ((sized.maxStake.value + 1) / 100).toFixed(2);
      expectError(await place(rich, bet(over, 'USD', combo)), 422, 'max_payout');
    });

    it('refuses more than the balance with insufficient_funds', async () => {
      const error = await refused(player, payload([{ stake: '50.01', selections: [s] }]), 402, 'insufficient_funds');
      expect(error.error.details).toMatchObject({ balance: (await money(app, player.id)).balance, required: 5001 });
    });

    it('refuses a pve player with code 114', async () => {
      const pve = await fundedPlayer(app, 1000);
      await app.inject({ method: 'POST', url: '/api/test/players', payload: { email: pve.email, pve: true } });
      const error = await refused(pve, payload([{ stake: '1', selections: [s] }]), 403, 114);
      expect(error.error.details).toMatchObject({ messageKey: 'error.platform.pve_player_bet_forbidden' });
    });

    it("enforces the player's bet limit in a locked transaction, and places within it", async () => {
      const limited = await fundedPlayer(app, 5000);
      const set = await limited.client.post('/api/platform/user_limits', { type: 'bet', value: 500, currency: 'EUR' });
      expect(set.statusCode, set.body).toBeLessThan(300);
      userLimitSchema.parse(set.json());
      await refused(limited, payload([{ stake: '5.01', selections: [s] }]), 403, 'bet_limit_exceeded');
      await placeOk(limited, payload([{ stake: '5.00', selections: [s] }]));
      expect(await money(app, limited.id)).toMatchObject({ balance: 4500, ledger: 4500, bets: 1 });
    });

    it('counts the earlier bets of one placement against a wager limit, and places them all with one key', async () => {
      const [a, b] = others;
      if (!a || !b) throw new Error('two more selections needed');
      const limited = await fundedPlayer(app, 5000);
      await limited.client.post('/api/platform/user_limits', {
        type: 'wager',
        period: 'day',
        value: 1000,
        currency: 'EUR',
      });
      const two = (stake: string) =>
        payload([
          { stake, selections: [a] },
          { stake, selections: [b] },
        ]);
      await refused(limited, two('6.00'), 403, 'wager_limit_exceeded');
      const key = randomUUID();
      const placed = await placeOk(limited, two('5.00'), key);
      expect(placed.map((p) => p.totalStake)).toEqual([500, 500]);
      expect((await placeOk(limited, two('5.00'), key)).map((p) => p.id)).toEqual(placed.map((p) => p.id));
      expect(await money(app, limited.id)).toMatchObject({ balance: 4000, ledger: 4000, bets: 2 });
    });

    it('keeps a wager limit under 20 concurrent placements', async () => {
      const limited = await fundedPlayer(app, 5000);
      await limited.client.post('/api/platform/user_limits', {
        type: 'wager',
        period: 'day',
        value: 1000,
        currency: 'EUR',
      });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => place(limited, payload([{ stake: '1.00', selections: [s] }]))),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
      expect(
        results.filter((r) => r.statusCode !== 201).every((r) => r.json().error.code === 'wager_limit_exceeded'),
      ).toBe(true);
      expect(await money(app, limited.id)).toMatchObject({ balance: 4000, ledger: 4000, bets: 10 });
    });

    it('refuses a quick bet that is not one single', async () => {
      await refused(
        player,
        payload([{ stake: '1', selections: others.slice(0, 2) }], { quick: true }),
        422,
        'quick_bet_not_single',
      );
    });
  });

  describe('odds changes per accept mode', () => {
    const setMode = (email: string, mode: 'none' | 'higher' | 'any') =>
      app.inject({ method: 'POST', url: '/api/test/bets/preferences', payload: { email, oddsAcceptMode: mode } });

    async function scenario(mode: 'none' | 'higher' | 'any') {
      const player = await fundedPlayer(app, 10_000);
      if (mode !== 'none') expect((await setMode(player.email, mode)).statusCode).toBe(200);
      const [s] = pickSelections(app, 1, { minOdds: 1.5, maxOdds: 5 });
      if (!s) throw new Error('no selection');
      return { player, s };
    }

    it('none: any difference is refused with 101 and the risk-validation key', async () => {
      const { player, s } = await scenario('none');
      const before = await money(app, player.id);
      const up = expectError(
        await place(player, payload([{ stake: '1', selections: [{ ...s, odds: odds3(s.odds + 0.05) }] }])),
        422,
        101,
      );
      expect(up.error.details).toMatchObject({
        messageKey: 'error.place_bets.invalid_odds',
        bets: [
          {
            code: 101,
            problems: [
              {
                code: 101,
                messageKey: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
                currentOdds: s.odds,
              },
            ],
          },
        ],
      });
      const down = expectError(
        await place(player, payload([{ stake: '1', selections: [{ ...s, odds: odds3(s.odds - 0.05) }] }])),
        422,
        101,
      );
      expect(down.error.details).toMatchObject({
        bets: [{ problems: [{ messageKey: 'error.risk_validation.odds_to_low' }] }],
      });
      expect(await money(app, player.id)).toEqual(before);
      await placeOk(player, payload([{ stake: '1', selections: [s] }]));
    });

    it('higher: a drop is refused, a raise is taken at the current odds', async () => {
      const { player, s } = await scenario('higher');
      const before = await money(app, player.id);
      expectError(
        await place(player, payload([{ stake: '1', selections: [{ ...s, odds: odds3(s.odds + 0.05) }] }])),
        422,
        101,
      );
      expect(await money(app, player.id)).toEqual(before);
      const [bet] = await placeOk(
        player,
        payload([{ stake: '1', selections: [{ ...s, odds: odds3(s.odds - 0.05) }] }]),
      );
      expect(bet?.odds).toBe(s.odds);
      expect(bet?.selections[0]).toMatchObject({ odds: s.odds, initialOdds: odds3(s.odds - 0.05) });
    });

    it('any: every change is taken at the current odds', async () => {
      const { player, s } = await scenario('any');
      for (const sent of [odds3(s.odds + 0.05), odds3(s.odds - 0.05)]) {
        const [bet] = await placeOk(player, payload([{ stake: '1', selections: [{ ...s, odds: sent }] }]));
        expect(bet?.odds).toBe(s.odds);
      }
    });

    it('follows a live odds move: the old price is refused under none, the new one placed', async () => {
      const { player, s } = await scenario('none');
      moveMarket(app, s, { odds: odds3(s.odds + 0.1) });
      expectError(await place(player, payload([{ stake: '1', selections: [s] }])), 422, 101);
      const [bet] = await placeOk(player, payload([{ stake: '1', selections: [{ ...s, odds: odds3(s.odds + 0.1) }] }]));
      expect(bet?.odds).toBe(odds3(s.odds + 0.1));
    });
  });

  describe('idempotency', () => {
    it('answers a repeated key with the same bets, placing once', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const body = payload([{ stake: '1.00', selections: [s] }]);
      const key = randomUUID();
      const first = await placeOk(player, body, key);
      const second = await placeOk(player, body, key);
      expect(second.map((b) => b.id)).toEqual(first.map((b) => b.id));
      expect(await money(app, player.id)).toMatchObject({ balance: 900, entries: 2, bets: 1 });
      // A repeat after the odds moved still answers the first placement.
      moveMarket(app, s, { odds: odds3(s.odds + 0.2) });
      expect((await placeOk(player, body, key)).map((b) => b.id)).toEqual(first.map((b) => b.id));
      moveMarket(app, s, { odds: s.odds });
    });

    it('places once under concurrent repeats of one key', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const body = payload([{ stake: '1.00', selections: [s] }]);
      const key = randomUUID();
      const replies = await Promise.all(Array.from({ length: 8 }, () => place(player, body, key)));
      for (const r of replies) expect(r.statusCode, r.body).toBe(201);
      expect(new Set(replies.map((r) => placeBetsReplySchema.parse(r.json())[0]?.id)).size).toBe(1);
      expect(await money(app, player.id)).toMatchObject({ balance: 900, ledger: 900, bets: 1 });
    });

    it('refuses the same key with another body', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const key = randomUUID();
      await placeOk(player, payload([{ stake: '1.00', selections: [s] }]), key);
      const before = await money(app, player.id);
      expectError(
        await place(player, payload([{ stake: '2.00', selections: [s] }]), key),
        422,
        'idempotency_key_reused',
      );
      expect(await money(app, player.id)).toEqual(before);
      // Keys are per player: another player may use the same key.
      const other = await fundedPlayer(app, 1000);
      await placeOk(other, payload([{ stake: '1.00', selections: [s] }]), key);
    });

    it('stores keys and device ids with quotes and backslashes verbatim, and refuses NUL characters', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const key = `it's\\a');DROP/**/TABLE/**/bets;--`;
      const body = payload([{ stake: '1.00', selections: [s] }]);
      const device = "dev'ice\\'--";
      const first = await placeOk(player, { ...body, meta: { ...body.meta, device_id: device } }, key);
      const again = await placeOk(player, { ...body, meta: { ...body.meta, device_id: device } }, key);
      expect(again.map((b) => b.id)).toEqual(first.map((b) => b.id));
      const [row] = await app.database.db
        .select({ key: bets.requestKey, device: bets.deviceId })
        .from(bets)
        .where(eq(bets.id, dbId(app, first[0])));
      expect(row).toEqual({ key, device });
      expectError(
        await place(player, { ...body, meta: { ...body.meta, device_id: 'a\u0000b' } }),
        400,
        'validation_failed',
      );
      expect(await money(app, player.id)).toMatchObject({ balance: 900, bets: 1 });
    });

    it('refuses a malformed key', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      expectError(
        await place(player, payload([{ stake: '1', selections: [s as WireSelection] }]), 'x'.repeat(201)),
        400,
        'validation_failed',
      );
    });
  });

  describe('concurrency', () => {
    it('accepts exactly 10 of 200 concurrent placements when the balance covers 10', async () => {
      const player = await fundedPlayer(app, 1000);
      const [s] = pickSelections(app, 1);
      if (!s) throw new Error('no selection');
      const body = payload([{ stake: '1.00', selections: [s] }]);
      const replies = await Promise.all(Array.from({ length: 200 }, () => place(player, body)));
      const statuses = replies.map((r) => r.statusCode);
      expect(statuses.filter((c) => c === 201)).toHaveLength(10);
      expect(statuses.filter((c) => c === 402)).toHaveLength(190);
      expect(await money(app, player.id)).toEqual({ balance: 0, ledger: 0, entries: 11, bets: 10 });
    });
  });

  describe('My Bets', () => {
    it('pages newest first and filters open, settled and by result', async () => {
      const player = await fundedPlayer(app, 10_000);
      const selections = pickSelections(app, 3);
      for (const s of selections) await placeOk(player, payload([{ stake: '1', selections: [s] }]));
      const page = betPageSchema.parse((await player.client.get('/api/v3/bets?limit=2&page=1')).json());
      expect(page.pagination).toEqual({ total: 3, page: 1, limit: 2, lastPage: 2 });
      expect(dbId(app, page.data[0])).toBeGreaterThan(dbId(app, page.data[1]));
      expect(betPageSchema.parse((await player.client.get('/api/v3/bets?filter=open')).json()).data).toHaveLength(3);
      expect(betPageSchema.parse((await player.client.get('/api/v3/bets?filter=settled')).json()).data).toHaveLength(0);
      expect(
        betPageSchema.parse((await player.client.get('/api/v3/bets?status=waiting_results,done')).json()).data,
      ).toHaveLength(3);
      expect(betPageSchema.parse((await player.client.get('/api/v3/bets?result=win')).json()).data).toHaveLength(0);
      expectError(await player.client.get('/api/v3/bets?limit=501'), 400, 'validation_failed');
      expectError(await player.client.get('/api/v3/bets?filter=bogus'), 400, 'validation_failed');
      for (const bet of page.data) betSchema.parse(bet);
    });
  });

  describe('max stake', () => {
    it('answers the largest unit stake: the balance, the operator max stake, divided by system lines', async () => {
      const player = await fundedPlayer(app, 12_345);
      const selections = pickSelections(app, 3);
      const single = maxStakeReplySchema.parse(
        (
          await player.client.post('/api/v3/bets/max-stake', {
            stake: { currency: 'EUR' },
            selections: selections.slice(0, 1),
          })
        ).json(),
      );
      expect(single).toMatchObject({
        maxStake: { value: 12_345, currency: 'EUR', subunits: 2 },
        value: '123.45',
        limitedBy: 'balance',
        lines: 1,
      });
      const system = maxStakeReplySchema.parse(
        (
          await player.client.post('/api/v3/bets/max-stake', {
            stake: { currency: 'EUR' },
            selections,
            system_id: '2/3',
          })
        ).json(),
      );
      expect(system).toMatchObject({ maxStake: { value: 4115 }, limitedBy: 'balance', lines: 3 });
      const rich = await fundedPlayer(app, 5_000_000);
      const capped = maxStakeReplySchema.parse(
        (
          await rich.client.post('/api/v3/bets/max-stake', {
            stake: { currency: 'EUR' },
            selections: selections.slice(0, 1),
          })
        ).json(),
      );
      expect(['max_stake', 'max_payout']).toContain(capped.limitedBy);
      expect(capped.maxStake.value).toBeLessThanOrEqual(1_000_000);
      expectError(
        await new PlatformClient(app).post('/api/v3/bets/max-stake', { stake: { currency: 'EUR' }, selections }),
        401,
      );
    });
  });
});
