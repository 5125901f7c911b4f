import { ApiError, errorFieldsOf } from './api-error';
import { apiHeaders } from './api-headers';
import { reportUnauthorized } from './client-api';

/**
 * The fetch layer of the browser's API clients (`/api/platform`, same-origin rewrite; also `/api/sportsbook` and
 * `/api/v3`), a leaf module: first-load code (the session, favourites, settings, the slip) calls through it without
 * loading every platform call (`platform-api.ts`). Every call carries the versioned
 * accept header and `X-Application` (`api-headers.ts`); errors become `PlatformError` with the server's field
 * `details` (`[{ path, message }]`). A 401 of a player call (not of the auth forms) is reported to the handler set
 * with `onUnauthorized`.
 */

const BASE = '/api/platform';

export type FieldDetail = { path: string; message: string };

/** A call's error, with the body's `details` also read as field problems (`fields`: `[{ path, message }]`). */
export class PlatformError extends ApiError {
  override readonly name = 'PlatformError';
  readonly fields: FieldDetail[];
  constructor(...args: ConstructorParameters<typeof ApiError>) {
    super(...args);
    this.fields = readDetails(args[4]);
  }
}

export { onUnauthorized } from './client-api';

function readDetails(value: unknown): FieldDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((d) =>
    typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string'
      ? [{ path: d.path, message: d.message }]
      : [],
  );
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Auth forms and probes handle 401 themselves: do not sign out. */
  quiet401?: boolean;
  /** Headers of this call (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * A same-origin call to any of the APIs (`/api/platform`, `/api/sportsbook`, `/api/v3`) with the rules above:
 * the shared headers, `PlatformError` with `details`, 401 reported unless `quiet401`.
 */
export async function apiFetch<T>(url: string, options: Options = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = { ...apiHeaders(options.body !== undefined), ...options.headers };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new PlatformError(0, 'network', 'network error');
  }
  if (!response.ok) {
    const error = new PlatformError(...(await errorFieldsOf(response)));
    error.url = response.url || url;
    if (error.status === 401 && !options.quiet401) reportUnauthorized({ status: error.status, code: error.code });
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A call to the platform API (`/api/platform` + path). */
export function platformFetch<T>(path: string, options: Options = {}): Promise<T> {
  return apiFetch<T>(`${BASE}${path}`, options);
}

/** A POST to the platform API. */
export const platformPost = <T>(path: string, body: unknown = {}, quiet401 = false) =>
  platformFetch<T>(path, { method: 'POST', body, quiet401 });
