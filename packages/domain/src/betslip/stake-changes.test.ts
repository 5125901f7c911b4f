import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMarketUpdates } from './market-update';
import { rescaleStake, resetStakesForCurrency, setPotentialWin, setStake, stakeForPotentialWin } from './stake-changes';
import { potentialWin } from './stakes';
import { aBet, aSelection, selectionsAt } from './test-fixtures';

describe('stake from a potential win', () => {
  it('stakes win ÷ odds, rounded half up to the minor unit', () => {
    expect(stakeForPotentialWin(aBet('single', selectionsAt(2)), 1000)).toBe(500);
    expect(stakeForPotentialWin(aBet('single', selectionsAt(3)), 10_000)).toBe(3333);
    expect(stakeForPotentialWin(aBet('combo', selectionsAt(2, 2.5)), 1000)).toBe(200);
    expect(stakeForPotentialWin(aBet('single', selectionsAt(2)), 0)).toBe(0);
  });

  it('wins within one minor unit per line of the typed win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 20_000 }), fc.integer({ min: 1, max: 10_000_000 }), (millis, win) => {
        const bet = setPotentialWin(aBet('single', selectionsAt(millis / 1000)), win);
        expect(Math.abs(potentialWin(bet) - win)).toBeLessThanOrEqual(Math.ceil(millis / 2000) + 1);
      }),
    );
  });

  it('rescales a stake derived from a potential win when the odds change', () => {
    const bet = setPotentialWin(aBet('single', selectionsAt(2)), 1000);
    expect(bet).toMatchObject({ stake: 500, stakeSource: { kind: 'potential_win', win: 1000 } });
    const [moved] = applyMarketUpdates(
      [bet],
      [{ matchId: 1, id: 1, specifier: '', status: 1, outcomes: [{ outcomeId: '1', active: true, odds: 2.5 }] }],
      'any',
    );
    expect(moved?.stake).toBe(400);
  });

  it('keeps a typed stake when the odds change', () => {
    const bet = setStake(aBet('single', [aSelection({ odds: 3 })]), 700);
    expect(rescaleStake(bet)).toBe(bet);
    expect(() => setStake(bet, -1)).toThrow(RangeError);
  });
});

describe('currency change', () => {
  it('resets to 0 the stake of bets in another currency and keeps the rest', () => {
    const eur = aBet('single', selectionsAt(2), { stake: 500 });
    const btc = aBet('single', selectionsAt(3), { stake: 100_000, currency: 'BTC', subunits: 8 });
    expect(resetStakesForCurrency([eur, btc], { code: 'EUR', subunits: 2 })).toEqual([
      eur,
      { ...btc, stake: 0, currency: 'EUR', subunits: 2, stakeSource: { kind: 'stake' } },
    ]);
    const bets = [eur];
    expect(resetStakesForCurrency(bets, { code: 'EUR', subunits: 2 })).toBe(bets);
  });
});
