import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import type {
  MessageReply,
  Phone,
  Player,
  SessionInfo,
  SetUserLimitBody,
  TermsState,
  UserLimit,
} from '@sportsbook/contract/platform';
import { platformFetch, platformPost as post } from './platform-fetch';
import { sessionApi } from './session-api';

export {
  apiFetch,
  type FieldDetail,
  onUnauthorized,
  PlatformError,
  platformFetch,
} from './platform-fetch';
export type { CompPoints } from './session-api';

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
export type ActivityTrack = { tracked: boolean; usedMinutes: number; limitMinutes: number | null };

/** Said on `window` after the player's limits changed here (what watches them reads them again). */
export const LIMITS_CHANGED_EVENT = 'sportsbook:limits-changed';

function limitsChanged<T>(value: T): T {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LIMITS_CHANGED_EVENT));
  return value;
}

/** Every platform call of the browser (the session's own are in `session-api.ts`, and part of this). */
export const platformApi = {
  ...sessionApi,
  signUp: (user: SignUpInput) => post<{ email: string; message: string }>('/users', { user }, true),
  signIn: (user: { email: string; password: string }) => post<Player>('/users/sign_in', { user }, true),
  /** An embedded frame's sign-in with its host's one-time token (docs/embedding.md). */
  hostSession: (token: string) => post<Player>('/users/host_session', { token }, true),
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

  updatePlayer: (body: Record<string, string>) => platformFetch<Player>('/player', { method: 'PATCH', body }),
  updateLocale: (locale: string) =>
    platformFetch<{ locale: string }>('/player/update_locale', { method: 'PATCH', body: { locale } }),
  /** Accepts the terms version the player was shown (409 `terms_version_outdated` when it is not the one in force). */
  acceptTerms: (version: string) => post<TermsState>('/player/terms', { version }),
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
