import { LIMIT_PERIODS, LIMIT_STATUSES, LIMIT_TYPES } from '@sportsbook/domain/player-limits';
import { z } from 'zod';
import { affiliateTagsSchema } from './affiliate-tags';
import { pagedSchema } from './pagination';
import { queryList } from './query-helpers';

/**
 * The platform API under `/api/platform` (spec 001 §7.1): users (Devise-style sign up, sign in, confirmation,
 * password, unlock), the player, accounts, phone, comp points, status groups, limits, sportsbook sessions,
 * payments and geo. Request bodies use the spec's snake_case names; responses camelCase (wire conventions).
 * Paths and payloads the spec does not show are recorded in docs/decisions.md.
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** Passwords: 8 to 128 characters (no composition rules, NIST SP 800-63B); longer inputs only cost hashing time. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A trimmed, lower-cased email address of at most 254 characters. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'is not a valid email address' }).max(254, 'is too long'));

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`)
  .max(PASSWORD_MAX_LENGTH, `is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`);

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, 'is not a currency code');

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'is not an ISO 3166-1 alpha-2 country code');

/** Random opaque tokens from mails are base64url, 43 characters; anything else is refused early. */
const tokenSchema = z
  .string()
  .trim()
  .min(20, 'is invalid')
  .max(128, 'is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'is invalid');

const acceptedSchema = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v),
  z.literal(true, { message: 'must be accepted' }),
);

function sameConfirmation(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: "doesn't match password" });
  }
}

