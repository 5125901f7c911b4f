import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_ODDS_CAP,
  formatCappedOdds,
  formatOdds,
  fromOddsMillis,
  ODDS_TYPES,
  type OddsType,
  parseDecimalOdds,
  toOddsMillis,
} from './odds';

/** Published conversion table rows: decimal → every display type. */
const CONVERSION_TABLE: readonly [number, Record<OddsType, string>][] = [
  [
    1.5,
    {
      european: '1.50',
      british: '1/2',
      hongkong: '0.50',
      american: '-200',
      indonesian: '-2.00',
      malaysian: '0.50',
      percent: '66.7%',
    },
  ],
  [
    3,
    {
      european: '3.00',
      british: '2/1',
      hongkong: '2.00',
      american: '+200',
      indonesian: '2.00',
      malaysian: '-0.50',
      percent: '33.3%',
    },
  ],
  [
    2,
    {
      european: '2.00',
      british: '1/1',
      hongkong: '1.00',
      american: '+100',
      indonesian: '1.00',
      malaysian: '1.00',
      percent: '50.0%',
    },
  ],
  [
    1.91,
    {
      european: '1.91',
      british: '10/11',
      hongkong: '0.91',
      american: '-110',
      indonesian: '-1.10',
      malaysian: '0.91',
      percent: '52.4%',
    },
  ],
  [
    2.5,
    {
      european: '2.50',
      british: '6/4',
      hongkong: '1.50',
      american: '+150',
      indonesian: '1.50',
      malaysian: '-0.67',
      percent: '40.0%',
    },
  ],
  [
    1.25,
    {
      european: '1.25',
      british: '1/4',
      hongkong: '0.25',
      american: '-400',
      indonesian: '-4.00',
      malaysian: '0.25',
      percent: '80.0%',
    },
  ],
  [
    11,
    {
      european: '11.00',
      british: '10/1',
      hongkong: '10.00',
      american: '+1000',
      indonesian: '10.00',
      malaysian: '-0.10',
      percent: '9.1%',
    },
  ],
];

describe('formatOdds', () => {
  it('lists the seven display types in the spec order', () => {
    expect(ODDS_TYPES).toEqual(['european', 'british', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent']);
  });

  it.each(CONVERSION_TABLE)('shows %s as in the published conversion table', (decimal, expected) => {
    for (const type of ODDS_TYPES) expect(formatOdds(decimal, type)).toBe(expected[type]);
  });

  it.each([
    [1.83, '5/6'],
    [2.2, '6/5'],
    [1.67, '4/6'],
    [1.33, '1/3'],
    [2.38, '11/8'],
    [4.33, '10/3'],
    [1.62, '8/13'],
  ])('shows %s on the british ladder as %s', (decimal, fraction) => {
    expect(formatOdds(decimal, 'british')).toBe(fraction);
  });

  it.each([
    [4.2, '16/5'],
    [1.9, '9/10'],
    [13, '12/1'],
    [1.005, '1/100'],
  ])('falls back to a reduced fraction with denominator ≤ 100 off the ladder: %s → %s', (decimal, fraction) => {
    expect(formatOdds(decimal, 'british')).toBe(fraction);
  });

  it('rounds european odds half up to two decimals', () => {
    expect(formatOdds(1.125, 'european')).toBe('1.13');
  });

  it('rejects odds of 1 or below', () => {
    expect(() => formatOdds(1, 'european')).toThrow(RangeError);
    expect(() => formatOdds(0.5, 'american')).toThrow(RangeError);
  });

  it('decimal → fractional → decimal round-trips within half a hundredth from 1.005 up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1005, max: 1_001_000 }), (millis) => {
        const [numerator = 0, denominator = 1] = formatOdds(millis / 1000, 'british')
          .split('/')
          .map(Number);
        const backMillis = 1000 + (1000 * numerator) / denominator;
        expect(Math.abs(backMillis - millis)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('american odds round-trip to decimal within the rounding of one cent per 100 staked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 100_000 }), (millis) => {
        const american = Number(formatOdds(millis / 1000, 'american'));
        const back = american > 0 ? 1 + american / 100 : 1 + 100 / -american;
        expect(Math.abs(back - millis / 1000)).toBeLessThan(0.006);
      }),
    );
  });
});

