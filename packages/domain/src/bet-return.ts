import { MAX_WIN_ODDS_MILLIS, toOddsMillis } from './odds';
import { betLineCount, eachCombination } from './system-lines';

/** How a settled selection can end (the spec's bet results that carry a return), for schemas and checks. */
export const LEG_RESULTS = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
] as const;

/** How a settled selection ended. */
export type LegResult = (typeof LEG_RESULTS)[number];

/** One selection of a bet: its decimal odds and its result. */
export type BetLeg = { odds: number; result: LegResult };

/** A bet to settle: a unit `stake` in minor units, staked once, or on each of the C(n, systemSize) lines of a system. */
export type SettledBet = { type: 'single' | 'combo' | 'system'; stake: number; systemSize?: number; legs: BetLeg[] };

/** Leg factors share the denominator 2000, so that odds in thousandths and half results stay integers. */
export const FACTOR_DENOMINATOR = 2000n;

/**
 * A leg's factor over FACTOR_DENOMINATOR (odds in thousandths): win → odds, lose → 0, refund → 1,
 * half refund + half win → (1 + odds) / 2, half refund + half lose → 1/2. Throws RangeError for an unknown result.
 */
export function legFactor(oddsMillis: number, result: LegResult): bigint {
  const odds = BigInt(oddsMillis);
  switch (result) {
    case 'win_entire':
      return 2n * odds;
    case 'lose_entire':
      return 0n;
    case 'refund_entire':
      return 2000n;
    case 'refund_half_win_other':
      return 1000n + odds;
    case 'refund_half_lose_other':
      return 1000n;
    default:
      throw new RangeError(`unknown leg result ${String(result satisfies never)}`);
  }
}

/**
 * One line's return in minor units: stake × Π factors / 2000^k, at most stake × the house's maximum odds (or a lower
 * `maxOddsMillis`), **floored to the minor unit** (the house never overpays a fraction of a cent). The one rule
 * under settlement returns (`betReturn`) and potential wins (`potentialWin`).
 */
export function lineReturn(
  stake: bigint,
  factors: readonly bigint[],
  maxOddsMillis: number = MAX_WIN_ODDS_MILLIS,
): bigint {
  const denominator = FACTOR_DENOMINATOR ** BigInt(factors.length);
  const product = factors.reduce((acc, factor) => acc * factor, stake);
  // stake × cap over the same denominator (2000^k is a multiple of 1000 for k ≥ 1, so this is exact).
  const cap = (stake * BigInt(Math.min(maxOddsMillis, MAX_WIN_ODDS_MILLIS)) * denominator) / 1000n;
  return (product > cap ? cap : product) / denominator;
}

/**
 * Total return of a settled bet in minor units (stake included; 0 for a lost bet).
 *
 * - single: exactly one leg; combo: all legs (one or more) in one line; system: one line for every
 *   `systemSize`-sized subset of the legs, 1 ≤ systemSize ≤ legs, each line staked `stake`.
 * - A line returns stake × the product of its legs' factors: win → odds, lose → 0, refund → 1,
 *   refund_half_win_other → (1 + odds) / 2, refund_half_lose_other → 1/2.
 * - Exact arithmetic: odds are rounded once to integer thousandths, factors are bigint rationals.
 * - Rounding rule, applied once per line: **floor to the minor unit** (the house never overpays a
 *   fraction of a cent); the floored lines are then summed.
 * - The house's maximum odds apply (`MAX_WIN_ODDS_MILLIS`): a line returns at most stake × that; other limits are
 *   checked at placement.
 *
 * Throws RangeError for a stake that is not a non-negative safe integer, odds below 1 or not finite,
 * an unknown result, a single without exactly one leg, a bet without legs, a system size outside
 * 1..legs, or a return beyond safe integers.
 */
export function betReturn(bet: SettledBet): number {
  if (bet.type !== 'single' && bet.type !== 'combo' && bet.type !== 'system') {
    throw new RangeError(`unknown bet type ${String(bet.type)}`);
  }
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) {
    throw new RangeError(`stake must be a non-negative safe integer of minor units, got ${bet.stake}`);
  }
  const lineSize = bet.type === 'system' ? bet.systemSize : bet.legs.length;
  betLineCount(bet.type, bet.legs.length, lineSize);
  if (lineSize === undefined) throw new RangeError('a system bet needs a systemSize');

  const factors = bet.legs.map((leg) => legFactor(toOddsMillis(leg.odds), leg.result));
  const stake = BigInt(bet.stake);
  let total = 0n;
  for (const line of eachCombination(factors, lineSize)) total += lineReturn(stake, line);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('bet return beyond safe integers');
  return Number(total);
}
