import { describe, expect, it } from 'vitest';
import { isWrongOddsKey, oddsMismatchKey, placementErrorKey, RISK_VALIDATION_KEYS } from './error-keys';
import { placementFailureOutcome } from './placement-failure';

describe('placement error keys', () => {
  it.each([
    [101, 'error.place_bets.invalid_odds'],
    [120, 'error.place_bets.invalid_odds_custom_bet'],
    [114, 'error.platform.pve_player_bet_forbidden'],
    [118, 'error.place_bets.municipality_not_found'],
    ['101', 'error.place_bets.invalid_odds'],
    [999, 'error.place_bets.default'],
    ['odds_changed', 'error.place_bets.default'],
    [null, 'error.place_bets.default'],
  ] as const)('maps code %j to %s', (code, key) => {
    expect(placementErrorKey(code)).toBe(key);
  });

  it('recognises the odds-mismatch keys as wrong-odds errors', () => {
    for (const key of Object.values(RISK_VALIDATION_KEYS)) expect(isWrongOddsKey(key)).toBe(true);
    expect(isWrongOddsKey('error.place_bets.invalid_odds')).toBe(false);
  });

  it('names an odds mismatch by its direction', () => {
    expect(oddsMismatchKey(2100, 2000)).toBe(RISK_VALIDATION_KEYS.higherThanCurrent);
    expect(oddsMismatchKey(1900, 2000)).toBe(RISK_VALIDATION_KEYS.tooLow);
    expect(oddsMismatchKey(1900, null)).toBe(RISK_VALIDATION_KEYS.different);
    expect(oddsMismatchKey(1_200_000, 1_200_000, 1_000_000)).toBe(RISK_VALIDATION_KEYS.higher);
  });
});

describe('placement failures', () => {
  it('a coded non-401 error is the ticket’s ERROR, the server’s localized message first', () => {
    expect(
      placementFailureOutcome({ status: 422, code: 114, message: 'pve', localizedMessage: 'PvE verboten' }),
    ).toEqual({
      state: 'ERROR',
      error: {
        code: 114,
        messageKey: 'error.platform.pve_player_bet_forbidden',
        message: 'PvE verboten',
        details: null,
        betMessages: [],
      },
    });
  });

  it('a 401 asks to sign in again; an uncoded error shows the generic alert', () => {
    expect(placementFailureOutcome({ status: 401, code: 'unauthorized' })).toEqual({
      state: 'INITIAL',
      notice: { kind: 'sign_in', sessionExpired: true },
    });
    expect(placementFailureOutcome({ status: null })).toMatchObject({
      state: 'INITIAL',
      notice: { kind: 'generic_error' },
    });
  });
});
