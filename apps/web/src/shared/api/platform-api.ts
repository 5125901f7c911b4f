import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import type {
  Account,
  MessageReply,
  Phone,
  Player,
  SessionInfo,
  SetUserLimitBody,
  StatusGroup,
  TermsState,
  UserLimit,
} from '@sportsbook/contract/platform';
import { ApiError, errorFieldsOf } from './api-error';
import { apiHeaders } from './api-headers';
import { reportUnauthorized } from './client-api';

/**
 * Browser client of the platform API (`/api/platform`, same-origin rewrite). Every call carries the versioned
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

const post = <T>(path: string, body: unknown = {}, quiet401 = false) =>
  platformFetch<T>(path, { method: 'POST', body, quiet401 });

export type SignUpInput = {
  email: string;
  password: string;
  password_confirmation: string;
  currency: string;
  country: string;
  /** `YYYY-MM-DD`. */
  birth_date: string;
  terms_acceptance: boolean;
  /** The visit's kept affiliate tags (issue 21, `features/tracking/affiliate-tags.ts`). */
  affiliate_tags?: AffiliateTags;
};
export type CashierReply = { provider: string; url: string };
export type CompPoints = { points: number; statusGroup: { id: string; name: string } | null };
export type ActivityTrack = { tracked: boolean; usedMinutes: number; limitMinutes: number | null };

/** Said on `window` after the player's limits changed here (what watches them reads them again). */
export const LIMITS_CHANGED_EVENT = 'sportsbook:limits-changed';

function limitsChanged<T>(value: T): T {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LIMITS_CHANGED_EVENT));
  return value;
}

export const platformApi = {
  signUp: (user: SignUpInput) => post<{ email: string; message: string }>('/users', { user }, true),
  signIn: (user: { email: string; password: string }) => post<Player>('/users/sign_in', { user }, true),
  /** An embedded frame's sign-in with its host's one-time token (docs/embedding.md). */
  hostSession: (token: string) => post<Player>('/users/host_session', { token }, true),
  signOut: () => platformFetch<void>('/users/sign_out', { method: 'DELETE', quiet401: true }),
  confirm: (token: string) =>
    platformFetch<{ email: string }>(`/users/confirmation?confirmation_token=${encodeURIComponent(token)}`, {
      quiet401: true,
    }),
  resendConfirmation: (email: string) => post<MessageReply>('/users/confirmation', { user: { email } }, true),
  forgotPassword: (email: string) => post<MessageReply>('/users/password', { user: { email } }, true),
  resetPassword: (user: { reset_password_token: string; password: string; password_confirmation: string }) =>
    platformFetch<MessageReply>('/users/password', { method: 'PUT', body: { user }, quiet401: true }),
  unlock: (token: string) =>
    platformFetch<{ email: string }>(`/users/unlock?unlock_token=${encodeURIComponent(token)}`, { quiet401: true }),
  resendUnlock: (email: string) => post<MessageReply>('/users/unlock', { user: { email } }, true),

  player: (quiet401 = false) => platformFetch<Player>('/player', { quiet401 }),
  updatePlayer: (body: Record<string, string>) => platformFetch<Player>('/player', { method: 'PATCH', body }),
  updateLocale: (locale: string) =>
    platformFetch<{ locale: string }>('/player/update_locale', { method: 'PATCH', body: { locale } }),
  accounts: () => platformFetch<Account[]>('/player/accounts'),
  changeAccount: (currency: string) => post<Account>('/player/accounts', { currency }),
  compPoints: () => platformFetch<CompPoints>('/player/comp_points', { quiet401: true }),
  statusGroups: () => platformFetch<StatusGroup[]>('/player/status_groups'),
  /** Accepts the terms version the player was shown (409 `terms_version_outdated` when it is not the one in force). */
  acceptTerms: (version: string) => post<TermsState>('/player/terms', { version }),
  phone: () => platformFetch<Phone>('/player/phone'),
  setPhone: (number: string) => post<Phone>('/player/phone', { number }),
  resendPhoneCode: () => post<Phone>('/player/phone/resend'),
  verifyPhone: (code: string) => post<Phone>('/player/phone/verify', { code }),

  userLimits: (includeHistory = false) =>
    platformFetch<UserLimit[]>(includeHistory ? '/user_limits?include_history=true' : '/user_limits'),
  /** Sets or changes one limit; an exclusion also signs the player out (the server clears the cookie). */
  setUserLimit: (body: SetUserLimitBody) => post<UserLimit>('/user_limits', body).then(limitsChanged),
  /** Confirms a loosening once its delay has passed: it applies from now. */
  confirmUserLimit: (id: number) => post<UserLimit>(`/user_limits/${id}/confirm`).then(limitsChanged),
  /** Removes a limit (after the delay) or cancels a pending loosening (at once). */
  removeUserLimit: (id: number) =>
    platformFetch<UserLimit>(`/user_limits/${id}`, { method: 'DELETE' }).then(limitsChanged),
  startSession: () => post<SessionInfo>('/sportsbook_sessions'),
  continueSession: () => post<SessionInfo>('/sportsbook_sessions/continue'),
  sessionInfo: () => platformFetch<SessionInfo>('/sportsbook_sessions/current'),
  trackActivity: () => post<ActivityTrack>('/player/activity_limit_track'),

  cashier: (params: { currency?: string; returnUrl: string }) => {
    const query = new URLSearchParams({ return_url: params.returnUrl });
    if (params.currency) query.set('currency', params.currency);
    return platformFetch<CashierReply>(`/payments/cashier?${query}`);
  },
  geo: () =>
    platformFetch<{ country: string | null; blocked: boolean; signUpBlocked: boolean }>('/geo', {
      quiet401: true,
    }),
};
