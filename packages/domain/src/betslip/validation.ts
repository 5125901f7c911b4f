/**
 * Slip validation (spec 000 §5): every problem at once, as typed values the slip shows next to the place button.
 * `outcomeId` in a problem is the selection's outcome key (`Selection.id`), unique across the slip.
 */
import { fitSystemType } from './normalize';
import { type ProviderRule, providerRuleViolations } from './provider-rules';
import { isBettableMatchStatus } from './selection';
import { slipTotalStake } from './stakes';
import type { OutcomeKey, SlipBet, SlipBetType } from './types';

/** Inclusive stake bounds in minor units for one bet (the spec's per-currency check; bounds are configuration). */
export type StakeBounds = { readonly min: number; readonly max: number };

export type SlipProblem =
  | { code: 'no_bets' }
  | { code: 'stake_not_positive'; betIndex: number }
  | { code: 'stake_out_of_bounds'; betIndex: number; stake: number; min: number; max: number }
  | { code: 'invalid_bet_shape'; betIndex: number; betType: SlipBetType; selections: number }
  | { code: 'custom_odds_missing'; betIndex: number }
  | { code: 'provider_combination_not_allowed'; betIndex: number; rule: ProviderRule }
  | { code: 'same_match_in_combo'; betIndex: number; matchId: number }
  | { code: 'selection_suspended'; betIndex: number; outcomeId: OutcomeKey }
  | { code: 'selection_not_available'; betIndex: number; outcomeId: OutcomeKey }
  | { code: 'match_not_bettable'; betIndex: number; outcomeId: OutcomeKey; matchStatus: number }
  | { code: 'odds_changed'; betIndex: number; outcomeId: OutcomeKey; from: number; to: number }
  | { code: 'total_stake_mismatch'; computed: number; declared: number };

export type ValidationOptions = {
  /** The total the player confirms (minor units); checked against the computed total when given. */
  readonly totalStake?: number;
  /** Stake bounds for a bet (per currency, fiat or crypto); no bounds check when absent or undefined. */
  readonly stakeBounds?: (bet: SlipBet) => StakeBounds | undefined;
};

/** Whether the bet's type fits its selection count: single 1, combo ≥ 2, system k-of-n offered, custom ≥ 1. */
function hasValidShape(bet: SlipBet): boolean {
  const n = bet.selections.length;
  if (bet.betType === 'single') return n === 1;
  if (bet.betType === 'combo') return n >= 2;
  if (bet.betType === 'custom_bet') return n >= 1;
  const fitted = fitSystemType(bet.systemType, n);
  return fitted !== null && fitted === bet.systemType;
}

function betProblems(bet: SlipBet, betIndex: number, options: ValidationOptions): SlipProblem[] {
  const problems: SlipProblem[] = [];
  if (bet.stake <= 0) problems.push({ code: 'stake_not_positive', betIndex });
  const bounds = options.stakeBounds?.(bet);
  if (bounds && (bet.stake < bounds.min || bet.stake > bounds.max)) {
    problems.push({ code: 'stake_out_of_bounds', betIndex, stake: bet.stake, min: bounds.min, max: bounds.max });
  }
  if (!hasValidShape(bet)) {
    problems.push({ code: 'invalid_bet_shape', betIndex, betType: bet.betType, selections: bet.selections.length });
  }
  if (bet.betType === 'custom_bet' && bet.customOdds === null) problems.push({ code: 'custom_odds_missing', betIndex });
  for (const rule of providerRuleViolations(bet.betType, bet.selections)) {
    problems.push({ code: 'provider_combination_not_allowed', betIndex, rule });
  }
  if (bet.betType === 'combo' || bet.betType === 'system') {
    const seen = new Set<number>();
    const repeated = new Set<number>();
    for (const { matchId } of bet.selections) (seen.has(matchId) ? repeated : seen).add(matchId);
    for (const matchId of repeated) problems.push({ code: 'same_match_in_combo', betIndex, matchId });
  }
  for (const s of bet.selections) {
    const outcomeId = s.id;
    if (s.isSuspended) problems.push({ code: 'selection_suspended', betIndex, outcomeId });
    if (s.isNotAvailable) problems.push({ code: 'selection_not_available', betIndex, outcomeId });
    if (!isBettableMatchStatus(s.matchStatus)) {
      problems.push({ code: 'match_not_bettable', betIndex, outcomeId, matchStatus: s.matchStatus });
    }
    if (s.isChanged) problems.push({ code: 'odds_changed', betIndex, outcomeId, from: s.acceptedOdds, to: s.odds });
  }
  return problems;
}

/**
 * Every reason the slip cannot be placed, in bet order: no bets; per bet a stake not above 0 or outside its bounds,
 * a type that does not fit its selections, an unpriced custom bet, the provider rules (`providerRuleViolations`),
 * the same match twice in a combo or system, and per selection suspended, not available, match not bettable, or
 * odds changed and not accepted; finally the confirmed total stake differing from the computed one (system: unit ×
 * C(n, k)), checked when every bet has a valid shape (a broken shape has no total). Independent problems never hide
 * each other.
 */
export function validateSlip(
  slip: { readonly bets: readonly SlipBet[] },
  options: ValidationOptions = {},
): SlipProblem[] {
  if (slip.bets.length === 0) return [{ code: 'no_bets' }];
  const problems = slip.bets.flatMap((bet, i) => betProblems(bet, i, options));
  if (options.totalStake !== undefined && problems.every((p) => p.code !== 'invalid_bet_shape')) {
    const computed = slipTotalStake(slip.bets);
    const declared = options.totalStake;
    if (computed !== declared) problems.push({ code: 'total_stake_mismatch', computed, declared });
  }
  return problems;
}

/** Whether a slip with these problems can be placed: only with none. */
export function canPlace(problems: readonly SlipProblem[]): boolean {
  return problems.length === 0;
}
