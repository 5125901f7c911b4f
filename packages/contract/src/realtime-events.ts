/**
 * Real-time events: the `data` of every publication on the hub's channels is `{ type, payload }` (ARCHITECTURE
 * "Wire conventions"). Every payload carries `ts`, the publish time in epoch milliseconds read as
 * `performance.timeOrigin + performance.now()` on the server, so the browser can measure publish → paint.
 *
 * Channels and what they carry:
 * - `sportsbook:{locale}:match:{matchId}`: everything about one match, at most one message of each kind per feed
 *   tick: `match_changed` or `match_status_changed` (the status moved; it then carries the other changed fields
 *   too), and `markets_changed` (every market of the match whose odds, active flags or status changed).
 * - `sportsbook:{locale}`: list-level changes, at most one message of each kind per tick for all matches:
 *   `match_status_changed`, `match_changed`, `markets_changed` (main and secondary markets only) and
 *   `provider_status_changed`.
 * - `$user:{playerId}`: the player's own events (bets, balance, cash-out, notifications, bonuses).
 *
 * Public payloads carry no localized text: a match's names (sport, category, tournament) are per locale and never
 * travel in events, so the payload is the same for every locale. A client that meets a match it does not know
 * (`added`) refetches the list it shows.
 *
 * Market changes are partial: a market carries only the outcomes whose odds or active flag changed. Merge them into
 * the market you hold (`mergeMarketChange` in `@sportsbook/domain/live/patch`) before using the domain's
 * market-update functions, which read a missing outcome as suspended.
 */
import { z } from 'zod';
import {
  clockSchema,
  marketSchema,
  marketStatusSchema,
  matchStatusSchema,
  providerSchema,
  scoreSchema,
} from './catalog';

/** Publish time, epoch ms with sub-millisecond fraction (`performance.timeOrigin + performance.now()`). */
export const eventTimestampSchema = z.number().positive();

/** The publish time to put in `ts`: epoch ms on the same scale as the browser's `timeOrigin + now()`. */
export function eventTimestamp(): number {
  return performance.timeOrigin + performance.now();
}

// Public: matches and markets.

/** One outcome whose odds or active flag changed. */
export const outcomeChangeSchema = z.strictObject({
  /** Provider outcome id within the market; the global key is `{matchId}:{marketId}:{specifier}:{outcomeId}`. */
  outcomeId: z.string(),
  odds: z.number(),
  active: z.boolean(),
});
export type OutcomeChange = z.infer<typeof outcomeChangeSchema>;

/**
 * A market that changed: its identity (`matchId`, `id`, `specifier`), its status (0 = no longer allowed, -1 =
 * suspended, 1 = open) and only the outcomes whose odds or active flag changed (empty when only the status moved).
 */
export const marketChangeSchema = z.strictObject({
  matchId: z.number().int(),
  id: z.number().int(),
  specifier: z.string(),
  status: marketStatusSchema,
  outcomes: z.array(outcomeChangeSchema),
  /** Present when the most-balanced line flag moved. */
  mostBalanced: z.boolean().optional(),
  /** The complete market, only when subscribers cannot know it yet (a market new to the match). */
  market: marketSchema.optional(),
});
export type MarketChange = z.infer<typeof marketChangeSchema>;

/**
 * The dynamic fields of a match that changed since the last event (absent = unchanged). Never localized names.
 * `mainMarket`/`secondaryMarket` are sent whole, only when the list's main or secondary market became another one
 * (or none); odds moves of the same market come as `markets_changed`.
 */
export const matchChangeSchema = z.strictObject({
  id: z.number().int(),
  status: matchStatusSchema.optional(),
  live: z.boolean().optional(),
  bettable: z.boolean().optional(),
  stage: z.string().nullable().optional(),
  startTime: z.string().optional(),
  endDate: z.string().nullable().optional(),
  clock: clockSchema.nullable().optional(),
  score: scoreSchema.nullable().optional(),
  marketsCount: z.number().int().optional(),
  topMarketsCount: z.number().int().optional(),
  mainMarket: marketSchema.nullable().optional(),
  secondaryMarket: marketSchema.nullable().optional(),
  /** A match new to the catalog: the fields above are all present; names are not, so lists showing it refetch. */
  added: z.literal(true).optional(),
  /** The match left the catalog (some minutes after it finished): drop it from lists. */
  removed: z.literal(true).optional(),
});
export type MatchChange = z.infer<typeof matchChangeSchema>;

/** Clock, score, stage, counts or list markets of matches changed (one match on a match channel). */
export const matchChangedPayloadSchema = z.strictObject({
  ts: eventTimestampSchema,
  matches: z.array(matchChangeSchema).min(1),
});
export type MatchChangedPayload = z.infer<typeof matchChangedPayloadSchema>;

