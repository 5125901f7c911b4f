import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturn } from '../bet-return';
import { systemLineCount } from '../system-lines';
import { betTotalStake, potentialWin, slipTotalStake, totalOddsMillis } from './stakes';
import { aBet, aSelection, selectionsAt } from './test-fixtures';
import type { SlipBet } from './types';

const oddsMillis = fc.integer({ min: 1001, max: 20_000 });
const stake = fc.integer({ min: 0, max: 1_000_000 });
/** A system: odds of n legs and a win count 2 ≤ k < n. */
const system = fc
  .array(oddsMillis, { minLength: 3, maxLength: 7 })
  .chain((legs) => fc.tuple(fc.constant(legs), fc.integer({ min: 2, max: legs.length - 1 })));
const systemBet = (unit: number, legs: number[], k: number): SlipBet =>
  aBet('system', selectionsAt(...legs.map((m) => m / 1000)), {
    stake: unit,
    systemType: { winCount: k, totalCount: legs.length },
  });

describe('potential win', () => {
  it('a single wins stake × odds, floored to the minor unit', () => {
    expect(potentialWin(aBet('single', selectionsAt(2.5), { stake: 1000 }))).toBe(2500);
    expect(potentialWin(aBet('single', selectionsAt(1.5), { stake: 1 }))).toBe(1);
  });

  it('a combo multiplies the odds of all its selections', () => {
    expect(potentialWin(aBet('combo', selectionsAt(2, 1.5, 1.333), { stake: 333 }))).toBe(1331);
  });

  it('a system sums its lines: a 2/3 at 2, 3, 4 with unit 100 wins 2600', () => {
    expect(potentialWin(systemBet(100, [2000, 3000, 4000], 2))).toBe(2600);
  });

  it('a custom bet wins at its custom odds, and nothing while unpriced', () => {
    const custom = aBet('custom_bet', selectionsAt(2, 3), { customOdds: 4.75, stake: 200 });
    expect(potentialWin(custom)).toBe(950);
    expect(potentialWin({ ...custom, customOdds: null })).toBe(0);
  });

  it('reads the accepted odds by default and the current odds on request', () => {
    const moved = aBet('single', [{ ...aSelection({ odds: 2 }), odds: 2.2, isChanged: true }]);
    expect(potentialWin(moved)).toBe(2000);
    expect(potentialWin(moved, { odds: 'current' })).toBe(2200);
  });

  it('caps each line’s combined odds at the maximum odds', () => {
    const combo = aBet('combo', selectionsAt(10, 20), { stake: 100 });
    expect(potentialWin(combo, { maxOddsMillis: 150_000 })).toBe(15_000);
    expect(potentialWin(combo, { maxOddsMillis: 500_000 })).toBe(20_000);
    expect(potentialWin(systemBet(100, [10_000, 20_000, 2000], 2), { maxOddsMillis: 100_000 })).toBe(
      10_000 + 2000 + 4000,
    );
  });

  it('applies the house maximum odds without options (spec 001 §9: max odds cap in the win computation)', () => {
    const combo = aBet('combo', selectionsAt(30, 30, 30), { stake: 100 });
    expect(potentialWin(combo)).toBe(100 * 10_000);
    expect(totalOddsMillis(combo)).toBe(10_000_000);
    expect(potentialWin(combo, { maxOddsMillis: 20_000_000 })).toBe(100 * 10_000);
  });

  it('equals betReturn of the same bet with every selection won', () => {
    fc.assert(
      fc.property(stake, system, (unit, [legs, k]) => {
        const won = legs.map((m) => ({ oddsMillis: m, result: 'win_entire' as const }));
        expect(potentialWin(systemBet(unit, legs, k))).toBe(
          betReturn({ type: 'system', stake: unit, systemSize: k, legs: won }),
        );
      }),
    );
  });

  it('never decreases when any selection’s odds rise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        system,
        fc.nat(),
        fc.integer({ min: 0, max: 5000 }),
        (unit, [legs, k], at, rise) => {
          const raised = legs.map((m, i) => (i === at % legs.length ? m + rise : m));
          expect(potentialWin(systemBet(unit, raised, k))).toBeGreaterThanOrEqual(
            potentialWin(systemBet(unit, legs, k)),
          );
          const combo = (l: number[]) => aBet('combo', selectionsAt(...l.map((m) => m / 1000)), { stake: unit });
          expect(potentialWin(combo(raised))).toBeGreaterThanOrEqual(potentialWin(combo(legs)));
        },
      ),
    );
  });
});

describe('total odds', () => {
  it('multiplies a combo’s odds in thousandths, floored; a system has none', () => {
    expect(totalOddsMillis(aBet('combo', selectionsAt(1.333, 1.5)))).toBe(1999);
    expect(totalOddsMillis(aBet('single', selectionsAt(2.05)))).toBe(2050);
    expect(totalOddsMillis(systemBet(1, [2000, 2000, 2000], 2))).toBeNull();
  });
});

describe('total stake', () => {
  it('charges a single, combo and custom bet the unit stake once', () => {
    expect(betTotalStake(aBet('combo', selectionsAt(2, 3), { stake: 500 }))).toBe(500);
    expect(
      slipTotalStake([
        aBet('single', selectionsAt(2), { stake: 100 }),
        aBet('single', selectionsAt(3), { stake: 250 }),
      ]),
    ).toBe(350);
  });

  it('system total stake = unit × C(n, k)', () => {
    fc.assert(
      fc.property(stake, system, (unit, [legs, k]) => {
        expect(betTotalStake(systemBet(unit, legs, k))).toBe(unit * systemLineCount(legs.length, k));
      }),
    );
  });
});

describe('potential win with a bonus (betReturn of the bet with every leg won)', () => {
  it('a combo boost multiplies the combo odds: 10.00 at 2 × 1.5 boosted ×1.10 returns 33.00', () => {
    const bet = {
      ...aBet('combo', selectionsAt(2, 1.5), { stake: 1000 }),
      bonus: { id: '1', type: 'comboboost', odds: 1.1 },
    };
    expect(potentialWin(bet)).toBe(3300);
    expect(potentialWin(bet)).toBe(
      betReturn({
        type: 'combo',
        stake: 1000,
        legs: [2000, 1500].map((oddsMillis) => ({ oddsMillis, result: 'win_entire' as const })),
        bonus: { type: 'comboboost', oddsMillis: 1100 },
      }),
    );
  });
  it('an only-win free bet returns its winnings only: 10.00 at 2.50 returns 15.00', () => {
    const bet = {
      ...aBet('single', selectionsAt(2.5), { stake: 1000 }),
      bonus: { id: '2', type: 'freebet_only_win', amount: 1000 },
    };
    expect(potentialWin(bet)).toBe(1500);
  });
  it('an all-win free bet returns stake × odds', () => {
    const bet = {
      ...aBet('single', selectionsAt(2.5), { stake: 1000 }),
      bonus: { id: '3', type: 'freebet_all_win', amount: 1000 },
    };
    expect(potentialWin(bet)).toBe(2500);
  });
});
