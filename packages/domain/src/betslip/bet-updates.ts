/**
 * Selection-wide updates of the slip's bets (spec 000 §4 Ticket state, Selection state on market update): accepting
 * odds changes and provider availability, sharing one identity-keeping map.
 */
import { rescaleStake } from './stake-changes';
import type { WinOptions } from './stakes';
import type { Selection, SlipBet } from './types';

/**
 * Maps every selection of the bets; a bet whose accepted odds moved has its potential-win stake rescaled
 * (`rescaleStake`). Bets and the array keep their identity where no selection changed.
 */
export function mapSlipSelections(
  bets: readonly SlipBet[],
  update: (selection: Selection) => Selection,
  options?: WinOptions,
): readonly SlipBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    const selections = bet.selections.map(update);
    if (selections.every((s, i) => s === bet.selections[i])) return bet;
    changed = true;
    const moved = selections.some((s, i) => s.acceptedOdds !== bet.selections[i]?.acceptedOdds);
    const updated = { ...bet, selections };
    return moved ? rescaleStake(updated, options) : updated;
  });
  return changed ? next : bets;
}

/** The player accepts every odds change: accepted odds become the current odds and nothing is flagged. */
export function acceptOddsChanges(bets: readonly SlipBet[], options?: WinOptions): readonly SlipBet[] {
  return mapSlipSelections(
    bets,
    (s) => (s.isChanged || s.acceptedOdds !== s.odds ? { ...s, acceptedOdds: s.odds, isChanged: false } : s),
    options,
  );
}

/**
 * A provider status change flags the selections of an unavailable provider (`isNotAvailable`) and clears the flag
 * of available ones. A provider missing from `statuses` keeps its selections as they are.
 */
export function applyProviderStatuses(
  bets: readonly SlipBet[],
  statuses: Readonly<Record<string, string>>,
): readonly SlipBet[] {
  return mapSlipSelections(bets, (s) => {
    const status = statuses[s.provider];
    if (status === undefined) return s;
    const isNotAvailable = status !== 'active';
    return isNotAvailable === s.isNotAvailable ? s : { ...s, isNotAvailable };
  });
}
