import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../shared/clock';
import {
  capSessionsOfPlayer,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfPlayer,
  findSession,
  findSessions,
  insertSession,
  type SessionRow,
  touchSession,
} from './auth-repository';
import { hashToken, isTokenShaped, newToken } from './tokens';

/** The session cookie: an opaque random token; the server keeps only its hash. */
export const SESSION_COOKIE = 'sb_session';

/** lastSeenAt is written at most once a minute per session (idle expiry is counted in minutes). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Default of `SessionStoreOptions.cacheMs`: an active session read from the database is trusted for this long (real
 * time, not the app clock), so hot paths such as bet placement skip one database read per request. Every revoke, cap
 * and sign-out through this store forgets the session at once on this node; another node sees it within this time.
 */
export const SESSION_CACHE_MS = 1000;
/** Bound on remembered sessions (cleared when reached; they are re-read). */
const RECENT_MAX = 20_000;

type Recent = { playerId: number; expiresAt: Date; lastSeenAt: number; readAt: number };
/** Requests waiting for one session row. */
type Lookup = { resolve: (row: SessionRow | null) => void; reject: (error: unknown) => void }[];

/** Who a request is, as far as its session cookie tells. */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'active'; playerId: number; sessionId: string; expiresAt: Date };

export type SessionStoreOptions = {
  db: Db;
  clock: Clock;
  idleMs: number;
  maxMs: number;
  secureCookies: boolean;
  /**
   * How long a session read from the database is trusted (default `SESSION_CACHE_MS`). With PGlite the database
   * belongs to this one process, every change goes through this store, and sessions can be trusted until their next
   * touch (a minute).
   */
  cacheMs?: number;
};

/**
 * Server-side sign-in sessions: created (and the previous one dropped) at sign-in, ended at sign-out, after
 * `idleMs` without a request, `maxMs` after sign-in (or the player's session-length limit), and all at once on a
 * password reset or an exclusion.
 */
export class SessionStore {
  #lastSweep = 0;
  readonly #recent = new Map<string, Recent>();
  /** Lookups of this event-loop turn, by session id, read together at its end (`#find`). */
  #lookups: Map<string, Lookup> | null = null;

  constructor(private readonly options: SessionStoreOptions) {}

  /** Creates a session; `lengthLimitMs` (the player's session limit) may shorten it. Answers the cookie token. */
  async create(
    tx: Db | Tx,
    playerId: number,
    meta: { ip: string | null; userAgent: string | null },
    lengthLimitMs: number | null,
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = this.options.clock.now();
    const token = newToken();
    const length = Math.min(this.options.maxMs, lengthLimitMs ?? Number.POSITIVE_INFINITY);
    const expiresAt = new Date(now + length);
    await insertSession(tx, { id: hashToken(token), playerId, now: new Date(now), expiresAt, ...meta });
    return { token, expiresAt };
  }

