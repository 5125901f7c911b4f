import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hostPlayers, playerSessions, players, playerTokens } from '../../db/schema';

type Q = Db | Tx;

/** What sign-in and the token flows need of a player. */
export type AuthPlayer = {
  id: number;
  email: string;
  passwordHash: string;
  confirmedAt: Date | null;
  failedAttempts: number;
  lockedAt: Date | null;
  countryCode: string | null;
};

const authColumns = {
  id: players.id,
  email: players.email,
  passwordHash: players.passwordHash,
  confirmedAt: players.confirmedAt,
  failedAttempts: players.failedAttempts,
  lockedAt: players.lockedAt,
  countryCode: players.countryCode,
};

export async function findAuthPlayerByEmail(db: Q, email: string): Promise<AuthPlayer | null> {
  const [row] = await db.select(authColumns).from(players).where(eq(players.email, email)).limit(1);
  return row ?? null;
}

export async function findAuthPlayerById(db: Q, id: number): Promise<AuthPlayer | null> {
  const [row] = await db.select(authColumns).from(players).where(eq(players.id, id)).limit(1);
  return row ?? null;
}

export type NewPlayer = {
  email: string;
  passwordHash: string;
  currency: string;
  countryCode: string;
  language: string;
  nickname: string | null;
  birthDate: string | null;
  /** Set for players whose address the operator vouches for (host players); mailed confirmation otherwise. */
  confirmedAt?: Date;
  /** The affiliate tags the sign-up carried (issue 21). */
  affiliateTags?: AffiliateTags | null;
  /** The terms version accepted with this sign-up (TERMS_VERSION). */
  termsVersion: string;
  now: Date;
};

/** Inserts a player; null when the email is taken (no exception, so the transaction stays usable). */
export async function insertPlayer(tx: Q, p: NewPlayer): Promise<number | null> {
  const [row] = await tx
    .insert(players)
    .values({
      email: p.email,
      passwordHash: p.passwordHash,
      currency: p.currency,
      countryCode: p.countryCode,
      language: p.language,
      nickname: p.nickname,
      birthDate: p.birthDate,
      confirmedAt: p.confirmedAt ?? null,
      affiliateTags: p.affiliateTags ?? null,
      termsAcceptedAt: p.now,
      termsVersion: p.termsVersion,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing({ target: players.email })
    .returning({ id: players.id });
  return row?.id ?? null;
}

/** Adds one failed sign-in and answers the count in a row (atomic, so parallel guesses all count). */
export async function addFailedAttempt(db: Q, id: number, now: Date): Promise<number> {
  const [row] = await db
    .update(players)
    .set({ failedAttempts: sql`${players.failedAttempts} + 1`, updatedAt: now })
    .where(eq(players.id, id))
    .returning({ failedAttempts: players.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Locks the account unless it is locked already; true when this call locked it. */
export async function lockPlayer(db: Q, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ lockedAt: now, updatedAt: now })
    .where(and(eq(players.id, id), isNull(players.lockedAt)))
    .returning({ id: players.id });
  return rows.length > 0;
}

export async function recordSignIn(db: Q, id: number, now: Date, newHash?: string): Promise<void> {
  await db
    .update(players)
    .set({
      failedAttempts: 0,
      signInCount: sql`${players.signInCount} + 1`,
      lastSignInAt: now,
      updatedAt: now,
      ...(newHash ? { passwordHash: newHash } : {}),
    })
    .where(eq(players.id, id));
}

export async function updatePlayerAuth(
  db: Q,
  id: number,
  set: Partial<Pick<AuthPlayer, 'passwordHash' | 'confirmedAt' | 'failedAttempts' | 'lockedAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(players)
    .set({ ...set, updatedAt: now })
    .where(eq(players.id, id));
}

/** Tokens sent by mail. */
export type MailedPurpose = 'confirmation' | 'reset_password' | 'unlock';
/** Every single-use token: the mailed ones and the host session tokens of the operator API (`host-sessions.ts`). */
export type TokenPurpose = MailedPurpose | 'host_session';

export async function insertToken(
  db: Q,
  t: { playerId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(playerTokens).values({
    playerId: t.playerId,
    purpose: t.purpose,
    tokenHash: t.tokenHash,
    expiresAt: t.expiresAt,
    createdAt: t.now,
  });
}

/** Marks every unused token of a purpose as used (a newer one replaces them, or the flow is done). */
export async function retireTokens(db: Q, playerId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.purpose, purpose), isNull(playerTokens.usedAt)));
}

/**
 * Uses a token once: marks it used when it is unused and unexpired and answers its player; otherwise tells why
 * not (`invalid`: unknown, used or for another purpose; `expired`).
 */
export async function consumeToken(
  db: Q,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ ok: true; playerId: number } | { ok: false; reason: 'invalid' | 'expired' }> {
  const [used] = await db
    .update(playerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerTokens.tokenHash, tokenHash),
        eq(playerTokens.purpose, purpose),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: playerTokens.playerId });
  if (used) return { ok: true, playerId: used.playerId };
  const [row] = await db
    .select({ usedAt: playerTokens.usedAt, expiresAt: playerTokens.expiresAt, purpose: playerTokens.purpose })
    .from(playerTokens)
    .where(eq(playerTokens.tokenHash, tokenHash))
    .limit(1);
  if (row && row.purpose === purpose && row.usedAt === null && row.expiresAt <= now) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: false, reason: 'invalid' };
}

