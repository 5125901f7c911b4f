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
export { ERROR_CODES, type ErrorBody, type ErrorCode, readErrorBody } from './error-body';
