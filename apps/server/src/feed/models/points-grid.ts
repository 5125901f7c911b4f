import { integerNormal } from './distributions';

/** One side's points still to come: a Normal mean and sd (the markets' approximation). */
export type RemainingPoints = { readonly mean: number; readonly sd: number };

/**
 * The final-score grid of a points sport (basketball, cricket) for the bet builder: each side's remaining points
 * Normal, made whole (±4 sd a side, tails folded into the end cells: ~90² cells, and every quote reads them all),
 * added to the score now. A level final score goes to extra time (overtime, a super over), which the grid resolves
 * as one more point to its winner: home with probability `homeExtraShare`. Cells: `grid[i][j]` is the score
 * (origin.home + i):(origin.away + j).
 */
export function pointsGrid(
  home: RemainingPoints,
  away: RemainingPoints,
  now: { readonly home: number; readonly away: number },
  homeExtraShare: number,
): { grid: number[][]; origin: { home: number; away: number } } {
  const h = integerNormal(home.mean, home.sd, 4);
  const a = integerNormal(away.mean, away.sd, 4);
  const origin = { home: now.home + h.from, away: now.away + a.from };
  const grid = Array.from({ length: h.mass.length + 1 }, () => new Array<number>(a.mass.length + 1).fill(0));
  h.mass.forEach((ph, i) => {
    const row = grid[i] as number[];
    a.mass.forEach((pa, j) => {
      const mass = ph * pa;
      if (origin.home + i !== origin.away + j) row[j] = (row[j] ?? 0) + mass;
      else {
        const next = grid[i + 1] as number[];
        next[j] = (next[j] ?? 0) + mass * homeExtraShare;
        row[j + 1] = (row[j + 1] ?? 0) + mass * (1 - homeExtraShare);
      }
    });
  });
  return { grid, origin };
}
