import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { accounts, betSelections, bets, jackpotContributions } from '../../db/schema';
import type { BetBonusRecord } from '../../db/schema-bets';
import type { PlaceableBet } from './placement-validation';

type Q = Db | Tx;

/** A stored leg. */
export type LegRecord = {
  position: number;
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  oddsMillis: number;
  requestedOddsMillis: number;
  outcomeName: string;
  marketName: string;
  matchName: string;
  matchUrnId: string;
  provider: string;
  selectionType: string;
  result: string | null;
  settledAt: Date | null;
};

/** A stored bet with its legs in order. */
export type BetRecord = {
  id: number;
  playerId: number;
  accountId: number;
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  systemWinCount: number | null;
  systemTotalCount: number | null;
  currency: string;
  stake: number;
  totalStake: number;
  oddsMillis: number | null;
  potentialWin: number;
  status: string;
  result: string;
  winAmount: number | null;
  deviceId: string;
  quick: boolean;
  /** The bonus it was placed with (issue 17), null for a plain cash bet. */
  bonus: BetBonusRecord | null;
  /** Partial cash-outs so far (issue 20): what they paid, the total stake they bought back, how many. */
  cashedOut: number;
  soldStake: number;
  cashoutParts: number;
  /** The automatic cash-out threshold (minor units), null without one. */
  autoCashout: number | null;
  /** The jackpots its stake contributed to (issue 19); absent when not read. */
  jackpotIds?: readonly number[];
  createdAt: Date;
  settledAt: Date | null;
  legs: LegRecord[];
};

/** The unique index a repeated idempotency key violates. */
export const REQUEST_KEY_CONSTRAINT = 'bets_player_request_uq';

/** One placement: the player's bets of one request, all-or-nothing, debited from the account of `currency`. */
export type PlacementInput = {
  playerId: number;
  currency: string;
  /** Sum of the bets' total stakes, minor units. */
  total: number;
  now: Date;
  requestKey: string | null;
  bodyHash: string | null;
  /** Leave players with responsible-gambling limits undebited (status `limits`): the caller checks them locked. */
  checkLimits: boolean;
  /** The terms version in force: a player who has not accepted it places nothing (status `terms`); null: no check. */
  terms: string | null;
  deviceId: string;
  quick: boolean;
  bets: readonly PlaceableBet[];
  /**
   * The bonus its bets use (one per placement): the campaign, the type asked, how many bets use it. The statement
   * checks it under its row lock and counts the uses; a free bet debits the free-bet account.
   */
  bonus?: { campaignId: number; type: string; uses: number };
};

/** Bets and legs in the JSON shape `bets_place_batch` reads. */
function betsJson(list: readonly PlaceableBet[]) {
  const bets = list.map((b) => ({
    pos: b.position,
    type: b.type,
    sw: b.system?.winCount ?? null,
    st: b.system?.totalCount ?? null,
    stake: b.stake,
    total: b.totalStake,
    odds: b.oddsMillis,
    pw: b.potentialWin,
    ...(b.bonus ? { bonus: b.bonus } : {}),
  }));
  const legs = list.flatMap((b) =>
    b.legs.map((l, pos) => ({
      bp: b.position,
      pos,
      match: l.matchId,
      market: l.marketId,
      spec: l.specifier,
      outcome: l.outcomeId,
      odds: l.oddsMillis,
      req: l.requestedOddsMillis,
      oname: l.outcomeName,
      mname: l.marketName,
      tname: l.matchName,
      urn: l.matchUrnId,
      provider: l.provider,
      stype: l.selectionType,
    })),
  );
  return { bets, legs };
}

/**
 * Many placements as ONE call of `bets_place_batch` (migration 0006_bets_batch_set_based.sql): one round trip, one
 * transaction, one commit for all of them, each placement still all-or-nothing and independent of the others
 * (a refused one debits nothing and does not fail the call). The parameter is a JSON array (`batchParam`); one row
 * per placement comes back, `i` its index in that array.
 */
export const PLACE_BATCH_SQL = `SELECT r_i AS i, r_status AS status, r_balance AS balance, r_bet_ids AS bet_ids,
  r_entry_id AS entry_id FROM bets_place_batch($1::text)`;

/** What became of one placement of a batch (`r_status` of `bets_place_batch`). */
export const BATCH_STATUS = [
  'placed',
  'no_player',
  'pve',
  'duplicate',
  'limits',
  'not_debited',
  'bonus',
  'terms',
] as const;
export type BatchStatus = (typeof BATCH_STATUS)[number];

