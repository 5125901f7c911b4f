import { LOCALES } from '@sportsbook/domain/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeDigits, withDigits } from './announcer-digits';

describe("the announcer's counts in the locale's digits", () => {
  it('write any count as the locale number format does without grouping, in every locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.nat({ max: 10_000_000 }), (locale, count) => {
        const expected = new Intl.NumberFormat(locale, { useGrouping: false }).format(count);
        expect(withDigits(count, localeDigits(locale))).toBe(expected);
      }),
    );
  });

  it('use the locale’s own digits where it has them', () => {
    expect(withDigits(305, localeDigits('en'))).toBe('305');
    expect(withDigits(305, localeDigits('fa'))).toBe('۳۰۵');
    expect(withDigits(305, localeDigits('bn'))).toBe('৩০৫');
  });
});
