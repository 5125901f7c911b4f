import { z } from 'zod';
import { pushSubscriptionFieldSchema } from './push';
import { oddsAcceptModeSchema, oddsTypeSchema, settingsSchema } from './settings';

/**
 * A player's own settings (spec 001 §7.2 `POST /settings`: stakes, auto_accept_odds_change, odds_type,
 * one_signal_push_notification_subscription). `GET /settings` answers the public settings with the signed-in
 * player's values laid over `betting` (`stakesPresets`, `oddsAcceptMode`, `activeOddsType`) and `player` (null for
 * visitors).
 */

/** Most stake preset buttons a player may keep. */
export const MAX_STAKE_PRESETS = 10;
/** Largest stake preset, in major units. */
export const MAX_STAKE_PRESET = 1_000_000;

/** One stake preset in major units: positive, at most 2 decimals. */
const stakePresetSchema = z
  .number()
  .positive()
  .max(MAX_STAKE_PRESET)
  .refine((v) => Math.round(v * 100) / 100 === v, 'must have at most 2 decimals');

export const stakePresetsSchema = z
  .array(stakePresetSchema)
  .min(1)
  .max(MAX_STAKE_PRESETS)
  .refine((list) => new Set(list).size === list.length, 'must not repeat a value');

/**
 * `POST /settings` body. Every field is optional (at least one is needed); an absent field keeps its value, `null`
 * goes back to the operator's default (or clears the push subscription). Unknown fields are stripped.
 */
export const playerSettingsBodySchema = z
  .object({
    stakes: stakePresetsSchema.nullable().optional(),
    auto_accept_odds_change: oddsAcceptModeSchema.nullable().optional(),
    odds_type: oddsTypeSchema.nullable().optional(),
    /** A Web Push subscription JSON (`./push`) or a push provider's id; null unsubscribes. */
    one_signal_push_notification_subscription: pushSubscriptionFieldSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'give at least one setting');
export type PlayerSettingsBody = z.infer<typeof playerSettingsBodySchema>;

/** What a player chose; null means "not chosen" (the operator's default applies). */
export const playerPreferencesSchema = z.object({
  stakes: z.array(z.number()).nullable(),
  autoAcceptOddsChange: oddsAcceptModeSchema.nullable(),
  oddsType: oddsTypeSchema.nullable(),
  oneSignalPushNotificationSubscription: z.string().nullable(),
  /** When the player last saved settings; null when never. */
  updatedAt: z.string().nullable(),
});
export type PlayerPreferences = z.infer<typeof playerPreferencesSchema>;

/** `GET /settings` and `POST /settings` reply: the settings as this caller sees them. */
export const settingsReplySchema = settingsSchema.extend({ player: playerPreferencesSchema.nullable() });
export type SettingsReply = z.infer<typeof settingsReplySchema>;