export type PlacementResult =
  | { status: 'placed'; ids: number[]; balance: number; entryId: number }
  | { status: Exclude<BatchStatus, 'placed'> };

type BatchRow = {
  i: number;
  status: number;
  balance: string | number | null;
  bet_ids: string | null;
  entry_id: string | number | null;
};

/** The JSON array parameter of `PLACE_BATCH_SQL`. */
export function batchParam(placements: readonly PlacementInput[]): string {
  return JSON.stringify(
    placements.map((p, i) => {
      const { bets, legs } = betsJson(p.bets);
      return {
        i,
        player: p.playerId,
        currency: p.currency,
        total: p.total,
        now: p.now.toISOString(),
        key: p.requestKey,
        hash: p.bodyHash,
        lim: p.checkLimits,
        terms: p.terms,
        device: p.deviceId,
        quick: p.quick,
        bets,
        legs,
        ...(p.bonus ? { bcampaign: p.bonus.campaignId, btype: p.bonus.type, buses: p.bonus.uses } : {}),
      };
    }),
  );
}

/**
 * Places a batch with one call: pooled and prepared by name on its own, or inside `tx` (a placement under
 * responsible-gambling limits, checked under the account lock). Answers one result per placement, in input order.
 */
export async function runPlacementBatch(
  database: Database,
  placements: readonly PlacementInput[],
  tx?: Tx,
): Promise<PlacementResult[]> {
  const param = batchParam(placements);
  const rows = tx
    ? (
        (await tx.execute(sql`SELECT r_i AS i, r_status AS status, r_balance AS balance, r_bet_ids AS bet_ids,
        r_entry_id AS entry_id FROM bets_place_batch(${param}::text)`)) as unknown as { rows: BatchRow[] }
      ).rows
    : await database.query<BatchRow>(PLACE_BATCH_SQL, [param], 'bets_place_batch');
  const results: (PlacementResult | undefined)[] = new Array(placements.length);
  for (const row of rows) {
    const status = BATCH_STATUS[Number(row.status)];
    if (status === undefined) throw new Error(`bets_place_batch answered status ${row.status}`);
    results[Number(row.i)] =
      status === 'placed'
        ? {
            status,
            ids: row.bet_ids ? row.bet_ids.split(',').map(Number) : [],
            balance: Number(row.balance),
            entryId: Number(row.entry_id),
          }
        : { status };
  }
  return results.map((r, i) => {
    if (!r) throw new Error(`bets_place_batch answered no row for placement ${i}`);
    return r;
  });
}

/** Locks the player's cash account of `currency` (slow path: limits are checked under this lock). */
export async function lockAccount(
  tx: Tx,
  playerId: number,
  currency: string,
): Promise<{ id: number; balance: number } | null> {
  const [row] = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        eq(accounts.kind, 'cash'),
        eq(accounts.status, 'active'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The balance of the player's account of `currency` (cash unless `kind` says otherwise), null without one. */
/**
 * Locks every account of the player in `currency` (cash and free-bet), in id order: a placement with a bonus takes
 * them before the bonus row, the order the placement statement locks in. Answers whether a cash account exists.
 */
export async function lockCurrencyAccounts(tx: Tx, playerId: number, currency: string): Promise<boolean> {
  const rows = await tx
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency), eq(accounts.status, 'active')))
    .orderBy(accounts.id)
    .for('no key update');
  return rows.some((row) => row.kind === 'cash');
}

export async function findAccountBalance(
  db: Q,
  playerId: number,
  currency: string,
  kind: 'cash' | 'freebet' = 'cash',
): Promise<number | null> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        eq(accounts.kind, kind),
        eq(accounts.status, 'active'),
      ),
    );
  return row ? Number(row.balance) : null;
}

/** The first bet a request key placed for a player (its body hash), or null. */
export async function findRequest(db: Q, playerId: number, key: string): Promise<{ bodyHash: string | null } | null> {
  const [row] = await db
    .select({ bodyHash: bets.bodyHash })
    .from(bets)
    .where(and(eq(bets.playerId, playerId), eq(bets.requestKey, key), eq(bets.position, 0)));
  return row ?? null;
}

type BetRow = typeof bets.$inferSelect;
type SelectionRow = typeof betSelections.$inferSelect;

