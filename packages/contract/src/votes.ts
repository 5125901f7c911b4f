import { z } from 'zod';
import { idSchema, queryList } from './query-helpers';

/**
 * Predictions (spec 000 §3 Predictions (votes): id or prediction_id, data, created at; spec 001 §7.3
 * `GET /api/v3/vote`, `POST /api/v3/vote` with prediction_id and data). Every match (not outrights) has one
 * prediction, "who wins": id `match:{matchId}:winner`, options `home`, `draw` (only where the league's main market
 * has a draw) and `away`. Voting is open while the match is prematch; one vote per player and prediction.
 */
export const PREDICTION_KINDS = ['winner'] as const;
export const predictionKindSchema = z.enum(PREDICTION_KINDS);

/** `match:{matchId}:winner`. */
export const predictionIdSchema = z
  .string()
  .regex(/^match:[1-9]\d{0,9}:winner$/, 'must look like match:{matchId}:winner')
  .refine((id) => Number(id.split(':')[1]) <= 2_147_483_647, 'match id out of range');

export const predictionOptionKeySchema = z.enum(['home', 'draw', 'away']);
export type PredictionOptionKey = z.infer<typeof predictionOptionKeySchema>;

/** `GET /vote`: `prediction_id` and/or `match_id` lists (repeated keys or comma lists; together at most 50). */
export const votesQuerySchema = z
  .object({
    prediction_id: queryList(predictionIdSchema),
    match_id: queryList(idSchema),
  })
  .refine((q) => q.prediction_id !== undefined || q.match_id !== undefined, 'give prediction_id or match_id')
  .refine((q) => (q.prediction_id?.length ?? 0) + (q.match_id?.length ?? 0) <= 50, 'at most 50 predictions at once');
export type VotesQuery = z.infer<typeof votesQuerySchema>;

/** `POST /vote` body: `data` is the chosen option key, bare (`"home"`) or as `{ option: "home" }`. */
export const voteBodySchema = z.object({
  prediction_id: predictionIdSchema,
  data: z.union([predictionOptionKeySchema, z.object({ option: predictionOptionKeySchema })]),
});
export type VoteBody = z.infer<typeof voteBodySchema>;

export const predictionOptionSchema = z.object({
  key: predictionOptionKeySchema,
  /** The competitor's name, or "Draw". */
  name: z.string(),
  votes: z.number().int().min(0),
  /** Whole percent; the shares of a prediction sum to exactly 100 once it has a vote (0 each before). */
  share: z.number().int().min(0).max(100),
});
export type PredictionOption = z.infer<typeof predictionOptionSchema>;

export const predictionSchema = z.object({
  id: z.string(),
  /** The same id under the spec's payload name. */
  prediction_id: z.string(),
  kind: predictionKindSchema,
  matchId: z.number().int(),
  /** True while votes are taken (the match is prematch). */
  open: z.boolean(),
  options: z.array(predictionOptionSchema),
  totalVotes: z.number().int().min(0),
  /** The winning option once the match finished, else null. */
  result: predictionOptionKeySchema.nullable(),
  /** The caller's own vote (null for visitors and players who have not voted). */
  vote: z.object({ data: predictionOptionKeySchema, createdAt: z.string() }).nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** `GET /vote` reply: the asked predictions in the order asked (unknown matches are left out). */
export const predictionsReplySchema = z.array(predictionSchema);
