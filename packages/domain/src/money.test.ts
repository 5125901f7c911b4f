import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyByCode, formatMinor, majorToMinor, money, parseMajorAmount } from './money';

describe('currencies', () => {
  it('looks currencies up by code with their precision and fiat flag', () => {
    expect(currencyByCode('EUR')).toEqual({ code: 'EUR', subunits: 2, fiat: true });
    expect(currencyByCode('btc')).toEqual({ code: 'BTC', subunits: 8, fiat: false });
    expect(currencyByCode('JPY')?.subunits).toBe(0);
    expect(currencyByCode('USDT')?.fiat).toBe(false);
    expect(currencyByCode('XXX')).toBeUndefined();
  });

  it('lists each code once', () => {
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
  });
});

describe('money', () => {
  it('keeps amounts as safe integers of minor units', () => {
    expect(money(1050, 'EUR')).toEqual({ amount: 1050, currency: 'EUR' });
    expect(() => money(10.5, 'EUR')).toThrow(RangeError);
    expect(() => money(2 ** 53, 'EUR')).toThrow(RangeError);
  });
});

describe('parseMajorAmount', () => {
  it('reads a wire amount into minor units', () => {
    expect(parseMajorAmount('10.50', 2)).toEqual({ ok: true, minor: 1050 });
    expect(parseMajorAmount('10.5', 2)).toEqual({ ok: true, minor: 1050 });
    expect(parseMajorAmount('10', 2)).toEqual({ ok: true, minor: 1000 });
    expect(parseMajorAmount('500', 0)).toEqual({ ok: true, minor: 500 });
    expect(parseMajorAmount('0.00000001', 8)).toEqual({ ok: true, minor: 1 });
  });

  it.each([['1e3'], ['-5'], ['+5'], [' 5'], ['5 '], ['1,000'], ['.5'], ['5.'], [''], ['abc'], ['Infinity']])(
    'refuses %j as a format problem',
    (value) => {
      expect(parseMajorAmount(value, 2)).toEqual({ ok: false, reason: 'format' });
    },
  );

  it('refuses more decimals than the currency has', () => {
    expect(parseMajorAmount('10.505', 2)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseMajorAmount('10.0', 0)).toEqual({ ok: false, reason: 'too_many_decimals' });
  });

  it('refuses a zero stake', () => {
    expect(parseMajorAmount('0', 2)).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseMajorAmount('0.00', 2)).toEqual({ ok: false, reason: 'not_positive' });
  });

  it('refuses amounts beyond safe integers of minor units', () => {
    expect(parseMajorAmount('90071992547409.92', 2)).toEqual({ ok: false, reason: 'too_large' });
    expect(parseMajorAmount('90071992547409.91', 2)).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
  });

  it('parses what formatMinor writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(0, 2, 8), (minor, subunits) => {
        expect(parseMajorAmount(formatMinor(minor, subunits), subunits)).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('formatMinor', () => {
  it('writes every subunit digit', () => {
    expect(formatMinor(1050, 2)).toBe('10.50');
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(500, 0)).toBe('500');
    expect(formatMinor(150_000_000, 8)).toBe('1.50000000');
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMinor(10.5, 2)).toThrow(RangeError);
  });
});

describe('majorToMinor: an operator amount as written, in minor units', () => {
  it('rounds the decimal as written, not its binary approximation', () => {
    expect(majorToMinor(0.1, 2)).toBe(10);
    expect(majorToMinor(10_000, 2)).toBe(1_000_000);
    expect(majorToMinor(1.005, 2)).toBe(101);
    expect(majorToMinor(0.00001, 8)).toBe(1000);
  });
});
