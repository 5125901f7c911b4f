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

/**
 * A bonus on a bet (spec 000 §3): a combo boost with its bonus odds in thousandths (≥ 1000: the campaign's range for
 * the selection count still standing, chosen by the caller), or a free bet of one of the three variants.
 */
export type BetBonus =
  | { type: 'comboboost'; oddsMillis: number }
  | { type: 'freebet_only_win' | 'freebet_all_win' | 'freebet_no_risk' };

/** A bet to settle: a unit `stake` in minor units, staked once, or on each of the C(n, systemSize) lines of a system. */
export type SettledBet = {
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  stake: number;
  systemSize?: number;
  /** A custom (bet builder) bet's price, thousandths: the legs were priced together, not one by one. */
  customOddsMillis?: number;
  legs: BetLeg[];
  bonus?: BetBonus;
};

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
 * Total return of a settled bet in minor units (stake included; 0 for a lost bet), in cash.
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
 * - Bonuses (issue 17):
 *   - `comboboost`: each line's odds are multiplied by the bonus odds before the cap: stake × total odds × bonus
 *     odds. A void leg counts as odds 1; the caller passes the bonus odds of the range of the selections still
 *     standing (1000 when none is left).
 *   - `freebet_only_win` (stake not returned): a line pays its winnings only, stake × (odds − 1), never less than 0.
 *   - `freebet_all_win`: a line pays stake × odds, as cash does, though the stake was never cash.
 *   - `freebet_no_risk`: a cash bet; it returns as cash does, and what it loses comes back as a free bet
 *     (`noRiskRefund`).
 *   - A free bet voided whole (every leg refunded) returns no cash: the same free bet is credited again
 *     (`isVoidedFreebet`).
 *
 * Throws RangeError for a stake that is not a non-negative safe integer, odds that are not an integer ≥ 1000,
 * an unknown result, a single without exactly one leg, a bet without legs, a system size outside
 * 1..legs, an unknown bonus or boost odds under 1000, or a return beyond safe integers.
 */
export function betReturn(bet: SettledBet): number {
  if (bet.type === 'custom_bet') return customBetReturn(bet);
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
  const boost = boostFactor(bet.bonus);
  if (isVoidedFreebet(bet)) return 0;
  const onlyWin = bet.bonus?.type === 'freebet_only_win';
  const stake = BigInt(bet.stake);
  let total = 0n;
  for (const line of eachCombination(factors, lineSize)) {
    const returned = lineReturn(stake, boost ? [...line, boost] : line);
    total += onlyWin ? (returned > stake ? returned - stake : 0n) : returned;
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('bet return beyond safe integers');
  return Number(total);
}

/**
 * A custom (bet builder) bet's return: its legs were priced together, so a leg's own odds play no part. Every leg won
 * → stake × the custom odds (the house cap applies, floored to the minor unit); a leg lost (or half lost) → 0;
 * otherwise (a leg void or half won, no leg lost) the bet is void and returns its stake (docs/decisions.md "Bet
 * builder"). Bonuses do not apply to custom bets. Throws RangeError for a bad stake, odds or legs.
 */
function customBetReturn(bet: SettledBet): number {
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) {
    throw new RangeError(`stake must be a non-negative safe integer of minor units, got ${bet.stake}`);
  }
  const odds = bet.customOddsMillis;
  if (odds === undefined || !Number.isSafeInteger(odds) || odds < 1000) {
    throw new RangeError(`a custom bet needs its odds in integer thousandths of at least 1000, got ${odds}`);
  }
  if (bet.legs.length === 0) throw new RangeError('a custom bet needs legs');
  if (bet.bonus !== undefined) throw new RangeError('bonuses do not apply to custom bets');
  for (const leg of bet.legs) legFactor(1000, leg.result);
  if (bet.legs.some((leg) => leg.result === 'lose_entire' || leg.result === 'refund_half_lose_other')) return 0;
  if (bet.legs.some((leg) => leg.result !== 'win_entire')) return bet.stake;
  return Number(lineReturn(BigInt(bet.stake), [{ n: BigInt(odds), d: 1000n }]));
}

/** The combo boost's factor, null without one; throws RangeError for an unknown bonus or boost odds under 1000. */
function boostFactor(bonus: BetBonus | undefined): Ratio | null {
  if (bonus === undefined) return null;
  switch (bonus.type) {
    case 'comboboost':
      if (!Number.isSafeInteger(bonus.oddsMillis) || bonus.oddsMillis < 1000) {
        throw new RangeError(`boost odds must be integer thousandths of at least 1000, got ${bonus.oddsMillis}`);
      }
      return { n: BigInt(bonus.oddsMillis), d: 1000n };
    case 'freebet_only_win':
    case 'freebet_all_win':
    case 'freebet_no_risk':
      return null;
    default: {
      const unknown: never = bonus;
      throw new RangeError(`unknown bonus ${String((unknown as { type?: unknown }).type)}`);
    }
  }
}

/**
 * Whether the bet is a free bet (only-win or all-win) voided whole: every leg refunded. It returns no cash; the
 * settlement credits the same free bet again. (A no-risk bet is cash: its refund is cash.)
 */
export function isVoidedFreebet(bet: Pick<SettledBet, 'legs' | 'bonus'>): boolean {
  const type = bet.bonus?.type;
  return (
    (type === 'freebet_only_win' || type === 'freebet_all_win') &&
    bet.legs.length > 0 &&
    bet.legs.every((leg) => leg.result === 'refund_entire')
  );
}

/**
 * The free bet a no-risk bet earns back: what it lost, its total stake (× lines for a system) less its return, in
 * minor units; 0 for any other bet and for a no-risk bet that returned its stake or more.
 */
export function noRiskRefund(bet: SettledBet): number {
  if (bet.bonus?.type !== 'freebet_no_risk' || bet.type === 'custom_bet') return 0;
  const lineSize = bet.type === 'system' ? bet.systemSize : bet.legs.length;
  const staked = bet.stake * betLineCount(bet.type, bet.legs.length, lineSize);
  return Math.max(0, staked - betReturn(bet));
}