function toRecord(row: BetRow, legs: SelectionRow[], jackpotIds: readonly number[] = []): BetRecord {
  return {
    jackpotIds,
    id: Number(row.id),
    playerId: row.playerId,
    accountId: row.accountId,
    type: row.type as BetRecord['type'],
    systemWinCount: row.systemWinCount,
    systemTotalCount: row.systemTotalCount,
    currency: row.currency,
    stake: Number(row.stake),
    totalStake: Number(row.totalStake),
    oddsMillis: row.oddsMillis === null ? null : Number(row.oddsMillis),
    potentialWin: Number(row.potentialWin),
    status: row.status,
    result: row.result,
    winAmount: row.winAmount === null ? null : Number(row.winAmount),
    deviceId: row.deviceId,
    quick: row.quick,
    bonus: row.bonus ?? null,
    cashedOut: Number(row.cashedOut),
    soldStake: Number(row.soldStake),
    cashoutParts: row.cashoutParts,
    autoCashout: row.autoCashout === null ? null : Number(row.autoCashout),
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    legs: legs
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        position: s.position,
        matchId: s.matchId,
        marketId: s.marketId,
        specifier: s.specifier,
        outcomeId: s.outcomeId,
        oddsMillis: s.oddsMillis,
        requestedOddsMillis: s.requestedOddsMillis,
        outcomeName: s.outcomeName,
        marketName: s.marketName,
        matchName: s.matchName,
        matchUrnId: s.matchUrnId,
        provider: s.provider,
        selectionType: s.selectionType,
        result: s.result,
        settledAt: s.settledAt,
      })),
  };
}

/** Bets by id with their legs (any order of ids; answered in id order). `lock` takes row locks (FOR UPDATE). */
export async function loadBets(db: Q, ids: readonly number[], options: { lock?: boolean } = {}): Promise<BetRecord[]> {
  if (ids.length === 0) return [];
  const base = db
    .select()
    .from(bets)
    .where(inArray(bets.id, [...ids]))
    .orderBy(bets.id);
  const rows = options.lock ? await base.for('update') : await base;
  return attachLegs(db, rows);
}

async function attachLegs(db: Q, rows: BetRow[]): Promise<BetRecord[]> {
  if (rows.length === 0) return [];
  const legs = await db
    .select()
    .from(betSelections)
    .where(
      inArray(
        betSelections.betId,
        rows.map((r) => Number(r.id)),
      ),
    );
  const byBet = new Map<number, SelectionRow[]>();
  for (const leg of legs) {
    const list = byBet.get(Number(leg.betId)) ?? [];
    list.push(leg);
    byBet.set(Number(leg.betId), list);
  }
  const jackpotsOf = await jackpotsOfBets(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => toRecord(row, byBet.get(Number(row.id)) ?? [], jackpotsOf.get(Number(row.id))));
}

/** The jackpots each of these bets contributed to (`jackpot_contributions`), by bet id. */
export async function jackpotsOfBets(db: Q, betIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (betIds.length === 0) return out;
  const rows = await db
    .select({ betId: jackpotContributions.betId, jackpotId: jackpotContributions.jackpotId })
    .from(jackpotContributions)
    .where(inArray(jackpotContributions.betId, [...betIds]));
  for (const row of rows) out.set(Number(row.betId), [...(out.get(Number(row.betId)) ?? []), row.jackpotId]);
  return out;
}

/** The bets a request key placed for a player, in payload order. */
export async function betsOfRequest(db: Q, playerId: number, key: string): Promise<BetRecord[]> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.playerId, playerId), eq(bets.requestKey, key)))
    .orderBy(bets.position);
  return attachLegs(db, rows);
}

/** One bet of a player, or null. */
export async function findPlayerBet(db: Q, playerId: number, betId: number): Promise<BetRecord | null> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
  return (await attachLegs(db, rows))[0] ?? null;
}

/** A page of a player's bets, newest first, with the statuses and (optionally) results given. */
export async function pageBets(
  db: Q,
  q: { playerId: number; statuses: readonly string[]; results: readonly string[] | null; page: number; limit: number },
): Promise<{ rows: BetRecord[]; total: number }> {
  const where = and(
    eq(bets.playerId, q.playerId),
    inArray(bets.status, [...q.statuses]),
    q.results ? inArray(bets.result, [...q.results]) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(bets).where(where);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { rows: await attachLegs(db, rows), total: Number(totalRow?.total ?? 0) };
}

/** Every open bet with its legs (start-up load of the cash-out tracker), in pages of `batch`. */
export async function* openBets(db: Q, batch = 1000): AsyncGenerator<BetRecord[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.status, 'waiting_results'), sql`${bets.id} > ${after}`))
      .orderBy(bets.id)
      .limit(batch);
    if (rows.length === 0) return;
    yield await attachLegs(db, rows);
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}
