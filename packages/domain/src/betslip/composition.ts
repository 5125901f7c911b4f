/**
 * Bet slip composition (spec 000 §4 Bet slip composition, Adding a selection): adding, removing and toggling regular
 * selections, and clearing. Every result is normalized (`normalizeSlip`); custom bets live in ./custom-bets.
 */
import { normalizeSlip, regularSelections } from './normalize';
import { isMultiSingleAllowed } from './provider-rules';
import type { OutcomeKey, Selection, Slip, SlipBet, SlipBetType } from './types';

/** What composition needs from settings and the player: multi-single per provider and the currency of new bets. */
export type CompositionContext = {
  /** settings.betting.multiSingleAvailableByProvider; a missing provider is not allowed. */
  readonly multiSingleByProvider: Readonly<Record<string, boolean>>;
  readonly currency: string;
  readonly subunits: number;
  /** Stake of the first bet of an empty slip, minor units; 0 when absent. */
  readonly defaultStake?: number;
};

/** A new bet; with a `like` bet it takes that bet's stake and currency (the spec's "same stake"). */
export function newBet(
  betType: SlipBetType,
  selections: readonly Selection[],
  context: CompositionContext,
  like?: SlipBet,
): SlipBet {
  const stake = like?.stake ?? context.defaultStake ?? 0;
  const currency = like?.currency ?? context.currency;
  const subunits = like?.subunits ?? context.subunits;
  return { stake, currency, subunits, betType, systemType: null, customOdds: null, selections };
}

/** The empty slip; system types are kept from `previous` (spec: clearing resets everything but the system types). */
export function clearSlip(previous?: Slip): Slip {
  return { bets: [], systemTypes: previous?.systemTypes ?? [] };
}

function isSelected(slip: Slip, id: OutcomeKey): boolean {
  return slip.bets.some((bet) => bet.selections.some((selection) => selection.id === id));
}

/**
 * Adds a selection (spec 000 §4 Bet slip composition). An empty slip gets a single. Otherwise, when the first regular
 * bet is a combo or system, the selection joins it (a system keeps its win count where it can); when the regular
 * bets are singles, it becomes another single with the first bet's stake if multi-single is allowed for its provider
 * and for every selection already there, else all regular selections merge into a combo with the first bet's stake.
 * Custom bets are left alone. Adding an outcome already in the slip returns the slip unchanged.
 */
export function addSelection(slip: Slip, selection: Selection, context: CompositionContext): Slip {
  if (isSelected(slip, selection.id)) return slip;
  const firstIndex = slip.bets.findIndex((bet) => bet.betType !== 'custom_bet');
  const first = slip.bets[firstIndex];
  if (first === undefined) {
    return normalizeSlip({ ...slip, bets: [...slip.bets, newBet('single', [selection], context)] });
  }
  if (first.betType === 'combo' || first.betType === 'system') {
    const grown = { ...first, selections: [...first.selections, selection] };
    return normalizeSlip({ ...slip, bets: slip.bets.with(firstIndex, grown) });
  }
  const all = [...regularSelections(slip.bets), selection];
  if (all.every((s) => isMultiSingleAllowed(context.multiSingleByProvider, s.provider))) {
    return normalizeSlip({ ...slip, bets: [...slip.bets, newBet('single', [selection], context, first)] });
  }
  const combo = newBet('combo', all, context, first);
  const bets = slip.bets.flatMap((bet, i) => (i === firstIndex ? [combo] : bet.betType === 'custom_bet' ? [bet] : []));
  return normalizeSlip({ ...slip, bets });
}

/**
 * Removes a selection by outcome key. A combo or system left with one selection becomes a single; a system whose
 * count no longer matches takes another system type or becomes a combo; an emptied bet is dropped. Removing a
 * selection of a custom bet drops that whole custom bet, whose price was for all its selections together.
 */
export function removeSelection(slip: Slip, id: OutcomeKey): Slip {
  if (!isSelected(slip, id)) return slip;
  const bets = slip.bets.flatMap((bet) => {
    if (!bet.selections.some((selection) => selection.id === id)) return [bet];
    if (bet.betType === 'custom_bet') return [];
    return [{ ...bet, selections: bet.selections.filter((selection) => selection.id !== id) }];
  });
  return normalizeSlip({ ...slip, bets });
}

/** An outcome button's toggle (spec 000 §4 Adding a selection): removes the outcome if selected, else adds it. */
export function toggleSelection(slip: Slip, selection: Selection, context: CompositionContext): Slip {
  return isSelected(slip, selection.id) ? removeSelection(slip, selection.id) : addSelection(slip, selection, context);
}
