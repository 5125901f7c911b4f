import { describe, expect, it } from 'vitest';
import { FRACTIONAL_LADDER, fractionFromOddsMillis, parseFraction } from './fractional-odds';

const decimalMillis = ({ numerator, denominator }: { numerator: number; denominator: number }) =>
  Math.round(1000 + (1000 * numerator) / denominator);

describe('fractional ladder', () => {
  it('climbs strictly from 1/100 to 100/1', () => {
    const prices = FRACTIONAL_LADDER.map((step) => step.numerator / step.denominator);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
    expect(FRACTIONAL_LADDER[0]).toEqual({ numerator: 1, denominator: 100 });
    expect(FRACTIONAL_LADDER.at(-1)).toEqual({ numerator: 100, denominator: 1 });
  });

  it('shows every ladder price as itself, in its traditional form', () => {
    for (const step of FRACTIONAL_LADDER) expect(fractionFromOddsMillis(decimalMillis(step))).toEqual(step);
  });

  it('shows evens as 1/1', () => {
    expect(fractionFromOddsMillis(2000)).toEqual({ numerator: 1, denominator: 1 });
  });

  it('reduces fallback fractions', () => {
    expect(fractionFromOddsMillis(4200)).toEqual({ numerator: 16, denominator: 5 });
    expect(fractionFromOddsMillis(1_001_000)).toEqual({ numerator: 1000, denominator: 1 });
  });

  it('refuses odds of 1 or below', () => {
    expect(() => fractionFromOddsMillis(1000)).toThrow(RangeError);
  });
});

describe('parseFraction', () => {
  it('reads "6/4" and refuses anything else', () => {
    expect(parseFraction('6/4')).toEqual({ numerator: 6, denominator: 4 });
    for (const text of ['6/0', '0/4', '6', '6/4/2', ' 6/4', '-6/4']) expect(parseFraction(text)).toBeNull();
  });
});
