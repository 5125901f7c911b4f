/**
 * The bet builder's joint model of a match (issue 18): a grid of final-score probabilities (goals, points, or sets
 * and maps won) and the probability that a set of legs all hold, the mass of the scores where every leg wins. Legs of
 * one match are correlated (a home win and over 2.5 goals share scores), which is why a same-match price is not the
 * product of the single prices. Pure; the server builds grids from the simulator's models, the tests from worked
 * examples.
 */

/** One leg of a same-match bet, as the grid reads it. */
export type GridLeg =
  | { readonly market: '1x2'; readonly outcome: 'home' | 'draw' | 'away' }
  | { readonly market: 'total'; readonly line: number; readonly side: 'over' | 'under' }
  | { readonly market: 'btts'; readonly outcome: 'yes' | 'no' }
  | { readonly market: 'correct_score'; readonly home: number; readonly away: number }
  | { readonly market: 'double_chance'; readonly outcome: 'home_draw' | 'home_away' | 'draw_away' }
  /** The home side's handicap `line` (a half line): home wins the leg when h + line > a, away when a − line > h. */
  | { readonly market: 'handicap'; readonly line: number; readonly side: 'home' | 'away' }
  | {
      readonly market: 'team_total';
      readonly team: 'home' | 'away';
      readonly line: number;
      readonly side: 'over' | 'under';
    };

/** A grid: `grid[h][a]` is the probability that the match ends h:a (rows home goals, columns away goals). */
export type ScoreGrid = readonly (readonly number[])[];

/**
 * The score of a grid's first cell: `grid[i][j]` is the probability of the score (home + i):(away + j). A grid of
 * the rest of a match has the score now as its origin; a points sport's grid starts near its likely scores.
 */
export interface GridOrigin {
  readonly home: number;
  readonly away: number;
}

const ZERO: GridOrigin = { home: 0, away: 0 };

/** P(X = k) for a Poisson variable of mean `lambda`, k = 0..max (by the recurrence, exact for small means). */
function poissonRow(lambda: number, max: number): number[] {
  if (!(Number.isFinite(lambda) && lambda >= 0))
    throw new RangeError(`a Poisson mean must be finite and ≥ 0, got ${lambda}`);
  const row = new Array<number>(max + 1);
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    row[k] = p;
    p = (p * lambda) / (k + 1);
  }
  return row;
}

/**
 * The final-score grid of two independent Poisson scores with means `lambdaHome` and `lambdaAway`, 0..`maxGoals`
 * goals each. The truncated tail (more than `maxGoals` for a side) is left out, so the grid sums to slightly under 1
 * (with the default 14: under 1e-8 missing for means up to 2, under 5e-5 up to 4).
 */
export function poissonScoreGrid(lambdaHome: number, lambdaAway: number, maxGoals = 14): number[][] {
  if (!Number.isInteger(maxGoals) || maxGoals < 0)
    throw new RangeError(`maxGoals must be an integer ≥ 0, got ${maxGoals}`);
  const home = poissonRow(lambdaHome, maxGoals);
  const away = poissonRow(lambdaAway, maxGoals);
  return home.map((ph) => away.map((pa) => ph * pa));
}

/** Whether a leg wins when the match ends h:a. */
export function legHolds(leg: GridLeg, h: number, a: number): boolean {
  switch (leg.market) {
    case '1x2':
      return leg.outcome === 'home' ? h > a : leg.outcome === 'away' ? a > h : h === a;
    case 'double_chance':
      return leg.outcome === 'home_draw' ? h >= a : leg.outcome === 'draw_away' ? a >= h : h !== a;
    case 'total':
      return leg.side === 'over' ? h + a > leg.line : h + a < leg.line;
    case 'handicap':
      return leg.side === 'home' ? h + leg.line > a : a - leg.line > h;
    case 'team_total': {
      const goals = leg.team === 'home' ? h : a;
      return leg.side === 'over' ? goals > leg.line : goals < leg.line;
    }
    case 'btts':
      return (h > 0 && a > 0) === (leg.outcome === 'yes');
    case 'correct_score':
      return h === leg.home && a === leg.away;
    default: {
      const unknown: never = leg;
      throw new RangeError(`unknown leg ${JSON.stringify(unknown)}`);
    }
  }
}

/** The market a leg belongs to (with its line): two legs of one market cannot be combined. */
export function legMarketKey(leg: GridLeg): string {
  switch (leg.market) {
    case 'total':
      return `total:${leg.line}`;
    case 'handicap':
      return `handicap:${leg.line}`;
    case 'team_total':
      return `team_total:${leg.team}:${leg.line}`;
    default:
      return leg.market;
  }
}

/**
 * The probability that every leg holds: the mass of the grid's scores where all of them win (1 for no legs, over
 * the grid's mass). Adding a leg never raises it; a single leg's probability is its market's own fair price.
 */
export function gridProbability(grid: ScoreGrid, legs: readonly GridLeg[], origin: GridOrigin = ZERO): number {
  // Plain loops: a points grid has ~10^4 cells and this runs on every quote.
  let mass = 0;
  for (let i = 0; i < grid.length; i++) {
    const row = grid[i] as readonly number[];
    const h = origin.home + i;
    for (let j = 0; j < row.length; j++) {
      const p = row[j] as number;
      if (!(p > 0)) continue;
      const a = origin.away + j;
      let all = true;
      for (let k = 0; k < legs.length && all; k++) all = legHolds(legs[k] as GridLeg, h, a);
      if (all) mass += p;
    }
  }
  return mass;
}

/**
 * Legs as one custom bet: two of one market (`same_market`), no score of the grid (positive mass) where all of them
 * hold (`impossible`), or fine with the probability that all hold (one pass over the grid).
 */
export type LegSetCheck = { kind: 'same_market' } | { kind: 'impossible' } | { kind: 'ok'; probability: number };

export function checkLegSet(grid: ScoreGrid, legs: readonly GridLeg[], origin: GridOrigin = ZERO): LegSetCheck {
  const markets = legs.map(legMarketKey);
  if (new Set(markets).size !== markets.length) return { kind: 'same_market' };
  const probability = gridProbability(grid, legs, origin);
  return probability > 0 ? { kind: 'ok', probability } : { kind: 'impossible' };
}
