import {
  MAX_STAKE_PRESETS as CONTRACT_COUNT,
  MAX_STAKE_PRESET as CONTRACT_MAX,
} from '@sportsbook/contract/player-settings';
import { describe, expect, it } from 'vitest';
import { checkPresets, MAX_STAKE_PRESET, MAX_STAKE_PRESETS, presetText } from './presets';

describe('stake presets', () => {
  it('uses the limits of the contract', () => {
    expect(MAX_STAKE_PRESETS).toBe(CONTRACT_COUNT);
    expect(MAX_STAKE_PRESET).toBe(CONTRACT_MAX);
  });

  it('reads amounts in the locale format and leaves empty fields out', () => {
    expect(checkPresets(['1', '', '10.50', '25'], 'en')).toEqual({ ok: true, values: [1, 10.5, 25] });
    expect(checkPresets(['2,5', '1.000'], 'de')).toEqual({ ok: true, values: [2.5, 1000] });
  });

  it('names what is wrong with each field', () => {
    const check = checkPresets(['abc', '0', '1000000.01', '5', '5.00', '1.234'], 'en');
    expect(check).toEqual({
      ok: false,
      reason: 'problems',
      problems: ['invalid', 'not-positive', 'too-large', null, 'duplicate', 'invalid'],
    });
  });

  it('accepts the largest amount and refuses an empty list or too many', () => {
    expect(checkPresets(['1000000'], 'en')).toEqual({ ok: true, values: [1_000_000] });
    expect(checkPresets(['', ' '], 'en')).toMatchObject({ ok: false, reason: 'none' });
    const eleven = Array.from({ length: MAX_STAKE_PRESETS + 1 }, (_, i) => String(i + 1));
    expect(checkPresets(eleven, 'en')).toMatchObject({ ok: false, reason: 'too-many' });
  });

  it('shows a preset as its field text', () => {
    expect(presetText(10.5, 'en')).toBe('10.50');
    expect(presetText(10.5, 'de')).toBe('10,50');
    expect(presetText(5, 'en')).toBe('5');
  });
});
