import type { HostSessionBody, HostSessionReply } from '@sportsbook/contract/operator';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from '@sportsbook/domain/locales';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { CountryRules } from '../geo/country-rules';
import { isKnownCountry } from '../geo/country-rules';
import { accountCurrency } from '../wallet/currencies';
import type { WalletService } from '../wallet/wallet-service';
import {
  consumeToken,
  findAuthPlayerById,
  findHostPlayer,
  insertPlayer,
  insertToken,
  linkHostPlayer,
  lockHostRef,
} from './auth-repository';
import { type AuthService, assertOfAge, type RequestContext } from './auth-service';
import { hashToken, newToken } from './tokens';

/**
 * How long a host session token may wait for its exchange: the host's backend asks for it, its page passes it to
 * the frame, the frame exchanges it, all within a page load; two minutes covers a slow network, not a leak.
 */
export const HOST_SESSION_TOKEN_MS = 120_000;

/**
 * Stored as the password hash of players created by a host: no scrypt hash parses from it, so no password signs
 * them in; they reach the book through their host (a password reset by mail can give them one).
 */
export const HOST_ONLY_PASSWORD = 'host-only';

/**
 * Host sessions (issue 16): an operator that embeds the book signs its own players in. Its backend calls
 * `POST /api/operator/host-sessions` with its player reference; the player is linked (created the first time) and a
 * one-time token of two minutes is answered. The host page hands the token to the frame (`setSession`), and the
 * frame exchanges it (`POST /api/platform/users/host_session`) for an ordinary session, through the same checks as
 * a sign-in after the password (country, exclusions, activity limit).
 */
export class HostSessions {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      auth: AuthService;
      wallet: WalletService;
      countries: CountryRules;
      minPlayerAge: number;
      termsVersion: string;
    },
  ) {}

  /** `POST /api/operator/host-sessions`. */
  async issue(body: HostSessionBody): Promise<HostSessionReply> {
    const { db, clock, wallet, countries, minPlayerAge } = this.deps;
    const now = new Date(clock.now());
    const currency = accountCurrency(body.currency);
    if (!currency) throw fieldError('body.currency', 'is not offered');
    if (!isKnownCountry(body.country)) throw fieldError('body.country', 'is not on the list of countries');
    if (body.birth_date !== undefined) assertOfAge(body.birth_date, now, minPlayerAge, 'body.birth_date');
    const token = newToken();
    const expiresAt = new Date(now.getTime() + HOST_SESSION_TOKEN_MS);
    const { playerId, created } = await db.transaction(async (tx) => {
      await lockHostRef(tx, body.player_ref);
      const linked = await findHostPlayer(tx, body.player_ref);
      let id = linked;
      if (id === null) {
        if (countries.isSignUpBlocked(body.country)) {
          throw new AppError(403, 'country_blocked', 'Sign-up is not available in this country.', {
            country: body.country,
          });
        }
        id = await insertPlayer(tx, {
          email: body.email,
          passwordHash: HOST_ONLY_PASSWORD,
          currency: currency.code,
          countryCode: body.country,
          language: resolveLocale(body.language, LOCALES, DEFAULT_LOCALE),
          nickname: body.nickname ?? null,
          birthDate: body.birth_date ?? null,
          confirmedAt: now,
          // The host's site had its player accept its terms; a later version is asked in the frame.
          termsVersion: this.deps.termsVersion,
          now,
        });
        if (id === null) {
          throw new AppError(409, 'email_taken', 'Another player of the sportsbook has this email address.', [
            { path: 'body.email', message: 'belongs to a player not linked to this player_ref' },
          ]);
        }
        await linkHostPlayer(tx, body.player_ref, id, now);
        await wallet.ensure(tx, id, currency.code);
      }
      await insertToken(tx, { playerId: id, purpose: 'host_session', tokenHash: hashToken(token), expiresAt, now });
      return { playerId: id, created: linked === null };
    });
    return { token, expiresAt: expiresAt.toISOString(), playerId, created };
  }

  /** `POST /api/platform/users/host_session`: uses the token once and opens the player's session. */
  async exchange(token: string, ctx: RequestContext): Promise<{ playerId: number; token: string; expiresAt: Date }> {
    const { db, clock, auth } = this.deps;
    const used = await consumeToken(db, 'host_session', hashToken(token), new Date(clock.now()));
    if (!used.ok) {
      throw used.reason === 'expired'
        ? new AppError(401, 'host_session_expired', 'The host session token has expired; ask the host for a new one.')
        : new AppError(401, 'invalid_host_session', 'The host session token is invalid or was already used.');
    }
    const player = await findAuthPlayerById(db, used.playerId);
    if (!player) throw new AppError(401, 'invalid_host_session', 'The host session token is invalid.');
    return auth.openSession(player, ctx);
  }
}
