import { describe, expect, it } from 'vitest';
import { autoPickBonus, chooseBonus } from './bonus';
import { aBet, selectionsAt } from './test-fixtures';

const bet = aBet('single', selectionsAt(2), { stake: 700 });
const freebet = { id: 'f1', type: 'freebet', amount: 500 };

describe('bonuses on a bet', () => {
  it('auto-picks hunting, then tournament, then comboboost', () => {
    const combo = { id: 'c', type: 'comboboost' };
    const tournament = { id: 't', type: 'tournament' };
    expect(autoPickBonus([combo, tournament, { id: 'h', type: 'hunting' }])?.id).toBe('h');
    expect(autoPickBonus([combo, tournament])?.id).toBe('t');
    expect(autoPickBonus([freebet])).toBeNull();
  });

  it('choosing a free bet sets the stake to the bonus stake', () => {
    expect(chooseBonus(bet, freebet)).toMatchObject({ stake: 500, bonus: freebet });
  });

  it('removing a free bet, or changing it for another kind, sets the stake to 0', () => {
    const onFreebet = chooseBonus(bet, freebet);
    expect(chooseBonus(onFreebet, null)).toMatchObject({ stake: 0, bonus: null });
    expect(chooseBonus(onFreebet, { id: 'c', type: 'comboboost' }).stake).toBe(0);
  });

  it('other bonus changes keep the stake', () => {
    expect(chooseBonus(bet, { id: 'c', type: 'comboboost' }).stake).toBe(700);
  });
});