/** A short human message reply of the calls whose outcome must not reveal whether an account exists. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Users (Devise-style)

/** `POST /users`: sign up. Confirmation by mail is required before signing in. */
export const signUpBodySchema = z.object({
  user: z
    .object({
      email: emailSchema,
      password: passwordSchema,
      password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
      currency: currencyCodeSchema,
      country: countryCodeSchema,
      terms_acceptance: acceptedSchema,
      /** `YYYY-MM-DD`; refused under the operator's minimum age (settings `minPlayerAge`). */
      birth_date: z.iso.date(),
      nickname: z.string().trim().min(1).max(40).optional(),
      /** Affiliate and campaign tags of the visit (issue 21), kept on the player; a bad one refuses the sign-up. */
      affiliate_tags: affiliateTagsSchema.optional(),
    })
    .superRefine(sameConfirmation),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Reply of a sign-up: the account exists and waits for its confirmation mail. */
export const signUpReplySchema = z.object({
  email: z.string(),
  confirmationRequired: z.literal(true),
  message: z.string(),
});

/** `POST /users/sign_in`. */
export const signInBodySchema = z.object({
  user: z.object({ email: emailSchema, password: z.string().min(1, "can't be blank").max(PASSWORD_MAX_LENGTH) }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** `POST /users/confirmation` (resend), `POST /users/password` (forgot), `POST /users/unlock` (resend). */
export const emailBodySchema = z.object({ user: z.object({ email: emailSchema }) });
export type EmailBody = z.infer<typeof emailBodySchema>;

/** `PUT /users/password`: choose a new password with the mailed reset token. */
export const resetPasswordBodySchema = z.object({
  user: z
    .object({
      reset_password_token: tokenSchema,
      password: passwordSchema,
      password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    })
    .superRefine(sameConfirmation),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `GET /users/confirmation?confirmation_token=`. */
export const confirmationQuerySchema = z.object({ confirmation_token: tokenSchema });
/** `GET /users/unlock?unlock_token=`. */
export const unlockQuerySchema = z.object({ unlock_token: tokenSchema });

export const confirmationReplySchema = z.object({ email: z.string(), confirmed: z.literal(true) });
export const unlockReplySchema = z.object({ email: z.string(), unlocked: z.literal(true) });

/**
 * `POST /users/host_session`: an embedded frame exchanges the one-time host session token its host page passed in
 * (`sportsbook:session`) for a session. The token comes from the operator API (`POST /api/operator/host-sessions`).
 */
export const hostSessionExchangeBodySchema = z.object({ token: tokenSchema });
export type HostSessionExchangeBody = z.infer<typeof hostSessionExchangeBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Player

/** Spec 000 §3 "Comp points and status list": one status group of the loyalty ladder (or an operator group). */
export const statusGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `active`: the player is in this group now. */
  status: z.enum(['active', 'inactive']),
  /** Whether the player can pick this group themselves (false for the ladder and operator groups). */
  writeable: z.boolean(),
  minPoints: z.number().int().nullable(),
  maxPoints: z.number().int().nullable(),
});
export type StatusGroup = z.infer<typeof statusGroupSchema>;

/** `Player.terms` and the reply of `POST /player/terms`: betting needs `accepted` (the version in force). */
export const termsStateSchema = z.object({
  /** TERMS_VERSION, the version in force. */
  version: z.string(),
  /** The version the player last accepted; null when none was recorded. */
  acceptedVersion: z.string().nullable(),
  accepted: z.boolean(),
});
export type TermsState = z.infer<typeof termsStateSchema>;

/** `GET /player` (spec 000 §3 User). */
export const playerSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().nullable(),
  authPhoneNumber: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  /** The currency of the active account. */
  currency: z.string(),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Profile fields the operator requires that are still empty (wire names of `PATCH /player`). */
  authFieldsMissed: z.array(z.string()),
  /** Profile fields a deposit needs first (operator setting `DEPOSIT_REQUIRED_FIELDS`) that are empty. */
  depositFieldsMissed: z.array(z.string()),
  statuses: z.array(z.object({ id: z.string() })),
  serasaInfo: z.object({ pve: z.boolean() }),
  progress: z.object({ points: z.number().int().nonnegative(), statusGroups: z.array(statusGroupSchema) }),
  /** The terms and conditions: the version in force, the one the player accepted, and whether they match. */
  terms: termsStateSchema,
});
export type Player = z.infer<typeof playerSchema>;

/**
 * `POST /player/terms`: accept the terms version the player read (the one `Player.terms.version` named); another
 * version is refused with 409 `terms_version_outdated`, so a player never accepts a text they were not shown.
 */
export const acceptTermsBodySchema = z.object({ version: z.string().trim().min(1).max(40) });
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;

/** Profile fields a player may fill (the missed-auth-fields form); every field optional, empty string clears. */
export const PLAYER_PROFILE_FIELDS = ['first_name', 'last_name', 'nickname'] as const;
export type PlayerProfileField = (typeof PLAYER_PROFILE_FIELDS)[number];

const nameField = z.string().trim().max(80, 'is too long');
/** `PATCH /player`. */
export const updatePlayerBodySchema = z
  .object({ first_name: nameField.optional(), last_name: nameField.optional(), nickname: nameField.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'nothing to update' });
export type UpdatePlayerBody = z.infer<typeof updatePlayerBodySchema>;

/** `PATCH /player/update_locale` and its reply (the locale actually stored, so the client compares). */
export const updateLocaleBodySchema = z.object({ locale: z.string().trim().min(2).max(16) });
export const updateLocaleReplySchema = z.object({ locale: z.string() });

/** `GET /player/comp_points`. */
export const compPointsSchema = z.object({
  points: z.number().int().nonnegative(),
  statusGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
});

// ---------------------------------------------------------------------------------------------------------------
// Accounts and ledger

/** Spec 000 §3 Account currency: code, subunits, fiat flag and display sub-currencies (mBTC…). */
export const accountCurrencySchema = z.object({
  code: z.string(),
  subunits: z.number().int().nonnegative(),
  fiat: z.boolean(),
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().nonnegative() })),
});

/** `GET /player/accounts` items and the reply of `POST /player/accounts`; balance in minor units. */
export const accountSchema = z.object({ currency: accountCurrencySchema, balance: z.number().int() });
export type Account = z.infer<typeof accountSchema>;

