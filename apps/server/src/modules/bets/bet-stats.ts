import type { BetStatsGroup, BetStatsQuery, BetStatsReply, BetStatsRow } from '@sportsbook/contract/bet-stats';
import { currencyByCode } from '@sportsbook/domain/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Free bets stake the house's money, not the player's (docs/decisions.md "Bonuses"). */
const FREEBET_STAKES = sql`('freebet_only_win', 'freebet_all_win')`;

/** The bucket of a settled bet for a period group: the UTC day, the week's Monday, the month's first day. */
function periodKey(group: 'day' | 'week' | 'month'): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${group}'`)}, b.settled_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
}

/**
 * A plain date `to` counts its whole day: the bound is the next midnight (UTC). Date-times are taken as they are.
 */
function bounds(query: BetStatsQuery): { from: Date | null; to: Date | null } {
  const day = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const from = query.from ? new Date(day(query.from) ? `${query.from}T00:00:00Z` : query.from) : null;
  let to = query.to ? new Date(day(query.to) ? `${query.to}T00:00:00Z` : query.to) : null;
  if (to && query.to && day(query.to)) to = new Date(to.getTime() + 86_400_000);
  return { from, to };
}

/**
 * The player's betting statistics in one SQL statement (PGlite and PostgreSQL alike): settled and cashed-out bets
 * of one currency (the player's own by default) in the period, summed per group. Sport and market come from the
 * columns the `bets_settled_legs` trigger writes at settlement (migration 0016): bets over several sports group as
 * `mixed`, over several markets as `multiple`. Index `bets_player_settled_idx` serves the player and period.
 */
export async function betStats(
  db: Db,
  playerId: number,
  query: BetStatsQuery & { group: BetStatsGroup },
): Promise<BetStatsReply> {
  const { from, to } = bounds(query);
  const locale = query.locale?.split('-')[0] ?? 'en';
  const group = query.group;
  const key: SQL =
    group === 'day' || group === 'week' || group === 'month'
      ? periodKey(group)
      : group === 'type'
        ? sql`b.type`
        : group === 'sport'
          ? sql`CASE b.legs_sport_id WHEN 0 THEN 'mixed' ELSE coalesce(sp.key, 'unknown') END`
          : sql`CASE b.legs_market_id WHEN 0 THEN 'multiple' ELSE coalesce(b.legs_market_id::text, 'unknown') END`;
  const label: SQL =
    group === 'sport'
      ? sql`coalesce(sp.names ->> ${locale}, sp.names ->> 'en', sp.key)`
      : group === 'market'
        ? sql`b.legs_market_name`
        : sql`NULL::text`;
  const sports =
    group === 'sport' ? sql`LEFT JOIN sports sp ON sp.id = b.legs_sport_id AND b.legs_sport_id > 0` : sql``;
  const result = (await db.execute(sql`
    WITH me AS (
      SELECT coalesce(${query.currency ?? null}::text, p.currency) AS currency FROM players p WHERE p.id = ${playerId}
    ),
    settled AS (
      SELECT b.id, b.type, b.settled_at, b.legs_sport_id, b.legs_market_id, b.legs_market_name,
        CASE WHEN b.bonus ->> 'type' IN ${FREEBET_STAKES} THEN 0 ELSE b.total_stake + b.sold_stake END AS staked,
        coalesce(b.win_amount, 0) + b.cashed_out AS returned
      FROM bets b, me
      WHERE b.player_id = ${playerId} AND b.currency = me.currency AND b.status IN ('done', 'cashed_out')
        AND b.settled_at IS NOT NULL
        AND (${from}::timestamptz IS NULL OR b.settled_at >= ${from}::timestamptz)
        AND (${to}::timestamptz IS NULL OR b.settled_at < ${to}::timestamptz)
    )
    SELECT (SELECT currency FROM me) AS currency, g.key, g.label, count(*)::int AS bets,
      coalesce(sum(g.staked), 0)::bigint AS staked, coalesce(sum(g.returned), 0)::bigint AS returned
    FROM (
      SELECT ${key} AS key, ${label} AS label, b.staked, b.returned
      FROM settled b ${sports}
    ) g
    GROUP BY g.key, g.label
    ORDER BY g.key`)) as unknown as {
    rows: { currency: string; key: string; label: string | null; bets: number; staked: string; returned: string }[];
  };
  const rows = result.rows.map((r) => row(r.key, r.label, Number(r.bets), Number(r.staked), Number(r.returned)));
  const currency =
    result.rows[0]?.currency ??
    query.currency ??
    (
      (await db.execute(sql`SELECT currency FROM players WHERE id = ${playerId}`)) as unknown as {
        rows: { currency: string }[];
      }
    ).rows[0]?.currency ??
    'EUR';
  const totals = row(
    'total',
    null,
    rows.reduce((n, r) => n + r.bets, 0),
    rows.reduce((n, r) => n + r.staked, 0),
    rows.reduce((n, r) => n + r.returned, 0),
  );
  return { currency, subunits: currencyByCode(currency)?.subunits ?? 2, group, rows, totals };
}

function row(key: string, label: string | null, bets: number, staked: number, returned: number): BetStatsRow {
  const profit = returned - staked;
  return {
    key,
    label,
    bets,
    staked,
    returned,
    profit,
    roi: staked > 0 ? Math.round((profit / staked) * 10_000) / 10_000 : null,
  };
}
