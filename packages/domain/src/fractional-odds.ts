/**
 * British (fractional) odds: profit over stake, e.g. "6/4" pays 6 for every 4 staked.
 * Works on odds as integer thousandths (see `toOddsMillis` in `odds.ts`).
 */

/** A fractional price: `numerator / denominator` is the profit per unit staked. */
export type Fraction = { readonly numerator: number; readonly denominator: number };

/**
 * The traditional bookmaker ladder, in the unreduced forms bookmakers print
 * ("4/6" rather than "2/3", "6/4" rather than "3/2", "1/1" for evens).
 */
export const FRACTIONAL_LADDER: readonly Fraction[] = [
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7',
  '3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8',
  '7/5 6/4 8/5 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1',
  '15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 25/1 33/1 40/1 50/1 66/1 80/1 100/1',
]
  .join(' ')
  .split(' ')
  .map(ladderStep);

function ladderStep(text: string): Fraction {
  const step = parseFraction(text);
  if (!step) throw new Error(`invalid fractional ladder step ${text}`);
  return step;
}

/** A ladder price is used when it lies within this many thousandths of the odds. */
const LADDER_TOLERANCE_MILLIS = 5;
/** Largest denominator of a fallback fraction. */
const MAX_DENOMINATOR = 100;

/** |a/b - c/d| compared as integers: returns the numerator over the common denominator b·d. */
function distance(profitMillis: number, f: Fraction): number {
  return Math.abs(profitMillis * f.denominator - 1000 * f.numerator);
}

function nearestOnLadder(profitMillis: number): Fraction | undefined {
  let best: Fraction | undefined;
  for (const step of FRACTIONAL_LADDER) {
    if (distance(profitMillis, step) > LADDER_TOLERANCE_MILLIS * step.denominator) continue;
    if (!best || distance(profitMillis, step) * best.denominator < distance(profitMillis, best) * step.denominator) {
      best = step;
    }
  }
  return best;
}

/** Closest fraction with denominator ≤ 100 (smallest denominator on ties), numerator at least 1. */
function nearestSimpleFraction(profitMillis: number): Fraction {
  let best: Fraction = { numerator: Math.max(1, Math.round(profitMillis / 1000)), denominator: 1 };
  for (let denominator = 2; denominator <= MAX_DENOMINATOR; denominator++) {
    const numerator = Math.max(1, Math.round((profitMillis * denominator) / 1000));
    const candidate = { numerator, denominator };
    if (distance(profitMillis, candidate) * best.denominator < distance(profitMillis, best) * denominator) {
      best = candidate;
    }
  }
  return best;
}

/**
 * Fractional price for decimal odds given in thousandths (must be above 1000):
 * the nearest ladder price within 0.005 (1910 → 10/11, 2500 → 6/4, 2000 → 1/1),
 * otherwise the nearest fraction of (odds − 1) with denominator ≤ 100, reduced (4200 → 16/5).
 */
export function fractionFromOddsMillis(oddsMillis: number): Fraction {
  if (!Number.isSafeInteger(oddsMillis) || oddsMillis <= 1000) {
    throw new RangeError(`odds must be above 1.000, got ${oddsMillis} thousandths`);
  }
  const profitMillis = oddsMillis - 1000;
  return nearestOnLadder(profitMillis) ?? nearestSimpleFraction(profitMillis);
}

/** Reads "6/4" back into `{ numerator: 6, denominator: 4 }`; null when it is not `digits/digits` with both above 0. */
export function parseFraction(text: string): Fraction | null {
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(text);
  if (!match) return null;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  return numerator > 0 && denominator > 0 ? { numerator, denominator } : null;
}
