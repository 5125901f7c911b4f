import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashoutOffer } from './offer';
import { maxPartialTake, partialCashout } from './partial';

const single = (stake: number, oddsMillis: number, currentMillis: number) =>
  cashoutOffer({ type: 'single', stake, systemSize: null, legs: [{ oddsMillis, result: null, currentMillis }] });

describe('cash-out against published examples (fair value = stake × accepted / current odds, less the 5 % margin)', () => {
  it('£10 at 4.0 whose odds shortened to 2.0 is worth £20 fair: the offer is £19', () => {
    expect(single(1000, 4000, 2000)).toBe(1900);
  });
  it('£10 at 2.0 whose odds drifted to 4.0 is worth £5 fair: the offer is £4.75', () => {
    expect(single(1000, 2000, 4000)).toBe(475);
  });
  it('a £5 double at 3.0 × 2.0 with the first leg won and the second now 1.5 is worth £20 fair: £19', () => {
    expect(
      cashoutOffer({
        type: 'combo',
        stake: 500,
        systemSize: null,
        legs: [
          { oddsMillis: 3000, result: 'win_entire', currentMillis: null },
          { oddsMillis: 2000, result: null, currentMillis: 1500 },
        ],
      }),
    ).toBe(1900);
  });
});

describe('partial cash-out', () => {
  it('sells the bet in proportion: £10 of a £19 offer on a £10 stake leaves £4.73 of stake open', () => {
    // 1000 × (1900 − 1000) / 1900 = 473.68 → 473 (rounded down: the house does not pay for the rounding).
    expect(partialCashout(1000, 1900, 1000)).toEqual({ kind: 'partial', remainingStake: 473 });
    expect(single(473, 4000, 2000)).toBe(898);
  });

  it('the whole offer is a full cash-out; more is refused; so is a take that would leave no stake', () => {
    expect(partialCashout(1000, 1900, 1900)).toEqual({ kind: 'full' });
    expect(partialCashout(1000, 1900, 1901)).toEqual({ kind: 'refused', reason: 'over_offer' });
    expect(partialCashout(1000, 1900, 0)).toEqual({ kind: 'refused', reason: 'not_positive' });
    expect(partialCashout(10, 1900, 1899)).toEqual({ kind: 'refused', reason: 'leaves_nothing' });
    expect(maxPartialTake(10, 1900)).toBe(1710);
    expect(partialCashout(10, 1900, 1710)).toEqual({ kind: 'partial', remainingStake: 1 });
    expect(partialCashout(10, 1900, 1711)).toEqual({ kind: 'refused', reason: 'leaves_nothing' });
    expect(maxPartialTake(1, 1900)).toBe(0);
  });

  it('never pays more than the offer: take + the offer on what is left ≤ the offer on the whole (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1010, max: 50_000 }),
        fc.integer({ min: 1010, max: 50_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stake, accepted, current, share) => {
          const offer = single(stake, accepted, current);
          if (offer === null) return;
          const take = Math.max(1, Math.floor(offer * share));
          const outcome = partialCashout(stake, offer, take);
          if (outcome.kind !== 'partial') return;
          expect(outcome.remainingStake).toBeGreaterThanOrEqual(1);
          expect(outcome.remainingStake).toBeLessThan(stake);
          expect(take + (single(outcome.remainingStake, accepted, current) ?? 0)).toBeLessThanOrEqual(offer);
        },
      ),
    );
  });

  it('repeated partial cash-outs end in a full one: the stake only shrinks and never below one unit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (initial, shares) => {
          let stake = initial;
          let paid = 0;
          for (const share of shares) {
            const offer = single(stake, 3000, 2500);
            if (offer === null) break;
            const take = Math.max(1, Math.min(maxPartialTake(stake, offer), Math.floor(offer * share)));
            const outcome = maxPartialTake(stake, offer) === 0 ? null : partialCashout(stake, offer, take);
            if (outcome?.kind !== 'partial') break;
            expect(outcome.remainingStake).toBeLessThan(stake);
            paid += take;
            stake = outcome.remainingStake;
          }
          const last = single(stake, 3000, 2500) ?? 0;
          expect(partialCashout(stake, Math.max(1, last), Math.max(1, last)).kind).toBe('full');
          // Everything paid never exceeds what the whole bet was offered at first.
          expect(paid + last).toBeLessThanOrEqual(single(initial, 3000, 2500) ?? 0);
        },
      ),
    );
  });
});
