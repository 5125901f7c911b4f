/**
 * Stake edits of slip bets (spec 000 §4 Selection state on market update): a typed stake, a stake derived from a
 * typed potential win (rescaled when the odds move), and the reset when the player's currency changes.
 */
import { assertMinor } from '../money';
import { eachLineOdds, type WinOptions } from './stakes';
import type { SlipBet } from './types';

/** The bet with a stake the player typed (minor units). Throws RangeError for a negative or fractional stake. */
export function setStake(bet: SlipBet, stake: number): SlipBet {
  assertMinor(stake);
  if (stake < 0) throw new RangeError(`stake must not be negative, got ${stake}`);
  return { ...bet, stake, stakeSource: { kind: 'stake' } };
}

/**
 * The unit stake whose potential win is closest to `win`: win ÷ (sum of the lines' odds), exact, rounded half up to
 * the minor unit. 0 when the bet has no priced line. The floor of each line can make the resulting win fall short
 * of `win` by less than one minor unit per line.
 */
export function stakeForPotentialWin(bet: SlipBet, win: number, options: WinOptions = {}): number {
  assertMinor(win);
  if (win <= 0 || (bet.betType === 'custom_bet' && bet.customOdds === null)) return 0;
  let sum = 0n;
  let denominator = 1n;
  for (const line of eachLineOdds(bet, options)) {
    // Exact sum of the lines' odds; their denominators are powers of 1000, so one divides the other.
    if (denominator % line.d === 0n) sum += line.n * (denominator / line.d);
    else {
      sum = sum * (line.d / denominator) + line.n;
      denominator = line.d;
    }
  }
  if (sum === 0n) return 0;
  const stake = (2n * BigInt(win) * denominator + sum) / (2n * sum);
  return Number(stake);
}

/** The bet staked so that it would win `win` (the player typed the potential win); remembered for rescaling. */
export function setPotentialWin(bet: SlipBet, win: number, options: WinOptions = {}): SlipBet {
  const stake = stakeForPotentialWin(bet, win, options);
  return { ...bet, stake, stakeSource: { kind: 'potential_win', win } };
}

/**
 * Spec 000 §4: "a stake derived from potential win is rescaled when odds change". Recomputes the stake of a bet whose
 * stake came from a typed potential win; any other bet, or an unchanged stake, is returned as the same object.
 */
export function rescaleStake(bet: SlipBet, options: WinOptions = {}): SlipBet {
  if (bet.stakeSource?.kind !== 'potential_win') return bet;
  const stake = stakeForPotentialWin(bet, bet.stakeSource.win, options);
  return stake === bet.stake ? bet : { ...bet, stake };
}

/**
 * Spec 000 §4: "a currency change resets the stake to 0 for bets in another currency". Those bets move to the new
 * currency with stake 0; bets already in it are kept as they are. Returns the same array when nothing changes.
 */
export function resetStakesForCurrency(
  bets: readonly SlipBet[],
  currency: { readonly code: string; readonly subunits: number },
): readonly SlipBet[] {
  if (bets.every((bet) => bet.currency === currency.code)) return bets;
  return bets.map((bet) =>
    bet.currency === currency.code
      ? bet
      : { ...bet, stake: 0, currency: currency.code, subunits: currency.subunits, stakeSource: { kind: 'stake' } },
  );
}
