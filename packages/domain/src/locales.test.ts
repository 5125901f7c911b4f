import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptLanguageFor,
  DEFAULT_LOCALE,
  isRtlLocale,
  LOCALE_ALIASES,
  LOCALE_NAMES,
  LOCALES,
  parseAcceptLanguage,
  RTL_LOCALES,
  realtimeLocale,
  resolveLocale,
} from './locales';

describe('shipped locales', () => {
  it('ships about 40 languages with regional variants, English first', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(40);
    expect(LOCALES.length).toBeLessThanOrEqual(55);
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
  });

  it('ships every locale an alias points to', () => {
    for (const target of Object.values(LOCALE_ALIASES)) expect(LOCALES).toContain(target);
  });

  it('ships every error-app locale: en, en-AU, en-CA, en-NZ, ar, de, fr-CA', () => {
    for (const code of ['en', 'en-AU', 'en-CA', 'en-NZ', 'ar', 'de', 'fr-CA']) expect(LOCALES).toContain(code);
  });

  it('names each locale in its own language', () => {
    for (const code of LOCALES) expect(LOCALE_NAMES[code]).toMatch(/\S/);
    expect(LOCALE_NAMES.de).toBe('Deutsch');
  });
});

describe('right-to-left locales', () => {
  it('lays out ar, he, fa, ur right to left', () => {
    expect(RTL_LOCALES).toEqual(['ar', 'he', 'fa', 'ur']);
    for (const code of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'FA']) expect(isRtlLocale(code)).toBe(true);
  });

  it('lays out every other locale left to right', () => {
    for (const code of LOCALES.filter((c) => !RTL_LOCALES.includes(c))) expect(isRtlLocale(code)).toBe(false);
  });
});

describe('resolveLocale', () => {
  const available = ['en', 'de', 'pt-BR', 'nb', 'fil', 'en-PH', 'vi', 'sv', 'tg', 'sr-ME', 'fr'];

  it('prefers an exact match, ignoring case and reading _ as -', () => {
    expect(resolveLocale('de', available, 'de')).toBe('de');
    expect(resolveLocale('PT_br', available, 'en')).toBe('pt-BR');
  });

  it.each(Object.entries(LOCALE_ALIASES))('maps the alias %s to %s', (alias, target) => {
    expect(resolveLocale(alias, available, 'de')).toBe(target);
  });

  it('falls back to the base language: de-AT → de, pt → pt-BR, no-NO → nb, sr-RS → sr-ME', () => {
    expect(resolveLocale('de-AT', available, 'en')).toBe('de');
    expect(resolveLocale('pt', available, 'en')).toBe('pt-BR');
    expect(resolveLocale('no-NO', available, 'en')).toBe('nb');
    expect(resolveLocale('sr-RS', available, 'en')).toBe('sr-ME');
  });

  it('prefers the bare base language over a regional variant', () => {
    expect(resolveLocale('en-GB', available, 'de')).toBe('en');
  });

  it("falls back to the site's default, then to en", () => {
    expect(resolveLocale('ja', available, 'de')).toBe('de');
    expect(resolveLocale(undefined, available, 'fr')).toBe('fr');
    expect(resolveLocale(null, available, 'xx')).toBe('en');
    expect(resolveLocale('ja', ['de'], 'xx')).toBe('en');
  });

  it('always returns an available locale or en', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.subarray<string>([...LOCALES]),
        fc.constantFrom(...LOCALES),
        (req, avail, def) => {
          const result = resolveLocale(req, avail, def);
          expect(result === 'en' || avail.includes(result)).toBe(true);
        },
      ),
    );
  });
});

describe('locale on the wire', () => {
  it('uses locale pt for br on real-time channels', () => {
    expect(realtimeLocale('br')).toBe('pt');
    expect(realtimeLocale('pt-BR')).toBe('pt');
    expect(realtimeLocale('de')).toBe('de');
  });

  it('sends the locale br as pt-BR in Accept-Language', () => {
    expect(acceptLanguageFor('br')).toBe('pt-BR');
    expect(acceptLanguageFor('de')).toBe('de');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order on ties', () => {
    expect(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.7')).toEqual(['da', 'en-GB', 'en']);
    expect(parseAcceptLanguage('fr;q=0.5, de, pt-BR;q=0.9, it')).toEqual(['de', 'it', 'pt-BR', 'fr']);
  });

  it('drops wildcards, q=0 and malformed entries', () => {
    expect(parseAcceptLanguage('*, de;q=0, en;q=2, fr;q=abc, es;q=0.1, ;q=1')).toEqual(['es']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
