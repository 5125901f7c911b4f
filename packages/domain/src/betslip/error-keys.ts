/**
 * Placement error codes and their message keys (spec 000 §5, spec 001 §8), shared by the server (which sends the
 * code and the key) and the web app (which shows the key's text).
 */

/** The placement error codes the spec names. */
export const PLACEMENT_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  /** Spec: "municipality not found"; its message key is not shown, see `placementErrorKey`. */
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** The odds-mismatch ("wrong odds") keys of the risk validation (spec 001 §8). */
export const RISK_VALIDATION_KEYS = {
  different: 'error.risk_validation.odds_different_than_bookmaker',
  higher: 'error.risk_validation.odds_higher_than_bookmakers',
  tooLow: 'error.risk_validation.odds_to_low',
  higherThanCurrent: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
} as const;

export const DEFAULT_PLACEMENT_ERROR_KEY = 'error.place_bets.default';
export const PVE_FORBIDDEN_KEY = 'error.platform.pve_player_bet_forbidden';
export const POTENTIAL_WIN_EQUAL_OR_LESS_KEY = 'error.potential_win.equal_or_less';

/**
 * The message key of a placement error code: 101 → error.place_bets.invalid_odds, 120 →
 * error.place_bets.invalid_odds_custom_bet, 114 → error.platform.pve_player_bet_forbidden, 118 →
 * error.place_bets.municipality_not_found (our choice: the spec does not show it), anything else (or no code) →
 * error.place_bets.default. Codes may arrive as numbers or numeric strings.
 */
export function placementErrorKey(code: number | string | null | undefined): string {
  switch (Number(code)) {
    case PLACEMENT_ERROR_CODES.invalidOdds:
      return 'error.place_bets.invalid_odds';
    case PLACEMENT_ERROR_CODES.invalidOddsCustomBet:
      return 'error.place_bets.invalid_odds_custom_bet';
    case PLACEMENT_ERROR_CODES.pvePlayerBetForbidden:
      return PVE_FORBIDDEN_KEY;
    case PLACEMENT_ERROR_CODES.municipalityNotFound:
      return 'error.place_bets.municipality_not_found';
    default:
      return DEFAULT_PLACEMENT_ERROR_KEY;
  }
}

/** Whether a message key is one of the odds-mismatch keys (the spec's "wrong odds" errors). */
export function isWrongOddsKey(key: string): boolean {
  return (Object.values(RISK_VALIDATION_KEYS) as string[]).includes(key);
}

/**
 * The risk-validation key for odds the client sent that the house no longer accepts (our assignment; the spec only
 * lists the keys). Sent above the current odds → odds_higher_than_bookmakers_current_odds; sent below them (flagged
 * only in accept mode none) → odds_to_low; no current price to compare (outcome gone or suspended) →
 * odds_different_than_bookmaker; sent above the house's maximum odds (`maxOddsMillis`) → odds_higher_than_bookmakers.
 */
export function oddsMismatchKey(sentMillis: number, currentMillis: number | null, maxOddsMillis?: number): string {
  if (maxOddsMillis !== undefined && sentMillis > maxOddsMillis) return RISK_VALIDATION_KEYS.higher;
  if (currentMillis === null) return RISK_VALIDATION_KEYS.different;
  if (sentMillis > currentMillis) return RISK_VALIDATION_KEYS.higherThanCurrent;
  if (sentMillis < currentMillis) return RISK_VALIDATION_KEYS.tooLow;
  return RISK_VALIDATION_KEYS.different;
}