/** Status of matches changed (prematch → live → finished, …), a match was added or removed; other changes ride along. */
export const matchStatusChangedPayloadSchema = matchChangedPayloadSchema;
export type MatchStatusChangedPayload = MatchChangedPayload;

/** Markets whose odds or status changed, each with only its changed outcomes. `matchId` on a match channel. */
export const marketsChangedPayloadSchema = z.strictObject({
  ts: eventTimestampSchema,
  matchId: z.number().int().optional(),
  markets: z.array(marketChangeSchema).min(1),
});
export type MarketsChangedPayload = z.infer<typeof marketsChangedPayloadSchema>;

export const providerStateSchema = z.enum(['active', 'inactive']);

/** A data provider went up or down; `providerStatuses` is the new state of all of them (as in the settings). */
export const providerStatusChangedPayloadSchema = z.strictObject({
  ts: eventTimestampSchema,
  provider: providerSchema,
  status: providerStateSchema,
  providerStatuses: z.partialRecord(providerSchema, providerStateSchema),
});
export type ProviderStatusChangedPayload = z.infer<typeof providerStatusChangedPayloadSchema>;

// Private (`$user:{playerId}`). Placeholders: the modules that publish them refine the inner objects.

const idSchema = z.union([z.string(), z.number().int()]);

/** A bet of the player changed (placed, settled, cashed out). */
export const betChangedPayloadSchema = z.object({ ts: eventTimestampSchema, bet: z.looseObject({ id: idSchema }) });
/** A balance changed after a committed ledger entry; amounts in minor units. */
export const balanceChangedPayloadSchema = z.object({
  ts: eventTimestampSchema,
  currency: z.string(),
  balance: z.number().int(),
  entryId: z.number().int().optional(),
});
/** The cash-out offer of a bet changed. */
export const cashoutChangedPayloadSchema = z.object({
  ts: eventTimestampSchema,
  betId: idSchema,
  cashout: z.looseObject({}),
});
/** A new notification for the player. */
export const notificationPayloadSchema = z.object({
  ts: eventTimestampSchema,
  notification: z.looseObject({ id: idSchema }),
});
/** The player's unread notification count changed. */
export const unreadNotificationsChangedPayloadSchema = z.object({
  ts: eventTimestampSchema,
  notifications: z.looseObject({ unread: z.number().int().min(0) }),
});
/** A bonus was issued to the player. */
export const bonusIssuedPayloadSchema = z.object({ ts: eventTimestampSchema, bonus: z.looseObject({ id: idSchema }) });
/** A tournament's pool changed (public, `sportsbook:{locale}`): `pool` is `{ id, amount, state }`. */
export const tournamentPoolChangedPayloadSchema = z.object({
  ts: eventTimestampSchema,
  pool: z.looseObject({ id: idSchema }),
});

/** A jackpot's pools changed (public, `sportsbook:{locale}`): its id, the ticker amount and each level's pool. */
export const jackpotChangedPayloadSchema = z.object({
  ts: eventTimestampSchema,
  jackpot: z.looseObject({ id: idSchema, amount: z.number().int() }),
});
/** The player won a jackpot level (private): the hit as `GET /jackpot-hits` answers it. */
export const jackpotHitPayloadSchema = z.object({ ts: eventTimestampSchema, hit: z.looseObject({ id: idSchema }) });

/** Every event kind with its payload schema. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('match_changed'), payload: matchChangedPayloadSchema }),
  z.strictObject({ type: z.literal('match_status_changed'), payload: matchStatusChangedPayloadSchema }),
  z.strictObject({ type: z.literal('markets_changed'), payload: marketsChangedPayloadSchema }),
  z.strictObject({ type: z.literal('provider_status_changed'), payload: providerStatusChangedPayloadSchema }),
  z.strictObject({ type: z.literal('bet_changed'), payload: betChangedPayloadSchema }),
  z.strictObject({ type: z.literal('balance_changed'), payload: balanceChangedPayloadSchema }),
  z.strictObject({ type: z.literal('cashout_changed'), payload: cashoutChangedPayloadSchema }),
  z.strictObject({ type: z.literal('notification'), payload: notificationPayloadSchema }),
  z.strictObject({ type: z.literal('unread_notifications_changed'), payload: unreadNotificationsChangedPayloadSchema }),
  z.strictObject({ type: z.literal('bonus_issued'), payload: bonusIssuedPayloadSchema }),
  z.strictObject({ type: z.literal('tournament_pool_changed'), payload: tournamentPoolChangedPayloadSchema }),
  z.strictObject({ type: z.literal('jackpot_changed'), payload: jackpotChangedPayloadSchema }),
  z.strictObject({ type: z.literal('jackpot_hit'), payload: jackpotHitPayloadSchema }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
/** The payload of one event kind, e.g. `EventPayload<'balance_changed'>`. */
export type EventPayload<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>['payload'];
