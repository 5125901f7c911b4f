/**
 * The one error body every API answers with (ARCHITECTURE "Wire conventions"), without zod, for the browser:
 * `{ "error": { "code", "message", "localized_message"?, "details"? } }`. `errors.ts` holds the zod schema the
 * server writes replies with; `readErrorBody` accepts exactly what that schema accepts (a property test keeps the
 * two equal), so the web reads errors by the contract without shipping zod.
 */

export type ErrorBody = {
  error: { code: string | number; message: string; localized_message?: string; details?: unknown };
};

/** String codes for HTTP-level problems. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  /** A bet placed by a player who has not accepted the terms version in force (details: `termsVersion`). */
  termsNotAccepted: 'terms_not_accepted',
  /** An acceptance of a terms version that is not the one in force (details: `termsVersion`, the current one). */
  termsVersionOutdated: 'terms_version_outdated',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error of a body that is the contract's error body, else null. */
export function readErrorBody(value: unknown): ErrorBody['error'] | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message, localized_message: localized, details } = value.error;
  if (typeof code !== 'string' && !(typeof code === 'number' && Number.isFinite(code))) return null;
  if (typeof message !== 'string') return null;
  if (localized !== undefined && typeof localized !== 'string') return null;
  return {
    code,
    message,
    ...(localized === undefined ? {} : { localized_message: localized }),
    ...(details === undefined ? {} : { details }),
  };
}
