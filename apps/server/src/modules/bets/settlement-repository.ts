import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { betSelections, bets, matches, outcomeResults } from '../../db/schema';
import { type Posted, postEntry } from '../wallet/ledger';

type Q = Db | Tx;

export type LegResultInput = { marketId: number; specifier: string; outcomeId: string; result: string };

/**
 * Gives the open legs of a match their results: legs of the given outcomes get theirs, and, with `refundRest`, every
 * other open leg of the match is refunded (a closed match, or an outcome the feed did not settle). Legs that already
 * have a result keep it (idempotent). Answers the ids of the bets whose legs changed.
 */
export async function resolveLegs(
  tx: Tx,
  matchId: number,
  results: readonly LegResultInput[],
  refundRest: boolean,
  now: Date,
): Promise<number[]> {
  const ids = new Set<number>();
  if (results.length > 0) {
    const rows = (await tx.execute(sql`
      UPDATE bet_selections s SET result = v.result, settled_at = ${now}
      FROM unnest(${sql.param(results.map((r) => r.marketId))}::int4[], ${sql.param(results.map((r) => r.specifier))}::text[],
        ${sql.param(results.map((r) => r.outcomeId))}::text[], ${sql.param(results.map((r) => r.result))}::text[])
        AS v(market_id, specifier, outcome_id, result)
      WHERE s.match_id = ${matchId} AND s.result IS NULL
        AND s.market_id = v.market_id AND s.specifier = v.specifier AND s.outcome_id = v.outcome_id
      RETURNING s.bet_id`)) as unknown as { rows: { bet_id: number | string }[] };
    for (const r of rows.rows) ids.add(Number(r.bet_id));
  }
  if (refundRest) {
    const rows = await tx
      .update(betSelections)
      .set({ result: 'refund_entire', settledAt: now })
      .where(and(eq(betSelections.matchId, matchId), isNull(betSelections.result)))
      .returning({ betId: betSelections.betId });
    for (const r of rows) ids.add(Number(r.betId));
  }
  return [...ids];
}

/**
 * Catch-up after a restart: open legs whose outcome has a recorded result get it; open legs of matches recorded as
 * closed (3) are refunded, and so are open legs of finished (4) matches that have results but none for that outcome.
 * Answers the ids of the bets whose legs changed.
 */
export async function resolveLegsFromHistory(tx: Tx, now: Date): Promise<number[]> {
  const fromResults = (await tx.execute(sql`
    UPDATE bet_selections s SET result = r.result, settled_at = ${now}
    FROM outcome_results r
    WHERE s.result IS NULL AND r.match_id = s.match_id AND r.market_id = s.market_id
      AND r.specifier = s.specifier AND r.outcome_id = s.outcome_id
    RETURNING s.bet_id`)) as unknown as { rows: { bet_id: number | string }[] };
  const refunded = (await tx.execute(sql`
    UPDATE bet_selections s SET result = 'refund_entire', settled_at = ${now}
    FROM ${matches} m
    WHERE s.result IS NULL AND m.id = s.match_id
      AND (m.status = 3 OR (m.status = 4 AND EXISTS (SELECT 1 FROM ${outcomeResults} r WHERE r.match_id = m.id)))
    RETURNING s.bet_id`)) as unknown as { rows: { bet_id: number | string }[] };
  return [...new Set([...fromResults.rows, ...refunded.rows].map((r) => Number(r.bet_id)))];
}

/** Open bets with no open leg, or with a losing leg (candidates to settle), in id order. */
export async function settleableBetIds(db: Q, limit: number, afterId: number): Promise<number[]> {
  const rows = (await db.execute(sql`
    SELECT b.id FROM ${bets} b
    WHERE b.status = 'waiting_results' AND b.id > ${afterId}
      AND (NOT EXISTS (SELECT 1 FROM ${betSelections} s WHERE s.bet_id = b.id AND s.result IS NULL)
        OR EXISTS (SELECT 1 FROM ${betSelections} s WHERE s.bet_id = b.id AND s.result = 'lose_entire'))
    ORDER BY b.id LIMIT ${limit}`)) as unknown as { rows: { id: number | string }[] };
  return rows.rows.map((r) => Number(r.id));
}

/** Moves an open bet to its final status; false when it was no longer open (settled or cashed out meanwhile). */
export async function closeBet(
  tx: Tx,
  betId: number,
  set: { status: 'done' | 'cashed_out'; result: string; winAmount: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(bets)
    .set({ status: set.status, result: set.result, winAmount: set.winAmount, settledAt: set.now })
    .where(and(eq(bets.id, betId), eq(bets.status, 'waiting_results')))
    .returning({ id: bets.id });
  return rows.length === 1;
}

/**
 * Credits an account for a bet through the ledger writer (reference `bet:{betId}`, or `bet:{betId}:part:{n}` for
 * the n-th partial cash-out; the unique (account, kind, reference) index refuses a second credit of the same kind
 * for the same reference). Answers the balance and the entry id.
 */
export async function credit(
  tx: Tx,
  c: {
    accountId: number;
    playerId: number;
    currency: string;
    amount: number;
    kind: string;
    betId: number;
    part?: number;
    now: Date;
  },
): Promise<Posted> {
  const posted = await postEntry(
    tx,
    {
      accountId: c.accountId,
      playerId: c.playerId,
      currency: c.currency,
      amount: c.amount,
      kind: c.kind,
      reference: c.part === undefined ? `bet:${c.betId}` : `bet:${c.betId}:part:${c.part}`,
    },
    c.now,
  );
  if (!posted) throw new Error(`account ${c.accountId} vanished`);
  return posted;
}
