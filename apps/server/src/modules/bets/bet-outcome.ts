/**
 * When and how an open bet settles from its legs' results (pure). The return comes from the domain's `betReturn`
 * (exact, floored per line); the bet's result is the spec's vocabulary (docs/decisions.md "Bets").
 */
import { type BetLeg, betReturn, isLegResult, type LegResult } from '@sportsbook/domain/bet-return';

export type OutcomeLeg = { readonly oddsMillis: number; readonly result: string | null };
export type OutcomeBet = {
  readonly type: 'single' | 'combo' | 'system';
  readonly stake: number;
  readonly totalStake: number;
  readonly systemWinCount: number | null;
  readonly legs: readonly OutcomeLeg[];
};

export type BetOutcome = {
  readonly result: LegResult;
  readonly winAmount: number;
  readonly kind: 'bet_payout' | 'bet_refund';
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
    const earlyLoss = bet.type === 'combo' ? lost > 0 : bet.type === 'system' ? lost > n - k : false;
    return earlyLoss ? { result: 'lose_entire', winAmount: 0, kind: 'bet_payout' } : null;
  }
  const legs: BetLeg[] = bet.legs.map((l) => {
    if (!isLegResult(l.result)) throw new RangeError(`unknown leg result ${l.result}`);
    return { oddsMillis: l.oddsMillis, result: l.result };
  });
  const winAmount = betReturn({
    type: bet.type,
    stake: bet.stake,
    ...(bet.type === 'system' ? { systemSize: k } : {}),
    legs,
  });
  let result: LegResult;
  if (bet.type === 'single' && legs[0]) result = legs[0].result;
  else if (winAmount === 0) result = 'lose_entire';
  else if (legs.every((l) => l.result === 'refund_entire') || winAmount === bet.totalStake) result = 'refund_entire';
  else if (winAmount > bet.totalStake) result = 'win_entire';
  else result = 'refund_half_lose_other';
  return { result, winAmount, kind: result === 'refund_entire' ? 'bet_refund' : 'bet_payout' };
}
