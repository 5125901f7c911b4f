import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bonusCampaigns, campaignStandings, lootboxes, playerBonuses, tournamentPools } from '../../db/schema';
import type { CampaignRow } from '../bonuses/bonuses-repository';

type Q = Db | Tx;
export type StandingRow = typeof campaignStandings.$inferSelect;
export type LootboxRow = typeof lootboxes.$inferSelect;
export type PoolRow = typeof tournamentPools.$inferSelect;

const ENGAGEMENT = ['hunting', 'tournament', 'lootbox'];

/** The hunting, tournament and lootbox campaigns, oldest first. */
export async function engagementCampaigns(db: Q): Promise<CampaignRow[]> {
  return db.select().from(bonusCampaigns).where(inArray(bonusCampaigns.type, ENGAGEMENT)).orderBy(bonusCampaigns.id);
}

/** Joins a player to a campaign (a second join changes nothing). */
export async function insertStanding(db: Q, campaignId: number, playerId: number, now: Date): Promise<void> {
  await db.insert(campaignStandings).values({ campaignId, playerId, joinedAt: now }).onConflictDoNothing();
}

export async function standingsOf(db: Q, playerId: number): Promise<StandingRow[]> {
  return db.select().from(campaignStandings).where(eq(campaignStandings.playerId, playerId));
}

/** The standings of these players, locked: settlement updates them in (campaign, player) order. */
export async function lockStandings(tx: Tx, playerIds: readonly number[]): Promise<StandingRow[]> {
  if (playerIds.length === 0) return [];
  return tx
    .select()
    .from(campaignStandings)
    .where(inArray(campaignStandings.playerId, [...playerIds]))
    .orderBy(campaignStandings.campaignId, campaignStandings.playerId)
    .for('update');
}

/** A campaign's standings, locked in (campaign, player) order like `lockStandings` (finishing a tournament). */
export async function lockCampaignStandings(tx: Tx, campaignId: number): Promise<StandingRow[]> {
  return tx
    .select()
    .from(campaignStandings)
    .where(eq(campaignStandings.campaignId, campaignId))
    .orderBy(campaignStandings.playerId)
    .for('update');
}

export async function saveStanding(tx: Tx, row: StandingRow): Promise<void> {
  const { campaignId, playerId, joinedAt: _joined, ...set } = row;
  await tx
    .update(campaignStandings)
    .set(set)
    .where(and(eq(campaignStandings.campaignId, campaignId), eq(campaignStandings.playerId, playerId)));
}

/** How many players joined each campaign. */
export async function participantCounts(db: Q): Promise<Map<number, number>> {
  const rows = await db
    .select({ campaignId: campaignStandings.campaignId, n: sql<number>`count(*)::int` })
    .from(campaignStandings)
    .groupBy(campaignStandings.campaignId);
  return new Map(rows.map((r) => [r.campaignId, Number(r.n)]));
}

/** A tournament's ranked standings (points > 0) in leaderboard order (docs/decisions.md "Tournaments"). */
export async function rankedStandings(db: Q, campaignId: number): Promise<StandingRow[]> {
  return db
    .select()
    .from(campaignStandings)
    .where(and(eq(campaignStandings.campaignId, campaignId), sql`${campaignStandings.points} > 0`))
    .orderBy(
      sql`${campaignStandings.points} desc, ${campaignStandings.reachedAt} asc nulls last, ${campaignStandings.playerId} asc`,
    );
}

export async function pools(db: Q): Promise<Map<number, PoolRow>> {
  const rows = await db.select().from(tournamentPools);
  return new Map(rows.map((r) => [r.campaignId, r]));
}

/** The pool of a tournament, created at its initial amount the first time it is needed. */
export async function ensurePool(db: Q, campaign: CampaignRow): Promise<void> {
  await db
    .insert(tournamentPools)
    .values({
      campaignId: campaign.id,
      amount: campaign.rules.initialPool ?? 0,
      currency: campaign.currency ?? 'EUR',
    })
    .onConflictDoNothing();
}

/** Adds to a tournament's pool while it is open; answers the new amount (null once closed). */
export async function addToPool(tx: Tx, campaignId: number, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(tournamentPools)
    .set({ amount: sql`${tournamentPools.amount} + ${amount}` })
    .where(and(eq(tournamentPools.campaignId, campaignId), isNull(tournamentPools.prizesIssuedAt)))
    .returning({ amount: tournamentPools.amount });
  return row ? Number(row.amount) : null;
}