describe('odds as integer thousandths', () => {
  it('converts decimal odds to thousandths and back', () => {
    expect(toOddsMillis(2.5)).toBe(2500);
    expect(toOddsMillis(1.2345)).toBe(1235);
    expect(fromOddsMillis(1910)).toBe(1.91);
  });

  it('rejects odds below 1 and non-finite odds', () => {
    expect(() => toOddsMillis(0.99)).toThrow(RangeError);
    expect(() => toOddsMillis(Number.NaN)).toThrow(RangeError);
    expect(() => fromOddsMillis(999)).toThrow(RangeError);
    expect(() => fromOddsMillis(1000.5)).toThrow(RangeError);
  });

  it('rounds like the decimal as written, half thousandths included (the fast path agrees with the exact one)', () => {
    const exact = (decimal: number) => Math.round(Number((decimal * 1000).toPrecision(15)));
    expect(toOddsMillis(1.0005)).toBe(1001);
    expect(toOddsMillis(2.0015)).toBe(2002);
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), (decimal) => {
        expect(toOddsMillis(decimal)).toBe(exact(decimal));
      }),
    );
    // Written half thousandths and their float neighbours.
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), fc.integer({ min: -3, max: 3 }), (millis, ulps) => {
        let decimal = Number(((millis + 0.5) / 1000).toPrecision(15));
        for (let i = 0; i < Math.abs(ulps); i++) decimal = nextAfter(decimal, ulps > 0);
        expect(toOddsMillis(decimal)).toBe(exact(decimal));
      }),
    );
  });

  it('round-trips every thousandth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e9 }), (millis) => {
        expect(toOddsMillis(fromOddsMillis(millis))).toBe(millis);
      }),
    );
  });
});

describe('parseDecimalOdds', () => {
  it('accepts decimal odds as a number or a plain decimal string', () => {
    expect(parseDecimalOdds('2.5')).toBe(2.5);
    expect(parseDecimalOdds(2.5)).toBe(2.5);
    expect(parseDecimalOdds('10')).toBe(10);
  });

  it.each([
    ['1'],
    [1],
    ['0.5'],
    [Number.POSITIVE_INFINITY],
    [Number.NaN],
    ['abc'],
    [' 2.5'],
    ['1e3'],
    ['+2'],
    ['2.'],
    [''],
  ])('rejects %j', (input) => {
    expect(parseDecimalOdds(input)).toBeNull();
  });
});

/** The next double up (or down) from a positive finite `x`. */
function nextAfter(x: number, up: boolean): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + (up ? 1n : -1n));
  return view.getFloat64(0);
}

describe('odds above 40 shown as a capped constant (spec 001 §9)', () => {
  it('shows prices up to 40 exactly and every price above 40 as the cap in the same type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 500_000 }), fc.constantFrom(...ODDS_TYPES), (millis, type) => {
        const odds = millis / 1000;
        const shown = formatCappedOdds(odds, type);
        if (millis <= DISPLAY_ODDS_CAP * 1000) expect(shown).toBe(formatOdds(odds, type));
        else expect(shown).toBe(formatCappedOdds(DISPLAY_ODDS_CAP + 1, type));
      }),
    );
  });

  it('prints the cap with "+" (or "<" for the implied probability)', () => {
    expect(formatCappedOdds(251, 'european')).toBe('40.00+');
    expect(formatCappedOdds(40.01, 'american')).toBe('+3900+');
    expect(formatCappedOdds(100, 'percent')).toBe('<2.5%');
    expect(formatCappedOdds(40, 'european')).toBe('40.00');
  });
});
