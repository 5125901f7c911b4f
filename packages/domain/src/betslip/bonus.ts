/**
 * Bonus effects on a slip bet (spec 000 §4 Bonuses): which bonus is picked automatically and what choosing one does
 * to the stake.
 */
import type { SlipBet, SlipBonus } from './types';

/** The free-bet bonus types (spec 000 §3): their amount is the stake. */
export const FREEBET_TYPES: readonly string[] = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'];

/** The order bonuses are picked automatically in: hunting, then tournament, then comboboost. */
export const AUTO_PICK_ORDER: readonly string[] = ['hunting', 'tournament', 'comboboost'];

/** Whether a bonus is a free bet. */
export function isFreebet(bonus: { readonly type: string } | null | undefined): boolean {
  return bonus != null && FREEBET_TYPES.includes(bonus.type);
}

/** The bonus picked automatically from the available ones: the first hunting, else tournament, else comboboost. */
export function autoPickBonus<T extends { readonly type: string }>(available: readonly T[]): T | null {
  for (const type of AUTO_PICK_ORDER) {
    const found = available.find((bonus) => bonus.type === type);
    if (found) return found;
  }
  return null;
}

/**
 * The bet with `bonus` as its active bonus (null removes it). Choosing a free bet sets the stake to its amount (minor
 * units, 0 when absent); leaving a free bet, by removing it or choosing another kind, sets the stake to 0; any other
 * change keeps the stake.
 */
export function chooseBonus(bet: SlipBet, bonus: SlipBonus | null): SlipBet {
  if (isFreebet(bonus)) return { ...bet, bonus, stake: bonus?.amount ?? 0, stakeSource: { kind: 'stake' } };
  if (isFreebet(bet.bonus)) return { ...bet, bonus, stake: 0, stakeSource: { kind: 'stake' } };
  return { ...bet, bonus };
}
