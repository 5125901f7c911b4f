import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bonusCampaigns, playerBonuses, playerPhones, players } from '../../db/schema';

type Q = Db | Tx;
export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type NewCampaignRow = typeof bonusCampaigns.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

export async function insertCampaign(db: Q, row: NewCampaignRow): Promise<CampaignRow | null> {
  const [inserted] = await db.insert(bonusCampaigns).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Inserts or replaces the campaign of a key (the demo campaigns file), keeping its id. */
export async function upsertCampaign(db: Q, row: NewCampaignRow): Promise<void> {
  const { key: _key, createdAt: _createdAt, ...rest } = row;
  await db.insert(bonusCampaigns).values(row).onConflictDoUpdate({ target: bonusCampaigns.key, set: rest });
}

export async function updateCampaign(db: Q, id: number, set: Partial<NewCampaignRow>): Promise<CampaignRow | null> {
  const [row] = await db.update(bonusCampaigns).set(set).where(eq(bonusCampaigns.id, id)).returning();
  return row ?? null;
}

export async function findCampaign(db: Q, id: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id)).limit(1);
  return row ?? null;
}

export async function findCampaignByCode(db: Q, code: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.promoCode, code)).limit(1);
  return row ?? null;
}

export async function listCampaigns(db: Q): Promise<(CampaignRow & { issuedCount: number })[]> {
  const issued = db
    .select({ campaignId: playerBonuses.campaignId, n: count().as('n') })
    .from(playerBonuses)
    .groupBy(playerBonuses.campaignId)
    .as('issued');
  const rows = await db
    .select({ campaign: bonusCampaigns, n: issued.n })
    .from(bonusCampaigns)
    .leftJoin(issued, eq(issued.campaignId, bonusCampaigns.id))
    .orderBy(bonusCampaigns.id);
  return rows.map((r) => ({ ...r.campaign, issuedCount: Number(r.n ?? 0) }));
}

/** How many players hold a bonus of the campaign. */
export async function issuedCount(db: Q, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerBonuses).where(eq(playerBonuses.campaignId, campaignId));
  return Number(row?.n ?? 0);
}

export async function campaignsWithTrigger(db: Q, trigger: string): Promise<CampaignRow[]> {
  return db.select().from(bonusCampaigns).where(eq(bonusCampaigns.trigger, trigger)).orderBy(bonusCampaigns.id);
}

/** Every campaign with the player's bonus from it, if any. */
export async function campaignsOfPlayer(
  db: Q,
  playerId: number | null,
): Promise<{ campaign: CampaignRow; bonus: PlayerBonusRow | null }[]> {
  const rows = await db
    .select({ campaign: bonusCampaigns, bonus: playerBonuses })
    .from(bonusCampaigns)
    .leftJoin(
      playerBonuses,
      and(eq(playerBonuses.campaignId, bonusCampaigns.id), eq(playerBonuses.playerId, playerId ?? -1)),
    )
    .orderBy(bonusCampaigns.id);
  return rows;
}

/** Issues a bonus: null when the player already has one from the campaign. */
export async function insertPlayerBonus(db: Q, row: typeof playerBonuses.$inferInsert): Promise<PlayerBonusRow | null> {
  const [inserted] = await db.insert(playerBonuses).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findPlayerBonus(db: Q, playerId: number, campaignId: number): Promise<PlayerBonusRow | null> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.campaignId, campaignId)))
    .limit(1);
  return row ?? null;
}

export async function setBonusActive(db: Q, id: number, active: boolean, now: Date): Promise<void> {
  await db
    .update(playerBonuses)
    .set({ isActive: active, ...(active ? { activatedAt: now } : {}) })
    .where(eq(playerBonuses.id, id));
}

/** Switches off the player's other active bonuses of these types (one active free bet at a time). */
export async function deactivateOthers(
  db: Q,
  playerId: number,
  keepId: number,
  types: readonly string[],
): Promise<void> {
  await db.execute(sql`
    update player_bonuses pb set is_active = false
    from bonus_campaigns c
    where c.id = pb.campaign_id and pb.player_id = ${playerId} and pb.id <> ${keepId} and pb.is_active
      and c.type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`);
}

