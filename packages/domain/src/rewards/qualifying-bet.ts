import { type BetRules, betProblem, type RuledSelection } from '../bonus-rules';

/**
 * Whether a bet counts for a hunting, tournament or lootbox campaign (spec 000 §3 campaign rules): placed with the
 * player's own money (a free bet counts for nothing), in the campaign's currency, staked at least `minStake`, and
 * meeting the campaign's bet rules (`betProblem`: selection count, odds of every selection, match status, sports).
 */
export type QualifyingRules = BetRules & { readonly currency: string | null; readonly minStake: number };

export type QualifyingBet = {
  readonly currency: string;
  readonly totalStake: number;
  /** A free bet's stake was not the player's money. */
  readonly freebet: boolean;
  readonly selections: readonly RuledSelection[];
};

export type QualifyingProblem = 'freebet' | 'currency' | 'min_stake' | NonNullable<ReturnType<typeof betProblem>>;

/** Why the bet does not count, or null when it does. */
export function qualifyingProblem(rules: QualifyingRules, bet: QualifyingBet): QualifyingProblem | null {
  if (bet.freebet) return 'freebet';
  if (rules.currency !== null && bet.currency !== rules.currency) return 'currency';
  if (bet.totalStake < rules.minStake) return 'min_stake';
  return betProblem(rules, bet.selections);
}
