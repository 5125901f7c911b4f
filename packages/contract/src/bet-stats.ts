import { z } from 'zod';

/**
 * Betting statistics (issue 20; spec 000 §3 betting stats): a player's settled bets (settled or cashed out) summed
 * per group, in one currency. `GET /api/v3/bets/stats` answers JSON, `GET /api/v3/bets/stats.csv` the same rows as
 * CSV. Money in minor units: `staked` is what the player staked (a free bet's stake is not theirs: 0), `returned`
 * what came back (settlement or cash-out, partial cash-outs included), `profit` = returned − staked, `roi` =
 * profit / staked (null when nothing was staked).
 */
export const BET_STATS_GROUPS = ['day', 'week', 'month', 'sport', 'market', 'type'] as const;
export type BetStatsGroup = (typeof BET_STATS_GROUPS)[number];

export const betStatsQuerySchema = z
  .object({
    group: z.enum(BET_STATS_GROUPS).default('month'),
    /** Bets settled from this instant (ISO date-time or date, inclusive)… */
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    /** …until this instant (exclusive; a plain date counts the whole day). */
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    /** The player's currency when absent. */
    currency: z.string().min(3).max(8).optional(),
    locale: z.string().max(20).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: '`from` must be before `to`',
    path: ['to'],
  });
export type BetStatsQuery = z.infer<typeof betStatsQuerySchema>;

export const betStatsRowSchema = z.object({
  /** The group's key: `2026-11-01` (day, week's Monday, month's first day), a sport key, a market id or `multiple`,
   * a bet type; `mixed` for bets over several sports. */
  key: z.string(),
  /** A display name where the key is not one (sport and market names); null otherwise. */
  label: z.string().nullable(),
  bets: z.number().int().nonnegative(),
  staked: z.number().int(),
  returned: z.number().int(),
  profit: z.number().int(),
  roi: z.number().nullable(),
});
export type BetStatsRow = z.infer<typeof betStatsRowSchema>;

export const betStatsReplySchema = z.object({
  currency: z.string(),
  subunits: z.number().int(),
  group: z.enum(BET_STATS_GROUPS),
  rows: z.array(betStatsRowSchema),
  totals: betStatsRowSchema,
});
export type BetStatsReply = z.infer<typeof betStatsReplySchema>;