export async function lockPool(tx: Tx, campaignId: number): Promise<PoolRow | null> {
  const [row] = await tx.select().from(tournamentPools).where(eq(tournamentPools.campaignId, campaignId)).for('update');
  return row ?? null;
}

export async function closePool(tx: Tx, campaignId: number, now: Date): Promise<void> {
  await tx.update(tournamentPools).set({ prizesIssuedAt: now }).where(eq(tournamentPools.campaignId, campaignId));
}

export async function insertLootboxes(
  tx: Tx,
  rows: readonly { campaignId: number; playerId: number; earnedBy: string; earnedAt: Date }[],
): Promise<void> {
  if (rows.length > 0)
    await tx
      .insert(lootboxes)
      .values([...rows])
      .onConflictDoNothing();
}

export async function lootboxesOf(db: Q, playerId: number): Promise<LootboxRow[]> {
  return db.select().from(lootboxes).where(eq(lootboxes.playerId, playerId)).orderBy(lootboxes.id);
}

/** The player's oldest unopened box of a campaign, locked (two opens at once: the second waits, then takes the next). */
export async function lockNextBox(tx: Tx, playerId: number, campaignId: number): Promise<LootboxRow | null> {
  const [row] = await tx
    .select()
    .from(lootboxes)
    .where(and(eq(lootboxes.playerId, playerId), eq(lootboxes.campaignId, campaignId), isNull(lootboxes.openedAt)))
    .orderBy(lootboxes.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** How many boxes of a campaign the player has not opened. */
export async function unopenedCount(db: Q, playerId: number, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lootboxes)
    .where(and(eq(lootboxes.playerId, playerId), eq(lootboxes.campaignId, campaignId), isNull(lootboxes.openedAt)));
  return Number(row?.n ?? 0);
}

export async function openBox(
  tx: Tx,
  id: number,
  set: { openedAt: Date; draw: number; prizeIndex: number; prizeKind: string; prizeAmount: number },
): Promise<void> {
  await tx.update(lootboxes).set(set).where(eq(lootboxes.id, id));
}

/**
 * Issues free bets of a campaign to a player: the player's one bonus row of the campaign (the bonus id is the
 * campaign's) gains `count` uses of `amount` each, of `type`; a fresh row is created the first time. Answers the row id
 * and how many uses it held before (the ledger reference of this issue).
 */
export async function addFreebets(
  tx: Tx,
  row: {
    playerId: number;
    campaignId: number;
    type: string;
    amount: number;
    currency: string;
    count: number;
    now: Date;
    expiresAt: Date | null;
  },
): Promise<{ id: number; before: number }> {
  const [existing] = await tx
    .select({ id: playerBonuses.id, usesCount: playerBonuses.usesCount })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, row.playerId), eq(playerBonuses.campaignId, row.campaignId)))
    .for('update');
  if (existing) {
    await tx
      .update(playerBonuses)
      .set({
        usesCount: sql`coalesce(${playerBonuses.usesCount}, 0) + ${row.count}`,
        expiresAt: row.expiresAt,
        seen: false,
      })
      .where(eq(playerBonuses.id, existing.id));
    return { id: existing.id, before: existing.usesCount ?? 0 };
  }
  const [inserted] = await tx
    .insert(playerBonuses)
    .values({
      playerId: row.playerId,
      campaignId: row.campaignId,
      type: row.type,
      amount: row.amount,
      currency: row.currency,
      usesCount: row.count,
      issuedAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning({ id: playerBonuses.id });
  if (!inserted) throw new Error('free bet row not inserted');
  return { id: inserted.id, before: 0 };
}

/** Legs of bets with what the qualifying rules read: sport key, match start, odds, provider. */
export async function legFacts(
  db: Q,
  betIds: readonly number[],
): Promise<
  Map<number, { matchId: number; oddsMillis: number; provider: string; sportKey: string; startTime: Date | null }[]>
> {
  const out = new Map<
    number,
    { matchId: number; oddsMillis: number; provider: string; sportKey: string; startTime: Date | null }[]
  >();
  if (betIds.length === 0) return out;
  const rows = (await db.execute(sql`
    SELECT s.bet_id, s.match_id, s.odds_millis, s.provider, sp.key AS sport_key, m.start_time
    FROM bet_selections s LEFT JOIN matches m ON m.id = s.match_id LEFT JOIN sports sp ON sp.id = m.sport_id
    WHERE s.bet_id IN (${sql.join(
      betIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY s.bet_id, s.position`)) as unknown as {
    rows: {
      bet_id: string | number;
      match_id: number;
      odds_millis: number;
      provider: string;
      sport_key: string | null;
      start_time: string | Date | null;
    }[];
  };
  for (const r of rows.rows) {
    const list = out.get(Number(r.bet_id)) ?? [];
    list.push({
      matchId: Number(r.match_id),
      oddsMillis: Number(r.odds_millis),
      provider: r.provider,
      sportKey: r.sport_key ?? '',
      startTime: r.start_time === null ? null : new Date(r.start_time),
    });
    out.set(Number(r.bet_id), list);
  }
  return out;
}

/** Adds comp points to players (one statement). */
export async function addCompPoints(tx: Tx, points: ReadonlyMap<number, number>): Promise<void> {
  const entries = [...points].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  if (entries.length === 0) return;
  await tx.execute(sql`
    UPDATE players p SET comp_points = p.comp_points + u.n
    FROM (SELECT unnest(${`{${entries.map(([id]) => id).join(',')}}`}::int[]) AS id,
      unnest(${`{${entries.map(([, n]) => n).join(',')}}`}::bigint[]) AS n) u
    WHERE p.id = u.id`);
}

/** Stakes of the player's open cash bets placed since joining each tournament, per campaign (potential points). */
export async function openTournamentStakes(db: Q, playerId: number): Promise<Map<number, number[]>> {
  const rows = (await db.execute(sql`
    SELECT cs.campaign_id, b.total_stake
    FROM campaign_standings cs
      JOIN bonus_campaigns c ON c.id = cs.campaign_id AND c.type = 'tournament'
      JOIN bets b ON b.player_id = cs.player_id AND b.status = 'waiting_results' AND b.created_at >= cs.joined_at
        AND b.currency = c.currency AND b.total_stake >= coalesce((c.rules->>'minStake')::bigint, 0)
        AND coalesce(b.bonus->>'type', '') NOT IN ('freebet_only_win', 'freebet_all_win')
    WHERE cs.player_id = ${playerId}`)) as unknown as { rows: { campaign_id: number; total_stake: string | number }[] };
  const out = new Map<number, number[]>();
  for (const r of rows.rows) {
    const list = out.get(Number(r.campaign_id)) ?? [];
    list.push(Number(r.total_stake));
    out.set(Number(r.campaign_id), list);
  }
  return out;
}

/** Takes one use of a player's usable free bet (a boost spends it); null when none is left. */
export async function spendFreebetUse(
  tx: Tx,
  playerId: number,
  campaignId: number,
  now: Date,
): Promise<{ id: number; timesUsed: number } | null> {
  const rows = (await tx.execute(sql`
    UPDATE player_bonuses pb SET times_used = pb.times_used + 1
    FROM bonus_campaigns c
    WHERE c.id = pb.campaign_id AND pb.player_id = ${playerId} AND pb.campaign_id = ${campaignId}
      AND coalesce(pb.type, c.type) IN ('freebet_only_win', 'freebet_all_win')
      AND pb.times_used < coalesce(pb.uses_count, 1) AND pb.deactivated_at IS NULL AND pb.overridden_at IS NULL
      AND (pb.expires_at IS NULL OR pb.expires_at > ${now})
    RETURNING pb.id, pb.times_used`)) as unknown as { rows: { id: number; times_used: number }[] };
  const row = rows.rows[0];
  return row ? { id: Number(row.id), timesUsed: Number(row.times_used) } : null;
}

/** Records a finished tournament's prize and position on the standing. */
export async function setPrize(
  tx: Tx,
  campaignId: number,
  playerId: number,
  prize: number,
  position: number,
): Promise<void> {
  await tx
    .update(campaignStandings)
    .set({ prize, position })
    .where(and(eq(campaignStandings.campaignId, campaignId), eq(campaignStandings.playerId, playerId)));
}
