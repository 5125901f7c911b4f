import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error';
import type { SessionState, SessionStore } from './session-store';

/** The signed-in player of a request that passed `requirePlayer`. */
export type AuthenticatedPlayer = { id: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Session cookie → the player id (as a string, the form of `$user:{id}` channels), or null for a visitor or
     * an expired session. Cached per request. The real-time hub takes this in its options.
     */
    resolvePlayerId(request: FastifyRequest): Promise<string | null>;
    /**
     * preHandler for player-only routes: 401 `unauthorized` without a session cookie, 401 `session_expired` (and
     * the cookie cleared) when it expired; sets `request.player`.
     * Use: `app.get('/x', { preHandler: app.requirePlayer }, handler)` or `app.addHook('preHandler', app.requirePlayer)`.
     */
    requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The sign-in session store (cookies, revocation). */
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** Set by `requirePlayer`; null before it or for visitors. */
    player: AuthenticatedPlayer | null;
  }
}

const states = new WeakMap<FastifyRequest, Promise<SessionState>>();

/** The session state of a request (looked up once per request). */
export function sessionStateOf(request: FastifyRequest): Promise<SessionState> {
  let state = states.get(request);
  if (!state) {
    state = request.server.sessionStore.resolve(request.server.sessionStore.tokenOf(request));
    states.set(request, state);
  }
  return state;
}

/**
 * Session cookie → player id (string) or null. The same function as `app.resolvePlayerId`; export for modules and
 * the real-time hub: `registerRealtime(app, { …, resolvePlayerId })`.
 */
export async function resolvePlayerId(request: FastifyRequest): Promise<string | null> {
  const state = await sessionStateOf(request);
  return state.kind === 'active' ? String(state.playerId) : null;
}

/** The player of a request that went through `requirePlayer` (a bug to call it elsewhere). */
export function playerOf(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new AppError(401, 'unauthorized', 'Sign in to continue.');
  return request.player;
}

/** Forgets the cached session state (after sign-in or sign-out changed it within the request). */
export function forgetSessionState(request: FastifyRequest): void {
  states.delete(request);
}

/**
 * Registers cookies (unless already there) and the auth decorations on the root instance, so every module
 * registered afterwards sees `app.requirePlayer`, `app.resolvePlayerId` and `request.player`.
 */
export async function registerAuth(app: FastifyInstance, sessions: SessionStore): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorate('sessionStore', sessions);
  app.decorateRequest('player', null);
  app.decorate('resolvePlayerId', resolvePlayerId);
  app.decorate('requirePlayer', async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await sessionStateOf(request);
    if (state.kind === 'active') {
      request.player = { id: state.playerId, sessionId: state.sessionId };
      return;
    }
    if (state.kind === 'expired') {
      sessions.clearCookie(reply);
      throw new AppError(401, 'session_expired', 'Your session has expired; please sign in again.');
    }
    throw new AppError(401, 'unauthorized', 'Sign in to continue.');
  });
}

/**
 * The opening of a module's player-only routes: every route needs a session (401 from `hook`: `onRequest` answers a
 * visitor before reading the body, `preHandler` after validating it) and no reply is cached. Answers the typed
 * route builder.
 */
export function playerScope(app: FastifyInstance, hook: 'onRequest' | 'preHandler') {
  app.addHook(hook, app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  return app.withTypeProvider<ZodTypeProvider>();
}
