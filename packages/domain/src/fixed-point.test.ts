import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatFixed } from './fixed-point';

describe('divideRoundHalfUp', () => {
  it('rounds halves away from zero', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
    expect(divideRoundHalfUp(5, 3)).toBe(2);
  });

  it('rejects a zero divisor and fractional operands', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it('stays within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 20 }), (n, d) => {
        const q = divideRoundHalfUp(n, d);
        expect(Math.abs(2 * (q * d - n))).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('formatFixed', () => {
  it('writes exactly scale digits after the point', () => {
    expect(formatFixed(1050, 2)).toBe('10.50');
    expect(formatFixed(5, 2)).toBe('0.05');
    expect(formatFixed(-5, 2)).toBe('-0.05');
    expect(formatFixed(7, 0)).toBe('7');
    expect(formatFixed(123456789n, 8)).toBe('1.23456789');
  });

  it('round-trips through Number for any cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(formatFixed(cents, 2)) * 100)).toBe(cents);
      }),
    );
  });
});
