import type { OddsAcceptMode } from './betslip/types';
import type { OddsType } from './odds';

/**
 * The operator's defaults the spec leaves open (docs/decisions.md "Settings"): the server's public settings serve
 * them, and the web's offline fallback shows the same while the API cannot be reached.
 */
export const DEFAULT_CURRENCY_CODE = 'EUR';
/** Stake preset buttons, in major units of the active currency. */
export const DEFAULT_STAKE_PRESETS: readonly number[] = [1, 5, 10, 25, 50];
export const DEFAULT_ODDS_ACCEPT_MODE: OddsAcceptMode = 'none';
export const DEFAULT_ODDS_TYPE: OddsType = 'european';
