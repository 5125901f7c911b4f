import { describe, expect, it } from 'vitest';
import { isExternalHref, localePath, splitLocale } from './paths';

describe('locale paths', () => {
  it('omits the prefix for the default locale and adds it for others', () => {
    expect(localePath('en', '/live')).toBe('/live');
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('de', '/live')).toBe('/de/live');
    expect(localePath('de', '/')).toBe('/de');
    expect(localePath('pt-BR', 'football')).toBe('/pt-BR/football');
  });

  it('leaves http, sms:, mailto: and fragment links alone', () => {
    for (const href of ['https://x.test/a', 'http://x.test', 'sms:+100', 'mailto:a@b.c', '#top', '//cdn.test/x']) {
      expect(isExternalHref(href)).toBe(true);
      expect(localePath('de', href)).toBe(href);
    }
  });

  it('splits a pathname into locale and path', () => {
    const locales = ['en', 'de', 'ar'];
    expect(splitLocale('/de/live', locales)).toEqual({ locale: 'de', path: '/live' });
    expect(splitLocale('/de', locales)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/live', locales)).toEqual({ locale: 'en', path: '/live' });
    expect(splitLocale('/', locales)).toEqual({ locale: 'en', path: '/' });
  });
});
