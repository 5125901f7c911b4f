import {
  confirmationQuerySchema,
  confirmationReplySchema,
  emailBodySchema,
  hostSessionExchangeBodySchema,
  messageReplySchema,
  playerSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpReplySchema,
  unlockQuerySchema,
  unlockReplySchema,
} from '@sportsbook/contract/platform';
import { DEFAULT_LOCALE, LOCALES, parseAcceptLanguage, resolveLocale } from '@sportsbook/domain/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit';
import type { CountryRules } from '../geo/country-rules';
import type { SportsbookSessionsService } from '../limits/sportsbook-sessions-service';
import type { PlayersService } from '../players/players-service';
import { forgetSessionState, sessionStateOf } from './auth-plugin';
import { type AuthService, PARANOID_MESSAGE, type RequestContext } from './auth-service';
import type { HostSessions } from './host-sessions';
import type { SessionStore } from './session-store';

export type AuthRoutesDeps = {
  auth: AuthService;
  hostSessions: HostSessions;
  sessions: SessionStore;
  players: PlayersService;
  sportsbookSessions: SportsbookSessionsService;
  countries: CountryRules;
  limiter: RateLimiter;
  perMinute: number;
};

const MINUTE = 60_000;

/**
 * Devise-style user routes under /api/platform (paths in docs/decisions.md):
 * `POST /users` sign up · `POST /users/sign_in` · `POST /users/host_session` (an embedded frame's host token) ·
 * `DELETE /users/sign_out` · `GET|POST /users/confirmation` · `POST|PUT /users/password` · `GET|POST /users/unlock`.
 * Sign-in, sign-up, password and resend calls are rate limited per IP (AUTH_RATE_LIMIT_PER_MINUTE) and per email.
 */
export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, hostSessions, sessions, players, sportsbookSessions, countries, limiter, perMinute } = deps;
  const perIp: RateRule = { capacity: perMinute, windowMs: MINUTE };
  // Per address: enough for a person, too few for guessing or for bombing someone's mailbox.
  const signInPerEmail: RateRule = { capacity: perMinute > 0 ? 10 : 0, windowMs: MINUTE };
  const mailPerEmail: RateRule = { capacity: perMinute > 0 ? 3 : 0, windowMs: 15 * MINUTE };

  const limit = (reply: FastifyReply, request: FastifyRequest, route: string, email?: string, emailRule?: RateRule) =>
    limiter.enforce(reply, [
      { key: `${route}:ip:${request.ip}`, rule: perIp },
      ...(email && emailRule ? [{ key: `${route}:email:${email}`, rule: emailRule }] : []),
    ]);

  const context = (request: FastifyRequest): RequestContext => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    country: countries.requestCountry(request),
    language: resolveLocale(parseAcceptLanguage(request.headers['accept-language'])[0], LOCALES, DEFAULT_LOCALE),
    previousToken: sessions.tokenOf(request),
  });

  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    /**
     * A request that mails the address if it has an account (confirmation, reset, unlock), rate-limited per email and
     * answered the same whether or not it does (paranoid: the reply never tells who has an account).
     */
    const mailRequest = (path: string, route: string, send: (email: string) => void) =>
      r.post(
        path,
        { schema: { body: emailBodySchema, response: { 200: messageReplySchema } } },
        async (request, reply) => {
          const { email } = request.body.user;
          limit(reply, request, route, email, mailPerEmail);
          send(email);
          return { message: PARANOID_MESSAGE };
        },
      );

    r.post(
      '/users',
      { schema: { body: signUpBodySchema, response: { 201: signUpReplySchema } } },
      async (request, reply) => {
        limit(reply, request, 'sign_up');
        const { email } = await auth.signUp(request.body.user, context(request));
        return reply.status(201).send({
          email,
          confirmationRequired: true,
          message:
            'A message with a confirmation link has been sent to your email address. Please follow the link to activate your account.',
        });
      },
    );

    r.post(
      '/users/sign_in',
      { schema: { body: signInBodySchema, response: { 200: playerSchema } } },
      async (request, reply) => {
        const { email, password } = request.body.user;
        limit(reply, request, 'sign_in', email, signInPerEmail);
        const session = await auth.signIn(email, password, context(request));
        sessions.setCookie(reply, session.token, session.expiresAt);
        forgetSessionState(request);
        return players.profile(session.playerId);
      },
    );

    // An embedded frame's sign-in: the one-time token its host got from the operator API (docs/embedding.md).
    r.post(
      '/users/host_session',
      { schema: { body: hostSessionExchangeBodySchema, response: { 200: playerSchema } } },
      async (request, reply) => {
        limit(reply, request, 'host_session');
        const session = await hostSessions.exchange(request.body.token, context(request));
        sessions.setCookie(reply, session.token, session.expiresAt, { embedded: true });
        forgetSessionState(request);
        return players.profile(session.playerId);
      },
    );

    r.delete('/users/sign_out', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
      const state = await sessionStateOf(request);
      if (state.kind === 'active') await sportsbookSessions.end(state.playerId, 'sign_out');
      await auth.signOut(sessions.tokenOf(request));
      forgetSessionState(request);
      sessions.clearCookie(reply);
      return reply.status(204).send(null);
    });

    r.get(
      '/users/confirmation',
      { schema: { querystring: confirmationQuerySchema, response: { 200: confirmationReplySchema } } },
      async (request, reply) => {
        limit(reply, request, 'token');
        const { email } = await auth.confirm(request.query.confirmation_token);
        return { email, confirmed: true as const };
      },
    );

    mailRequest('/users/confirmation', 'confirmation', (email) => auth.resendConfirmation(email));

    mailRequest('/users/password', 'password', (email) => auth.forgotPassword(email));

    r.put(
      '/users/password',
      { schema: { body: resetPasswordBodySchema, response: { 200: messageReplySchema } } },
      async (request, reply) => {
        limit(reply, request, 'password_edit');
        const { reset_password_token, password } = request.body.user;
        await auth.resetPassword(reset_password_token, password);
        forgetSessionState(request);
        sessions.clearCookie(reply);
        return { message: 'Your password has been changed. You can now sign in with the new password.' };
      },
    );

    r.get(
      '/users/unlock',
      { schema: { querystring: unlockQuerySchema, response: { 200: unlockReplySchema } } },
      async (request, reply) => {
        limit(reply, request, 'token');
        const { email } = await auth.unlock(request.query.unlock_token);
        return { email, unlocked: true as const };
      },
    );

    mailRequest('/users/unlock', 'unlock', (email) => auth.resendUnlock(email));
  };
}
