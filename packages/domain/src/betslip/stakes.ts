/**
 * Stakes and potential wins of slip bets, in integer minor units with odds in integer thousandths (bigint products).
 * The one rounding rule is `betReturn`'s: each line's win is floored to the minor unit, then lines are summed.
 */
import { legFactor, lineFactor, type Ratio, returnAt } from '../bet-return';
import { assertMinor } from '../money';
import { toOddsMillis } from '../odds';
import { eachCombination, totalStake } from '../system-lines';
import type { SlipBet } from './types';

/** Which odds a computation reads: those the player accepted (sent on placement, default) or the market's current. */
export type OddsChoice = 'accepted' | 'current';

/** `maxOddsMillis` caps each line's combined odds (spec 000 §5 "a maximum odds cap applies in the win computation"). */
export type WinOptions = { readonly odds?: OddsChoice; readonly maxOddsMillis?: number };

/** The legs' odds in thousandths: a custom bet has one leg at its custom odds (0 legs while unpriced). */
export function legOddsMillis(bet: SlipBet, choice: OddsChoice = 'accepted'): number[] {
  if (bet.betType === 'custom_bet') return bet.customOdds === null ? [] : [toOddsMillis(bet.customOdds)];
  return bet.selections.map((s) => toOddsMillis(choice === 'accepted' ? s.acceptedOdds : s.odds));
}

/**
 * Every line of a bet with its combined odds (`lineFactor`: every leg won, capped at the house's maximum and at
 * `maxOddsMillis` when given and lower). Throws on a broken bet shape.
 */
export function* eachLineOdds(bet: SlipBet, options: WinOptions = {}): Generator<Ratio> {
  const legs = legOddsMillis(bet, options.odds).map((millis) => legFactor(millis, 'win_entire'));
  const size = bet.betType === 'system' ? bet.systemType?.winCount : legs.length;
  if (size === undefined || size < 1 || size > legs.length) throw new RangeError(`no lines in a ${bet.betType} bet`);
  for (const line of eachCombination(legs, size)) yield lineFactor(line, options.maxOddsMillis);
}

/**
 * Potential win in minor units (stake included): the sum over lines of stake × line odds, each floored to the minor
 * unit. A single or custom bet has one line, a combo one line of all legs, a system C(n, k) lines. Without a lower
 * `maxOddsMillis` it equals `betReturn` of the same bet with every leg won (both apply the house's cap). 0 for an unpriced custom bet.
 * The bet's bonus counts as `betReturn` counts it: a combo boost multiplies each line by its odds, an only-win free
 * bet returns the winnings without the stake.
 */
export function potentialWin(bet: SlipBet, options: WinOptions = {}): number {
  assertMinor(bet.stake);
  if (bet.betType === 'custom_bet' && bet.customOdds === null) return 0;
  const stake = BigInt(bet.stake);
  const boost = boostOf(bet);
  const onlyWin = bet.bonus?.type === 'freebet_only_win';
  let total = 0n;
  for (const line of eachLineOdds(bet, options)) {
    const returned = returnAt(stake, boost ? lineFactor([line, boost], options.maxOddsMillis) : line);
    total += onlyWin ? (returned > stake ? returned - stake : 0n) : returned;
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('potential win beyond safe integers');
  return Number(total);
}

/** A combo boost's factor (its decimal odds as thousandths), null without one. */
function boostOf(bet: SlipBet): Ratio | null {
  const odds = bet.bonus?.type === 'comboboost' ? bet.bonus.odds : undefined;
  return odds !== undefined && odds > 1 ? { n: BigInt(toOddsMillis(odds)), d: 1000n } : null;
}

/** Combined odds of a single, combo or custom bet in thousandths, floored; null for a system (odds per line). */
export function totalOddsMillis(bet: SlipBet, options: WinOptions = {}): number | null {
  if (bet.betType === 'system') return null;
  if (bet.betType === 'custom_bet' && bet.customOdds === null) return null;
  const [line] = eachLineOdds(bet, options);
  return line ? Number(returnAt(1000n, line)) : null;
}

/** The stake a bet costs in minor units: the unit stake, × C(n, k) lines for a system. */
export function betTotalStake(bet: SlipBet): number {
  if (bet.betType !== 'system') return totalStake(bet.stake, 'combo', 1);
  return totalStake(bet.stake, 'system', bet.selections.length, bet.systemType?.winCount);
}

/** What the whole slip costs in minor units (every bet's `betTotalStake`). */
export function slipTotalStake(bets: readonly SlipBet[]): number {
  const total = bets.reduce((sum, bet) => sum + betTotalStake(bet), 0);
  assertMinor(total);
  return total;
}