/** `POST /player/accounts`: make this currency's account the active one (created when allowed). */
export const changeAccountBodySchema = z.object({ currency: currencyCodeSchema });

/** One ledger entry as `GET /player/transactions` shows it. */
export const transactionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Ledger kinds a player sees in `GET /player/transactions` (the cash account's movements; the free-bet account's
 * own kinds are not money the player holds). Wire names are the ledger kinds.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'cashout',
  'bonus',
  'adjustment',
  'freebet_payout',
  'boost_payout',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Most rows `GET /player/transactions.csv` writes (the newest ones). */
export const TRANSACTIONS_CSV_MAX_ROWS = 10_000;

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The time window of the `from` / `to` filters: `from` a day (its start, UTC) or a date-time (inclusive); `to` a day
 * (inclusive of the whole day, UTC) or a date-time (inclusive). `before` is exclusive: the end of `to`'s day, or
 * one millisecond after a date-time `to` (ledger times are whole milliseconds).
 */
export function transactionWindow(from: string | undefined, to: string | undefined): { since?: Date; before?: Date } {
  const window: { since?: Date; before?: Date } = {};
  if (from !== undefined) window.since = new Date(from);
  if (to !== undefined) {
    const end = new Date(to).getTime();
    window.before = new Date(PLAIN_DATE.test(to) ? end + DAY_MS : end + 1);
  }
  return window;
}

/** A filter bound: `YYYY-MM-DD` (a UTC day) or an ISO 8601 date-time with `Z` or an offset. */
const dateBoundSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
});

const transactionFilterShape = {
  currency: currencyCodeSchema.optional(),
  /** One or more types: repeated (`type=deposit&type=bet_stake`) or a comma list. */
  type: queryList(z.enum(TRANSACTION_TYPES)),
  from: dateBoundSchema.optional(),
  to: dateBoundSchema.optional(),
};

function checkWindow(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  const { since, before } = transactionWindow(query.from, query.to);
  if (since && before && since.getTime() >= before.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  }
}

/** `GET /player/transactions.csv`: the filters of the list, without paging. */
export const transactionsFilterSchema = z.object(transactionFilterShape).superRefine(checkWindow);
export type TransactionsFilter = z.infer<typeof transactionsFilterSchema>;

/** `GET /player/transactions`: newest first, filtered by currency (default: the active one), types and dates. */
export const transactionsQuerySchema = z
  .object({
    ...transactionFilterShape,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .superRefine(checkWindow);
export const transactionsPageSchema = pagedSchema(transactionSchema);
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Phone

/** Spec 000 §3 Phone. `resendTimeout` is seconds until another code may be sent. */
export const phoneSchema = z.object({
  number: z.string().nullable(),
  country: z.string().nullable(),
  verified: z.boolean(),
  resendTimeout: z.number().int().nonnegative(),
  smsLimitReached: z.boolean(),
});
export type Phone = z.infer<typeof phoneSchema>;

/** `POST /player/phone`: set the number (E.164, e.g. +4915112345678) and send a code. */
export const setPhoneBodySchema = z.object({
  number: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'is not an international phone number (+ and 7 to 15 digits)')),
  country: countryCodeSchema.optional(),
});
/** `POST /player/phone/verify`. */
export const verifyPhoneBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
});

// ---------------------------------------------------------------------------------------------------------------
// Limits

export const limitTypeSchema = z.enum(LIMIT_TYPES);
export const limitStatusSchema = z.enum(LIMIT_STATUSES);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);

