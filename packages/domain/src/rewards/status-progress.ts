/**
 * Comp points (spec 000 §3 "Comp points and status list"): earned from settled bets, they climb a ladder of status
 * groups. Pure: the rate is the operator's setting.
 */

/** The points a settled cash bet earns: `rate` per whole unit staked (a free bet earns none). */
export function compPointsFor(totalStake: number, subunits: number, rate: number): number {
  return Math.floor((totalStake / 10 ** subunits) * rate);
}

type Group = { readonly id: string; readonly minPoints: number | null; readonly maxPoints: number | null };

/**
 * Progress to the next group: the group held, the next one, the points still needed and the fraction of the way
 * there (1 at the top of the ladder).
 */
export function statusProgress<G extends Group>(
  groups: readonly G[],
  points: number,
): { current: G | null; next: G | null; needed: number; fraction: number } {
  const ladder = groups.filter((g) => g.minPoints !== null).sort((a, b) => (a.minPoints ?? 0) - (b.minPoints ?? 0));
  const current = [...ladder].reverse().find((g) => points >= (g.minPoints ?? 0)) ?? null;
  const next = ladder.find((g) => (g.minPoints ?? 0) > points) ?? null;
  if (!next) return { current, next: null, needed: 0, fraction: 1 };
  const from = current?.minPoints ?? 0;
  const to = next.minPoints ?? 0;
  return { current, next, needed: to - points, fraction: Math.min(1, Math.max(0, (points - from) / (to - from))) };
}
