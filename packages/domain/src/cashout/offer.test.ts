import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betReturn } from '../bet-return';
import { CASHOUT_MARGIN_BP, cashoutOffer } from './offer';

describe('cash-out offer', () => {
  it('offers stake × accepted / current × 95 % for an open single, floored', () => {
    expect(
      cashoutOffer({
        type: 'single',
        stake: 1000,
        systemSize: null,
        legs: [{ oddsMillis: 2500, result: null, currentMillis: 2500 }],
      }),
    ).toBe(950);
    // The outcome shortened from 2.5 to 2.0: 1000 × 2.5 / 2.0 × 0.95 = 1187.5 → 1187.
    expect(
      cashoutOffer({
        type: 'single',
        stake: 1000,
        systemSize: null,
        legs: [{ oddsMillis: 2500, result: null, currentMillis: 2000 }],
      }),
    ).toBe(1187);
  });

  it('counts settled legs at their result and offers nothing for a lost combo, a suspended leg or no open leg', () => {
    const won = { oddsMillis: 2000, result: 'win_entire', currentMillis: null };
    const open = { oddsMillis: 1500, result: null, currentMillis: 1500 };
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, open] })).toBe(1900);
    expect(
      cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [{ ...won, result: 'lose_entire' }, open] }),
    ).toBeNull();
    expect(
      cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, { ...open, currentMillis: null }] }),
    ).toBeNull();
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [won, won] })).toBeNull();
  });

  it('counts a settled leg as settlement does, and makes no offer for a result it does not know', () => {
    const open = { oddsMillis: 2000, result: null, currentMillis: 2000 };
    const halfWon = { oddsMillis: 3000, result: 'refund_half_win_other', currentMillis: null };
    // 1000 × (1 + 3) / 2 × 2 / 2 × 95 % = 1900.
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [halfWon, open] })).toBe(1900);
    const strange = { oddsMillis: 3000, result: 'void_entire', currentMillis: null };
    expect(cashoutOffer({ type: 'combo', stake: 1000, systemSize: null, legs: [strange, open] })).toBeNull();
  });

  it('never values a line above its capped return (the house maximum odds in the win computation)', () => {
    // Two legs already won at 200 and 100 (20,000 combined) with an open leg: the line is worth at most 10,000 × stake.
    const won = (oddsMillis: number) => ({ oddsMillis, result: 'win_entire' as const, currentMillis: null });
    const open = { oddsMillis: 1500, result: null, currentMillis: 1500 };
    const offer = cashoutOffer({
      type: 'combo',
      stake: 100,
      systemSize: null,
      legs: [won(200_000), won(100_000), open],
    });
    expect(offer).toBe((100 * 10_000 * (10_000 - CASHOUT_MARGIN_BP)) / 10_000);
  });

  it('never offers more than the potential win, and exactly (1 − margin) of it when prices have not moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1010, max: 20_000 }), { minLength: 1, maxLength: 4 }),
        (stake, odds) => {
          const legs = odds.map((o) => ({ oddsMillis: o, result: null, currentMillis: o }));
          const offer = cashoutOffer({ type: 'combo', stake, systemSize: null, legs }) ?? 0;
          const win = betReturn({
            type: 'combo',
            stake,
            legs: odds.map((o) => ({ oddsMillis: o, result: 'win_entire' })),
          });
          expect(offer).toBeLessThanOrEqual(win);
          expect(offer).toBe(Math.floor((stake * (10_000 - CASHOUT_MARGIN_BP)) / 10_000));
        },
      ),
    );
  });
});
