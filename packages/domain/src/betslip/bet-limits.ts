/**
 * Bet-limit checks (spec 000 §5, settings.betsLimits), in the spec's order: selection limit (reject), odds limit
 * (reject, or accept with a warning), max stake (reject), payout limit (reject, or accept with a warning).
 */
import { currencyByCode, majorToMinor } from '../money';
import { toOddsMillis } from '../odds';
import { betTotalStake, legOddsMillis, potentialWin, type WinOptions } from './stakes';
import type { BetLimits, LimitAmount, SlipBet } from './types';

/** The spec's bet-limit kinds. */
export type BetLimitKind = 'max_selections' | 'max_odds' | 'max_stake' | 'max_payout';

/** A limit that was hit, with its message key (a warning key takes `.title` and `.description` in the messages). */
export type BetLimitFinding = { readonly kind: BetLimitKind; readonly messageKey: string };

/** The first rejection (later limits are not checked), the warnings found before it, and limits skipped (no rate). */
export type BetLimitCheck = {
  readonly rejected: BetLimitFinding | null;
  readonly warnings: readonly BetLimitFinding[];
  readonly skipped: readonly BetLimitKind[];
};

export type BetLimitOptions = WinOptions & {
  /** Which max-stake limit applies; by default the bet currency's fiat flag (unknown currencies count as fiat). */
  readonly fiat?: boolean;
  /** A limit amount (major units of `from`) in minor units of `to`; undefined when no rate is known. */
  readonly convert?: (amountMajor: number, from: string, to: string) => number | undefined;
};

const ERROR = 'error.validation.bet_limits';
const WARNING = 'warning.validation.bet_limits';

/**
 * An operator's limit (major units of its own currency) in minor units of `currency`: as written when the currencies
 * match, else through `convert` (the reference rates); undefined when no rate is known. The one conversion the slip's
 * checks and the server's max stake share.
 */
export function limitInCurrency(
  limit: LimitAmount,
  currency: { readonly code: string; readonly subunits: number },
  convert?: BetLimitOptions['convert'],
): number | undefined {
  if (limit.currencyCode.toUpperCase() === currency.code.toUpperCase())
    return majorToMinor(limit.amount, currency.subunits);
  return convert?.(limit.amount, limit.currencyCode, currency.code);
}

function limitInBetCurrency(limit: LimitAmount, bet: SlipBet, options: BetLimitOptions): number | undefined {
  return limitInCurrency(limit, { code: bet.currency, subunits: bet.subunits }, options.convert);
}

/** Whether the bet's highest line odds exceed `limit` (decimal): all legs, or a system's k highest legs. Exact. */
export function exceedsOddsLimit(bet: SlipBet, limit: number, options: WinOptions = {}): boolean {
  const legs = legOddsMillis(bet, options.odds).sort((a, b) => b - a);
  const size = bet.betType === 'system' ? (bet.systemType?.winCount ?? legs.length) : legs.length;
  const product = legs.slice(0, size).reduce((acc, odds) => acc * BigInt(odds), 1n);
  return size > 0 && product > BigInt(toOddsMillis(limit)) * 1000n ** BigInt(size - 1);
}

/**
 * Checks one bet against the limits, only when `limits.enabled`. A limit of 0 or less (an odds limit below 1) is
 * unset. Stake and payout limits are compared in the bet's currency: converted with `options.convert` when the
 * limit's currency differs, and skipped (listed in `skipped`) when they cannot be. The payout is the potential win
 * with `options.maxOddsMillis`.
 */
export function checkBetLimits(bet: SlipBet, limits: BetLimits, options: BetLimitOptions = {}): BetLimitCheck {
  const warnings: BetLimitFinding[] = [];
  const skipped: BetLimitKind[] = [];
  const done = (rejected: BetLimitFinding | null): BetLimitCheck => ({ rejected, warnings, skipped });
  if (!limits.enabled) return done(null);
  if (limits.selectionLimit > 0 && bet.selections.length > limits.selectionLimit) {
    return done({ kind: 'max_selections', messageKey: `${ERROR}.selection_limit_exceeded` });
  }
  const { value: maxOdds, action: oddsAction } = limits.oddsLimit;
  if (maxOdds >= 1 && exceedsOddsLimit(bet, maxOdds, options)) {
    if (oddsAction === 'reject') return done({ kind: 'max_odds', messageKey: `${ERROR}.odds_limit_exceeded` });
    warnings.push({ kind: 'max_odds', messageKey: `${WARNING}.odds_limit_exceeded` });
  }
  const fiat = options.fiat ?? currencyByCode(bet.currency)?.fiat ?? true;
  const stakeLimit = fiat ? limits.maxStakeLimit.fiat : limits.maxStakeLimit.crypto;
  if (stakeLimit.amount > 0) {
    const max = limitInBetCurrency(stakeLimit, bet, options);
    if (max === undefined) skipped.push('max_stake');
    else if (betTotalStake(bet) > max) {
      return done({ kind: 'max_stake', messageKey: `${ERROR}.max_stake_limit_exceeded` });
    }
  }
  const payout = limits.payoutLimit;
  if (payout.amount > 0) {
    const max = limitInBetCurrency(payout, bet, options);
    if (max === undefined) skipped.push('max_payout');
    else if (potentialWin(bet, options) > max) {
      if (payout.action === 'reject') return done({ kind: 'max_payout', messageKey: `${ERROR}.payout_limit_exceeded` });
      warnings.push({ kind: 'max_payout', messageKey: `${WARNING}.payout_limit_exceeded` });
    }
  }
  return done(null);
}