export async function markSeen(db: Q, playerId: number, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await db.execute(sql`
    update player_bonuses set seen = true
    where player_id = ${playerId} and campaign_id in (${sql.join(
      campaignIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** What the player rules need: the country and whether the player is verified (a verified phone, docs/decisions.md). */
export async function playerFacts(
  db: Q,
  playerId: number,
): Promise<{ countryCode: string | null; verified: boolean } | null> {
  const [row] = await db
    .select({ countryCode: players.countryCode, verifiedAt: playerPhones.verifiedAt })
    .from(players)
    .leftJoin(playerPhones, eq(playerPhones.playerId, players.id))
    .where(eq(players.id, playerId))
    .limit(1);
  return row ? { countryCode: row.countryCode, verified: row.verifiedAt !== null } : null;
}

/**
 * The player's bonuses of these campaigns with their campaigns, locked (FOR UPDATE of the bonus rows, in id order):
 * two placements spending one free bet queue here and the second sees it spent.
 */
export async function lockPlayerBonuses(
  tx: Tx,
  playerId: number,
  campaignIds: readonly number[],
): Promise<{ bonus: PlayerBonusRow; campaign: CampaignRow }[]> {
  if (campaignIds.length === 0) return [];
  return tx
    .select({ bonus: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.campaignId, [...campaignIds])))
    .orderBy(playerBonuses.id)
    .for('update', { of: playerBonuses });
}

/** Counts uses of a bonus (a placement spent it `uses` times; a voided free bet gives one back with −1). */
export async function addUses(db: Q, id: number, uses: number): Promise<void> {
  await db
    .update(playerBonuses)
    .set({ timesUsed: sql`greatest(0, ${playerBonuses.timesUsed} + ${uses})` })
    .where(eq(playerBonuses.id, id));
}

/**
 * Turns a no-risk bonus into the only-win free bet its lost bet earned: type, amount and a fresh use and expiry.
 * Answers false when it already was (the settlement of one bet runs once; this keeps a replay harmless).
 */
export async function convertToFreebet(
  db: Q,
  id: number,
  set: { amount: number; currency: string; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(playerBonuses)
    .set({
      type: 'freebet_only_win',
      amount: set.amount,
      currency: set.currency,
      timesUsed: 0,
      expiresAt: set.expiresAt,
    })
    .where(and(eq(playerBonuses.id, id), isNull(playerBonuses.type)))
    .returning({ id: playerBonuses.id });
  return rows.length === 1;
}

/**
 * Unspent free bets past their expiry: the amount of the uses left (a hunting campaign's row holds several free bets
 * of one amount) and the uses taken so far.
 */
export async function lapsedFreebets(
  db: Q,
  now: Date,
  limit: number,
): Promise<{ id: number; playerId: number; amount: number; currency: string; timesUsed: number }[]> {
  const rows = (await db.execute(sql`
    SELECT pb.id, pb.player_id, pb.amount * (coalesce(pb.uses_count, 1) - pb.times_used) AS amount, pb.currency,
      pb.times_used
    FROM player_bonuses pb JOIN bonus_campaigns c ON c.id = pb.campaign_id
    WHERE coalesce(pb.type, c.type) IN ('freebet_only_win', 'freebet_all_win')
      AND pb.expires_at <= ${now} AND pb.times_used < coalesce(pb.uses_count, 1) AND pb.amount > 0
    ORDER BY pb.id LIMIT ${limit}`)) as unknown as {
    rows: { id: number; player_id: number; amount: string | number; currency: string; times_used: number }[];
  };
  return rows.rows.map((r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    amount: Number(r.amount),
    currency: r.currency,
    timesUsed: Number(r.times_used),
  }));
}

/**
 * Marks a lapsed free bet's uses left as used, if no one did meanwhile (`timesUsed` as read); answers which lapse of
 * the row this is (1 for the first), or null when another pass took it.
 */
export async function markLapsed(tx: Tx, id: number, timesUsed: number): Promise<number | null> {
  const updated = await tx
    .update(playerBonuses)
    .set({ timesUsed: sql`coalesce(${playerBonuses.usesCount}, 1)` })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.timesUsed, timesUsed)))
    .returning({ id: playerBonuses.id });
  if (updated.length === 0) return null;
  const rows = (await tx.execute(sql`
    SELECT count(*)::int AS n FROM ledger_entries
    WHERE kind = 'freebet_expired' AND reference LIKE ${`bonus:${id}:lapsed:%`}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows.rows[0]?.n ?? 0) + 1;
}

/** Every bonus issued to the player, with its campaign, oldest first. */
export async function playerBonusesWithCampaigns(
  db: Q,
  playerId: number,
): Promise<{ bonus: PlayerBonusRow; campaign: CampaignRow }[]> {
  return db
    .select({ bonus: playerBonuses, campaign: bonusCampaigns })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(eq(playerBonuses.playerId, playerId))
    .orderBy(playerBonuses.id);
}

/** Every campaign (the placement's cached view of their rules). */
export async function allCampaigns(db: Q): Promise<CampaignRow[]> {
  return db.select().from(bonusCampaigns);
}
