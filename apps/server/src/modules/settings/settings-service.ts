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
import type { Config } from '../../config';
import { groupName } from '../../feed/names/localize';
import { COUNTRIES } from './countries';
import { MARKET_GROUPS } from './market-groups';

/**
 * The operator's public settings (spec 000 §3 Settings). Values the spec leaves open are chosen in
 * docs/decisions.md: stake presets, default accept mode, bet limits.
 */
export function publicSettings(config: Config, locale: string): Settings {
  const groupNames = MARKET_GROUPS.map((g) => ({
    groupKey: g.groupKey,
    priority: g.priority,
    name: groupName(g.groupKey, locale) ?? g.groupKey,
  }));
  return {
    locales: LOCALES.map((code) => ({ code, nameInLocale: LOCALE_NAMES[code] ?? code })),
    defaultLocale: DEFAULT_LOCALE,
    currencies: CURRENCIES.map((c) => ({ code: c.code, subunits: c.subunits, fiat: c.fiat })),
    defaultCurrencyCode: DEFAULT_CURRENCY_CODE,
    countries: COUNTRIES.map(([code, name]) => ({ code, name })),
    userCountry: null,
    minPlayerAge: config.minPlayerAge,
    betting: {
      customBetAllowed: config.features.betBuilder,
      customBetEnabled: config.features.betBuilder,
      stakesPresets: [...DEFAULT_STAKE_PRESETS],
      oddsAcceptMode: DEFAULT_ODDS_ACCEPT_MODE,
      oddsTypes: [...ODDS_TYPES],
      activeOddsType: DEFAULT_ODDS_TYPE,
      multiSingleAvailableByProvider: { betradar: true, oddin: false, betconstruct: true },
    },
    features: {
      videoEnabled: false,
      isHorseRacingEnabled: config.features.horseRacing,
      isLotteryEnabled: config.features.lottery,
      isPremiumCricketEnabled: config.features.premiumCricket,
      isVirtualGamingArenaEnabled: config.features.virtualGamingArena,
      isMultiActiveFreebetsAllowed: config.features.multiActiveFreebets,
      isShareBetEnabled: true,
      isRtlEnabled: true,
      isBetLimitsEnabled: true,
      isQuickBetEnabled: true,
      isIndexingAllowed: config.features.indexingAllowed,
      isPhoneVerificationRequired: config.features.phoneVerificationRequired,
    },
    providers: {
      providerStatuses: { betradar: 'active', oddin: 'active', betconstruct: 'inactive' },
      sportTypeProviders: { regular: ['betradar'], cyber: ['oddin'], premium_cricket: ['betradar'] },
    },
    betsLimits: {
      maxStakeLimit: {
        fiat: { amount: 10_000, currencyCode: 'EUR' },
        crypto: { amount: 10_000, currencyCode: 'USDT' },
      },
      payoutLimit: { amount: 250_000, currencyCode: 'EUR', action: 'reject' },
      selectionLimit: 20,
      oddsLimit: { value: 1000, action: 'reject' },
    },
    marketGroups: groupNames,
    webPushPublicKey: config.push?.publicKey ?? null,
  };
}
