import { describe, expect, it } from 'vitest';
import { formatStakeInput, parseStakeInput } from './stake-input-parse';

describe('stake input parsing (minor units, locale-aware)', () => {
  it('reads English decimals', () => {
    expect(parseStakeInput('10.5', 'en', 2)).toEqual({ ok: true, minor: 1050 });
    expect(parseStakeInput('1,234.50', 'en', 2)).toEqual({ ok: true, minor: 123450 });
    expect(parseStakeInput('.5', 'en', 2)).toEqual({ ok: true, minor: 50 });
  });

  it('reads German decimals and groups', () => {
    expect(parseStakeInput('10,5', 'de', 2)).toEqual({ ok: true, minor: 1050 });
    expect(parseStakeInput('1.234,50', 'de', 2)).toEqual({ ok: true, minor: 123450 });
  });

  it('accepts a comma as the decimal mark in English when no point is typed', () => {
    expect(parseStakeInput('2,5', 'fr', 2)).toEqual({ ok: true, minor: 250 });
    expect(parseStakeInput('2 000,5', 'fr', 2)).toEqual({ ok: true, minor: 200050 });
  });

  it('empty is 0; garbage and extra decimals are refused', () => {
    expect(parseStakeInput('  ', 'en', 2)).toEqual({ ok: true, minor: 0 });
    expect(parseStakeInput('abc', 'en', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseStakeInput('-3', 'en', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseStakeInput('1.234', 'en', 2)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseStakeInput('5.5', 'en', 0)).toEqual({ ok: false, reason: 'too_many_decimals' });
  });

  it('formats minor units back for the field', () => {
    expect(formatStakeInput(1050, 'en', 2)).toBe('10.50');
    expect(formatStakeInput(1000, 'de', 2)).toBe('10');
    expect(formatStakeInput(1050, 'de', 2)).toBe('10,50');
    expect(formatStakeInput(0, 'en', 2)).toBe('');
  });
});

describe('money display', () => {
  it('shows presets without zero decimals and amounts with them', async () => {
    const { formatMoney } = await import('./stake-input-parse');
    expect(formatMoney(500, 'EUR', 2, 'en', true)).toBe('€5');
    expect(formatMoney(550, 'EUR', 2, 'en', true)).toBe('€5.50');
    expect(formatMoney(500, 'EUR', 2, 'en')).toBe('€5.00');
  });
});
