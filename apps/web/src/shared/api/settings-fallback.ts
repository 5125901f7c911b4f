import type { Settings } from '@sportsbook/contract/settings';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@sportsbook/domain/locales';
import { ODDS_TYPES } from '@sportsbook/domain/odds';
import { DEFAULT_MIN_PLAYER_AGE } from '@sportsbook/domain/player';

/**
 * Settings used while the API cannot be reached, so the page chrome (header, menus) still renders and the
 * page's own error boundary reports the failure. Conservative: every optional feature off, no indexing.
 */
export const FALLBACK_SETTINGS: Settings = {
  locales: LOCALES.map((code) => ({ code, nameInLocale: LOCALE_NAMES[code] ?? code })),
  defaultLocale: DEFAULT_LOCALE,
  currencies: [{ code: 'EUR', subunits: 100, fiat: true }],
  defaultCurrencyCode: 'EUR',
  countries: [],
  userCountry: null,
  minPlayerAge: DEFAULT_MIN_PLAYER_AGE,
  betting: {
    customBetAllowed: false,
    customBetEnabled: false,
    stakesPresets: [1, 5, 10, 25, 50],
    oddsAcceptMode: 'none',
    oddsTypes: [...ODDS_TYPES],
    activeOddsType: 'european',
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
