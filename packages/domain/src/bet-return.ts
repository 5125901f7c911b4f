import { MAX_WIN_ODDS_MILLIS } from './odds';
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

/** Whether a stored or wire value is one of the leg results (settlement and cash-out refuse anything else). */
export function isLegResult(value: unknown): value is LegResult {
  return (LEG_RESULTS as readonly unknown[]).includes(value);
}

/** One selection of a bet: its decimal odds in integer thousandths and its result. */
export type BetLeg = { oddsMillis: number; result: LegResult };

/** A bet to settle: a unit `stake` in minor units, staked once, or on each of the C(n, systemSize) lines of a system. */
export type SettledBet = { type: 'single' | 'combo' | 'system'; stake: number; systemSize?: number; legs: BetLeg[] };

/** An exact non-negative rational n / d (d > 0): a leg's factor or a line's combined odds. */
export type Ratio = { readonly n: bigint; readonly d: bigint };

/**
 * A leg's factor (odds in thousandths): win → odds, lose → 0, refund → 1, half refund + half win → (1 + odds) / 2,
 * half refund + half lose → 1/2. Throws RangeError for an unknown result.
 */
export function legFactor(oddsMillis: number, result: LegResult): Ratio {
  const odds = BigInt(oddsMillis);
  switch (result) {
    case 'win_entire':
      return { n: odds, d: 1000n };
    case 'lose_entire':
      return { n: 0n, d: 1n };
    case 'refund_entire':
      return { n: 1n, d: 1n };
    case 'refund_half_win_other':
      return { n: 1000n + odds, d: 2000n };
    case 'refund_half_lose_other':
      return { n: 1n, d: 2n };
    default:
      throw new RangeError(`unknown leg result ${String(result satisfies never)}`);
  }
}

/**
 * A line's combined factor: Π factors, at most the house's maximum odds (or a lower `maxOddsMillis`), exact.
 * Spec 000 §5: "a maximum odds cap applies in the win computation".
 */
export function lineFactor(factors: readonly Ratio[], maxOddsMillis: number = MAX_WIN_ODDS_MILLIS): Ratio {
  let n = 1n;
  let d = 1n;
  for (const factor of factors) {
    n *= factor.n;
    d *= factor.d;
  }
  const cap = BigInt(Math.min(maxOddsMillis, MAX_WIN_ODDS_MILLIS));
  return n * 1000n > cap * d ? { n: cap, d: 1000n } : { n, d };
}

/**
 * One line's return in minor units: stake × the line's capped factor (`lineFactor`), **floored to the minor unit**
 * (the house never overpays a fraction of a cent). The one rule under settlement returns (`betReturn`), potential
 * wins (`potentialWin`) and cash-out offers.
 */
export function lineReturn(
  stake: bigint,
  factors: readonly Ratio[],
  maxOddsMillis: number = MAX_WIN_ODDS_MILLIS,
): bigint {
  return returnAt(stake, lineFactor(factors, maxOddsMillis));
}

/** Stake × a line's (already capped) combined odds, floored to the minor unit: `lineReturn` of a `lineFactor`. */
export function returnAt(stake: bigint, line: Ratio): bigint {
  return (stake * line.n) / line.d;
}

/**
 * Total return of a settled bet in minor units (stake included; 0 for a lost bet).
 *
 * - single: exactly one leg; combo: all legs (one or more) in one line; system: one line for every
 *   `systemSize`-sized subset of the legs, 1 ≤ systemSize ≤ legs, each line staked `stake`.
 * - A line returns stake × the product of its legs' factors: win → odds, lose → 0, refund → 1,
 *   refund_half_win_other → (1 + odds) / 2, refund_half_lose_other → 1/2.
 * - Exact arithmetic: odds are integer thousandths, factors are bigint rationals.
 * - Rounding rule, applied once per line: **floor to the minor unit** (the house never overpays a
 *   fraction of a cent); the floored lines are then summed.
 * - The house's maximum odds apply (`MAX_WIN_ODDS_MILLIS`): a line returns at most stake × that; other limits are
 *   checked at placement.
 *
 * Throws RangeError for a stake that is not a non-negative safe integer, odds that are not an integer ≥ 1000,
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

  const factors = bet.legs.map((leg) => {
    if (!Number.isSafeInteger(leg.oddsMillis) || leg.oddsMillis < 1000) {
      throw new RangeError(`odds must be integer thousandths of at least 1000, got ${leg.oddsMillis}`);
    }
    return legFactor(leg.oddsMillis, leg.result);
  });
  const stake = BigInt(bet.stake);
  let total = 0n;
  for (const line of eachCombination(factors, lineSize)) total += lineReturn(stake, line);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('bet return beyond safe integers');
  return Number(total);
}
