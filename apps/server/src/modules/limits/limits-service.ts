import type { SetUserLimitBody, UserLimit } from '@sportsbook/contract/platform';
import {
  canConfirm,
  isInForce,
  isLoosening,
  LIMIT_RULES,
  type LimitPeriod,
  type LimitStatus,
  type LimitTimeline,
  type LimitType,
  type LimitUsage,
  limitStatus,
  PERIOD_MS,
  stakeHeadroom,
} from '@sportsbook/domain/player-limits';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { SessionStore } from '../auth/session-store';
import { accountCurrency } from '../wallet/currencies';
import { PLAY_KINDS, type WalletService } from '../wallet/wallet-service';
import {
  activitySecondsSince,
  currentLimits,
  endSession,
  findLimit,
  findOpenSession,
  insertLimit,
  type LimitRow,
  listLimits,
  lockPlayerRow,
  type SessionRow,
  sessionsSince,
  updateLimit,
} from './limits-repository';

/** Longest duration limit: 31 days in minutes. */
const MAX_MINUTES = 31 * 24 * 60;
/** An open sportsbook session without a request for this long counts as ended at its last request. */
export const SPORTSBOOK_SESSION_IDLE_MS = 5 * 60_000;

const PLAY_TIME_TYPES = ['sportsbook_session', 'time'] as const satisfies readonly LimitType[];

/** An entry with its status at the moment it was read. */
export type LimitEntry = { row: LimitRow; status: LimitStatus };

/** How much play time is left under the tightest per-period play-time limit. */
export type PlayTime = {
  reached: boolean;
  limit: { type: LimitType; minutes: number; usedMinutes: number } | null;
  minutesLeft: number | null;
};

function ms(date: Date | null): number | null {
  return date === null ? null : date.getTime();
}

function timelineOf(row: LimitRow): LimitTimeline {
  return {
    createdAt: row.createdAt.getTime(),
    confirmUntil: ms(row.confirmUntil),
    confirmedAt: ms(row.confirmedAt),
    disableAt: ms(row.disableAt),
    disableRequestedAt: ms(row.disableRequestedAt),
    replacedAt: ms(row.replacedAt),
  };
}

function statusOf(row: LimitRow, now: number): LimitStatus {
  return limitStatus(timelineOf(row), now);
}

function periodMs(period: string | null): number | null {
  return period && period in PERIOD_MS ? (PERIOD_MS[period as LimitPeriod] ?? null) : null;
}

function invalid(path: string, message: string): AppError {
  return new AppError(400, 'validation_failed', `body.${path}: ${message}`, [{ path: `body.${path}`, message }]);
}

/** The wire form of an entry (spec 000 §3 Player limit entry). */
export function toUserLimit(row: LimitRow, now: number): UserLimit {
  const rule = LIMIT_RULES[row.type as LimitType];
  return {
    id: row.id,
    type: row.type as LimitType,
    strategy: rule.strategy,
    status: statusOf(row, now),
    period: (row.period as LimitPeriod | null) ?? null,
    parentType: rule.group,
    value: row.value,
    currency: row.currency,
    disableAt: row.disableAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    confirmUntil: row.confirmUntil?.toISOString() ?? null,
  };
}

/**
 * Responsible-gambling limits (spec 000 §3, §4): setting, tightening at once, loosening after the confirm-until
 * delay, removal after the same delay, exclusions that cannot be lifted early; and the checks other modules call
 * (deposits, bets, sign-in, sportsbook sessions).
 */
