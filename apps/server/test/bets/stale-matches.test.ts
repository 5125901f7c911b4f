import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, matches } from '../../src/db/schema';
import { EXPECTED_MATCH_MS } from '../../src/modules/bets/bets-module';
import { createTestApp, databaseKind, persistentDatabase } from '../helpers/test-app';
import { manualClock } from '../players/platform-client';
import { dbId, type FundedPlayer, fundedPlayer, money, payload, pickSelections, placeOk } from './bets-helpers';

const HOUR = 3_600_000;

/**
 * Every bet settles whatever the feed does (issue 14): bets open on matches a restarted feed no longer reports (here
 * a feed with another seed: a different world) are refunded by the void rules once their matches are past their
 * expected end plus STALE_MATCH_CLOSE_MINUTES, exactly once, with ledger entries.
 */
describe(`stale matches are closed and their bets refunded (${databaseKind})`, () => {
  let store: Awaited<ReturnType<typeof persistentDatabase>>;
  let player: FundedPlayer;
  const placed: number[] = [];
  let matchIds: number[] = [];
  let before: Awaited<ReturnType<typeof money>>;

  beforeAll(async () => {
    store = await persistentDatabase();
    const first = await createTestApp({ ...store.env, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    player = await fundedPlayer(first, 100_000);
    const prematch = pickSelections(first, 2, { status: 0 });
    const live = pickSelections(first, 2, { status: 1 });
    matchIds = [...prematch, ...live].map((s) => s.match_id);
    before = await money(first, player.id);
    for (const selection of [...prematch, ...live]) {
      const [bet] = await placeOk(player, payload([{ stake: '5', selections: [selection] }]));
      placed.push(dbId(first, bet));
    }
    const [firstPrematch, firstLive] = [prematch[0], live[0]];
    if (!firstPrematch || !firstLive) throw new Error('no selections');
    const [combo] = await placeOk(player, payload([{ stake: '3', selections: [firstPrematch, firstLive] }]));
    placed.push(dbId(first, combo));
    await first.catalog.flush();
    await first.close();
  });
  afterAll(async () => {
    await store.drop();
  });

  it('refunds every leg once the matches are stale, exactly once, and the ledger matches the balance', async () => {
    const app = await createTestApp({ ...store.env, SIM_SEED: '7', STALE_MATCH_CLOSE_MINUTES: '30' });
    try {
      const open = await app.database.db.select().from(bets).where(inArray(bets.id, placed));
      expect(open.every((b) => b.status === 'waiting_results')).toBe(true);

      // Before a match's expected end plus the stale window it stays open; after, it is closed.
      const recorded = await app.database.db.select().from(matches).where(inArray(matches.id, matchIds));
      const dueAt = (m: (typeof recorded)[number]) => m.startTime.getTime() + EXPECTED_MATCH_MS + 30 * 60_000;
      const firstDue = Math.min(...recorded.map(dueAt));
      manualClock(app).advance(firstDue - app.clock.now() - 60_000);
      await app.bets.settlement.catchUp();
      const early = await app.database.db.select().from(matches).where(inArray(matches.id, matchIds));
      expect(early.every((m) => m.status !== 3)).toBe(true);

      manualClock(app).advance(Math.max(...recorded.map(dueAt)) - app.clock.now() + HOUR);
      await app.bets.settlement.catchUp();
      await app.bets.settlement.catchUp();
      const closed = await app.database.db.select().from(matches).where(inArray(matches.id, matchIds));
      expect(closed.map((m) => m.status)).toEqual(matchIds.map(() => 3));
      const settled = await app.database.db.select().from(bets).where(inArray(bets.id, placed));
      expect(settled.map((b) => [b.status, b.result])).toEqual(placed.map(() => ['done', 'refund_entire']));
      const after = await money(app, player.id);
      expect(after.balance).toBe(before.balance);
      expect(after.ledger).toBe(after.balance);
      // One stake debit and one refund per bet: 2 × 5 bets, plus the opening deposit.
      expect(after.entries).toBe(before.entries + 2 * placed.length);
    } finally {
      await app.close();
    }
  });

  it('leaves matches the feed still updates alone, however late they run', async () => {
    const app = await createTestApp({ ...store.env, SIM_SEED: '7' });
    try {
      const current = [...app.catalog.allMatches('en')].filter((m) => m.status === 1).map((m) => m.id);
      expect(current.length).toBeGreaterThan(0);
      // The world moves on with its feed: every live match is updated well within the stale window.
      for (let i = 0; i < 10; i++) {
        manualClock(app).advance(60_000);
        app.feed.tick();
      }
      await app.bets.settlement.catchUp();
      const rows = await app.database.db.select().from(matches).where(eq(matches.status, 3));
      expect(rows.filter((r) => current.includes(r.id))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe(`a restart continues the simulated world (${databaseKind})`, () => {
  it('the same matches, scores and clocks continue; open bets settle on their real results; new ids never repeat', async () => {
    const store = await persistentDatabase();
    try {
      const first = await createTestApp(store.env);
      const player = await fundedPlayer(first, 10_000);
      for (let i = 0; i < 10; i++) {
        manualClock(first).advance(60_000);
        first.feed.tick();
      }
      const [selection] = pickSelections(first, 1, { status: 1 });
      if (!selection) throw new Error('no live selection');
      const [bet] = await placeOk(player, payload([{ stake: '2', selections: [selection] }]));
      const view = (app: typeof first) =>
        app.catalog
          .allMatches('en')
          .map((m) => `${m.id} ${m.status} ${JSON.stringify(m.score?.totalScore ?? null)}`)
          .sort();
      const before = view(first);
      const lastIdBefore = first.feed.status().nextMatchId;
      await first.catalog.flush();
      await first.close();

      const second = await createTestApp(store.env);
      try {
        expect(view(second)).toEqual(before);
        // Play on until the match is settled: the bet gets its real result, not a refund.
        for (let minute = 0; minute < 300; minute++) {
          manualClock(second).advance(60_000);
          second.feed.tick();
          const [row] = await second.database.db
            .select()
            .from(bets)
            .where(eq(bets.id, dbId(second, bet)));
          if (row?.status === 'done') break;
        }
        await second.bets.settlement.idle();
        const [row] = await second.database.db
          .select()
          .from(bets)
          .where(eq(bets.id, dbId(second, bet)));
        expect(row?.status).toBe('done');
        expect(['win_entire', 'lose_entire', 'refund_half_win_other', 'refund_half_lose_other']).toContain(row?.result);
        const newIds = second.catalog
          .allMatches('en')
          .map((m) => m.id)
          .filter((id) => !before.some((line) => line.startsWith(`${id} `)));
        expect(newIds.length).toBeGreaterThan(0);
        expect(Math.min(...newIds)).toBeGreaterThanOrEqual(lastIdBefore);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });

  it('a world with another seed starts after the last match id used', async () => {
    const store = await persistentDatabase();
    try {
      const first = await createTestApp(store.env);
      const firstIds = first.catalog.allMatches('en').map((m) => m.id);
      await first.close();
      const second = await createTestApp({ ...store.env, SIM_SEED: '43' });
      const secondIds = second.catalog.allMatches('en').map((m) => m.id);
      await second.close();
      expect(Math.min(...secondIds)).toBeGreaterThan(Math.max(...firstIds));
    } finally {
      await store.drop();
    }
  });
});
