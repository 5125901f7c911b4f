import { describe, expect, it } from 'vitest';
import { browserRegion, countryOptions } from './country-options';

const COUNTRIES = [
  { code: 'AR', name: 'Argentina' },
  { code: 'AT', name: 'Austria' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'GB', name: 'United Kingdom' },
];

describe('sign-up country list', () => {
  it("is sorted by name in the visitor's language, not by code", () => {
    const de = countryOptions(COUNTRIES, 'de', []).options.map((c) => c.name);
    expect(de).toEqual(['Argentinien', 'Deutschland', 'Österreich', 'Spanien', 'Vereinigtes Königreich']);
    const en = countryOptions(COUNTRIES, 'en', []).options.map((c) => c.code);
    expect(en).toEqual(['AR', 'AT', 'DE', 'ES', 'GB']);
    const es = countryOptions(COUNTRIES, 'es', []).options.map((c) => c.code);
    expect(es).toEqual(['DE', 'AR', 'AT', 'ES', 'GB']);
  });

  it('preselects the first detected country on the list, else nothing (never the first of the list)', () => {
    expect(countryOptions(COUNTRIES, 'en', [null, 'XX', 'AT', 'DE']).selected).toBe('AT');
    expect(countryOptions(COUNTRIES, 'en', [undefined, null]).selected).toBe('');
  });

  it("reads the browser's region from its languages", () => {
    expect(browserRegion(['de-AT', 'en'])).toBe('AT');
    expect(browserRegion(['de'])).toBe('DE');
    expect(browserRegion(['not a tag'])).toBeNull();
  });
});
