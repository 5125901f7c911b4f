/**
 * Lootboxes (spec 000 §3; spec 001 §9 chest picture): a campaign's prize table is a list of weighted prizes; the
 * server draws one with a cryptographic random integer below the total weight. Pure: the draw is given the integer.
 */

export type LootboxPrize = {
  readonly kind: 'cash' | 'points' | 'none';
  /** Minor units of the campaign currency for cash, points for points, 0 for none. */
  readonly amount: number;
  /** Relative chance; positive integer. */
  readonly weight: number;
};

/** The sum of the weights: the draw is a uniform integer in [0, total). */
export function totalWeight(table: readonly LootboxPrize[]): number {
  return table.reduce((sum, prize) => sum + prize.weight, 0);
}

/** The prize a uniform integer `draw` in [0, totalWeight) picks: each prize owns a run of `weight` integers. */
export function prizeFor(table: readonly LootboxPrize[], draw: number): { index: number; prize: LootboxPrize } {
  if (!Number.isInteger(draw) || draw < 0 || draw >= totalWeight(table))
    throw new RangeError(`draw ${draw} out of range`);
  let left = draw;
  for (const [index, prize] of table.entries()) {
    if (left < prize.weight) return { index, prize };
    left -= prize.weight;
  }
  throw new RangeError('empty prize table');
}

/** Spec 001 §9: the chest picture by how many boxes wait: small for 1, medium for 2, else large. */
export function chestSize(count: number): 'small' | 'medium' | 'large' {
  if (count <= 1) return 'small';
  return count === 2 ? 'medium' : 'large';
}

/** Boxes earned by `progress` qualifying bets at one box per `betsPerBox` bets. */
export function boxesEarned(progress: number, betsPerBox: number): number {
  return betsPerBox > 0 ? Math.floor(progress / betsPerBox) : 0;
}