/** Spec 000 §3 "Player limit entry" plus its value (minor units or minutes) and currency. */
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: limitTypeSchema,
  strategy: z.enum(['amount', 'duration', 'exclusion']),
  status: limitStatusSchema,
  period: limitPeriodSchema.nullable(),
  parentType: z.enum(['financial', 'time', 'exclusion']),
  /** Minor units of `currency` (amount limits) or minutes (duration limits); null for exclusions. */
  value: z.number().int().nullable(),
  currency: z.string().nullable(),
  disableAt: z.string().nullable(),
  createdAt: z.string(),
  confirmUntil: z.string().nullable(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

export const userLimitsQuerySchema = z.object({
  include_history: z.enum(['true', 'false', '1', '0']).optional(),
});

/** `POST /user_limits`: set (or change) one limit. */
export const setUserLimitBodySchema = z.object({
  type: limitTypeSchema,
  period: limitPeriodSchema.nullable().optional(),
  value: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  currency: currencyCodeSchema.optional(),
});
export type SetUserLimitBody = z.infer<typeof setUserLimitBodySchema>;

export const limitIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---------------------------------------------------------------------------------------------------------------
// Sportsbook sessions and activity

/** The session-info query (`GET /sportsbook_sessions/current`) and the reply of the session calls. */
export const sessionInfoSchema = z.object({
  active: z.boolean(),
  sessionId: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  timePlayedSeconds: z.number().int().nonnegative(),
  /** Sum of bet stakes and returns in the active currency since the session started (minor units). */
  netResult: z.object({ amount: z.number().int(), currency: z.string() }),
  realityCheck: z.object({
    due: z.boolean(),
    intervalMinutes: z.number().int().nullable(),
    nextAt: z.string().nullable(),
  }),
  /** Minutes left of the tightest play-time limit (sportsbook_session, time), null without one. */
  minutesLeft: z.number().int().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `POST /player/activity_limit_track` reply. */
export const activityTrackSchema = z.object({
  tracked: z.boolean(),
  usedMinutes: z.number().int().nonnegative(),
  limitMinutes: z.number().int().nullable(),
});

// ---------------------------------------------------------------------------------------------------------------
// Payments

/** Payment outcomes of the sandbox cashier = the spec's payment-result values. */
export const paymentResultSchema = z.enum(['success', 'error', 'pending']);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * `POST /payments/sandbox/deposits`. The card number is optional; when given it must pass the Luhn check, and the
 * sandbox test cards choose the outcome when `outcome` is not given (see SANDBOX_TEST_CARDS); default success.
 */
export const sandboxDepositBodySchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: currencyCodeSchema,
  outcome: paymentResultSchema.optional(),
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'is not a card number'))
    .optional(),
});
export type SandboxDepositBody = z.infer<typeof sandboxDepositBodySchema>;

/** Test card numbers of the sandbox cashier and the outcome each produces. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '4000000000000002', outcome: 'error' },
  { number: '4000000000000077', outcome: 'pending' },
] as const satisfies readonly { number: string; outcome: PaymentResult }[];

/** Spec 000 §4 payment state. */
export const paymentStateSchema = z.enum(['initial', 'approved', 'declined', 'paid']);

export const depositSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  state: paymentStateSchema,
  result: paymentResultSchema,
  createdAt: z.string(),
});
export const depositReplySchema = z.object({ deposit: depositSchema, account: accountSchema });

/** `POST /payments/quick_deposit`. */
export const quickDepositBodySchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: currencyCodeSchema.optional(),
  outcome: paymentResultSchema.optional(),
});
/** Quick-deposit notice (spec 000 §4: success, error, pending). */
export const quickDepositReplySchema = z.object({
  notice: z.object({ type: paymentResultSchema, message: z.string() }),
  deposit: depositSchema,
  account: accountSchema,
});

/** `GET /payments/cashier`: where the payment iframe goes. */
export const cashierQuerySchema = z.object({
  currency: currencyCodeSchema.optional(),
  amount: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  return_url: z.string().max(2048).optional(),
});
export const cashierReplySchema = z.object({ provider: z.string(), url: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Geo and the development mailbox

/** `GET /geo`: the visitor's country (from the trusted header) and whether it is blocked. */
export const geoSchema = z.object({
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  /** Sign-in (and so play) is blocked from here: the web app shows /blocked. */
  blocked: z.boolean(),
  signUpBlocked: z.boolean(),
});

/** `GET /dev/mailbox` (JSON) items. */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
