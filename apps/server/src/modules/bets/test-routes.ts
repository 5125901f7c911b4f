import { oddsAcceptModeSchema } from '@sportsbook/contract/settings';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, players } from '../../db/schema';
import type { FeedEvent } from '../../feed/types';
import { AppError } from '../../shared/app-error';
import { hashPassword } from '../auth/password';
import { findPlayerIdByEmail } from '../players/players-repository';
import { accountCurrency } from '../wallet/currencies';
import { postEntries } from '../wallet/ledger';
import type { BetsService } from './bets-service';
import type { BettingPreferences } from './betting-preferences';
import type { SettlementService } from './settlement-service';

const seedBody = z.object({
  count: z.number().int().min(1).max(5000),
  currency: z.string().default('EUR'),
  /** Opening balance of each player, minor units (one `deposit` ledger entry). */
  balance: z.number().int().min(0).max(1e12),
  oddsAcceptMode: oddsAcceptModeSchema.optional(),
});

const preferencesBody = z.object({ email: z.string().trim().toLowerCase(), oddsAcceptMode: oddsAcceptModeSchema });

const settleBody = z.object({
  match_id: z.number().int().positive(),
  status: z.union([z.literal(3), z.literal(4)]).default(4),
  results: z
    .array(
      z.object({
        market_id: z.number().int(),
        specifier: z.string().default(''),
        outcome_id: z.string(),
        result: z.enum([
          'win_entire',
          'lose_entire',
          'refund_entire',
          'refund_half_win_other',
          'refund_half_lose_other',
        ]),
      }),
    )
    .max(5000)
    .default([]),
});

let seedPassword: Promise<string> | undefined;

const ledgerCheckSchema = z.object({
  ok: z.boolean(),
  balances: z.number(),
  ledger: z.number(),
  deposits: z.number(),
  stakes: z.number(),
  credits: z.number(),
  betStakes: z.number(),
  bets: z.number(),
  mismatchedAccounts: z.number(),
  negativeAccounts: z.number(),
});

/**
 * The money invariants over the whole database: every account's balance equals the sum of its ledger entries; on
 * the cash accounts, deposits − stakes + credits (payouts, refunds, cash-outs, bonus winnings, jackpot wins, lootbox
 * prizes) = balances; the stakes equal the cash bets' total stakes (a free bet's stake comes from the free-bet
 * account).
 */
async function checkLedger(db: Db) {
  const [row] = (
    (await db.execute(sql`
      WITH cash AS (SELECT l.kind, l.amount FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
        WHERE a.kind = 'cash')
      SELECT
        (SELECT coalesce(sum(balance), 0) FROM accounts WHERE kind = 'cash')::text AS balances,
        (SELECT coalesce(sum(amount), 0) FROM cash)::text AS ledger,
        (SELECT coalesce(sum(amount), 0) FROM cash WHERE kind = 'deposit')::text AS deposits,
        (SELECT coalesce(-sum(amount), 0) FROM cash WHERE kind = 'bet_stake')::text AS stakes,
        (SELECT coalesce(sum(amount), 0) FROM cash WHERE kind IN ('bet_payout', 'bet_refund', 'cashout',
          'freebet_payout', 'boost_payout', 'jackpot_win', 'lootbox_prize'))::text AS credits,
        (SELECT coalesce(sum(total_stake), 0) FROM bets
          WHERE coalesce(bonus->>'type', '') NOT IN ('freebet_only_win', 'freebet_all_win'))::text AS bet_stakes,
        (SELECT count(*) FROM bets)::text AS bets,
        (SELECT count(*) FROM accounts a WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries l
          WHERE l.account_id = a.id))::text AS mismatched_accounts,
        (SELECT count(*) FROM accounts WHERE balance < 0)::text AS negative_accounts
    `)) as unknown as { rows: Record<string, string>[] }
  ).rows;
  const n = (key: string) => Number(row?.[key] ?? Number.NaN);
  const figures = {
    balances: n('balances'),
    ledger: n('ledger'),
    deposits: n('deposits'),
    stakes: n('stakes'),
    credits: n('credits'),
    betStakes: n('bet_stakes'),
    bets: n('bets'),
    mismatchedAccounts: n('mismatched_accounts'),
    negativeAccounts: n('negative_accounts'),
  };
  const ok =
    figures.balances === figures.ledger &&
    figures.balances + figures.stakes - figures.credits === figures.deposits &&
    figures.stakes === figures.betStakes &&
    figures.mismatchedAccounts === 0 &&
    figures.negativeAccounts === 0;
  return { ok, ...figures };
}

