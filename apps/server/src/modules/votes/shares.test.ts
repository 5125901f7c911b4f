import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesOf } from './shares';

describe('sharesOf', () => {
  it('gives 0 to every option before the first vote', () => {
    expect(sharesOf([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('splits three equal counts 34/33/33', () => {
    expect(sharesOf([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('rounds two-to-one as 67/33', () => {
    expect(sharesOf([2, 1])).toEqual([67, 33]);
    expect(sharesOf([1, 2])).toEqual([33, 67]);
  });

  it('gives a lone vote 100', () => {
    expect(sharesOf([0, 5, 0])).toEqual([0, 100, 0]);
  });

  it('always sums to 100 and stays within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 1, maxLength: 6 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const shares = sharesOf(counts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
        shares.forEach((share, i) => {
          expect(Math.abs(share - ((counts[i] ?? 0) * 100) / total)).toBeLessThan(1);
        });
      }),
    );
  });

  it('never gives a share to an option without votes', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 2, maxLength: 4 }), (counts) => {
        fc.pre(counts.some((c) => c > 0));
        sharesOf(counts).forEach((share, i) => {
          if (counts[i] === 0) expect(share).toBe(0);
        });
      }),
    );
  });
});