export class LimitsService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      confirmDelayMs: number;
      sessions: SessionStore;
      wallet: WalletService;
    },
  ) {}

  /** `GET /user_limits`: entries still relevant (or every entry with `includeHistory`), newest first. */
  async list(playerId: number, includeHistory: boolean): Promise<UserLimit[]> {
    const now = this.deps.clock.now();
    const rows = await listLimits(this.deps.db, playerId);
    return rows
      .map((row) => toUserLimit(row, now))
      .filter((l) => includeHistory || (l.status !== 'disabled' && l.status !== 'confirmed_disabled'));
  }

  /** Entries in force now, optionally of some types. */
  async inForce(playerId: number, types?: readonly LimitType[], tx?: Tx): Promise<LimitEntry[]> {
    const now = this.deps.clock.now();
    const rows = await currentLimits(tx ?? this.deps.db, playerId, new Date(now), types);
    return rows.map((row) => ({ row, status: statusOf(row, now) })).filter((e) => isInForce(e.status));
  }

  /** `POST /user_limits`. */
  async set(playerId: number, body: SetUserLimitBody): Promise<UserLimit> {
    const terms = await this.#validate(playerId, body);
    const { db, clock, confirmDelayMs, sessions } = this.deps;
    const result = await db.transaction(async (tx) => {
      await lockPlayerRow(tx, playerId);
      const nowMs = clock.now();
      const now = new Date(nowMs);
      const base = { playerId, type: body.type, ...terms, createdAt: now, replacesId: null };
      if (LIMIT_RULES[body.type].strategy === 'exclusion') {
        const length = periodMs(terms.period);
        const row = await insertLimit(tx, {
          ...base,
          confirmUntil: null,
          disableAt: length === null ? null : new Date(nowMs + length),
        });
        await sessions.revokeAll(playerId, tx);
        const open = await findOpenSession(tx, playerId);
        if (open) await endSession(tx, open.id, now, 'limit');
        return { row, signedOut: true };
      }
      const same = (await currentLimits(tx, playerId, now, [body.type]))
        .filter((row) => row.currency === terms.currency)
        .map((row) => ({ row, status: statusOf(row, nowMs) }));
      const effective = same.find((e) => isInForce(e.status));
      const pending = same.filter((e) => e.status === 'unconfirmed');
      for (const p of pending) await updateLimit(tx, p.row.id, { replacedAt: now });
      const loosening =
        effective !== undefined &&
        confirmDelayMs > 0 &&
        isLoosening(
          body.type,
          { value: effective.row.value, period: effective.row.period as LimitPeriod | null },
          terms as { value: number | null; period: LimitPeriod | null },
        );
      if (!loosening) {
        if (effective) await updateLimit(tx, effective.row.id, { replacedAt: now });
        const row = await insertLimit(tx, { ...base, confirmUntil: null, disableAt: null });
        if (body.type === 'session' && terms.value !== null)
          await sessions.capLength(playerId, terms.value * 60_000, tx);
        return { row, signedOut: false };
      }
      // The current limit keeps applying until the player confirms the loosening after the delay (`confirm`).
      const confirmUntil = new Date(nowMs + confirmDelayMs);
      const row = await insertLimit(tx, { ...base, confirmUntil, disableAt: null, replacesId: effective.row.id });
      return { row, signedOut: false };
    });
    return toUserLimit(result.row, clock.now());
  }

  /**
   * `POST /user_limits/:id/confirm`: the player confirms a loosening once its delay has passed; it applies from now
   * and the limit it replaces stops. Before the delay: 409 `limit_not_confirmable` (with `confirmUntil`).
   */
  async confirm(playerId: number, id: number): Promise<UserLimit> {
    const { db, clock } = this.deps;
    const row = await db.transaction(async (tx) => {
      await lockPlayerRow(tx, playerId);
      const nowMs = clock.now();
      const now = new Date(nowMs);
      const entry = await findLimit(tx, playerId, id);
      if (!entry) throw new AppError(404, 'not_found', `Limit ${id} was not found.`);
      if (!canConfirm(timelineOf(entry), nowMs)) {
        throw new AppError(409, 'limit_not_confirmable', `Limit ${id} has no change to confirm now.`, {
          status: statusOf(entry, nowMs),
          confirmUntil: entry.confirmUntil?.toISOString() ?? null,
        });
      }
      if (entry.replacesId !== null) await updateLimit(tx, entry.replacesId, { replacedAt: now });
      return updateLimit(tx, entry.id, { confirmedAt: now });
    });
    return toUserLimit(row, clock.now());
  }

  /** `DELETE /user_limits/:id`: cancels a pending loosening at once; removing a limit waits for the delay. */
  async remove(playerId: number, id: number): Promise<UserLimit> {
    const { db, clock, confirmDelayMs } = this.deps;
    const row = await db.transaction(async (tx) => {
      await lockPlayerRow(tx, playerId);
      const nowMs = clock.now();
      const now = new Date(nowMs);
      const entry = await findLimit(tx, playerId, id);
      if (!entry) throw new AppError(404, 'not_found', `Limit ${id} was not found.`);
      const status = statusOf(entry, nowMs);
      const rule = LIMIT_RULES[entry.type as LimitType];
      if (rule.strategy === 'exclusion' && isInForce(status)) {
        throw new AppError(403, 'limit_locked', 'An exclusion cannot be lifted before it ends.', {
          disableAt: entry.disableAt?.toISOString() ?? null,
        });
      }
      if (status === 'unconfirmed') {
        const cancelled = await updateLimit(tx, entry.id, { replacedAt: now });
        if (entry.replacesId !== null) await updateLimit(tx, entry.replacesId, { replacedAt: null });
        return cancelled;
      }
      if (status === 'unconfirmed_disabled') return entry;
      if (status !== 'active' && status !== 'confirmed') {
        throw new AppError(409, 'conflict', `Limit ${id} no longer applies.`, { status });
      }
      const siblings = await currentLimits(tx, playerId, now, [entry.type]);
      for (const s of siblings) {
        if (s.id !== entry.id && s.currency === entry.currency && statusOf(s, nowMs) === 'unconfirmed') {
          await updateLimit(tx, s.id, { replacedAt: now });
        }
      }
      return updateLimit(tx, entry.id, { disableRequestedAt: now, disableAt: new Date(nowMs + confirmDelayMs) });
    });
    return toUserLimit(row, clock.now());
  }

  /** The exclusion keeping the player out now (the one ending last), or null. */
  async exclusion(
    playerId: number,
    tx?: Tx,
  ): Promise<{ type: 'selfexclusion' | 'coolingoff'; until: Date | null } | null> {
    const entries = await this.inForce(playerId, ['selfexclusion', 'coolingoff'], tx);
    if (entries.length === 0) return null;
    const endOf = (e: LimitEntry) => e.row.disableAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const last = entries.reduce((a, b) => (endOf(b) > endOf(a) ? b : a));
    return { type: last.row.type === 'selfexclusion' ? 'selfexclusion' : 'coolingoff', until: last.row.disableAt };
  }

  /** Throws 403 `self_excluded` / `cooling_off` while an exclusion applies. */
  async assertNotExcluded(playerId: number, tx?: Tx): Promise<void> {
    const exclusion = await this.exclusion(playerId, tx);
    if (!exclusion) return;
    const until = exclusion.until?.toISOString() ?? null;
    if (exclusion.type === 'selfexclusion') {
      throw new AppError(403, 'self_excluded', 'This account is self-excluded.', { until });
    }
    throw new AppError(403, 'cooling_off', 'This account is in a cooling-off period.', { until });
  }

  /** The session-length limit (`session` type) in ms, or null. */
  async sessionLengthMs(playerId: number, tx?: Tx): Promise<number | null> {
    const [entry] = await this.inForce(playerId, ['session'], tx);
    return entry?.row.value != null ? entry.row.value * 60_000 : null;
  }

  /** Reality-check interval in minutes, or null. */
  async realityCheckMinutes(playerId: number): Promise<number | null> {
    const [entry] = await this.inForce(playerId, ['reality_check']);
    return entry?.row.value ?? null;
  }

  /** Whether any limit the session-info query reports on applies (else the query answers 400). */
  async hasSessionChecks(playerId: number): Promise<boolean> {
    return (await this.inForce(playerId, ['reality_check', ...PLAY_TIME_TYPES])).length > 0;
  }

  /** Play time used and left under the per-period play-time limits (`sportsbook_session`, `time`). */
  async playTime(playerId: number, tx?: Tx): Promise<PlayTime> {
    const entries = await this.inForce(playerId, PLAY_TIME_TYPES, tx);
    if (entries.length === 0) return { reached: false, limit: null, minutesLeft: null };
    const now = this.deps.clock.now();
    const longest = Math.max(...entries.map((e) => periodMs(e.row.period) ?? 0));
    const sessions = await sessionsSince(tx ?? this.deps.db, playerId, new Date(now - longest));
    let tightest: PlayTime = { reached: false, limit: null, minutesLeft: null };
    for (const e of entries) {
      const minutes = e.row.value ?? 0;
      const window = periodMs(e.row.period) ?? 0;
      const usedMs = playedWithin(sessions, now - window, now);
      const usedMinutes = Math.floor(usedMs / 60_000);
      const leftMs = minutes * 60_000 - usedMs;
      const left = Math.max(0, Math.floor(leftMs / 60_000));
      if (tightest.minutesLeft === null || left < tightest.minutesLeft) {
        tightest = {
          reached: leftMs <= 0,
          limit: { type: e.row.type as LimitType, minutes, usedMinutes },
          minutesLeft: left,
        };
      }
    }
    return tightest;
  }

  /** Throws 403 `session_limit_reached` when a play-time limit is used up. */
  async assertPlayTimeLeft(playerId: number, tx?: Tx): Promise<void> {
    const time = await this.playTime(playerId, tx);
    if (time.reached) {
      throw new AppError(403, 'session_limit_reached', 'The session limit is reached.', time.limit ?? undefined);
    }
  }

  /** Activity seconds used and the limit, per in-force activity limit; `reached` when one is used up. */
  async activity(playerId: number): Promise<{ reached: boolean; usedSeconds: number; limitSeconds: number | null }> {
    const [entry] = await this.inForce(playerId, ['activity']);
    if (!entry || entry.row.value === null) return { reached: false, usedSeconds: 0, limitSeconds: null };
    const window = periodMs(entry.row.period) ?? PERIOD_MS.day ?? 0;
    const used = await activitySecondsSince(this.deps.db, playerId, new Date(this.deps.clock.now() - window));
    const limitSeconds = entry.row.value * 60;
    return { reached: used >= limitSeconds, usedSeconds: used, limitSeconds };
  }

  /** Throws 403 `deposit_limit_exceeded` when `amount` would pass a deposit limit of `currency` (inside `tx`). */
  async checkDeposit(tx: Tx, playerId: number, currency: string, amount: number): Promise<void> {
    const entries = (await this.inForce(playerId, ['deposit'], tx)).filter((e) => e.row.currency === currency);
    const now = this.deps.clock.now();
    for (const e of entries) {
      const since = new Date(now - (periodMs(e.row.period) ?? 0));
      const used = await this.deps.wallet.sum(playerId, currency, ['deposit'], since, tx);
      const limit = e.row.value ?? 0;
      if (used + amount > limit) {
        throw new AppError(403, 'deposit_limit_exceeded', 'This deposit would pass your deposit limit.', {
          limit,
          used,
          currency,
          period: e.row.period,
        });
      }
    }
  }

  /**
   * The limit checks of a bet of `stake` minor units (for the bets module, inside its transaction): exclusions,
   * play time, the per-bet limit, wager and loss limits of the stake's currency. `pending`: stakes of the same
   * placement's earlier bets, checked but not posted yet. Throws 403 with the limit's code.
   */
  async assertCanBet(
    tx: Tx,
    playerId: number,
    bet: { currency: string; stake: number; pending?: number },
  ): Promise<void> {
    await this.assertNotExcluded(playerId, tx);
    await this.assertPlayTimeLeft(playerId, tx);
    const now = this.deps.clock.now();
    const entries = (await this.inForce(playerId, ['bet', 'wager', 'loss'], tx)).filter(
      (e) => e.row.currency === bet.currency,
    );
    for (const e of entries) {
      const type = e.row.type as 'bet' | 'wager' | 'loss';
      const limit = e.row.value ?? 0;
      const used = await this.stakeUsage(playerId, bet.currency, type, e.row.period, now, tx);
      // Earlier bets of the same placement, not posted yet, count as wagered and as lost.
      const pending = bet.pending ?? 0;
      const usage = { wagered: used.wagered + pending, lost: used.lost + pending };
      if (bet.stake <= stakeHeadroom(type, limit, usage)) continue;
      const details = { limit, currency: bet.currency, period: e.row.period };
      if (type === 'bet') throw new AppError(403, 'bet_limit_exceeded', 'The stake is above your bet limit.', details);
      if (type === 'wager') {
        throw new AppError(403, 'wager_limit_exceeded', 'This bet would pass your wager limit.', {
          ...details,
          used: usage.wagered,
        });
      }
      throw new AppError(403, 'loss_limit_exceeded', 'This bet could pass your loss limit.', {
        ...details,
        used: usage.lost,
      });
    }
  }

  /**
   * What a stake limit's window has used (`stakeHeadroom` reads it): stakes wagered for a wager limit, the net loss
   * for a loss limit; a per-bet limit reads neither.
   */
  async stakeUsage(
    playerId: number,
    currency: string,
    type: 'bet' | 'wager' | 'loss',
    period: string | null,
    now: number,
    tx?: Tx,
  ): Promise<LimitUsage> {
    if (type === 'bet') return { wagered: 0, lost: 0 };
    const since = new Date(now - (periodMs(period) ?? 0));
    if (type === 'wager')
      return { wagered: -(await this.deps.wallet.sum(playerId, currency, ['bet_stake'], since, tx)), lost: 0 };
    return { wagered: 0, lost: -(await this.deps.wallet.sum(playerId, currency, PLAY_KINDS, since, tx)) };
  }

  async #validate(playerId: number, body: SetUserLimitBody) {
    const rule = LIMIT_RULES[body.type];
    const period = body.period ?? null;
    if (!rule.periods.includes(period)) {
      const allowed = rule.periods.filter((p) => p !== null);
      throw invalid(
        'period',
        allowed.length === 0
          ? `must be empty for ${body.type} limits`
          : `must be one of ${allowed.join(', ')} for ${body.type} limits`,
      );
    }
    if (rule.strategy === 'exclusion') {
      if (body.value !== undefined) throw invalid('value', 'must be empty for exclusions');
      if (body.currency !== undefined) throw invalid('currency', 'must be empty for exclusions');
      return { period, value: null, currency: null };
    }
    if (body.value === undefined) throw invalid('value', "can't be blank");
    if (rule.strategy === 'duration') {
      if (body.currency !== undefined) throw invalid('currency', `must be empty for ${body.type} limits`);
      if (body.value > MAX_MINUTES) throw invalid('value', `must be at most ${MAX_MINUTES} minutes`);
      return { period, value: body.value, currency: null };
    }
    const account = body.currency
      ? accountCurrency(body.currency)
      : accountCurrency((await this.deps.wallet.accounts(playerId))[0]?.currency.code ?? 'EUR');
    if (!account) throw invalid('currency', 'is not offered');
    return { period, value: body.value, currency: account.code };
  }
}

/** Milliseconds of the sessions inside `[from, to]`; an idle open session counts until its last request. */
export function playedWithin(sessions: readonly SessionRow[], from: number, to: number): number {
  let total = 0;
  for (const s of sessions) {
    const lastSeen = s.lastSeenAt.getTime();
    const end = s.endedAt ? s.endedAt.getTime() : to - lastSeen > SPORTSBOOK_SESSION_IDLE_MS ? lastSeen : to;
    const start = Math.max(s.startedAt.getTime(), from);
    if (Math.min(end, to) > start) total += Math.min(end, to) - start;
  }
  return total;
}
