import { describe, expect, it } from 'vitest';
import {
  cssVariablesOf,
  decodeCustomizerParam,
  encodeCustomizerParam,
  parseCustomizerJson,
  parseCustomizerSettings,
} from './customizer-settings';

describe('customizer settings', () => {
  it('accepts the known settings and normalises colours', () => {
    expect(parseCustomizerSettings({ accent: '#FF0066', radius: 4, logoText: ' Acme Bet ' })).toEqual({
      accent: '#ff0066',
      radius: 4,
      logoText: 'Acme Bet',
    });
  });

  it('ignores invalid input as a whole', () => {
    for (const value of [
      null,
      [],
      {},
      'x',
      { accent: 'red' },
      { accent: '#ff0066; background: url(x)' },
      { accent: 'var(--c-live)' },
      { accent: '#ff0066', unknown: 1 },
      { '--c-accent': '#fff' },
      { radius: 100 },
      { radius: 2.5 },
      { radius: '4' },
      { logoText: '' },
      { logoText: 'x'.repeat(25) },
      { logoText: 'a\nb' },
    ]) {
      expect(parseCustomizerSettings(value), JSON.stringify(value)).toBeNull();
    }
    expect(parseCustomizerJson('{not json')).toBeNull();
    expect(parseCustomizerJson(null)).toBeNull();
  });

  it('round-trips a preview link parameter (UTF-8 included)', () => {
    const settings = { brand: '#123456', logoText: 'Ünïcødé ⚽' };
    const param = encodeCustomizerParam(settings);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCustomizerParam(param)).toEqual(settings);
  });

  it('ignores a malformed parameter', () => {
    expect(decodeCustomizerParam('not base64!')).toBeNull();
    expect(decodeCustomizerParam(encodeCustomizerParam({ accent: 'red' } as never))).toBeNull();
    expect(decodeCustomizerParam('')).toBeNull();
  });

  it('maps settings to the theme variables only', () => {
    expect(cssVariablesOf({ accent: '#ff0066', oddsText: '#000', radius: 10 })).toEqual({
      '--c-accent': '#ff0066',
      '--c-odds-text': '#000',
      '--radius-s': '6px',
      '--radius-m': '10px',
      '--radius-l': '14px',
    });
  });
});
