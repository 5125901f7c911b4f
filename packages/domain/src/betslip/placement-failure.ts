/**
 * What a failed placement leaves the ticket with (spec 000 §4 Placing a ticket, spec 001 §8): a coded error that is
 * not a 401 is shown as the ticket's ERROR; a 401 means the session expired; anything else is the generic alert.
 */
import { placementErrorKey } from './error-keys';

/** A coded placement error: the server's message, its key by code, details, and the per-bet localized messages. */
export type TicketError = {
  readonly code: number | string;
  readonly messageKey: string;
  /** The server's localized_message (shown first), else its message; null without either. */
  readonly message: string | null;
  readonly details: unknown;
  readonly betMessages: readonly (string | null)[];
};

/** What the UI must do once: ask to sign in (session expired after a 401), or show the generic error alert. */
export type TicketNotice =
  | { readonly kind: 'sign_in'; readonly sessionExpired: boolean }
  | { readonly kind: 'generic_error'; readonly titleKey: string; readonly descriptionKey: string };

/** A failed placement: HTTP status (null without a response), and the error body's fields when there is one. */
export type PlacementFailure = {
  readonly status: number | null;
  readonly code?: number | string | null;
  readonly message?: string | null;
  readonly localizedMessage?: string | null;
  readonly details?: unknown;
  readonly betMessages?: readonly (string | null)[];
};

/** The generic alert of spec 001 §8. */
export const GENERIC_ERROR_NOTICE: TicketNotice = {
  kind: 'generic_error',
  titleKey: 'global-error.default.title',
  descriptionKey: 'global-error.default.description',
};

/**
 * Classifies a failed placement: 401 → back to INITIAL with the sign-in prompt flagged session-expired; an error with
 * a code → ERROR with the code's message key (`placementErrorKey`), message, details and per-bet messages; anything
 * else (network failure, no code) → back to INITIAL with the generic alert.
 */
export function placementFailureOutcome(
  failure: PlacementFailure,
):
  | { readonly state: 'ERROR'; readonly error: TicketError }
  | { readonly state: 'INITIAL'; readonly notice: TicketNotice } {
  if (failure.status === 401) return { state: 'INITIAL', notice: { kind: 'sign_in', sessionExpired: true } };
  const { code } = failure;
  if (code === undefined || code === null || code === '') return { state: 'INITIAL', notice: GENERIC_ERROR_NOTICE };
  return {
    state: 'ERROR',
    error: {
      code,
      messageKey: placementErrorKey(code),
      message: failure.localizedMessage ?? failure.message ?? null,
      details: failure.details ?? null,
      betMessages: failure.betMessages ?? [],
    },
  };
}
