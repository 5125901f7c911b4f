import { z } from 'zod';
import { affiliateTagsSchema } from './affiliate-tags';
import { countryCodeSchema, currencyCodeSchema, emailSchema } from './platform';

/**
 * The operator API under `/api/operator` (issue 16): back-office calls of the operator's own servers, authenticated
 * by `Authorization: Bearer <OPERATOR_API_KEY>`, never by a browser session. Bodies snake_case, replies camelCase
 * (wire conventions).
 */

/** The operator's own id of a player: printable ASCII without spaces, as most platforms' ids are. */
const hostPlayerRefSchema = z
  .string()
  .trim()
  .min(1, "can't be blank")
  .max(128, 'is too long')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/**
 * `POST /host-sessions`: the host's backend asks for a short-lived one-time token that signs its player in inside the
 * embedded frame. The player is found by `player_ref`, or created with these details the first time (the host has
 * verified them; the account is confirmed and has no password of its own).
 */
export const hostSessionBodySchema = z.object({
  player_ref: hostPlayerRefSchema,
  email: emailSchema,
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  /** `YYYY-MM-DD`: checked against the minimum age when given (the host may have checked it itself). */
  birth_date: z.iso.date().optional(),
  nickname: z.string().trim().min(1).max(40).optional(),
  /** The player's language (a locale code); the sportsbook's default otherwise. */
  language: z.string().trim().min(2).max(16).optional(),
});
export type HostSessionBody = z.infer<typeof hostSessionBodySchema>;

/** Reply of `POST /host-sessions`: the token to pass to the frame (`setSession`) before `expiresAt`, once. */
export const hostSessionReplySchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  playerId: z.number().int().positive(),
  /** True when this call created the player (its first visit). */
  created: z.boolean(),
});
export type HostSessionReply = z.infer<typeof hostSessionReplySchema>;

/** `GET /players/{id}`: the path's player id. */
export const operatorPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Reply of `GET /players/{id}`: what the operator's back office needs to attribute a player (issue 21): the account
 * basics and the affiliate tags the player signed up with (null when none came with the sign-up).
 */
export const operatorPlayerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  currency: z.string(),
  country: z.string().nullable(),
  createdAt: z.string(),
  /** The operator's own reference when the player came through an embedded host site, else null. */
  playerRef: z.string().nullable(),
  affiliateTags: affiliateTagsSchema.nullable(),
  /** The terms version the player last accepted (null: none recorded). */
  acceptedTermsVersion: z.string().nullable(),
});
export type OperatorPlayer = z.infer<typeof operatorPlayerSchema>;