  /** Looks a cookie token up: active (and touched), expired (and deleted), or none. */
  async resolve(token: string | undefined): Promise<SessionState> {
    if (token === undefined || token === '') return { kind: 'none' };
    if (!isTokenShaped(token)) return { kind: 'expired' };
    const { db, clock, idleMs } = this.options;
    const now = clock.now();
    const id = hashToken(token);
    const recent = this.#recent.get(id);
    if (
      recent &&
      performance.now() - recent.readAt < (this.options.cacheMs ?? SESSION_CACHE_MS) &&
      recent.expiresAt.getTime() > now &&
      recent.lastSeenAt + idleMs > now &&
      now - recent.lastSeenAt < TOUCH_EVERY_MS
    ) {
      return { kind: 'active', playerId: recent.playerId, sessionId: id, expiresAt: recent.expiresAt };
    }
    this.#recent.delete(id);
    const row = await this.#find(id);
    if (!row) return { kind: 'expired' };
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
      await deleteSession(db, id);
      return { kind: 'expired' };
    }
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt >= TOUCH_EVERY_MS) {
      await touchSession(db, id, new Date(now));
      lastSeenAt = now;
    }
    if (this.#recent.size >= RECENT_MAX) this.#recent.clear();
    this.#recent.set(id, { playerId: row.playerId, expiresAt: row.expiresAt, lastSeenAt, readAt: performance.now() });
    await this.#sweep(now);
    return { kind: 'active', playerId: row.playerId, sessionId: id, expiresAt: row.expiresAt };
  }

  /**
   * A session row by id. The lookups of one event-loop turn share one query at its end (`setImmediate`, no timer):
   * under load (bet placement, thousands of requests a second) that is one round trip for many requests; a lone
   * lookup waits only for the end of the turn.
   */
  #find(id: string): Promise<SessionRow | null> {
    let lookups = this.#lookups;
    if (!lookups) {
      const batch = new Map<string, Lookup>();
      lookups = batch;
      this.#lookups = batch;
      setImmediate(() => {
        if (this.#lookups === batch) this.#lookups = null;
        void this.#read(batch);
      });
    }
    const waiting: Lookup = lookups.get(id) ?? [];
    lookups.set(id, waiting);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  async #read(batch: Map<string, Lookup>): Promise<void> {
    const { db } = this.options;
    try {
      const ids = [...batch.keys()];
      const [only] = ids;
      const rows = ids.length === 1 && only !== undefined ? [await findSession(db, only)] : await findSessions(db, ids);
      const byId = new Map<string, SessionRow>();
      for (const row of rows) if (row) byId.set(row.id, row);
      for (const [id, waiting] of batch) for (const w of waiting) w.resolve(byId.get(id) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    }
  }

  /** Forgets remembered sessions: one by id, or every session of a player. */
  #forget(filter: { id?: string; playerId?: number }): void {
    if (filter.id !== undefined) this.#recent.delete(filter.id);
    if (filter.playerId !== undefined) {
      for (const [id, recent] of this.#recent) if (recent.playerId === filter.playerId) this.#recent.delete(id);
    }
  }

  async revokeToken(token: string | undefined): Promise<void> {
    if (!token || !isTokenShaped(token)) return;
    this.#forget({ id: hashToken(token) });
    await deleteSession(this.options.db, hashToken(token));
  }

  async revokeSession(sessionId: string, tx?: Db | Tx): Promise<void> {
    this.#forget({ id: sessionId });
    await deleteSession(tx ?? this.options.db, sessionId);
  }

  async revokeAll(playerId: number, tx?: Db | Tx): Promise<void> {
    this.#forget({ playerId });
    await deleteSessionsOfPlayer(tx ?? this.options.db, playerId);
  }

  /** Applies a new session-length limit to the sessions already open. */
  async capLength(playerId: number, lengthMs: number, tx?: Db | Tx): Promise<void> {
    this.#forget({ playerId });
    await capSessionsOfPlayer(tx ?? this.options.db, playerId, lengthMs);
  }

  /** The cookie token of a request, if any. */
  tokenOf(request: FastifyRequest): string | undefined {
    return request.cookies[SESSION_COOKIE];
  }

  /**
   * httpOnly, SameSite=Lax, Secure outside plain-http localhost; lives until the session's absolute end.
   * `embedded`: the session of a frame inside a host site on another site (issue 16), which a Lax cookie would never
   * reach: SameSite=None and Secure (browsers count localhost as secure), and Partitioned (CHIPS), so the browser
   * keeps it for that host site only and it survives third-party cookie blocking (docs/embedding.md).
   */
  setCookie(reply: FastifyReply, token: string, expiresAt: Date, options: { embedded?: boolean } = {}): void {
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - this.options.clock.now()) / 1000));
    reply.setCookie(SESSION_COOKIE, token, { ...this.#attributes(options.embedded ?? false), maxAge });
  }

  /** Clears both kinds of session cookie: the first-party one and, in a frame, the partitioned one. */
  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.#attributes(false));
    // A second Set-Cookie of the same name: @fastify/cookie keeps one per name and path, and merges raw headers.
    const expired = { ...this.#attributes(true), expires: new Date(0), maxAge: 0 };
    reply.header('set-cookie', reply.server.serializeCookie(SESSION_COOKIE, '', expired));
  }

  #attributes(embedded: boolean) {
    return embedded
      ? ({ path: '/', httpOnly: true, sameSite: 'none', secure: true, partitioned: true } as const)
      : ({ path: '/', httpOnly: true, sameSite: 'lax', secure: this.options.secureCookies } as const);
  }

  /** Deletes dead sessions at most once an hour, in the background. */
  async #sweep(now: number): Promise<void> {
    if (now - this.#lastSweep < 3_600_000) return;
    this.#lastSweep = now;
    try {
      await deleteExpiredSessions(this.options.db, new Date(now), new Date(now - this.options.idleMs));
    } catch {
      // Housekeeping only; the next sweep tries again.
    }
  }
}
