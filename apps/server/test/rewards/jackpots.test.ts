import { campaignSchema } from '@sportsbook/contract/bonuses';
import { jackpotHitsReplySchema, jackpotsReplySchema, operatorJackpotSchema } from '@sportsbook/contract/rewards';
import { contribution } from '@sportsbook/domain/rewards/jackpot';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const KEY = 'operator-key-of-the-jackpot-tests-012345';
const operator = { authorization: `Bearer ${KEY}` };
let keys = 0;
const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++keys}`;

type Level = { code: string; seed: number; share_bp: number; probability: number; must_drop_by?: number | null };

describe(`jackpots: contributions, hits and their payment (${databaseKind})`, () => {
  let app: FastifyInstance;
  let picks: WireSelection[];

  beforeAll(async () => {
    app = await createTestApp({
      OPERATOR_API_KEY: KEY,
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      BONUS_CAMPAIGNS_FILE: '',
      JACKPOTS_FILE: '',
    });
    picks = pickSelections(app, 10, { minOdds: 1.3, maxOdds: 5 });
  });
  afterAll(async () => {
    await app.close();
  });

  const createJackpot = async (body: { levels: Level[]; min_stake?: number; opt_in?: boolean }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/jackpots',
      headers: operator,
      payload: {
        key: uniqueKey('jp'),
        name: { en: 'Test jackpot' },
        currency: 'EUR',
        ...body,
        levels: body.levels.map((l) => ({ name: { en: l.code.toUpperCase() }, ...l })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return operatorJackpotSchema.parse(response.json());
  };
  const pause = (id: number) =>
    app.inject({
      method: 'PATCH',
      url: `/api/operator/jackpots/${id}`,
      headers: operator,
      payload: { status: 'paused' },
    });
  const levelRows = async (jackpotId: number) =>
    (
      (await app.database.db.execute(
        sql`select id, code, seed, pool, round, contributed, paid from jackpot_levels where jackpot_id = ${jackpotId} order by id`,
      )) as unknown as { rows: Record<string, string | number>[] }
    ).rows.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      seed: Number(r.seed),
      pool: Number(r.pool),
      round: Number(r.round),
      contributed: Number(r.contributed),
      paid: Number(r.paid),
    }));
  const hitsOf = async (jackpotId: number) =>
    (
      (await app.database.db.execute(
        sql`select level_id, round, amount, status, player_id from jackpot_hits where jackpot_id = ${jackpotId} order by id`,
      )) as unknown as { rows: Record<string, string | number>[] }
    ).rows.map((r) => ({
      levelId: Number(r.level_id),
      round: Number(r.round),
      amount: Number(r.amount),
      status: String(r.status),
      playerId: Number(r.player_id),
    }));
  /** The stakes the ledger shows for bets that qualified (jackpot_contributions names them). */
  const qualifyingStakes = async (jackpotId: number) =>
    (
      (await app.database.db.execute(sql`
        select -l.amount as stake from ledger_entries l
        join jackpot_contributions c on l.reference = 'bet:' || c.bet_id
        where c.jackpot_id = ${jackpotId} and l.kind = 'bet_stake'`)) as unknown as { rows: { stake: string }[] }
    ).rows.map((r) => Number(r.stake));
  const single = (stake: string, pick: WireSelection, bonus?: { id: number; type: string }) => ({
    meta: { device_id: 'jackpot-tests', quick: false, type: 'single' },
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [pick], ...(bonus ? { bonus } : {}) }],
  });
  const pick = (i: number) => picks[i % picks.length] as WireSelection;

  it('grows each level by the floor of its share of every qualifying cash stake, to the minor unit of the ledger', async () => {
    const jackpot = await createJackpot({
      min_stake: 150,
      levels: [
        { code: 'a', seed: 1000, share_bp: 37, probability: 0 },
        { code: 'b', seed: 5000, share_bp: 13, probability: 0 },
      ],
    });
    const player = await fundedPlayer(app, 1_000_000);
    const stakes = ['1.00', '1.49', '1.50', '2.33', '7.77', '10.01', '99.99', '123.45', '3.07', '1000.00'];
    const placed = [];
    for (const [i, stake] of stakes.entries()) placed.push(...(await placeOk(player, single(stake, pick(i)))));
    // The placement answers whether each bet took part; below the minimum stake it did not.
    expect(placed.map((b) => b.usedInJackpot)).toEqual(stakes.map((s) => Number(s) >= 1.5));
    // A free bet's stake is not the player's money: it contributes nothing.
    const fb = await app.inject({
      method: 'POST',
      url: '/api/operator/campaigns',
      headers: operator,
      payload: {
        key: uniqueKey('fb'),
        type: 'freebet_all_win',
        trigger: 'operator',
        name: { en: 'FB' },
        amount: 2000,
        currency: 'EUR',
      },
    });
    const freebet = campaignSchema.parse(fb.json());
    await app.inject({
      method: 'POST',
      url: '/api/operator/bonuses',
      headers: operator,
      payload: { campaign_id: freebet.id, player_id: player.id },
    });
    await placeOk(player, single('20.00', pick(3), { id: freebet.id, type: 'freebet_all_win' }));

    const stakesInLedger = await qualifyingStakes(jackpot.id);
    expect(stakesInLedger.sort((x, y) => x - y)).toEqual([150, 233, 307, 777, 1001, 9999, 12_345, 100_000]);
    const [a, b] = await levelRows(jackpot.id);
    const expectA = stakesInLedger.reduce((sum, s) => sum + contribution(s, 37), 0);
    const expectB = stakesInLedger.reduce((sum, s) => sum + contribution(s, 13), 0);
    expect(a).toMatchObject({ contributed: expectA, pool: 1000 + expectA, round: 1, paid: 0 });
    expect(b).toMatchObject({ contributed: expectB, pool: 5000 + expectB });
    const listed = jackpotsReplySchema
      .parse((await player.client.get('/api/v3/jackpots')).json())
      .data.find((j) => j.id === jackpot.id);
    expect(listed).toMatchObject({
      amount: 6000 + expectA + expectB,
      poolAmount: expectA + expectB,
      hitsAmount: 0,
      joined: true,
    });
    await pause(jackpot.id);
  });

  it('counts an opt-in jackpot only for players who joined it', async () => {
    const jackpot = await createJackpot({
      opt_in: true,
      levels: [{ code: 'only', seed: 0, share_bp: 100, probability: 0 }],
    });
    const player = await fundedPlayer(app, 100_000);
    await placeOk(player, single('50.00', pick(0)));
    expect((await levelRows(jackpot.id))[0]?.contributed).toBe(0);
    const joined = await player.client.post('/api/v3/jackpots', { jackpot_id: jackpot.id });
    expect(joined.statusCode).toBe(204);
    await placeOk(player, single('50.00', pick(1)));
    expect((await levelRows(jackpot.id))[0]?.contributed).toBe(50);
    expectError(await player.client.post('/api/v3/jackpots', { jackpot_id: 999_999 }), 404, 'jackpot_not_found');
    await pause(jackpot.id);
  });

  it('1,000 concurrent qualifying placements: each level round pays once, the must-drop level drops on time, every hit paid once', async () => {
    const jackpot = await createJackpot({
      min_stake: 100,
      levels: [
        // €10 stakes give 10 cents each: from 10.00 to 50.00 takes 400 bets, so 1,000 bets drop it twice.
        { code: 'drop', seed: 1000, share_bp: 100, probability: 0, must_drop_by: 5000 },
        { code: 'lucky', seed: 200, share_bp: 50, probability: 0.01 },
      ],
    });
    const players: FundedPlayer[] = [];
    for (let i = 0; i < 20; i++) players.push(await fundedPlayer(app, 100_000));
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => place(players[i % 20] as FundedPlayer, single('10.00', pick(i)))),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1000);

    const [drop, lucky] = await levelRows(jackpot.id);
    const hits = await hitsOf(jackpot.id);
    const dropHits = hits.filter((h) => h.levelId === drop?.id);
    expect(dropHits.map((h) => [h.round, h.amount])).toEqual([
      [1, 5000],
      [2, 5000],
    ]);
    // 200 bets after the second drop: 10.00 + 200 × 0.10.
    expect(drop).toMatchObject({ round: 3, contributed: 10_000, paid: 10_000, pool: 3000 });
    for (const level of [drop, lucky]) {
      if (!level) throw new Error('level');
      const own = hits.filter((h) => h.levelId === level.id);
      // One hit per round, rounds in order, and the pool's story adds up: seed + stakes in − hits out + seeds put back.
      expect(own.map((h) => h.round)).toEqual(own.map((_, i) => i + 1));
      expect(level.round).toBe(own.length + 1);
      expect(level.paid).toBe(own.reduce((s, h) => s + h.amount, 0));
      expect(level.pool).toBe(level.seed + level.contributed - level.paid + own.length * level.seed);
    }

    // The module's own payer runs every second beside this call: between them each hit is paid once.
    const paid = await Promise.all([app.jackpots.payApproved(10_000), app.jackpots.payApproved(10_000)]);
    expect(paid[0] + paid[1]).toBeLessThanOrEqual(hits.length);
    expect(await app.jackpots.payApproved(10_000)).toBe(0);
    const after = await hitsOf(jackpot.id);
    expect(after.every((h) => h.status === 'paid')).toBe(true);
    const wins = (await app.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from ledger_entries where kind = 'jackpot_win' and reference in (select 'jackpot_hit:' || id from jackpot_hits where jackpot_id = ${jackpot.id})`,
    )) as unknown as { rows: { n: number; total: string }[] };
    expect(Number(wins.rows[0]?.n)).toBe(hits.length);
    expect(Number(wins.rows[0]?.total)).toBe(hits.reduce((s, h) => s + h.amount, 0));
    for (const player of players) {
      const m = await money(app, player.id);
      expect(m.balance).toBe(m.ledger);
    }
    // Deposits − stakes + credits (jackpot wins among them) = balances, over the whole database.
    const check = await app.inject({ method: 'GET', url: '/api/test/bets/ledger-check' });
    expect(check.json()).toMatchObject({ ok: true, mismatchedAccounts: 0, negativeAccounts: 0 });
    await pause(jackpot.id);
  }, 240_000);

  it('lists hits: the player’s unseen ones until marked seen, others’ hashed', async () => {
    const jackpot = await createJackpot({
      min_stake: 77_700,
      levels: [{ code: 'sure', seed: 100, share_bp: 10, probability: 1 }],
    });
    const winner = await fundedPlayer(app, 100_000);
    const other = await fundedPlayer(app, 0);
    await placeOk(winner, single('777.00', pick(2)));
    await app.jackpots.payApproved();
    const mine = jackpotHitsReplySchema.parse(
      (await winner.client.get(`/api/v3/jackpot-hits?for_user=true&unseen=true&jackpot_id=${jackpot.id}`)).json(),
    ).data;
    expect(mine).toHaveLength(1);
    // The seed and 0.1 % of €777 (77 cents, floored).
    expect(mine[0]).toMatchObject({
      amount: 100 + 77,
      amountEur: 177,
      status: 'paid',
      seen: false,
      mine: true,
      levelCode: 'sure',
    });
    const seen = await winner.client.post('/api/v3/jackpot-hits/mark-as-seen', { ids: [mine[0]?.id] });
    expect(seen.statusCode).toBe(204);
    const unseen = jackpotHitsReplySchema.parse(
      (await winner.client.get(`/api/v3/jackpot-hits?for_user=true&unseen=true&jackpot_id=${jackpot.id}`)).json(),
    ).data;
    expect(unseen).toHaveLength(0);
    const public_ = jackpotHitsReplySchema.parse(
      (await other.client.get(`/api/v3/jackpot-hits?jackpot_id=${jackpot.id}`)).json(),
    ).data;
    expect(public_[0]).toMatchObject({ mine: false, seen: false });
    expect(public_[0]?.userHash).toMatch(/^[0-9a-f]{12}$/);
    expect(public_[0]?.userHash).not.toContain(String(winner.id));
    const visitor = await app.inject({ method: 'GET', url: '/api/v3/jackpot-hits?for_user=true' });
    expect(jackpotHitsReplySchema.parse(visitor.json()).data).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v3/jackpot-hits?limit=0' })).statusCode).toBe(400);
    await pause(jackpot.id);
  });

  it('refuses jackpots that cannot work', async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/operator/jackpots', headers: operator, payload });
    const base = { key: uniqueKey('bad'), name: { en: 'Bad' }, currency: 'EUR' };
    const level = { code: 'x', name: { en: 'X' }, seed: 100, share_bp: 10, probability: 0 };
    expectError(await post({ ...base, levels: [{ ...level, must_drop_by: 100 }] }), 400, 'validation_failed');
    expectError(await post({ ...base, levels: [level, level] }), 400, 'validation_failed');
    expectError(await post({ ...base, levels: [{ ...level, probability: 2 }] }), 400);
    expectError(await post({ ...base, currency: 'XXX', levels: [level] }), 400, 'validation_failed');
    expect((await post({ ...base, levels: [level] })).statusCode).toBe(201);
    expectError(await post({ ...base, levels: [level] }), 409, 'jackpot_key_taken');
    expectError(await app.inject({ method: 'GET', url: '/api/operator/jackpots' }), 401);
  });
});
