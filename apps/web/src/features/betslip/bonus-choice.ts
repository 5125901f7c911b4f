import type { AvailableBonus } from '@sportsbook/contract/bonuses';
import { autoPickBonus, chooseBonus, isFreebet } from '@sportsbook/domain/betslip/bonus';
import type { SlipBet, SlipBonus } from '@sportsbook/domain/betslip/types';

/**
 * The slip's bonus choice (spec 000 §4 Bonuses) over the domain's `chooseBonus` / `autoPickBonus`: what the server's
 * available bonuses (`POST /api/v3/bonuses`) mean for a bet, and what a composition change does to a bonus.
 * A bet's `bonus` is `undefined` while the player has not chosen (auto-pick may choose), `null` once they chose "No
 * bonus" (auto-pick then stays away), else the chosen bonus.
 */

/** Bonuses the bet can take now: no problem, a boost with odds for its selection count, a free bet with an amount. */
export function usableBonuses(available: readonly AvailableBonus[]): AvailableBonus[] {
  return available.filter(
    (bonus) =>
      bonus.problem === null &&
      (bonus.type === 'comboboost' ? bonus.boostOdds !== null && bonus.boostOdds > 1 : bonus.amount !== null),
  );
}

/** The slip bonus of an available one: a boost carries its odds (sent on placement), a free bet its stake. */
export function slipBonusOf(bonus: AvailableBonus): SlipBonus {
  const id = String(bonus.id);
  if (bonus.type === 'comboboost') return { id, type: bonus.type, odds: bonus.boostOdds ?? undefined };
  return { id, type: bonus.type, amount: bonus.amount ?? 0 };
}

/** Whether an available bonus is the bet's chosen one (a campaign's id names a player's bonus of that type). */
export function isChosen(bonus: AvailableBonus, chosen: SlipBonus | null | undefined): boolean {
  return chosen != null && String(bonus.id) === chosen.id && bonus.type === chosen.type;
}

/** The bet with no bonus and no choice made (auto-pick may choose again); a free bet's stake goes to 0. */
export function dropBonus(bet: SlipBet): SlipBet {
  const { bonus: _removed, ...rest } = chooseBonus(bet, null);
  return rest;
}

/**
 * The bet once the server said which bonuses it can use now: a chosen bonus no longer usable is dropped (a free
 * bet's stake goes to 0), a kept one takes its current odds or amount, and a bet without a choice (or whose choice
 * was dropped) takes the auto-picked bonus (`AUTO_PICK_ORDER`: never a free bet). The same object when nothing
 * changes; "No bonus" (null) stays.
 */
export function reconcileBonus(bet: SlipBet, available: readonly AvailableBonus[]): SlipBet {
  const usable = usableBonuses(available);
  const current = bet.bonus;
  if (current === null) return bet;
  if (current === undefined) {
    const picked = autoPickBonus(usable);
    return picked ? chooseBonus(bet, slipBonusOf(picked)) : bet;
  }
  const same = usable.find((bonus) => isChosen(bonus, current));
  // Dropped, the bet has no choice again: auto-pick may choose.
  if (!same) return reconcileBonus(dropBonus(bet), available);
  const fresh = slipBonusOf(same);
  return fresh.odds === current.odds && fresh.amount === current.amount ? bet : chooseBonus(bet, fresh);
}

/**
 * Bonuses across a composition change (adding, removing, switching the bet type), before the server is asked again:
 * a boost stays on a combo only, and a bet that took a free bet's stake without the free bet starts at 0 — the
 * domain gives new, merged and split bets the first bet's stake, and a free bet's amount is never staked as cash.
 * The same array when nothing changes.
 */
export function carryBonuses(previous: readonly SlipBet[], next: readonly SlipBet[]): readonly SlipBet[] {
  const first = previous.find((bet) => bet.betType !== 'custom_bet');
  const freebet = first && isFreebet(first.bonus) ? first : null;
  const before = new Set(previous.flatMap((bet) => bet.selections.map((s) => s.id)));
  const fromFreebet = (bet: SlipBet) =>
    freebet !== null &&
    !isFreebet(bet.bonus) &&
    bet.stake === freebet.stake &&
    bet.stake > 0 &&
    // A bet of new selections, or holding the free bet's, took its stake from it.
    (bet.selections.every((s) => !before.has(s.id)) ||
      bet.selections.some((s) => freebet.selections.some((f) => f.id === s.id)));
  let changed = false;
  const bets = next.map((bet) => {
    let carried = bet;
    if (carried.bonus?.type === 'comboboost' && carried.betType !== 'combo') carried = dropBonus(carried);
    if (fromFreebet(carried)) carried = { ...carried, stake: 0, stakeSource: { kind: 'stake' } };
    changed ||= carried !== bet;
    return carried;
  });
  return changed ? bets : next;
}
