import { readErrorBody } from '@sportsbook/contract/error-body';

/**
 * An error answer of any of the APIs, read by the contract (`readErrorBody`: `{ error: { code, message,
 * localized_message?, details? } }`), or a request that got no answer (`status` 0, code `network`). The one reader
 * of error bodies on the web: the platform, bets and catalog clients all throw this (or a subclass).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly localizedMessage: string | null = null,
    readonly details: unknown = null,
  ) {
    super(message);
  }

  /** The address that answered, when known (error reports show it: spec 001 §8 "response address"). */
  url: string | null = null;
}

/** The fields of an error answer; the HTTP status text when the body is not the contract's. */
export async function errorFieldsOf(response: Response): Promise<ConstructorParameters<typeof ApiError>> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status text
  }
  const error = readErrorBody(body);
  if (!error) return [response.status, `http_${response.status}`, response.statusText || `HTTP ${response.status}`];
  return [response.status, error.code, error.message, error.localized_message ?? null, error.details ?? null];
}

/** Reads an error answer into an `ApiError`. */
export async function toApiError(response: Response): Promise<ApiError> {
  const error = new ApiError(...(await errorFieldsOf(response)));
  error.url = response.url || null;
  return error;
}

/** A request that got no answer (network down, blocked, CORS). */
export function networkError(cause: unknown): ApiError {
  return new ApiError(0, 'network', cause instanceof Error ? cause.message : 'network error');
}
