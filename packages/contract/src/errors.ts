import { z } from 'zod';

/**
 * The one error body every API answers with (ARCHITECTURE "Wire conventions"):
 * `{ "error": { "code", "message", "localized_message"?, "details"? } }`.
 * `code` is a string for HTTP-level problems and the spec's number for placement errors (101, 114, 118, 120).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    localized_message: z.string().optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** String codes for HTTP-level problems. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
