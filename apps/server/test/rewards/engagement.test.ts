import { campaignSchema } from '@sportsbook/contract/bonuses';
import {
  huntingPageSchema,
  joinedSchema,
  lootboxOpenedSchema,
  lootboxPageSchema,
  ratingPageSchema,
  tournamentPageSchema,
} from '@sportsbook/contract/rewards';
import type { LegResult } from '@sportsbook/domain/bet-return';
import { splitPool } from '@sportsbook/domain/rewards/tournament';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, players } from '../../src/db/schema';
import type { FeedEvent } from '../../src/feed/types';
import {
  type FundedPlayer,
  fundedPlayer,
  money,
  pickSelections,
  placeOk,
  type WireSelection,
} from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { MINUTE, manualClock } from '../players/platform-client';

const KEY = 'operator-key-of-the-rewards-tests-01234';
const operator = { authorization: `Bearer ${KEY}` };
const DAY = 86_400_000;
let keys = 0;
const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++keys}`;

describe(`hunting, tournaments, lootboxes and comp points (${databaseKind})`, () => {
  let app: FastifyInstance;
  const used: number[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      OPERATOR_API_KEY: KEY,
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      BONUS_CAMPAIGNS_FILE: '',
      JACKPOTS_FILE: '',
      COMP_POINTS_RATE: '2',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const campaign = async (body: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/campaigns',
      headers: operator,
      payload: { key: uniqueKey('c'), trigger: 'opt_in', name: { en: 'Test' }, currency: 'EUR', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return campaignSchema.parse(response.json());
  };
  const join = async (player: FundedPlayer, id: number) => {
    const response = await player.client.post(`/api/v3/bonuses/${id}/activate`, {});
    expect(response.statusCode, response.body).toBe(200);
    return joinedSchema.parse(response.json());
  };
  const selections = (count: number, minOdds = 1.6) => {
    const picked = pickSelections(app, count, { minOdds, maxOdds: 4, exclude: used });
    used.push(...picked.map((s) => s.match_id));
    return picked;
  };
  const single = (stake: string, pick: WireSelection, bonus?: { id: number; type: string }) => ({
    meta: { device_id: 'rewards-tests', quick: false, type: 'single' },
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [pick], ...(bonus ? { bonus } : {}) }],
  });
  const settle = async (picks: WireSelection[], result: LegResult = 'lose_entire') => {
    const events: FeedEvent[] = picks.map((s) => ({
      kind: 'match_settled',
      matchId: s.match_id,
      status: 4,
      score: null,
      settledAt: Date.now(),
      results: [{ marketId: s.market_id, specifier: s.specifier, outcomeId: s.outcome_id, result }],
    }));
    await app.bets.settlement.applyEvents(events);
  };
  /** Places one single per pick and settles them all as lost. */
  const betAndSettle = async (player: FundedPlayer, stake: string, picks: WireSelection[], result?: LegResult) => {
    for (const pick of picks) await placeOk(player, single(stake, pick));
    await settle(picks, result);
  };
  const compPoints = async (id: number) =>
    Number(
      (await app.database.db.select({ p: players.compPoints }).from(players).where(eq(players.id, id)))[0]?.p ?? 0,
    );
  const entries = (playerId: number, kind: string) =>
    app.database.db
      .select({ amount: ledgerEntries.amount, reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.playerId} = ${playerId} and ${ledgerEntries.kind} = ${kind}`)
      .orderBy(ledgerEntries.id);

  it('hunting: settled qualifying bets move the progress and each step reached issues its free bets through the ledger', async () => {
    const hunt = await campaign({
      type: 'hunting',
      amount: 500,
      rules: {
        min_odds: 1.5,
        min_stake: 200,
        hunting_ranges: [
          { bets: 2, freebets: 1 },
          { bets: 4, freebets: 2 },
        ],
        valid_days: 7,
      },
    });
    // The operator reads the rules back with every default spelled out.
    expect(hunt.engagement).toMatchObject({ minStake: 200, farmingFreebetType: 'freebet_only_win', betsPerBox: 1 });
    expect(hunt.engagement?.huntingRanges).toEqual([
      { bets: 2, freebets: 1 },
      { bets: 4, freebets: 2 },
    ]);
    const player = await fundedPlayer(app, 100_000);
    // A bet placed before joining does not count.
    const early = selections(1);
    await betAndSettle(player, '5.00', early);
    await join(player, hunt.id);
    const huntings = async () =>
      huntingPageSchema.parse((await player.client.get('/api/v3/bonuses/huntings?active=true')).json()).data[0];
    expect(await huntings()).toMatchObject({ progressCount: 0, possibleProgressCount: 4, joined: true });

    // Too small a stake, too low odds, a void: none counts.
    await betAndSettle(player, '1.00', selections(1));
    await betAndSettle(
      player,
      '5.00',
      selections(1, 1.01).filter(() => true),
      'refund_entire',
    );
    expect((await huntings())?.progressCount).toBe(0);

    await betAndSettle(player, '2.00', selections(2));
    const afterTwo = await huntings();
    expect(afterTwo).toMatchObject({ progressCount: 2, freebetsIssued: 1 });
    expect(afterTwo?.ranges.map((r) => r.reached)).toEqual([true, false]);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500, ledger: 500 });

    await betAndSettle(player, '3.00', selections(2));
    expect(await huntings()).toMatchObject({ progressCount: 4, freebetsIssued: 3 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 1500, ledger: 1500 });
    expect((await entries(player.id, 'freebet_issued')).map((e) => Number(e.amount))).toEqual([500, 1000]);
    // A fifth bet past the last step issues nothing more.
    await betAndSettle(player, '3.00', selections(1));
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 1500 });

    // The free bets are ordinary free bets of the campaign: three uses of €5, each staked once.
    for (let i = 0; i < 3; i++)
      await placeOk(
        player,
        single('5.00', selections(1)[0] as WireSelection, { id: hunt.id, type: 'freebet_only_win' }),
      );
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0 });
    const fourth = await player.client.post(
      '/api/v3/bets',
      single('5.00', selections(1)[0] as WireSelection, { id: hunt.id, type: 'freebet_only_win' }),
    );
    expect(fourth.statusCode).toBe(422);
  });

  it('hunting free bets that lapse leave the free-bet account once; free bets issued after a lapse lapse on their own', async () => {
    const clock = manualClock(app);
    const hunt = await campaign({
      type: 'hunting',
      amount: 500,
      rules: {
        hunting_ranges: [
          { bets: 1, freebets: 1 },
          { bets: 2, freebets: 1 },
        ],
        valid_days: 1,
      },
    });
    const player = await fundedPlayer(app, 10_000);
    await join(player, hunt.id);
    const [first, second] = selections(2);
    if (!first || !second) throw new Error('selections');
    await placeOk(player, single('2.00', first));
    await placeOk(player, single('2.00', second));
    await settle([first]);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500, ledger: 500 });
    const expire = () => app.database.db.transaction((tx) => app.bonusBets.expire(tx));
    clock.advance(2 * DAY);
    await expire();
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0 });
    await settle([second]);
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500, ledger: 500 });
    await expire();
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 500 });
    clock.advance(2 * DAY);
    await expire();
    await expire();
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0 });
    expect((await entries(player.id, 'freebet_expired')).map((e) => Number(e.amount))).toEqual([-500, -500]);
  });

  it('comp points: every settled cash bet earns the configured rate per whole unit, free bets none', async () => {
    const player = await fundedPlayer(app, 10_000);
    const before = await compPoints(player.id);
    await betAndSettle(player, '12.50', selections(1));
    await betAndSettle(player, '3.00', selections(1), 'win_entire');
    await betAndSettle(player, '4.00', selections(1), 'refund_entire');
    // 12.5 × 2 = 25, 3 × 2 = 6; the void bet earns nothing.
    expect((await compPoints(player.id)) - before).toBe(31);
    const reply = await player.client.get('/api/platform/player/comp_points');
    expect(reply.json()).toMatchObject({ points: 31 });
  });

  it('tournament: points farmed once per match, a tie broken by who reached the score first, the pool shared as free bets', async () => {
    const clock = manualClock(app);
    const now = clock.now();
    const tournament = await campaign({
      type: 'tournament',
      rules: {
        min_odds: 1.5,
        min_stake: 100,
        points_per_unit: 1,
        farm_once_per_event: true,
        initial_pool: 10_000,
        pool_share: 10,
        prize_table: [50, 30, 20],
        boost_points: 2,
      },
      valid_from: new Date(now - DAY).toISOString(),
      valid_to: new Date(now + DAY).toISOString(),
    });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(app, 100_000)));
    if (!a || !b || !c || !d) throw new Error('players');
    for (const p of [a, b, c, d]) await join(p, tournament.id);
    const view = async (player: FundedPlayer) =>
      tournamentPageSchema
        .parse((await player.client.get('/api/v3/bonuses/tournaments')).json())
        .data.find((t) => t.id === tournament.id);

    // b reaches 30 points first, a reaches 30 later: tied, b ranks above a. c 10 points, d none.
    await betAndSettle(b, '30.00', selections(1));
    clock.advance(MINUTE);
    const aPicks = selections(2);
    await placeOk(a, single('20.00', aPicks[0] as WireSelection));
    await placeOk(a, single('10.00', aPicks[1] as WireSelection));
    await settle(aPicks);
    clock.advance(MINUTE);
    // c bets twice on one match: farmed once (farm once per event), 10 points, and one share in the pool.
    const cPick = selections(1)[0] as WireSelection;
    await placeOk(c, single('10.00', cPick));
    await placeOk(c, single('10.00', cPick));
    await settle([cPick]);
    expect((await view(c))?.farmedEventIds).toEqual([cPick.match_id]);

    // 10 % of each farming stake: 30.00, 20.00, 10.00 and c's 10.00.
    const pool = 10_000 + 300 + 200 + 100 + 100;
    expect((await view(a))?.pool).toMatchObject({ amount: pool, state: 'active' });
    expect((await view(a))?.farmingStats).toMatchObject({ points: 30, betsCount: 2, avgStake: 1500 });
    expect((await view(b))?.position).toBe(1);
    expect((await view(a))?.position).toBe(2);

    const rating = ratingPageSchema.parse(
      (await a.client.get(`/api/v3/bonuses/tournaments/${tournament.id}/rating`)).json(),
    );
    expect(rating.data.map((r) => [r.position, r.points, r.isCurrentUser])).toEqual([
      [1, 30, false],
      [2, 30, true],
      [3, 10, false],
    ]);
    const prizes = splitPool(pool, [50, 30, 20], 3);
    expect(rating.data.map((r) => r.farmedAmount)).toEqual(prizes);

    clock.advance(2 * DAY);
    expect(await app.rewards.finishTournaments()).toBe(1);
    expect(await app.rewards.finishTournaments()).toBe(0);
    for (const [player, prize] of [
      [b, prizes[0]],
      [a, prizes[1]],
      [c, prizes[2]],
    ] as const) {
      expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: prize, ledger: prize });
    }
    expect(await money(app, d.id, 'freebet')).toMatchObject({ balance: 0 });
    expect((prizes[0] ?? 0) + (prizes[1] ?? 0) + (prizes[2] ?? 0)).toBe(pool);
    // Two days on, the sessions have lapsed: read as the service does for a signed-in player.
    const finished = (await app.rewards.tournaments(a.id, { page: 1, limit: 100 }, 'en')).data.find(
      (t) => t.id === tournament.id,
    );
    expect(finished?.pool.state).toBe('finished');
    expect(finished?.farmingStats.potentialFreebetAmount).toBe(prizes[1]);
    await expect(app.rewards.boost(a.id, tournament.id, tournament.id)).rejects.toMatchObject({
      code: 'bonus_not_available',
    });
  });

  it('tournament boost: spends one free bet use on points, its money leaving the free-bet account', async () => {
    const now = manualClock(app).now();
    const tournament = await campaign({
      type: 'tournament',
      rules: { prize_table: [100], boost_points: 3 },
      valid_from: new Date(now - DAY).toISOString(),
      valid_to: new Date(now + DAY).toISOString(),
    });
    const freebet = await app.inject({
      method: 'POST',
      url: '/api/operator/campaigns',
      headers: operator,
      payload: {
        key: uniqueKey('fb'),
        type: 'freebet_only_win',
        trigger: 'operator',
        name: { en: 'FB' },
        amount: 700,
        currency: 'EUR',
      },
    });
    const fb = campaignSchema.parse(freebet.json());
    const player = await fundedPlayer(app, 0);
    await app.inject({
      method: 'POST',
      url: '/api/operator/bonuses',
      headers: operator,
      payload: { campaign_id: fb.id, player_id: player.id },
    });
    expectError(
      await player.client.post(`/api/v3/bonuses/${tournament.id}/boost`, { bonus_id: fb.id }),
      409,
      'bonus_not_joined',
    );
    await join(player, tournament.id);
    const listed = tournamentPageSchema
      .parse((await player.client.get('/api/v3/bonuses/tournaments')).json())
      .data.find((t) => t.id === tournament.id);
    expect(listed?.freebetsToBoost).toEqual([{ id: fb.id, amount: 700, currency: 'EUR' }]);
    expect(listed?.farmingStats.availablePoints).toBe(21);
    const boosted = await player.client.post(`/api/v3/bonuses/${tournament.id}/boost`, { bonus_id: fb.id });
    expect(boosted.json()).toEqual({ points: 21, added: 21 });
    expect(await money(app, player.id, 'freebet')).toMatchObject({ balance: 0, ledger: 0 });
    expect((await entries(player.id, 'freebet_boost')).map((e) => Number(e.amount))).toEqual([-700]);
    expectError(
      await player.client.post(`/api/v3/bonuses/${tournament.id}/boost`, { bonus_id: fb.id }),
      422,
      'boost_freebet_invalid',
    );
  });

  it('lootbox: qualifying settled bets earn boxes, the chest grows with their count, opening draws, records and pays the prize', async () => {
    const box = await campaign({
      type: 'lootbox',
      rules: {
        min_stake: 100,
        bets_per_box: 2,
        lootbox_prizes: [
          { kind: 'cash', amount: 300, weight: 1 },
          { kind: 'points', amount: 50, weight: 2 },
          { kind: 'none', amount: 0, weight: 1 },
        ],
      },
    });
    const player = await fundedPlayer(app, 100_000);
    expectError(await player.client.post(`/api/v3/bonuses/lootboxes/${box.id}/open`, {}), 409, 'lootbox_none');
    await join(player, box.id);
    const view = async () =>
      lootboxPageSchema
        .parse((await player.client.get('/api/v3/bonuses/lootboxes')).json())
        .data.find((l) => l.id === box.id);
    await betAndSettle(player, '1.00', selections(1));
    expect(await view()).toMatchObject({ boxes: 0, progressCount: 1, betsPerBox: 2 });
    await betAndSettle(player, '1.00', selections(5));
    expect(await view()).toMatchObject({ boxes: 3, chest: 'large', progressCount: 0 });
    expect((await view())?.prizes.map((p) => p.chance)).toEqual([25, 50, 25]);

    // The draw picks the prize owning it: 0 → cash, 1 and 2 → points, 3 → none.
    const cash = await app.rewards.openLootbox(player.id, box.id, () => 0);
    expect(cash).toMatchObject({ kind: 'cash', amount: 300, boxesLeft: 2 });
    expect(await money(app, player.id)).toMatchObject({ balance: 100_000 - 600 + 300, ledger: 100_000 - 600 + 300 });
    const points = await compPoints(player.id);
    expect(await app.rewards.openLootbox(player.id, box.id, () => 2)).toMatchObject({ kind: 'points', amount: 50 });
    expect(await compPoints(player.id)).toBe(points + 50);
    expect(await view()).toMatchObject({ boxes: 1, chest: 'small' });
    const opened = lootboxOpenedSchema.parse(
      (await player.client.post(`/api/v3/bonuses/lootboxes/${box.id}/open`, {})).json(),
    );
    expect(opened.boxesLeft).toBe(0);
    const audit = (await app.database.db.execute(
      sql`select draw, prize_index, prize_kind from lootboxes where player_id = ${player.id} order by id`,
    )) as unknown as { rows: { draw: number; prize_index: number; prize_kind: string }[] };
    expect(audit.rows.slice(0, 2).map((r) => [r.draw, r.prize_index, r.prize_kind])).toEqual([
      [0, 0, 'cash'],
      [2, 1, 'points'],
    ]);
    expect(audit.rows[2]?.draw).toBeGreaterThanOrEqual(0);
    expect(audit.rows[2]?.draw).toBeLessThan(4);
    expect((await entries(player.id, 'lootbox_prize')).map((e) => e.reference)).toContain(`lootbox:${cash.id}`);
  });

  it('lootbox draws follow the prize table: 2,000 seeded draws through the server, recorded per box (chi-square)', async () => {
    const table = [
      { kind: 'cash', amount: 1, weight: 5 },
      { kind: 'points', amount: 1, weight: 3 },
      { kind: 'none', amount: 0, weight: 2 },
    ];
    const box = await campaign({ type: 'lootbox', rules: { lootbox_prizes: table } });
    const player = await fundedPlayer(app, 0);
    await join(player, box.id);
    const n = 2000;
    await app.database.db.execute(sql`
      insert into lootboxes (campaign_id, player_id, earned_by, earned_at)
      select ${box.id}, ${player.id}, 'test:' || g, now() from generate_series(1, ${n}) g`);
    // mulberry32: a seeded uniform source in place of crypto.randomInt, so the test is reproducible.
    let t = 20_261_126;
    const random = () => {
      t = (t + 0x6d2b79f5) >>> 0;
      let r = Math.imul(t ^ (t >>> 15), 1 | t);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
    };
    for (let i = 0; i < n; i++)
      await app.rewards.openLootbox(player.id, box.id, (total) => Math.floor(random() * total));
    const rows = (await app.database.db.execute(
      sql`select prize_index, count(*)::int as n from lootboxes where campaign_id = ${box.id} group by prize_index`,
    )) as unknown as { rows: { prize_index: number; n: number }[] };
    const counts = table.map((_, i) => Number(rows.rows.find((r) => Number(r.prize_index) === i)?.n ?? 0));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    const chi = table.reduce((sum, prize, i) => {
      const expected = (n * prize.weight) / 10;
      return sum + ((counts[i] ?? 0) - expected) ** 2 / expected;
    }, 0);
    // 2 degrees of freedom: the 0.1 % critical value is 13.82.
    expect(chi).toBeLessThan(13.82);
    expect(await money(app, player.id)).toMatchObject({ balance: counts[0], ledger: counts[0] });
  }, 120_000);

  it('refuses campaigns that cannot work and joins only running ones', async () => {
    const bad = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/operator/campaigns',
        headers: operator,
        payload: { key: uniqueKey('bad'), name: { en: 'Bad' }, currency: 'EUR', ...body },
      });
    expect((await bad({ type: 'hunting', trigger: 'opt_in', amount: 500 })).statusCode).toBe(400);
    expect(
      (
        await bad({
          type: 'hunting',
          trigger: 'sign_up',
          amount: 500,
          rules: { hunting_ranges: [{ bets: 1, freebets: 1 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await bad({
          type: 'tournament',
          trigger: 'opt_in',
          rules: { prize_table: [80, 30] },
          valid_to: '2099-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await bad({
          type: 'lootbox',
          trigger: 'opt_in',
          rules: { lootbox_prizes: [{ kind: 'cash', amount: 1, weight: 0 }] },
        })
      ).statusCode,
    ).toBe(400);
    const paused = await campaign({
      type: 'lootbox',
      status: 'paused',
      rules: { lootbox_prizes: [{ kind: 'none', amount: 0, weight: 1 }] },
    });
    const player = await fundedPlayer(app, 0);
    expectError(await player.client.post(`/api/v3/bonuses/${paused.id}/activate`, {}), 409, 'bonus_not_available');
    const visitor = await app.inject({ method: 'GET', url: '/api/v3/bonuses/lootboxes' });
    expect(visitor.statusCode).toBe(200);
    expect(lootboxPageSchema.parse(visitor.json()).data.every((l) => !l.joined)).toBe(true);
  });
});
