import { betPageSchema, betSchema, cashoutReplySchema } from '@sportsbook/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedEvent } from '../../src/feed/types';
import { startAutoCashout } from '../../src/modules/bets/cashout-repository';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import type { PlatformClient } from '../players/platform-client';
import { betEntries, dbId, fundedPlayer, money, moveMarket, payload, pickSelections, placeOk } from './bets-helpers';

describe(`bets: partial and automatic cash-out (${databaseKind})`, () => {
  let app: FastifyInstance;
  const used: number[] = [];
  const fresh = (count: number) => {
    const picks = pickSelections(app, count, { exclude: used, minOdds: 1.5, maxOdds: 6 });
    used.push(...picks.map((p) => p.match_id));
    return picks;
  };

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', BONUS_CAMPAIGNS_FILE: '' });
  });
  afterAll(async () => {
    await app.close();
  });

  const betOf = async (client: PlatformClient, betId: string) => {
    const list = betPageSchema.parse((await client.get('/api/v3/bets?filter=all')).json()).data;
    const bet = list.find((b) => b.id === betId);
    if (!bet) throw new Error(`bet ${betId} not listed`);
    return bet;
  };
  const cashout = (client: PlatformClient, betId: string | undefined, amount: number) =>
    client.post('/api/v3/bets/cashout', { bet_id: betId, to_cashout: amount });

  it('takes part of the offer and leaves the rest open, repeatedly, down to a full cash-out: every entry exact', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    expect(bet?.toCashoutAmount).toBe(950);

    // £5 of £9.50: the stake left is floor(1000 × 450 / 950) = 473; its offer floor(473 × 0.95) = 449.
    const first = cashoutReplySchema.parse((await cashout(player.client, bet?.id, 500)).json());
    expect(first.bet).toMatchObject({
      status: 'waiting_results',
      stake: { value: 473 },
      totalStake: 473,
      cashedOut: 500,
      toCashoutAmount: 449,
      profit: null,
    });
    expect(first.bet.potentialWin).toBe(Math.floor((473 * Math.round(s.odds * 1000)) / 1000));
    expect(first.balance.value).toBe(9500);

    // Again: £2 of £4.49 leaves floor(473 × 249 / 449) = 262, offered at 248; then the whole offer.
    const second = cashoutReplySchema.parse((await cashout(player.client, bet?.id, 200)).json());
    expect(second.bet).toMatchObject({ stake: { value: 262 }, cashedOut: 700, toCashoutAmount: 248 });
    const last = cashoutReplySchema.parse((await cashout(player.client, bet?.id, 248)).json());
    expect(last.bet).toMatchObject({ status: 'cashed_out', winAmount: 248, cashedOut: 700, profit: 948 - 1000 });

    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'cashout', amount: 500 },
      { kind: 'cashout', amount: 200 },
      { kind: 'cashout', amount: 248 },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9948, ledger: 9948 });
    expectError(await cashout(player.client, bet?.id, 1), 409, 'cashout_not_available');
  });

  it('settles what is left at the smaller stake, and profit counts the part cashed out', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    const part = cashoutReplySchema.parse((await cashout(player.client, bet?.id, 475)).json());
    expect(part.bet.stake.value).toBe(500);
    const event: FeedEvent = {
      kind: 'match_settled',
      matchId: s.match_id,
      status: 4,
      score: null,
      settledAt: 0,
      results: [{ marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result: 'win_entire' }],
    };
    await app.bets.settlement.applyEvents([event]);
    const win = Math.floor((500 * Math.round(s.odds * 1000)) / 1000);
    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'cashout', amount: 475 },
      { kind: 'bet_payout', amount: win },
    ]);
    expect(await betOf(player.client, bet?.id ?? '')).toMatchObject({
      status: 'done',
      winAmount: win,
      cashedOut: 475,
      profit: win + 475 - 1000,
    });
    expect(await money(app, player.id)).toMatchObject({ balance: 9000 + 475 + win, ledger: 9000 + 475 + win });
  });

  it('moves money once per part under concurrent requests, and refuses more than the offer or a bad amount', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    expectError(await cashout(player.client, bet?.id, 951), 409, 'cashout_offer_changed');
    expectError(await cashout(player.client, bet?.id, 0), 400, 'validation_failed');
    const replies = await Promise.all(Array.from({ length: 8 }, () => cashout(player.client, bet?.id, 100)));
    const ok = replies.filter((r) => r.statusCode === 200).map((r) => cashoutReplySchema.parse(r.json()));
    for (const r of replies) if (r.statusCode !== 200) expect(r.json().error.code).toBe('cashout_not_available');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const entries = await betEntries(app, dbId(app, bet));
    expect(entries.filter((e) => e.kind === 'cashout')).toHaveLength(ok.length);
    expect(await money(app, player.id)).toMatchObject({
      balance: 9000 + 100 * ok.length,
      ledger: 9000 + 100 * ok.length,
    });
    // Each part was priced on the stake the one before left.
    let stake = 1000;
    for (const reply of ok.toSorted((a, b) => b.bet.stake.value - a.bet.stake.value)) {
      const offer = Math.floor(stake * 0.95);
      stake = Math.floor((stake * (offer - 100)) / offer);
      expect(reply.bet.stake.value).toBe(stake);
    }
    expect((await betOf(player.client, bet?.id ?? '')).stake.value).toBe(stake);
  });

  it('cashes out automatically once the offer reaches the rule, player offline, exactly once', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    const setAuto = (amount: number | null) =>
      player.client.post('/api/v3/bets/auto-cashout', { bet_id: bet?.id, amount });
    expectError(await setAuto(950), 422, 'auto_cashout_invalid');
    expectError(await setAuto((bet?.potentialWin ?? 0) + 1), 422, 'auto_cashout_invalid');
    const set = betSchema.parse((await setAuto(1100)).json());
    expect(set.autoCashout).toBe(1100);
    // Removing and setting again works; a price that leaves the offer under the rule does nothing.
    expect(betSchema.parse((await setAuto(null)).json()).autoCashout).toBeNull();
    await setAuto(1100);
    moveMarket(app, s, { odds: Math.round((s.odds + 0.2) * 1000) / 1000 });
    expect((await betOf(player.client, bet?.id ?? '')).status).toBe('waiting_results');

    // The outcome shortens so that 1000 × accepted / current × 0.95 ≥ 1100.
    const shorter = Math.floor(((s.odds * 950) / 1150) * 100) / 100;
    const offer = Math.floor((1000 * 9500 * Math.round(s.odds * 1000)) / (10_000 * Math.round(shorter * 1000)));
    expect(offer).toBeGreaterThanOrEqual(1100);
    // Several price messages in a row: the rule fires once.
    moveMarket(app, s, { odds: shorter });
    moveMarket(app, s, { odds: shorter });
    await vi.waitFor(async () => expect((await betOf(player.client, bet?.id ?? '')).status).toBe('cashed_out'));
    expect(await betEntries(app, dbId(app, bet))).toEqual([
      { kind: 'bet_stake', amount: -1000 },
      { kind: 'cashout', amount: offer },
    ]);
    expect(await money(app, player.id)).toMatchObject({ balance: 9000 + offer, ledger: 9000 + offer });
  });

  it('an automatic cash-out has one winner across processes, and a restart completes one left in progress', async () => {
    const player = await fundedPlayer(app, 10_000);
    const [s] = fresh(1);
    if (!s) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [s] }]));
    await player.client.post('/api/v3/bets/auto-cashout', { bet_id: bet?.id, amount: 1200 });
    const id = dbId(app, bet);
    // Two processes see the offer reach the rule at once: one conditional UPDATE wins.
    const starts = await Promise.all(
      [1250, 1260].map((amount) => startAutoCashout(app.database.db, { betId: id, expectedStake: 1000, amount })),
    );
    expect(starts.filter(Boolean)).toHaveLength(1);
    expect((await betOf(player.client, bet?.id ?? '')).status).toBe('cashout_in_progress');
    // The process dies before the credit; the next one completes it at the recorded amount, once.
    expect(await app.bets.cashout.recover()).toBe(1);
    expect(await app.bets.cashout.recover()).toBe(0);
    const entries = await betEntries(app, id);
    expect(entries).toHaveLength(2);
    expect([1250, 1260]).toContain(entries[1]?.amount);
    expect(await betOf(player.client, bet?.id ?? '')).toMatchObject({ status: 'cashed_out' });
    expect((await money(app, player.id)).balance).toBe(9000 + (entries[1]?.amount ?? 0));
  });
});