export type SessionRow = typeof playerSessions.$inferSelect;

export async function insertSession(
  db: Q,
  s: { id: string; playerId: number; now: Date; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(playerSessions).values({
    id: s.id,
    playerId: s.playerId,
    createdAt: s.now,
    lastSeenAt: s.now,
    expiresAt: s.expiresAt,
    ip: s.ip,
    userAgent: s.userAgent,
  });
}

/** The session lookup of every authenticated request, prepared once per database (no query building per call). */
const findSessionQueries = new WeakMap<object, { execute(values: { id: string }): Promise<SessionRow[]> }>();

export async function findSession(db: Q, id: string): Promise<SessionRow | null> {
  let query = findSessionQueries.get(db);
  if (!query) {
    query = db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_find_session');
    findSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ?? null;
}

const findSessionsQueries = new WeakMap<object, { execute(values: { ids: string[] }): Promise<SessionRow[]> }>();

/** Several sessions by id in one query (lookups of one event-loop turn, see SessionStore); missing ones are absent. */
export async function findSessions(db: Q, ids: readonly string[]): Promise<SessionRow[]> {
  let query = findSessionsQueries.get(db);
  if (!query) {
    query = db
      .select()
      .from(playerSessions)
      .where(sql`${playerSessions.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare('auth_find_sessions');
    findSessionsQueries.set(db, query);
  }
  return query.execute({ ids: [...ids] });
}

export async function touchSession(db: Q, id: string, now: Date): Promise<void> {
  await db.update(playerSessions).set({ lastSeenAt: now }).where(eq(playerSessions.id, id));
}

export async function deleteSession(db: Q, id: string): Promise<void> {
  await db.delete(playerSessions).where(eq(playerSessions.id, id));
}

export async function deleteSessionsOfPlayer(db: Q, playerId: number): Promise<void> {
  await db.delete(playerSessions).where(eq(playerSessions.playerId, playerId));
}

/** Ends every session of a player at most `lengthMs` after its sign-in (a new session-length limit). */
export async function capSessionsOfPlayer(db: Q, playerId: number, lengthMs: number): Promise<void> {
  const seconds = lengthMs / 1000;
  await db
    .update(playerSessions)
    .set({
      expiresAt: sql`least(${playerSessions.expiresAt}, ${playerSessions.createdAt} + make_interval(secs => ${seconds}::double precision))`,
    })
    .where(eq(playerSessions.playerId, playerId));
}

/** Deletes sessions past their absolute end or idle too long (housekeeping). */
export async function deleteExpiredSessions(db: Q, now: Date, idleSince: Date): Promise<void> {
  await db
    .delete(playerSessions)
    .where(or(lt(playerSessions.expiresAt, now), lt(playerSessions.lastSeenAt, idleSince)));
}

/** The player linked to an operator's player reference, if any. */
export async function findHostPlayer(db: Q, hostRef: string): Promise<number | null> {
  const [row] = await db
    .select({ playerId: hostPlayers.playerId })
    .from(hostPlayers)
    .where(eq(hostPlayers.hostRef, hostRef))
    .limit(1);
  return row?.playerId ?? null;
}

export async function linkHostPlayer(db: Q, hostRef: string, playerId: number, now: Date): Promise<void> {
  await db.insert(hostPlayers).values({ hostRef, playerId, createdAt: now });
}

/** Serialises the calls about one host reference until the transaction ends (two first visits at once). */
export async function lockHostRef(tx: Q, hostRef: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`host:${hostRef}`}))`);
}
