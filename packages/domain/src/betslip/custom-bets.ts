/**
 * Custom bets (bet builder) in the slip: added as their own priced bet, dropped when a match stops taking bets
 * (spec 000 §4 Adding a selection, Bet slip composition).
 */
import { type CompositionContext, newBet } from './composition';
import { normalizeSlip } from './normalize';
import { isBettableMatchStatus } from './selection';
import type { MatchStatus, Selection, Slip } from './types';

/** Adds a priced custom bet (bet builder) as its own bet (spec 000 §4: a custom selection adds a custom-odds bet). */
export function addCustomBet(
  slip: Slip,
  selections: readonly Selection[],
  customOdds: number,
  context: CompositionContext,
): Slip {
  if (selections.length === 0) return slip;
  return normalizeSlip({ ...slip, bets: [...slip.bets, { ...newBet('custom_bet', selections, context), customOdds }] });
}

/**
 * A match changed status: its selections take the new status, and custom bets with a selection of a match that is
 * neither prematch (0) nor live (1) are dropped (spec 000 §4). Other bets stay; validation reports their selections.
 */
export function applyMatchStatus(slip: Slip, matchId: number, status: MatchStatus): Slip {
  if (!slip.bets.some((bet) => bet.selections.some((s) => s.matchId === matchId && s.matchStatus !== status))) {
    return slip;
  }
  const bets = slip.bets.flatMap((bet) => {
    const selections = bet.selections.map((s) => (s.matchId === matchId ? { ...s, matchStatus: status } : s));
    if (bet.betType === 'custom_bet' && selections.some((s) => !isBettableMatchStatus(s.matchStatus))) return [];
    return [{ ...bet, selections }];
  });
  return normalizeSlip({ ...slip, bets });
}
