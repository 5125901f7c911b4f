import { randomUUID } from 'node:crypto';
import { placeBetsReplySchema } from '@sportsbook/contract/bets';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../src/db/schema';
import { lockAccount, type PlacementInput, runPlacementBatch } from '../../src/modules/bets/bets-repository';
import { PlacementBatcher } from '../../src/modules/bets/placement-batcher';
import type { PlaceableBet } from '../../src/modules/bets/placement-validation';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import {
  type FundedPlayer,
  fundedPlayer,
  money,
  moveMarket,
  payload,
  pickSelections,
  place,
  type WireSelection,
} from './bets-helpers';

const odds3 = (odds: number) => Math.round(odds * 1000) / 1000;

/**
 * Group commit of placements (placement-batcher.ts, `bets_place_batch`): concurrent placements share database calls,
 * and each stays all-or-nothing and independent of the others in its batch.
 */
describe(`bets: batched placement (${databaseKind})`, () => {
  let app: FastifyInstance;
  let s: WireSelection;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const [first] = pickSelections(app, 1);
    if (!first) throw new Error('no selection');
    s = first;
  });
  afterAll(async () => {
    await app.close();
  });

  const stats = () => app.bets.service.batchingStats();
  const statuses = (replies: LightMyRequestResponse[]) => replies.map((r) => r.statusCode);

  /** A stored bet as the repository takes it: a 1.00 single on `s`. */
  function single(stake: number): PlaceableBet {
    const oddsMillis = Math.round(s.odds * 1000);
    return {
      position: 0,
      type: 'single',
      system: null,
      currency: 'EUR',
      subunits: 2,
      stake,
      totalStake: stake,
      oddsMillis,
      potentialWin: Math.floor((stake * oddsMillis) / 1000),
      warnings: [],
      legs: [
        {
          matchId: s.match_id,
          marketId: s.market_id,
          specifier: s.specifier,
          outcomeId: s.outcome_id,
          oddsMillis,
          requestedOddsMillis: oddsMillis,
          outcomeName: 'outcome',
          marketName: 'market',
          matchName: 'match',
          matchUrnId: 'sr:match:1',
          provider: 'betradar',
          selectionType: 'match',
        },
      ],
    };
  }

  function input(player: FundedPlayer, stake: number, key: string | null = randomUUID()): PlacementInput {
    return {
      playerId: player.id,
      currency: 'EUR',
      total: stake,
      now: new Date(app.clock.now()),
      requestKey: key,
      bodyHash: key === null ? null : 'hash',
      checkLimits: true,
      terms: null,
      deviceId: 'batch-test',
      quick: false,
      bets: [single(stake)],
    };
  }

  it('accepts exactly the affordable 20 of 64 concurrent placements on one wallet, in shared calls', async () => {
    const player = await fundedPlayer(app, 2000);
    const before = stats();
    const replies = await Promise.all(
      Array.from({ length: 64 }, () => place(player, payload([{ stake: '1.00', selections: [s] }]))),
    );
    const after = stats();
    expect(statuses(replies).filter((c) => c === 201)).toHaveLength(20);
    for (const r of replies.filter((x) => x.statusCode !== 201)) expectError(r, 402, 'insufficient_funds');
    expect(await money(app, player.id)).toEqual({ balance: 0, ledger: 0, entries: 21, bets: 20 });
    // The placements shared database calls (several per call), not one call each.
    expect(after.calls - before.calls).toBeLessThan(64);
    expect(after.largest).toBeGreaterThan(1);
  });

  it('keeps the balance exact with mixed stakes: no refused placement would have fitted', async () => {
    const player = await fundedPlayer(app, 10_000);
    const stakes = Array.from({ length: 64 }, (_, i) => 100 + ((i * 37) % 900));
    const replies = await Promise.all(
      stakes.map((cents) => place(player, payload([{ stake: (cents / 100).toFixed(2), selections: [s] }]))),
    );
    const placed = stakes.filter((_, i) => replies[i]?.statusCode === 201);
    const refused = stakes.filter((_, i) => replies[i]?.statusCode === 402);
    expect(placed.length + refused.length).toBe(64);
    const after = await money(app, player.id);
    const spent = placed.reduce((a, b) => a + b, 0);
    expect(after).toEqual({
      balance: 10_000 - spent,
      ledger: 10_000 - spent,
      entries: placed.length + 1,
      bets: placed.length,
    });
    expect(after.balance).toBeGreaterThanOrEqual(0);
    // The balance only fell, so every refused stake was above what was left when it was tried.
    for (const stake of refused) expect(stake).toBeGreaterThan(after.balance);
  });

  it('places a repeated key once when the repeats arrive together with other placements', async () => {
    const player = await fundedPlayer(app, 5000);
    const others = await Promise.all([fundedPlayer(app, 1000), fundedPlayer(app, 1000)]);
    const body = payload([{ stake: '1.00', selections: [s] }]);
    const key = randomUUID();
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => place(player, body, key)),
      ...others.flatMap((o) => Array.from({ length: 5 }, () => place(o, body))),
    ]);
    for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    const ids = new Set(replies.slice(0, 6).map((r) => placeBetsReplySchema.parse(r.json())[0]?.id));
    expect(ids.size).toBe(1);
    expect(await money(app, player.id)).toEqual({ balance: 4900, ledger: 4900, entries: 2, bets: 1 });
    for (const o of others) expect(await money(app, o.id)).toEqual({ balance: 500, ledger: 500, entries: 6, bets: 5 });
  });

  it('answers a key repeated inside one call as already placed, debiting once', async () => {
    const player = await fundedPlayer(app, 1000);
    const other = await fundedPlayer(app, 1000);
    const key = randomUUID();
    const results = await runPlacementBatch(app.database, [
      input(player, 100, key),
      input(other, 100),
      input(player, 100, key),
    ]);
    expect(results.map((r) => r.status)).toEqual(['placed', 'placed', 'duplicate']);
    expect(await money(app, player.id)).toEqual({ balance: 900, ledger: 900, entries: 2, bets: 1 });
    expect(await money(app, other.id)).toEqual({ balance: 900, ledger: 900, entries: 2, bets: 1 });
  });

  it('refuses what cannot be placed in a call without touching the rest of it', async () => {
    const rich = await fundedPlayer(app, 1000);
    const poor = await fundedPlayer(app, 50);
    const results = await runPlacementBatch(app.database, [
      input(rich, 300),
      input(poor, 100),
      input(rich, 300),
      input(rich, 500),
      { ...input(rich, 100), currency: 'USD' },
      { ...input(rich, 100), playerId: 2_000_000_000 },
      input(poor, 50),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'placed',
      'not_debited',
      'placed',
      'not_debited',
      'not_debited',
      'no_player',
      'placed',
    ]);
    expect(results[0]).toMatchObject({ balance: 700 });
    expect(results[2]).toMatchObject({ balance: 400 });
    expect(await money(app, rich.id)).toEqual({ balance: 400, ledger: 400, entries: 3, bets: 2 });
    expect(await money(app, poor.id)).toEqual({ balance: 0, ledger: 0, entries: 2, bets: 1 });
  });

  it('keeps a database error of one placement to itself: the others of its batch are placed', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(app, 1000)));
    const batcher = new PlacementBatcher(
      (inputs: readonly PlacementInput[]) => runPlacementBatch(app.database, inputs),
      () => null,
      {
        maxBatch: 64,
        maxInFlight: 1,
      },
    );
    // A zero stake breaks the bets' CHECK constraint: the database refuses that statement, and with it the call.
    const settled = await Promise.allSettled([
      batcher.place(input(players[0] as FundedPlayer, 100)),
      batcher.place(input(players[1] as FundedPlayer, 0)),
      batcher.place(input(players[2] as FundedPlayer, 100)),
      batcher.place(input(players[3] as FundedPlayer, 100)),
    ]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect(batcher.stats()).toMatchObject({ largest: 4, placedAlone: 4 });
    for (const [i, p] of players.entries()) {
      expect(await money(app, p.id)).toEqual(
        i === 1
          ? { balance: 1000, ledger: 1000, entries: 1, bets: 0 }
          : { balance: 900, ledger: 900, entries: 2, bets: 1 },
      );
    }
  });

  it('places a key once when two nodes send it at the same moment, each within a batch', async () => {
    const player = await fundedPlayer(app, 1000);
    const others = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(app, 1000)));
    // Two batchers on one database stand for two server nodes; they do not know each other's keys.
    const node = () =>
      new PlacementBatcher(
        (inputs: readonly PlacementInput[]) => runPlacementBatch(app.database, inputs),
        () => null,
        {
          maxBatch: 64,
          maxInFlight: 2,
        },
      );
    const [a, b] = [node(), node()];
    const key = randomUUID();
    const settled = await Promise.allSettled([
      a.place(input(player, 100, key)),
      a.place(input(others[0] as FundedPlayer, 100)),
      a.place(input(others[1] as FundedPlayer, 100)),
      b.place(input(player, 100, key)),
      b.place(input(others[2] as FundedPlayer, 100)),
      b.place(input(others[3] as FundedPlayer, 100)),
    ]);
    // The loser either sees the winner's bet (duplicate) or collides with it on the unique index (its batch is then
    // re-sent alone and it answers duplicate, or the service's replay takes the unique violation).
    const mine = [settled[0], settled[3]].map((r) =>
      r?.status === 'fulfilled' ? r.value.status : (r?.reason as { code?: string } | undefined)?.code,
    );
    expect(mine.filter((x) => x === 'placed')).toHaveLength(1);
    expect(mine.filter((x) => x !== 'placed').every((x) => x === 'duplicate' || x === '23505')).toBe(true);
    for (const i of [1, 2, 4, 5])
      expect(settled[i]).toMatchObject({ status: 'fulfilled', value: { status: 'placed' } });
    const keyed = await app.database.db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.playerId, player.id), eq(bets.requestKey, key)));
    expect(keyed).toHaveLength(1);
    expect(await money(app, player.id)).toEqual({ balance: 900, ledger: 900, entries: 2, bets: 1 });
  });

  // Row locks exist only with several connections: this runs in the PostgreSQL pass of the suite (PGlite has one
  // connection, where a transaction holds the whole database, not one row).
  const onPostgres = databaseKind === 'pglite' ? () => {} : it;
  onPostgres('keeps placing for others while one account is locked elsewhere', async () => {
    const locked = await fundedPlayer(app, 1000);
    const others = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(app, 1000)));
    const body = payload([{ stake: '1.00', selections: [s] }]);
    let release = () => {};
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = app.database.db.transaction(async (tx) => {
      await lockAccount(tx, locked.id, 'EUR');
      lockTaken();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await taken;
    const blocked = place(locked, body);
    await new Promise((r) => setTimeout(r, 30));
    // The call with the locked account waits for the lock; after the stall time the next batch goes past it.
    const replies = await Promise.race([
      Promise.all(others.map((o) => place(o, body))),
      new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), 5000)),
    ]);
    release();
    await holder;
    expect(replies).not.toBe('stuck');
    if (replies !== 'stuck') for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    expect((await blocked).statusCode).toBe(201);
    expect(await money(app, locked.id)).toEqual({ balance: 900, ledger: 900, entries: 2, bets: 1 });
  });

  it('refuses placements at odds that moved (none mode), placing the others of the same moment', async () => {
    const [t] = pickSelections(app, 1, { minOdds: 1.5, maxOdds: 5, exclude: [s.match_id] });
    if (!t) throw new Error('no selection');
    const player = await fundedPlayer(app, 10_000);
    moveMarket(app, t, { odds: odds3(t.odds + 0.1) });
    try {
      const stale = payload([{ stake: '1.00', selections: [t] }]);
      const fresh = payload([{ stake: '1.00', selections: [{ ...t, odds: odds3(t.odds + 0.1) }] }]);
      const replies = await Promise.all(
        Array.from({ length: 16 }, (_, i) => place(player, i % 2 === 0 ? stale : fresh)),
      );
      replies.forEach((r, i) => {
        if (i % 2 === 0) expectError(r, 422, 101);
        else {
          expect(r.statusCode, r.body).toBe(201);
          // Placed at the price the player saw and the house offers, never silently repriced.
          expect(placeBetsReplySchema.parse(r.json())[0]?.odds).toBe(odds3(t.odds + 0.1));
        }
      });
      expect(await money(app, player.id)).toEqual({ balance: 9200, ledger: 9200, entries: 9, bets: 8 });
    } finally {
      moveMarket(app, t, { odds: t.odds });
    }
  });
});
