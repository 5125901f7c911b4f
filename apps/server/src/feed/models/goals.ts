import { poissonScoreGrid } from '@sportsbook/domain/bet-builder/score-grid';
import { poissonPmf } from './distributions';
import { lineProbability } from './lines';

/** Goals per side the outlook covers: 0..MAX_GOALS − 1, each side's distribution renormalised over them. */
const MAX_GOALS = 11;

/**
 * The grid of the remaining goals (`grid[h][a]`) exactly as `GoalsOutlook` prices them: independent Poisson means
 * truncated to 0..10 goals a side and renormalised (the outer product of its `home` and `away` rows), so the
 * probability of a leg on it equals the outlook's fair price of that outcome. The bet builder's joint model.
 */
export function remainingGoalsGrid(meanHome: number, meanAway: number): number[][] {
  const grid = poissonScoreGrid(Math.max(0, meanHome), Math.max(0, meanAway), MAX_GOALS - 1);
  let mass = 0;
  for (const row of grid) for (const p of row) mass += p;
  return mass > 0 ? grid.map((row) => row.map((p) => p / mass)) : grid;
}

/**
 * Independent Poisson goals for the rest of a match (football, ice hockey): the distributions of each side's
 * remaining goals, of their difference and of their total. Reused in place; every engine prices synchronously.
 */
export class GoalsOutlook {
  readonly home = new Float64Array(MAX_GOALS);
  readonly away = new Float64Array(MAX_GOALS);
  /** P(home − away over the rest = k − 10). */
  readonly diff = new Float64Array(2 * MAX_GOALS - 1);
  /** P(home + away over the rest = k). */
  readonly total = new Float64Array(2 * MAX_GOALS - 1);
  homeWin = 0;
  draw = 0;
  awayWin = 0;

  /** Computes the outlook for expected remaining goals and the current goal difference. */
  compute(meanHome: number, meanAway: number, currentDiff: number): this {
    poissonPmf(meanHome, this.home);
    poissonPmf(meanAway, this.away);
    this.diff.fill(0);
    this.total.fill(0);
    for (let h = 0; h < MAX_GOALS; h++) {
      const ph = this.home[h] ?? 0;
      if (ph < 1e-15) continue;
      for (let a = 0; a < MAX_GOALS; a++) {
        const p = ph * (this.away[a] ?? 0);
        const d = h - a + MAX_GOALS - 1;
        this.diff[d] = (this.diff[d] ?? 0) + p;
        this.total[h + a] = (this.total[h + a] ?? 0) + p;
      }
    }
    let homeWin = 0;
    let draw = 0;
    for (let k = 0; k < this.diff.length; k++) {
      const final = k - (MAX_GOALS - 1) + currentDiff;
      const p = this.diff[k] ?? 0;
      if (final > 0) homeWin += p;
      else if (final === 0) draw += p;
    }
    this.homeWin = homeWin;
    this.draw = draw;
    this.awayWin = Math.max(0, 1 - homeWin - draw);
    return this;
  }

  /** Offset that turns a `diff` index into the final goal difference, for `lineProbability`. */
  static diffOffset(currentDiff: number): number {
    return currentDiff - (MAX_GOALS - 1);
  }

  /** Fair probability of the over of a total `line`, given the goals scored so far. */
  over(currentTotal: number, line: number): number {
    return lineProbability(this.total, this.total.length, currentTotal, line);
  }

  /** Fair probability that home covers handicap `line` (given to home), given the current goal difference. */
  homeCovers(currentDiff: number, line: number): number {
    return lineProbability(this.diff, this.diff.length, GoalsOutlook.diffOffset(currentDiff), -line);
  }

  /** P(final score = h:a) given the current score. */
  exact(h: number, a: number, currentHome: number, currentAway: number): number {
    const rh = h - currentHome;
    const ra = a - currentAway;
    if (rh < 0 || ra < 0 || rh >= MAX_GOALS || ra >= MAX_GOALS) return 0;
    return (this.home[rh] ?? 0) * (this.away[ra] ?? 0);
  }
}
