/**
 * When and how an open bet settles from its legs' results (pure). The return comes from the domain's `betReturn`
 * (exact, floored per line); the bet's result is the spec's vocabulary (docs/decisions.md "Bets").
 */
import { type BetLeg, betReturn, isLegResult, type LegResult } from '@sportsbook/domain/bet-return';
import type { BetBonusRecord } from '../../db/schema-bets';
import { type SettledBonusBet, settledBonus } from '../bonuses/bonus-bets';

export type OutcomeLeg = { readonly oddsMillis: number; readonly result: string | null };
export type OutcomeBet = {
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  /** A custom bet's price (thousandths); the bet's combined odds otherwise. */
  readonly oddsMillis?: number | null;
  readonly stake: number;
  readonly totalStake: number;
  readonly systemWinCount: number | null;
  readonly legs: readonly OutcomeLeg[];
  readonly bonus?: BetBonusRecord | null;
};

export type BetOutcome = {
  readonly result: LegResult;
  /** What the bet returns, its bonus counted (a boost, a free bet's variant). */
  readonly winAmount: number;
  /** What the same bet would return as cash, without a bonus, and its ledger kind. */
  readonly cashReturn: number;
  readonly kind: 'bet_payout' | 'bet_refund';
  /** A bonus bet: what `BonusBets.settle` posts from. */
  readonly bonus: SettledBonusBet | null;
};

/**
 * The bet's final outcome, or null while it must wait. Every leg resolved → settle with `betReturn`. Early loss: a
 * combo with a lost leg, or a k/n system with more than n − k lost legs (every line holds a lost leg), settles as
 * lost at once. Result: a single takes its leg's result; otherwise lose_entire (returns 0), refund_entire (every
 * leg refunded, or the return equals the stake), win_entire (returns more than the stake) or refund_half_lose_other
 * (returns part of the stake). Ledger kind: bet_refund for refund_entire, else bet_payout (nothing is posted for 0).
 * Throws RangeError for a bet without legs or with an unknown leg result (broken data).
 */
export function betOutcome(bet: OutcomeBet): BetOutcome | null {
  const n = bet.legs.length;
  if (n === 0) throw new RangeError('a bet without selections cannot be settled');
  const lost = bet.legs.filter((l) => l.result === 'lose_entire').length;
  const open = bet.legs.some((l) => l.result === null);
  const k = bet.type === 'system' ? (bet.systemWinCount ?? n) : n;
  if (open) {
    const earlyLoss =
      bet.type === 'combo' || bet.type === 'custom_bet' ? lost > 0 : bet.type === 'system' ? lost > n - k : false;
    if (!earlyLoss) return null;
    return { result: 'lose_entire', winAmount: 0, cashReturn: 0, kind: 'bet_payout', bonus: lostBonus(bet) };
  }
  const legs: BetLeg[] = bet.legs.map((l) => {
    if (!isLegResult(l.result)) throw new RangeError(`unknown leg result ${l.result}`);
    return { oddsMillis: l.oddsMillis, result: l.result };
  });
  const settled = {
    type: bet.type,
    stake: bet.stake,
    ...(bet.type === 'system' ? { systemSize: k } : {}),
    ...(bet.type === 'custom_bet' ? { customOddsMillis: bet.oddsMillis ?? 0 } : {}),
    legs,
  };
  const cashReturn = betReturn(settled);
  let result: LegResult;
  if (bet.type === 'single' && legs[0]) result = legs[0].result;
  else if (cashReturn === 0) result = 'lose_entire';
  else if (legs.every((l) => l.result === 'refund_entire') || cashReturn === bet.totalStake) result = 'refund_entire';
  else if (cashReturn > bet.totalStake) result = 'win_entire';
  else result = 'refund_half_lose_other';
  const kind = result === 'refund_entire' ? 'bet_refund' : 'bet_payout';
  if (!bet.bonus) return { result, winAmount: cashReturn, cashReturn, kind, bonus: null };
  const withBonus = { ...settled, bonus: settledBonus(bet.bonus, legs) };
  return { result, winAmount: betReturn(withBonus), cashReturn, kind, bonus: { bonus: bet.bonus, bet: withBonus } };
}

/**
 * The bonus part of a bet lost early: its open legs counted lost (every line already holds a lost leg, so the return
 * is 0 either way), for what a no-risk bet earns back.
 */
function lostBonus(bet: OutcomeBet): SettledBonusBet | null {
  if (!bet.bonus) return null;
  const legs: BetLeg[] = bet.legs.map((l) => ({
    oddsMillis: l.oddsMillis,
    result: isLegResult(l.result) ? l.result : 'lose_entire',
  }));
  const k = bet.type === 'system' ? (bet.systemWinCount ?? legs.length) : legs.length;
  const settled = { type: bet.type, stake: bet.stake, ...(bet.type === 'system' ? { systemSize: k } : {}), legs };
  return { bonus: bet.bonus, bet: { ...settled, bonus: settledBonus(bet.bonus, legs) } };
}
