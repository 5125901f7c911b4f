import type { SignUpBody } from '@sportsbook/contract/platform';
import { birthDateProblem } from '@sportsbook/domain/player';
import type { Db, Tx } from '../../db/client';
import { AppError, fieldError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { BonusesService } from '../bonuses/bonuses-service';
import type { CountryRules } from '../geo/country-rules';
import { isKnownCountry } from '../geo/country-rules';
import type { LimitsService } from '../limits/limits-service';
import type { Mailer } from '../mail/mailer';
import type { MailTemplates } from '../mail/templates';
import { accountCurrency } from '../wallet/currencies';
import type { WalletService } from '../wallet/wallet-service';
import {
  type AuthPlayer,
  addFailedAttempt,
  consumeToken,
  findAuthPlayerByEmail,
  findAuthPlayerById,
  insertPlayer,
  insertToken,
  lockPlayer,
  type MailedPurpose,
  recordSignIn,
  retireTokens,
  updatePlayerAuth,
} from './auth-repository';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import type { SessionStore } from './session-store';
import { hashToken, newToken } from './tokens';

/** Failed sign-ins in a row that lock the account (unlocked by the mailed link). */
export const MAX_FAILED_ATTEMPTS = 5;

/** How long mailed tokens stay valid. */
export const TOKEN_LIFETIME_HOURS: Readonly<Record<MailedPurpose, number>> = {
  confirmation: 72,
  reset_password: 2,
  unlock: 24,
};

/** The reply of the calls that must not tell whether an address has an account (Devise "paranoid" wording). */
export const PARANOID_MESSAGE =
  'If your email address exists in our database, you will receive an email with instructions in a few minutes.';

/** Who is calling, as far as sign-up and sign-in need it. */
export type RequestContext = {
  ip: string | null;
  userAgent: string | null;
  country: string | null;
  language: string;
  /** The session cookie token the request carried, dropped at sign-in (session rotation). */
  previousToken: string | undefined;
};

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password.');
const locked = () =>
  new AppError(
    403,
    'locked',
    'Your account is locked after too many failed sign-in attempts. Follow the link we emailed you to unlock it.',
  );

function tokenError(reason: 'invalid' | 'expired', what: string, path: string): AppError {
  return reason === 'expired'
    ? new AppError(400, 'token_expired', `The ${what} link has expired; ask for a new one.`, [
        { path, message: 'has expired, please request a new one' },
      ])
    : new AppError(400, 'invalid_token', `The ${what} link is invalid or was already used.`, [
        { path, message: 'is invalid' },
      ]);
}

/** Refuses a birth date under the minimum age (on the server's today, UTC), in the future, or not real. */
export function assertOfAge(birthDate: string, now: Date, minPlayerAge: number, path = 'body.user.birth_date'): void {
  const problem = birthDateProblem(birthDate, now.toISOString().slice(0, 10), minPlayerAge);
  if (problem === 'underage') {
    throw new AppError(422, 'underage', `You must be at least ${minPlayerAge} years old to sign up.`, [
      { path, message: `you must be at least ${minPlayerAge} years old` },
    ]);
  }
  if (problem !== null) throw fieldError(path, 'is not a valid date of birth');
}

/**
 * Sign up, sign in, email confirmation, password reset and unlock (Devise-style flows). Passwords are scrypt
 * hashes; mailed tokens are single-use random values stored as SHA-256; sessions live in `player_sessions`.
 */
export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      sessions: SessionStore;
      limits: LimitsService;
      wallet: WalletService;
      mailer: Mailer;
      templates: MailTemplates;
      countries: CountryRules;
      /** MIN_PLAYER_AGE: sign-up refuses anyone younger. */
      minPlayerAge: number;
      /** TERMS_VERSION: what a sign-up accepts. */
      termsVersion: string;
      /** Where failures of work done after the reply are reported. */
      logError?: (error: unknown, message: string) => void;
      /** Issues sign-up campaigns' bonuses inside the sign-up's transaction. */
      bonuses?: Pick<BonusesService, 'issueOnTrigger'>;
    },
  ) {}

  #now(): Date {
    return new Date(this.deps.clock.now());
  }

  async #issueToken(tx: Db | Tx, player: { id: number; email: string }, purpose: MailedPurpose): Promise<void> {
    const now = this.#now();
    const token = newToken();
    const hours = TOKEN_LIFETIME_HOURS[purpose];
    await retireTokens(tx, player.id, purpose, now);
    await insertToken(tx, {
      playerId: player.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
      now,
    });
    const { templates, mailer } = this.deps;
    const message =
      purpose === 'confirmation'
        ? templates.confirmation(player.email, token, hours)
        : purpose === 'reset_password'
          ? templates.resetPassword(player.email, token, hours)
          : templates.unlock(player.email, token, hours);
    await mailer.enqueue(tx, message);
  }

  /** `POST /users`: creates an unconfirmed player with an account in the chosen currency and mails the link. */
  async signUp(body: SignUpBody['user'], ctx: RequestContext): Promise<{ email: string }> {
    const { countries, db, wallet, mailer } = this.deps;
    if (countries.isSignUpBlocked(ctx.country) || countries.isSignUpBlocked(body.country)) {
      throw new AppError(403, 'country_blocked', 'Sign-up is not available in your country.', {
        country: countries.isSignUpBlocked(body.country) ? body.country : ctx.country,
      });
    }
    const currency = accountCurrency(body.currency);
    if (!currency) throw fieldError('body.user.currency', 'is not offered');
    if (!isKnownCountry(body.country)) throw fieldError('body.user.country', 'is not on the list of countries');
    assertOfAge(body.birth_date, this.#now(), this.deps.minPlayerAge);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const id = await insertPlayer(tx, {
        email: body.email,
        passwordHash,
        currency: currency.code,
        countryCode: body.country,
        language: ctx.language,
        nickname: body.nickname ?? null,
        birthDate: body.birth_date,
        affiliateTags: body.affiliate_tags ?? null,
        // The form's terms checkbox (terms_acceptance) accepts the version in force.
        termsVersion: this.deps.termsVersion,
        now: this.#now(),
      });
      if (id === null) throw fieldError('body.user.email', 'has already been taken', 422);
      await wallet.ensure(tx, id, currency.code);
      await this.deps.bonuses?.issueOnTrigger(tx, id, { trigger: 'sign_up' });
      await this.#issueToken(tx, { id, email: body.email }, 'confirmation');
    });
    void mailer.kick();
    return { email: body.email };
  }

  /**
   * `POST /users/sign_in`. Order of checks: country, credentials (5 failures in a row lock the account and mail
   * an unlock link), lock, confirmation, exclusions, activity limit; then a new session replaces the old one.
   */
  async signIn(
    email: string,
    password: string,
    ctx: RequestContext,
  ): Promise<{ playerId: number; token: string; expiresAt: Date }> {
    const { countries, db, mailer } = this.deps;
    if (countries.isSignInBlocked(ctx.country)) {
      throw new AppError(403, 'country_blocked', 'Sign-in is not available in your country.', { country: ctx.country });
    }
    const player = await findAuthPlayerByEmail(db, email);
    if (!player) {
      await verifyAgainstDummy(password);
      throw invalidCredentials();
    }
    const passwordOk = await verifyPassword(password, player.passwordHash);
    if (player.lockedAt) throw locked();
    if (!passwordOk) {
      await this.#failedAttempt(player);
      void mailer.kick();
      throw (await findAuthPlayerById(db, player.id))?.lockedAt ? locked() : invalidCredentials();
    }
    if (!player.confirmedAt) {
      throw new AppError(403, 'unconfirmed', 'You have to confirm your email address before continuing.');
    }
    const rehash = needsRehash(player.passwordHash) ? await hashPassword(password) : undefined;
    return this.openSession(player, ctx, rehash);
  }

  /**
   * The part of sign-in after the credentials, shared with the host session exchange (`host-sessions.ts`): the
   * player's country, exclusions and activity limit, then a new session replaces the request's previous one.
   */
  async openSession(
    player: Pick<AuthPlayer, 'id' | 'countryCode'>,
    ctx: RequestContext,
    rehash?: string,
  ): Promise<{ playerId: number; token: string; expiresAt: Date }> {
    const { countries, db, sessions, limits } = this.deps;
    if (countries.isSignInBlocked(player.countryCode)) {
      throw new AppError(403, 'country_blocked', 'Sign-in is not available in your country.', {
        country: player.countryCode,
      });
    }
    await limits.assertNotExcluded(player.id);
    if ((await limits.activity(player.id)).reached) {
      throw new AppError(403, 'activity_limit_reached', 'Your activity limit is reached; try again later.');
    }
    await sessions.revokeToken(ctx.previousToken);
    const lengthLimit = await limits.sessionLengthMs(player.id);
    const session = await db.transaction(async (tx) => {
      await recordSignIn(tx, player.id, this.#now(), rehash);
      return sessions.create(tx, player.id, { ip: ctx.ip, userAgent: ctx.userAgent }, lengthLimit);
    });
    return { playerId: player.id, ...session };
  }

  async #failedAttempt(player: AuthPlayer): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.#now();
      const attempts = await addFailedAttempt(tx, player.id, now);
      if (attempts >= MAX_FAILED_ATTEMPTS && (await lockPlayer(tx, player.id, now))) {
        await this.#issueToken(tx, player, 'unlock');
      }
    });
  }

  /** `GET /users/confirmation?confirmation_token=`. */
  async confirm(token: string): Promise<{ email: string }> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.#now();
      const used = await consumeToken(tx, 'confirmation', hashToken(token), now);
      if (!used.ok) throw tokenError(used.reason, 'confirmation', 'querystring.confirmation_token');
      const player = await findAuthPlayerById(tx, used.playerId);
      if (!player) throw tokenError('invalid', 'confirmation', 'querystring.confirmation_token');
      if (!player.confirmedAt) await updatePlayerAuth(tx, player.id, { confirmedAt: now }, now);
      return { email: player.email };
    });
  }

  /** `POST /users/confirmation`: mails a new link to an unconfirmed account; the same reply either way. */
  resendConfirmation(email: string): void {
    this.#afterReply(email, (player) => !player.confirmedAt, 'confirmation');
  }

  /** `POST /users/password`: mails a reset link when the account exists; the same reply either way. */
  forgotPassword(email: string): void {
    this.#afterReply(email, () => true, 'reset_password');
  }

  /**
   * The mail-sending calls whose reply must not tell whether an address has an account (forgot password, both
   * resends) queue their work and answer at once: the reply does the same work, in the same time, for a known and an
   * unknown address. The lookup, the token and the mail happen after it; `settled()` waits for them.
   */
  #afterReply(email: string, wanted: (player: AuthPlayer) => boolean, purpose: MailedPurpose): void {
    const job = (async () => {
      const player = await findAuthPlayerByEmail(this.deps.db, email);
      if (!player || !wanted(player)) return;
      await this.deps.db.transaction((tx) => this.#issueToken(tx, player, purpose));
      void this.deps.mailer.kick();
    })()
      .catch((error: unknown) => this.deps.logError?.(error, `mailing a ${purpose} link failed`))
      .finally(() => this.#jobs.delete(job));
    this.#jobs.add(job);
  }

  readonly #jobs = new Set<Promise<void>>();

  /** Resolves once every queued mail-sending job has finished (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.#jobs.size > 0) await Promise.allSettled([...this.#jobs]);
  }

  /**
   * `PUT /users/password`: sets the new password with a reset token. Proves control of the mailbox, so it also
   * confirms the email and unlocks the account; every session is signed out and a notice is mailed.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      const now = this.#now();
      const used = await consumeToken(tx, 'reset_password', hashToken(token), now);
      if (!used.ok) throw tokenError(used.reason, 'password reset', 'body.user.reset_password_token');
      const player = await findAuthPlayerById(tx, used.playerId);
      if (!player) throw tokenError('invalid', 'password reset', 'body.user.reset_password_token');
      await updatePlayerAuth(
        tx,
        player.id,
        { passwordHash, failedAttempts: 0, lockedAt: null, confirmedAt: player.confirmedAt ?? now },
        now,
      );
      await retireTokens(tx, player.id, 'unlock', now);
      await this.deps.sessions.revokeAll(player.id, tx);
      await this.deps.mailer.enqueue(tx, this.deps.templates.passwordChanged(player.email));
    });
    void this.deps.mailer.kick();
  }

  /** `GET /users/unlock?unlock_token=`. */
  async unlock(token: string): Promise<{ email: string }> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.#now();
      const used = await consumeToken(tx, 'unlock', hashToken(token), now);
      if (!used.ok) throw tokenError(used.reason, 'unlock', 'querystring.unlock_token');
      const player = await findAuthPlayerById(tx, used.playerId);
      if (!player) throw tokenError('invalid', 'unlock', 'querystring.unlock_token');
      await updatePlayerAuth(tx, player.id, { lockedAt: null, failedAttempts: 0 }, now);
      return { email: player.email };
    });
  }

  /** `POST /users/unlock`: mails a new unlock link to a locked account; the same reply either way. */
  resendUnlock(email: string): void {
    this.#afterReply(email, (player) => player.lockedAt !== null, 'unlock');
  }

  /** `DELETE /users/sign_out`. */
  async signOut(token: string | undefined): Promise<void> {
    await this.deps.sessions.revokeToken(token);
  }
}
