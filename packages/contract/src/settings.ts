import { z } from 'zod';
import { providerSchema, sportTypeSchema } from './catalog';

/** Spec 000 §4: the 7 odds display types. Must match `OddsType` of `@sportsbook/domain/odds`. */
export const oddsTypeSchema = z.enum([
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
]);

/** Spec 000 §4 odds-change acceptance: none / higher / any. */
export const oddsAcceptModeSchema = z.enum(['none', 'higher', 'any']);
export type OddsAcceptMode = z.infer<typeof oddsAcceptModeSchema>;

const limitActionSchema = z.enum(['reject', 'accept']);

export const currencySchema = z.object({ code: z.string(), subunits: z.number().int(), fiat: z.boolean() });
export type CurrencyInfo = z.infer<typeof currencySchema>;

export const marketGroupSchema = z.object({ groupKey: z.string(), name: z.string(), priority: z.number().int() });

/** GET /api/sportsbook/settings: the public part (spec 000 §3 Settings). Player values override when signed in. */
export const settingsSchema = z.object({
  locales: z.array(z.object({ code: z.string(), nameInLocale: z.string() })),
  defaultLocale: z.string(),
  currencies: z.array(currencySchema),
  defaultCurrencyCode: z.string(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  userCountry: z.object({ code: z.string() }).nullable(),
  /** Sign-up refuses anyone younger (MIN_PLAYER_AGE; not in the spec, see docs/decisions.md). */
  minPlayerAge: z.number().int(),
  betting: z.object({
    customBetAllowed: z.boolean(),
    customBetEnabled: z.boolean(),
    /** Stake preset buttons in major units of the active currency. */
    stakesPresets: z.array(z.number().positive()),
    oddsAcceptMode: oddsAcceptModeSchema,
    oddsTypes: z.array(oddsTypeSchema),
    activeOddsType: oddsTypeSchema,
    multiSingleAvailableByProvider: z.record(z.string(), z.boolean()),
  }),
  features: z.object({
    videoEnabled: z.boolean(),
    isHorseRacingEnabled: z.boolean(),
    isLotteryEnabled: z.boolean(),
    isPremiumCricketEnabled: z.boolean(),
    isVirtualGamingArenaEnabled: z.boolean(),
    isMultiActiveFreebetsAllowed: z.boolean(),
    isShareBetEnabled: z.boolean(),
    isRtlEnabled: z.boolean(),
    isBetLimitsEnabled: z.boolean(),
    isQuickBetEnabled: z.boolean(),
    isIndexingAllowed: z.boolean(),
    /** Spec 000 §4: a signed-in player without a verified phone gets the phone verification modal. */
    isPhoneVerificationRequired: z.boolean(),
  }),
  providers: z.object({
    providerStatuses: z.record(z.string(), z.enum(['active', 'inactive'])),
    sportTypeProviders: z.record(sportTypeSchema, z.array(providerSchema)),
  }),
  betsLimits: z.object({
    maxStakeLimit: z.object({
      fiat: z.object({ amount: z.number(), currencyCode: z.string() }),
      crypto: z.object({ amount: z.number(), currencyCode: z.string() }),
    }),
    payoutLimit: z.object({ amount: z.number(), currencyCode: z.string(), action: limitActionSchema }),
    selectionLimit: z.number().int(),
    oddsLimit: z.object({ value: z.number(), action: limitActionSchema }),
  }),
  marketGroups: z.array(marketGroupSchema),
  /**
   * The server's VAPID public key (base64url) for `PushManager.subscribe`; null or absent: the operator sends no Web
   * Push (optional, so a backend without push still speaks this contract).
   */
  webPushPublicKey: z.string().min(1).nullable().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
