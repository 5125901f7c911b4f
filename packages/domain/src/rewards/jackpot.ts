/**
 * Jackpots (spec 000 §3 "jackpot", "Jackpot hit"): each level's pool grows by its share of every qualifying stake and
 * drops to one bet at a time. The placement statement applies these rules in SQL (migration 0018); the rules here are
 * their one statement in TypeScript, for the tests and the views.
 */

/** A level's share of a stake: the floor of `stake × shareBp / 10 000` (basis points), minor units. */
export function contribution(stake: number, shareBp: number): number {
  return Math.floor((stake * shareBp) / 10_000);
}

/**
 * Whether a qualifying bet hits a level: its uniform draw in [0, 1) falls under the level's probability, or the
 * pool with the bet's contribution reached the level's must-drop amount.
 */
export function hits(level: { probability: number; mustDrop: number | null }, pool: number, draw: number): boolean {
  return draw < level.probability || (level.mustDrop !== null && pool >= level.mustDrop);
}
