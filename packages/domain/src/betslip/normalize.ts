import { type SystemType, systemTypes } from '../system-lines';
import type { Selection, Slip, SlipBet } from './types';

/**
 * The system type a system bet of `n` selections keeps (spec 000 §4 "A system bet whose selection count no longer
 * matches a system type becomes a combo or another system type"): the same type if still offered for n, else the
 * offered type with the same win count, else the first offered type; null when n offers none (n < 3).
 */
export function fitSystemType(current: SystemType | null, n: number): SystemType | null {
  const offered = systemTypes(n);
  const same = offered.find((type) => type.winCount === current?.winCount);
  if (same && current?.totalCount === n) return current;
  return same ?? offered[0] ?? null;
}

/**
 * One bet brought back in line with its selection count (spec 000 §4 Bet slip composition):
 * a single with more than one selection becomes a combo; a combo or system left with one selection becomes a single;
 * a system whose count no longer matches takes another system type, or becomes a combo when none is offered.
 * Returns null for a bet without selections, and the same object when nothing changes.
 */
export function normalizeBet(bet: SlipBet): SlipBet | null {
  const n = bet.selections.length;
  if (n === 0) return null;
  if (bet.betType === 'custom_bet') return bet;
  if (n === 1) return bet.betType === 'single' ? bet : { ...bet, betType: 'single', systemType: null };
  if (bet.betType === 'single') return { ...bet, betType: 'combo', systemType: null };
  if (bet.betType === 'combo') return bet.systemType === null ? bet : { ...bet, systemType: null };
  const systemType = fitSystemType(bet.systemType, n);
  if (systemType === bet.systemType) return bet;
  return systemType ? { ...bet, systemType } : { ...bet, betType: 'combo', systemType: null };
}

/** The selections of the slip's regular (not custom) bets, in bet order. */
export function regularSelections(bets: readonly SlipBet[]): Selection[] {
  return bets.flatMap((bet) => (bet.betType === 'custom_bet' ? [] : bet.selections));
}

function sameTypes(a: readonly SystemType[], b: readonly SystemType[]): boolean {
  return (
    a.length === b.length &&
    a.every((type, i) => type.winCount === b[i]?.winCount && type.totalCount === b[i]?.totalCount)
  );
}

/**
 * The slip with every bet normalized (`normalizeBet`), empty bets dropped, and the system types regenerated for its
 * regular selections: every k-of-n with 2 ≤ k < n, sorted by totalCount then winCount. Bet order is kept.
 * Returns the same slip object when nothing changes.
 */
export function normalizeSlip(slip: Slip): Slip {
  const bets = slip.bets.flatMap((bet) => normalizeBet(bet) ?? []);
  const types = systemTypes(regularSelections(bets).length);
  const unchanged = bets.length === slip.bets.length && bets.every((bet, i) => bet === slip.bets[i]);
  if (unchanged && sameTypes(types, slip.systemTypes)) return slip;
  return { bets, systemTypes: sameTypes(types, slip.systemTypes) ? slip.systemTypes : types };
}
