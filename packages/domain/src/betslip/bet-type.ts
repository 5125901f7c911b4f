import { compareSystemTypes, type SystemType, systemTypes } from '../system-lines';
import { type CompositionContext, newBet } from './composition';
import { normalizeSlip, regularSelections } from './normalize';
import { isMultiSingleAllowed, providerRuleViolations } from './provider-rules';
import type { Slip, SlipBet } from './types';

/** The bet types a player can switch the slip to (custom bets are built elsewhere). */
export type BetTypeChoice = 'single' | 'combo' | 'system';

/**
 * Which types the slip's regular selections can take: single with one selection, or with several when multi-single
 * is allowed for every selection's provider; combo from two selections, system from three, each only when the
 * provider rules allow it (see `providerRuleViolations`).
 */
export function allowedBetTypes(slip: Slip, context: CompositionContext): Record<BetTypeChoice, boolean> {
  const selections = regularSelections(slip.bets);
  const n = selections.length;
  const multiSingle = selections.every((s) => isMultiSingleAllowed(context.multiSingleByProvider, s.provider));
  return {
    single: n === 1 || (n > 1 && multiSingle),
    combo: n >= 2 && providerRuleViolations('combo', selections).length === 0,
    system: n >= 3 && providerRuleViolations('system', selections).length === 0,
  };
}

function sameSystemType(a: SystemType, b: SystemType | null): boolean {
  return a.winCount === b?.winCount && a.totalCount === b.totalCount;
}

/**
 * The system types offered for n selections, sorted by totalCount then winCount; `preferred` first picks among them.
 * Returns the preferred type when offered, else the first one, else null.
 */
export function chooseSystemType(n: number, preferred?: SystemType | null): SystemType | null {
  const offered = systemTypes(n).sort(compareSystemTypes);
  return offered.find((type) => sameSystemType(type, preferred ?? null)) ?? offered[0] ?? null;
}

/**
 * Switches the slip's regular bets to a type (spec 000 §4). Ignored (the same slip is returned) when the type is not
 * allowed. Single splits the first regular bet's selections into separate singles with its stake; combo merges every
 * regular selection into one bet with the first bet's stake; system does the same with `systemType` when offered,
 * else the first offered type. Custom bets are left alone; merged and split bets carry no bonus.
 */
export function changeBetType(
  slip: Slip,
  choice: BetTypeChoice,
  context: CompositionContext,
  systemType?: SystemType | null,
): Slip {
  if (!allowedBetTypes(slip, context)[choice]) return slip;
  const firstIndex = slip.bets.findIndex((bet) => bet.betType !== 'custom_bet');
  const first = slip.bets[firstIndex];
  if (first === undefined) return slip;
  let replacement: SlipBet[];
  if (choice === 'single') {
    if (first.betType === 'single') return slip;
    replacement = first.selections.map((selection) => newBet('single', [selection], context, first));
  } else if (first.betType === choice) {
    // Already this type (a combo or system holds every regular selection): only the system type can change.
    if (choice === 'combo') return slip;
    const chosen = chooseSystemType(first.selections.length, systemType ?? first.systemType);
    if (chosen === null || sameSystemType(chosen, first.systemType)) return slip;
    replacement = [{ ...first, systemType: chosen }];
  } else {
    const selections = regularSelections(slip.bets);
    const merged = newBet(choice, selections, context, first);
    replacement = [
      choice === 'system' ? { ...merged, systemType: chooseSystemType(selections.length, systemType) } : merged,
    ];
  }
  const bets = slip.bets.flatMap((bet, i) => {
    if (i === firstIndex) return replacement;
    return bet.betType === 'custom_bet' || choice === 'single' ? [bet] : [];
  });
  return normalizeSlip({ ...slip, bets });
}