/**
 * Test-only (mounted with SIM_CLOCK=manual, like `/api/test/clock`), for benchmarks and browser journeys:
 * - `POST /api/test/bets/players` bulk-creates confirmed, signed-in, funded players (one `deposit` ledger entry
 *   each; the bench's seeding path: 2,000 sign-ups through scrypt would take minutes). Answers their session tokens.
 * - `POST /api/test/bets/preferences` sets a player's odds-accept mode (until player settings exist).
 * - `POST /api/test/bets/settle` settles a match with the given results, as a `match_settled` feed event would.
 * - `GET /api/test/bets/ledger-check` answers the money invariants over the whole database (bench post-check).
 * - `GET /api/test/bets/batching` answers the placement group-commit figures (calls, placements, largest batch).
 */
export function betsTestRoutes(deps: {
  preferences: BettingPreferences;
  settlement: SettlementService;
  service: BetsService;
}) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const seededReply = z.object({
      players: z.array(z.object({ id: z.number().int(), email: z.string(), token: z.string() })),
    });
    r.post('/bets/players', { schema: { body: seedBody, response: { 200: seededReply } } }, async (request) => {
      const { count, balance, oddsAcceptMode } = request.body;
      const currency = accountCurrency(request.body.currency)?.code;
      if (!currency)
        throw new AppError(400, 'currency_not_allowed', `The currency ${request.body.currency} is not offered.`);
      seedPassword ??= hashPassword('bench-password-1');
      const passwordHash = await seedPassword;
      const now = new Date(app.clock.now());
      const tag = `${now.getTime().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const out: { id: number; email: string; token: string }[] = [];
      await app.database.db.transaction(async (tx) => {
        for (let start = 0; start < count; start += 500) {
          const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
            email: `seed.${tag}.${start + i}@example.test`,
            passwordHash,
            confirmedAt: now,
            language: 'en',
            currency,
            termsAcceptedAt: now,
            termsVersion: app.config.termsVersion,
            createdAt: now,
            updatedAt: now,
          }));
          const created = await tx.insert(players).values(batch).returning({ id: players.id, email: players.email });
          const accountRows = await tx
            .insert(accounts)
            .values(created.map((p) => ({ playerId: p.id, currency, balance: 0, createdAt: now, updatedAt: now })))
            .returning({ id: accounts.id, playerId: accounts.playerId });
          if (balance > 0) {
            const deposits = accountRows.map((a) => ({
              accountId: a.id,
              playerId: a.playerId,
              currency,
              amount: balance,
              kind: 'deposit',
              reference: `seed:${a.playerId}`,
            }));
            await postEntries(tx, deposits, now);
          }
          for (const p of created) {
            const session = await app.sessionStore.create(tx, p.id, { ip: null, userAgent: 'seed' }, null);
            out.push({ id: p.id, email: p.email, token: session.token });
            if (oddsAcceptMode) deps.preferences.set(p.id, oddsAcceptMode);
          }
        }
      });
      return { players: out };
    });

    // A settled betting history for one player (benchmarks of statistics and My Bets): `count` singles of EUR 1–10
    // spread over the last 365 days, half won at 2.00, on the matches the catalog history holds (market 1, 18 or
    // 29 in turn). Written straight into the tables: no ledger entries (not money, a read-only fixture).
    r.post(
      '/bets/history',
      {
        schema: {
          body: z.object({ player_id: z.number().int().positive(), count: z.number().int().min(1).max(200_000) }),
          response: { 200: z.object({ inserted: z.number().int() }) },
        },
      },
      async (request) => {
        const { player_id: playerId, count } = request.body;
        const now = new Date(app.clock.now());
        const rows = (await app.database.db.execute(sql`
          WITH acct AS (SELECT id FROM accounts WHERE player_id = ${playerId} AND kind = 'cash' LIMIT 1),
          ms AS (SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS n FROM matches ORDER BY id LIMIT 64),
          msn AS (SELECT greatest(count(*), 1) AS total FROM ms),
          ins AS (
            INSERT INTO bets (player_id, account_id, position, type, currency, stake, total_stake, odds_millis,
              potential_win, status, result, win_amount, device_id, quick, created_at, settled_at)
            SELECT ${playerId}, acct.id, 0, 'single', 'EUR', 100 + (g % 900), 100 + (g % 900), 2000,
              2 * (100 + (g % 900)), 'done', CASE WHEN g % 2 = 0 THEN 'win_entire' ELSE 'lose_entire' END,
              CASE WHEN g % 2 = 0 THEN 2 * (100 + (g % 900)) ELSE 0 END, 'seed', false,
              ${now}::timestamptz - (g % 365) * interval '1 day' - interval '2 hours',
              ${now}::timestamptz - (g % 365) * interval '1 day'
            FROM generate_series(1, ${count}) g, acct
            RETURNING id
          ),
          sel AS (
          INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds_millis,
            requested_odds_millis, outcome_name, market_name, match_name, match_urn_id, provider, selection_type,
            result, settled_at)
          SELECT ins.id, 0, ms.id, (ARRAY[1, 18, 29])[1 + ins.id % 3], '', '1', 2000, 2000, 'Home',
            (ARRAY['1x2', 'Total', 'Both teams to score'])[1 + ins.id % 3], 'Seeded match', 'sr:match:' || ms.id,
            'betradar', 'match', CASE WHEN ins.id % 2 = 0 THEN 'win_entire' ELSE 'lose_entire' END, ${now}::timestamptz
          FROM ins, msn, ms WHERE ms.n = ins.id % msn.total
          RETURNING bet_id
          )
          SELECT count(*)::int AS inserted FROM sel`)) as unknown as { rows: { inserted: number }[] };
        // Inserted settled, they did not pass the settlement trigger: fill what it writes, as migration 0016 does.
        await app.database.db.execute(sql`
          UPDATE bets b SET (legs_sport_id, legs_market_id, legs_market_name) =
            (SELECT l.sport, l.market, l.market_name FROM bets_legs_of(b.id) l)
          WHERE b.player_id = ${playerId} AND b.legs_market_id IS NULL AND b.status = 'done'`);
        return { inserted: Number(rows.rows[0]?.inserted ?? 0) };
      },
    );

    r.get('/bets/ledger-check', { schema: { response: { 200: ledgerCheckSchema } } }, async () =>
      checkLedger(app.database.db),
    );

    r.get('/bets/batching', { schema: { response: { 200: z.record(z.string(), z.number()) } } }, async () =>
      deps.service.batchingStats(),
    );

    // Runs settlement's catch-up now (stale matches closed, missed results applied) instead of at the next minute.
    r.post('/bets/catch-up', { schema: { response: { 200: z.object({ caughtUp: z.literal(true) }) } } }, async () => {
      await deps.settlement.catchUp();
      return { caughtUp: true as const };
    });

    r.post(
      '/bets/preferences',
      {
        schema: {
          body: preferencesBody,
          response: { 200: z.object({ id: z.number().int(), oddsAcceptMode: oddsAcceptModeSchema }) },
        },
      },
      async (request) => {
        const id = await findPlayerIdByEmail(app.database.db, request.body.email);
        if (id === null) throw new AppError(404, 'not_found', `No player ${request.body.email}`);
        deps.preferences.set(id, request.body.oddsAcceptMode);
        return { id, oddsAcceptMode: request.body.oddsAcceptMode };
      },
    );

    r.post(
      '/bets/settle',
      {
        schema: {
          body: settleBody,
          response: { 200: z.object({ matchId: z.number().int(), settled: z.literal(true) }) },
        },
      },
      async (request) => {
        const { match_id: matchId, status, results } = request.body;
        const event: FeedEvent = {
          kind: 'match_settled',
          matchId,
          status,
          score: null,
          settledAt: app.clock.now(),
          results: results.map((r) => ({
            marketId: r.market_id,
            specifier: r.specifier,
            outcomeId: r.outcome_id,
            result: r.result,
          })),
        };
        await deps.settlement.applyEvents([event]);
        return { matchId, settled: true as const };
      },
    );
  };
}
