import type { SessionInfo } from '@sportsbook/contract/platform';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { SessionStore } from '../auth/session-store';
import { playerCurrency } from '../wallet/wallet-repository';
import { PLAY_KINDS, type WalletService } from '../wallet/wallet-service';
import {
  endSession,
  findOpenSession,
  insertActivity,
  lastActivity,
  openSession,
  type SessionRow,
  touchOpenSession,
} from './limits-repository';
import { type LimitsService, SPORTSBOOK_SESSION_IDLE_MS } from './limits-service';

/** One activity report stands for at most this much activity (the browser reports every 60 s). */
const ACTIVITY_REPORT_MS = 60_000;

/**
 * Sportsbook sessions (spec 000 §4 "Responsible gambling and reminders"): start (403 when the session limit is
 * reached), the session-info query (reality check due, time played, net result; 403 when the limit is reached,
 * 400 when the player has no limit it reports on), continue after a reality check, and activity tracking
 * (401 when the activity limit is reached, and the player is signed out).
 */
export class SportsbookSessionsService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      limits: LimitsService;
      wallet: WalletService;
      sessions: SessionStore;
    },
  ) {}

  /** The open session, after closing it when it went idle (ended at its last request). */
  async #open(playerId: number): Promise<SessionRow | null> {
    const open = await findOpenSession(this.deps.db, playerId);
    if (!open) return null;
    if (this.deps.clock.now() - open.lastSeenAt.getTime() > SPORTSBOOK_SESSION_IDLE_MS) {
      await endSession(this.deps.db, open.id, open.lastSeenAt, 'idle');
      return null;
    }
    return open;
  }

  /** Ends the open session with `reason` and answers 403 when a play-time limit is used up. */
  async #assertTimeLeft(playerId: number, open: SessionRow | null): Promise<void> {
    try {
      await this.deps.limits.assertPlayTimeLeft(playerId);
    } catch (error) {
      if (open) await endSession(this.deps.db, open.id, new Date(this.deps.clock.now()), 'limit');
      throw error;
    }
  }

  /** `POST /sportsbook_sessions`: opens a session (or answers the open one). */
  async start(playerId: number): Promise<{ info: SessionInfo; created: boolean }> {
    await this.deps.limits.assertNotExcluded(playerId);
    const open = await this.#open(playerId);
    await this.#assertTimeLeft(playerId, open);
    const now = new Date(this.deps.clock.now());
    if (open) {
      const touched = (await touchOpenSession(this.deps.db, open.id, { lastSeenAt: now })) ?? open;
      return { info: await this.#info(playerId, touched), created: false };
    }
    const { row, created } = await openSession(this.deps.db, playerId, now);
    return { info: await this.#info(playerId, row), created };
  }

  /** The session-info query, polled every 30 s. */
  async info(playerId: number): Promise<SessionInfo> {
    if (!(await this.deps.limits.hasSessionChecks(playerId))) {
      throw new AppError(400, 'session_checks_off', 'No reality-check or session limit applies; stop checking.');
    }
    const open = await this.#open(playerId);
    await this.#assertTimeLeft(playerId, open);
    const now = new Date(this.deps.clock.now());
    const touched = open ? ((await touchOpenSession(this.deps.db, open.id, { lastSeenAt: now })) ?? open) : null;
    return this.#info(playerId, touched);
  }

  /** `POST /sportsbook_sessions/continue`: the player read the reality check and goes on (opens one if none). */
  async continue(playerId: number): Promise<SessionInfo> {
    await this.deps.limits.assertNotExcluded(playerId);
    const open = await this.#open(playerId);
    await this.#assertTimeLeft(playerId, open);
    const now = new Date(this.deps.clock.now());
    const row = open
      ? await touchOpenSession(this.deps.db, open.id, { lastSeenAt: now, lastRealityCheckAt: now })
      : (await openSession(this.deps.db, playerId, now)).row;
    return this.#info(playerId, row);
  }

  /** Ends the open session (sign-out). */
  async end(playerId: number, reason: string): Promise<void> {
    const open = await findOpenSession(this.deps.db, playerId);
    if (open) await endSession(this.deps.db, open.id, new Date(this.deps.clock.now()), reason);
  }

  /**
   * `POST /player/activity_limit_track`: counts the time since the previous report (at most 60 s) while an
   * activity limit applies. When the limit is used up the player is signed out and 401 `activity_limit_reached`.
   */
  async trackActivity(playerId: number) {
    const { db, clock, limits, sessions } = this.deps;
    const before = await limits.activity(playerId);
    if (before.limitSeconds === null) return { tracked: false, usedMinutes: 0, limitMinutes: null };
    let used = before.usedSeconds;
    if (!before.reached) {
      const now = clock.now();
      const previous = await lastActivity(db, playerId);
      const since = previous ? now - previous.getTime() : ACTIVITY_REPORT_MS;
      const seconds = Math.round(Math.min(Math.max(since, 0), ACTIVITY_REPORT_MS) / 1000);
      await insertActivity(db, playerId, new Date(now), seconds);
      used += seconds;
    }
    if (used >= before.limitSeconds) {
      await sessions.revokeAll(playerId);
      await this.end(playerId, 'limit');
      throw new AppError(401, 'activity_limit_reached', 'The activity limit is reached; you have been signed out.', {
        usedMinutes: Math.floor(used / 60),
        limitMinutes: before.limitSeconds / 60,
      });
    }
    return { tracked: true, usedMinutes: Math.floor(used / 60), limitMinutes: before.limitSeconds / 60 };
  }

  async #info(playerId: number, open: SessionRow | null): Promise<SessionInfo> {
    const now = this.deps.clock.now();
    const [currency, interval, time] = await Promise.all([
      playerCurrency(this.deps.db, playerId),
      this.deps.limits.realityCheckMinutes(playerId),
      this.deps.limits.playTime(playerId),
    ]);
    const code = currency ?? 'EUR';
    // `sum` counts entries strictly after `since`; the session includes its first millisecond.
    const net = open
      ? await this.deps.wallet.sum(playerId, code, PLAY_KINDS, new Date(open.startedAt.getTime() - 1))
      : 0;
    const nextAt = open && interval !== null ? open.lastRealityCheckAt.getTime() + interval * 60_000 : null;
    return {
      active: open !== null,
      sessionId: open?.id ?? null,
      startedAt: open?.startedAt.toISOString() ?? null,
      timePlayedSeconds: open ? Math.max(0, Math.floor((now - open.startedAt.getTime()) / 1000)) : 0,
      netResult: { amount: net, currency: code },
      realityCheck: {
        due: nextAt !== null && now >= nextAt,
        intervalMinutes: interval,
        nextAt: nextAt === null ? null : new Date(nextAt).toISOString(),
      },
      minutesLeft: time.minutesLeft,
    };
  }
}
