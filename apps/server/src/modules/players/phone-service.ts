import type { Phone } from '@sportsbook/contract/platform';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { hashToken, newNumericCode } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import type { MailTemplates } from '../mail/templates';
import { findPhone, findPlayer, type PhoneRow, updatePlayer, upsertPhone } from './players-repository';

/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 60;
/** Codes per phone per 24 hours. */
export const SMS_DAILY_LIMIT = 5;
/** Minutes a code stays valid. */
export const SMS_CODE_MINUTES = 10;
/** Wrong codes before the code is void (a new one must be sent). */
export const SMS_CODE_ATTEMPTS = 5;

const DAY_MS = 86_400_000;

function codeHash(playerId: number, code: string): string {
  return hashToken(`${playerId}:${code}`);
}

/**
 * The player's phone and its SMS verification (spec 000 §3 Phone): a 6-digit code, valid 10 minutes, at most 5
 * wrong tries; a resend waits 60 s and at most 5 codes go out per 24 hours (`smsLimitReached`). Codes go to the
 * outbox (the development mailbox shows them).
 */
export class PhoneService {
  constructor(private readonly deps: { db: Db; clock: Clock; mailer: Mailer; templates: MailTemplates }) {}

  #view(row: PhoneRow | null): Phone {
    const now = this.deps.clock.now();
    if (!row) return { number: null, country: null, verified: false, resendTimeout: 0, smsLimitReached: false };
    const lastSent = row.lastSentAt?.getTime() ?? 0;
    return {
      number: row.number,
      country: row.country,
      verified: row.verifiedAt !== null,
      resendTimeout: Math.max(0, Math.ceil((lastSent + SMS_RESEND_SECONDS * 1000 - now) / 1000)),
      smsLimitReached: this.#sentToday(row, now) >= SMS_DAILY_LIMIT,
    };
  }

  #sentToday(row: PhoneRow, now: number): number {
    const start = row.sendWindowStart?.getTime();
    return start !== undefined && now - start < DAY_MS ? row.sendCount : 0;
  }

  /** `GET /player/phone`. */
  async get(playerId: number): Promise<Phone> {
    return this.#view(await findPhone(this.deps.db, playerId));
  }

  /** `POST /player/phone`: sets a number (unverified) and sends a code; the same verified number is kept as is. */
  async set(playerId: number, number: string, country: string | undefined): Promise<Phone> {
    const existing = await findPhone(this.deps.db, playerId);
    if (existing && existing.number === number && existing.verifiedAt) return this.#view(existing);
    const player = await findPlayer(this.deps.db, playerId);
    const row: PhoneRow =
      existing && existing.number === number
        ? existing
        : {
            playerId,
            number,
            country: country ?? player?.countryCode ?? null,
            verifiedAt: null,
            codeHash: null,
            codeExpiresAt: null,
            codeAttempts: 0,
            lastSentAt: existing?.lastSentAt ?? null,
            sendWindowStart: existing?.sendWindowStart ?? null,
            sendCount: existing?.sendCount ?? 0,
          };
    return this.#send(row);
  }

  /** `POST /player/phone/resend`. */
  async resend(playerId: number): Promise<Phone> {
    const row = await findPhone(this.deps.db, playerId);
    if (!row) throw new AppError(404, 'not_found', 'No phone number is set; add one first.');
    if (row.verifiedAt) throw new AppError(409, 'already_verified', 'This phone number is already verified.');
    return this.#send(row);
  }

  async #send(row: PhoneRow): Promise<Phone> {
    const nowMs = this.deps.clock.now();
    const view = this.#view(row);
    if (view.smsLimitReached) {
      throw new AppError(429, 'sms_limit_reached', 'Too many codes were sent today; try again tomorrow.', view);
    }
    if (view.resendTimeout > 0) {
      throw new AppError(
        429,
        'sms_resend_timeout',
        `Wait ${view.resendTimeout} s before asking for another code.`,
        view,
      );
    }
    const code = newNumericCode();
    const now = new Date(nowMs);
    const sentToday = this.#sentToday(row, nowMs);
    const next: PhoneRow = {
      ...row,
      verifiedAt: null,
      codeHash: codeHash(row.playerId, code),
      codeExpiresAt: new Date(nowMs + SMS_CODE_MINUTES * 60_000),
      codeAttempts: 0,
      lastSentAt: now,
      sendWindowStart: sentToday === 0 ? now : row.sendWindowStart,
      sendCount: sentToday + 1,
    };
    await this.deps.db.transaction(async (tx) => {
      await upsertPhone(tx, next);
      await this.deps.mailer.enqueue(tx, this.deps.templates.phoneCode(row.number, code, SMS_CODE_MINUTES));
    });
    return this.#view(next);
  }

  /** `POST /player/phone/verify`. */
  async verify(playerId: number, code: string): Promise<Phone> {
    const { db, clock } = this.deps;
    const row = await findPhone(db, playerId);
    if (!row) throw new AppError(404, 'not_found', 'No phone number is set; add one first.');
    if (row.verifiedAt) return this.#view(row);
    const nowMs = clock.now();
    const codeError = (errorCode: string, message: string, details?: unknown) =>
      new AppError(400, errorCode, message, details ?? [{ path: 'body.code', message }]);
    if (!row.codeHash || !row.codeExpiresAt) throw codeError('invalid_code', 'No code is pending; ask for a new one.');
    if (row.codeExpiresAt.getTime() <= nowMs)
      throw codeError('code_expired', 'The code has expired; ask for a new one.');
    if (row.codeHash !== codeHash(playerId, code)) {
      const attempts = row.codeAttempts + 1;
      const voided = attempts >= SMS_CODE_ATTEMPTS;
      await upsertPhone(db, {
        ...row,
        codeAttempts: attempts,
        ...(voided ? { codeHash: null, codeExpiresAt: null } : {}),
      });
      throw codeError(
        'invalid_code',
        voided ? 'Too many wrong codes; ask for a new one.' : 'The code is not correct.',
        [{ path: 'body.code', message: 'is not correct', attemptsLeft: SMS_CODE_ATTEMPTS - attempts }],
      );
    }
    const now = new Date(nowMs);
    const verified: PhoneRow = { ...row, verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 };
    await db.transaction(async (tx) => {
      await upsertPhone(tx, verified);
      await updatePlayer(tx, playerId, { mobilePhone: row.number }, now);
    });
    return this.#view(verified);
  }
}
