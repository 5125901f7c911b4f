import type { AvailableBonus } from '@sportsbook/contract/bonuses';
import { changeBetType } from '@sportsbook/domain/betslip/bet-type';
import { addSelection, type CompositionContext, removeSelection } from '@sportsbook/domain/betslip/composition';
import type { Slip, SlipBet } from '@sportsbook/domain/betslip/types';
import { describe, expect, it } from 'vitest';
import { carryBonuses, reconcileBonus, usableBonuses } from './bonus-choice';
import { selectionOf } from './selection-store';
import { refFor } from './test-fixtures';

const context: CompositionContext = { multiSingleByProvider: {}, currency: 'EUR', subunits: 2 };
const multi: CompositionContext = { ...context, multiSingleByProvider: { betradar: true } };
const available = (type: AvailableBonus['type'], extra: Partial<AvailableBonus> = {}): AvailableBonus => ({
  id: 1,
  type,
  name: type,
  status: 'active',
  amount: type === 'comboboost' ? null : 500,
  currency: type === 'comboboost' ? null : 'EUR',
  subunits: type === 'comboboost' ? null : 2,
  boostOdds: type === 'comboboost' ? 1.1 : null,
  nextBoost: null,
  problem: null,
  ...extra,
});
const empty: Slip = { bets: [], systemTypes: [] };
const add = (slip: Slip, key: string, match: number, ctx = context) =>
  addSelection(slip, selectionOf(refFor(key, match)), ctx);
const single = (): Slip => add(empty, 'a', 1);
const withBet = (slip: Slip, bet: Partial<SlipBet>, index = 0): Slip => {
  const current = slip.bets[index];
  return current ? { ...slip, bets: slip.bets.with(index, { ...current, ...bet }) } : slip;
};
const freebetSingle = () => withBet(single(), { stake: 500, bonus: { id: '1', type: 'freebet_all_win', amount: 500 } });

describe('usable bonuses and reconciling a bet with the server’s answer', () => {
  it('offers only bonuses without a problem, a boost with odds, a free bet with an amount', () => {
    const list = [
      available('comboboost'),
      available('comboboost', { id: 2, boostOdds: null }),
      available('freebet_only_win', { id: 3 }),
      available('freebet_all_win', { id: 4, problem: 'bonus.min_odds' }),
    ];
    expect(usableBonuses(list).map((b) => b.id)).toEqual([1, 3]);
  });

  it('auto-picks a boost for a bet without a choice, never a free bet, and leaves "No bonus" alone', () => {
    const [bet] = single().bets;
    if (!bet) throw new Error('no bet');
    expect(reconcileBonus(bet, [available('freebet_all_win'), available('comboboost')]).bonus).toEqual({
      id: '1',
      type: 'comboboost',
      odds: 1.1,
    });
    expect(reconcileBonus(bet, [available('freebet_all_win')])).toBe(bet);
    const declined = { ...bet, bonus: null };
    expect(reconcileBonus(declined, [available('comboboost')])).toBe(declined);
  });

  it('keeps a usable choice (with its current odds) and drops one no longer usable, a free bet to stake 0', () => {
    const boosted: SlipBet = { ...(single().bets[0] as SlipBet), bonus: { id: '1', type: 'comboboost', odds: 1.1 } };
    expect(reconcileBonus(boosted, [available('comboboost')])).toBe(boosted);
    expect(reconcileBonus(boosted, [available('comboboost', { boostOdds: 1.2 })]).bonus?.odds).toBe(1.2);
    const [free] = freebetSingle().bets;
    if (!free) throw new Error('no bet');
    const dropped = reconcileBonus(free, [available('freebet_all_win', { problem: 'bonus.max_odds' })]);
    expect(dropped.stake).toBe(0);
    expect(dropped.bonus).toBeUndefined();
  });
});

describe('bonuses across a composition change', () => {
  it('a free bet merged into a combo leaves the combo at stake 0', () => {
    const before = freebetSingle();
    const after = add(before, 'b', 2);
    expect(after.bets[0]?.betType).toBe('combo');
    expect(after.bets[0]?.stake).toBe(500);
    const [combo] = carryBonuses(before.bets, after.bets);
    expect(combo?.stake).toBe(0);
  });

  it('a new single next to a free bet does not take its amount; the free bet keeps its own', () => {
    const before = freebetSingle();
    const after = add(before, 'b', 2, multi);
    const carried = carryBonuses(before.bets, after.bets);
    expect(carried.map((bet) => bet.stake)).toEqual([500, 0]);
    expect(carried[0]?.bonus?.type).toBe('freebet_all_win');
  });

  it('a cash bet keeps its stake, and a combo boost leaves a bet that is no combo any more', () => {
    const cash = withBet(add(add(empty, 'a', 1), 'b', 2), { stake: 700 });
    const grown = add(cash, 'c', 3);
    expect(carryBonuses(cash.bets, grown.bets)).toBe(grown.bets);
    const boosted = withBet(cash, { bonus: { id: '1', type: 'comboboost', odds: 1.1 } });
    const split = changeBetType(boosted, 'single', multi);
    expect(carryBonuses(boosted.bets, split.bets).map((bet) => [bet.stake, bet.bonus])).toEqual([
      [700, undefined],
      [700, undefined],
    ]);
    const shrunk = removeSelection(boosted, 'b');
    expect(shrunk.bets[0]?.bonus?.type).toBe('comboboost');
    expect(carryBonuses(boosted.bets, shrunk.bets)[0]?.bonus).toBeUndefined();
  });
});
