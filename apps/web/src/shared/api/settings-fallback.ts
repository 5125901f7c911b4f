import type { Settings } from '@sportsbook/contract/settings';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@sportsbook/domain/locales';
import { CURRENCIES } from '@sportsbook/domain/money';
import { ODDS_TYPES } from '@sportsbook/domain/odds';
import {
  DEFAULT_CURRENCY_CODE,
  DEFAULT_ODDS_ACCEPT_MODE,
  DEFAULT_ODDS_TYPE,
  DEFAULT_STAKE_PRESETS,
} from '@sportsbook/domain/operator-defaults';
import { DEFAULT_MIN_PLAYER_AGE } from '@sportsbook/domain/player';

/**
 * Settings used while the API cannot be reached, so the page chrome (header, menus) still renders and the
 * page's own error boundary reports the failure. The operator's defaults (`operator-defaults`) and currencies as the
 * server serves them; conservative otherwise: every optional feature off, no indexing.
 */
export const FALLBACK_SETTINGS: Settings = {
  locales: LOCALES.map((code) => ({ code, nameInLocale: LOCALE_NAMES[code] ?? code })),
  defaultLocale: DEFAULT_LOCALE,
  currencies: CURRENCIES.map((c) => ({ code: c.code, subunits: c.subunits, fiat: c.fiat })),
  defaultCurrencyCode: DEFAULT_CURRENCY_CODE,
  countries: [],
  userCountry: null,
  minPlayerAge: DEFAULT_MIN_PLAYER_AGE,
  betting: {
    customBetAllowed: false,
    customBetEnabled: false,
    stakesPresets: [...DEFAULT_STAKE_PRESETS],
    oddsAcceptMode: DEFAULT_ODDS_ACCEPT_MODE,
    oddsTypes: [...ODDS_TYPES],
    activeOddsType: DEFAULT_ODDS_TYPE,
    multiSingleAvailableByProvider: {},
  },
  features: {
    videoEnabled: false,
    isHorseRacingEnabled: false,
    isLotteryEnabled: false,
    isPremiumCricketEnabled: false,
    isVirtualGamingArenaEnabled: false,
    isMultiActiveFreebetsAllowed: false,
    isShareBetEnabled: false,
    isRtlEnabled: true,
    isBetLimitsEnabled: false,
    isQuickBetEnabled: false,
    isIndexingAllowed: false,
    isPhoneVerificationRequired: false,
  },
  providers: { providerStatuses: {}, sportTypeProviders: { regular: [], cyber: [], premium_cricket: [] } },
  betsLimits: {
    maxStakeLimit: { fiat: { amount: 0, currencyCode: 'EUR' }, crypto: { amount: 0, currencyCode: 'USDT' } },
    payoutLimit: { amount: 0, currencyCode: 'EUR', action: 'reject' },
    selectionLimit: 0,
    oddsLimit: { value: 0, action: 'reject' },
  },
  marketGroups: [],
};
