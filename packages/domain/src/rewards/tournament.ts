/**
 * Hunting tournaments (spec 000 §3 "tournament", "Leaderboard row"): players farm points from qualifying bets, the
 * leaderboard ranks them, and when the tournament finishes its pool is shared out as free bets by the prize table.
 * Pure: the server stores the standings, these rules rank them and split the pool.
 */

/**
 * The points a qualifying bet farms: `pointsPerUnit` for every whole unit of the stake (minor units over
 * `10^subunits`), so 12.50 staked at 1 point per unit farms 12.
 */
export function farmedPoints(totalStake: number, subunits: number, pointsPerUnit: number): number {
  return Math.floor(totalStake / 10 ** subunits) * pointsPerUnit;
}

/** One player's standing as stored. `reachedAt`: when they last farmed (epoch ms), the tie-break. */
export type Standing = { readonly playerId: number; readonly points: number; readonly reachedAt: number };

/**
 * The leaderboard order (docs/decisions.md "Tournaments"): more points first; on equal points, whoever reached the
 * score first (the earlier `reachedAt`); then the lower player id, so the order is total and stable.
 */
export function compareStandings(a: Standing, b: Standing): number {
  return b.points - a.points || a.reachedAt - b.reachedAt || a.playerId - b.playerId;
}

/** Positions from 1 in leaderboard order. Players without points are not ranked. */
export function rank<T extends Standing>(standings: readonly T[]): (T & { position: number })[] {
  return standings
    .filter((s) => s.points > 0)
    .sort(compareStandings)
    .map((s, i) => ({ ...s, position: i + 1 }));
}

/**
 * The pool shared by the prize table (percent per position, from first): each position gets the floor of its share,
 * and the minor units that rounding leaves go one each to the best positions, so the prizes add up to exactly the
 * shared part (`pool × sum(table) / 100`, floored). Positions beyond the table, or beyond the players ranked, get
 * nothing; a prize for a position nobody holds stays in the pool.
 */
export function splitPool(pool: number, table: readonly number[], ranked: number): number[] {
  const used = table.slice(0, ranked);
  const totalPercent = table.reduce((s, p) => s + p, 0);
  const shared = Math.floor((pool * totalPercent) / 100);
  if (shared <= 0 || totalPercent <= 0) return used.map(() => 0);
  const exact = table.map((p) => (shared * p) / totalPercent);
  const prizes = exact.map(Math.floor);
  let left = shared - prizes.reduce((s, p) => s + p, 0);
  for (let i = 0; left > 0 && i < prizes.length; i++, left--) prizes[i] = (prizes[i] ?? 0) + 1;
  return prizes.slice(0, ranked);
}

/** Spec 000 §4: the states a tournament's pool is in. */
export const POOL_STATES = ['created', 'active', 'paused', 'disabled', 'finished'] as const;
export type PoolState = (typeof POOL_STATES)[number];

/**
 * A tournament's pool state from its campaign: `finished` once its prizes were issued, `disabled` when the operator
 * paused it and its end passed (it will not run again), `paused` while paused, `created` before its start,
 * `active` in its window, and `finished` past its end too (the prizes follow within the minute).
 */
export function poolState(
  campaign: { paused: boolean; validFrom: number; validTo: number | null; prizesIssued: boolean },
  now: number,
): PoolState {
  const ended = campaign.validTo !== null && now >= campaign.validTo;
  if (campaign.prizesIssued) return 'finished';
  if (campaign.paused) return ended ? 'disabled' : 'paused';
  if (now < campaign.validFrom) return 'created';
  return ended ? 'finished' : 'active';
}
