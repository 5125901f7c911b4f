import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../shared/clock';
import {
  insertOutboxMessage,
  markFailed,
  markSent,
  type NewOutboxMessage,
  type OutboxMessage,
  pendingEmails,
} from './outbox-repository';

/** Delivers one email; SMTP in production, a fake in tests. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
  close?(): void;
}

/** An SMTP transport from a URL such as `smtp://user:pass@mail.example.com:587` or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 30_000;

/**
 * The outbox: `enqueue` writes a message inside the caller's transaction; after the commit `kick()` delivers
 * pending emails through the transport (none: the development mailbox shows them). Failures are retried every
 * 30 s, at most 5 times. SMS messages stay in the outbox (no SMS gateway is wired; the dev mailbox shows them).
 */
export class Mailer {
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: { db: Db; clock: Clock; from: string; transport: MailTransport | null; log: Logger },
  ) {}

  /** Whether messages leave the server (SMTP) or stay for the development mailbox. */
  get delivers(): boolean {
    return this.deps.transport !== null;
  }

  async enqueue(tx: Db | Tx, message: NewOutboxMessage): Promise<void> {
    await insertOutboxMessage(tx, message, new Date(this.deps.clock.now()));
  }

  /** Starts delivering pending emails in the background; returns the run (tests await it). */
  kick(): Promise<void> {
    if (!this.deps.transport) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Retries failed deliveries periodically (only with a transport). */
  start(): void {
    if (!this.deps.transport || this.#timer) return;
    this.#timer = setInterval(() => void this.kick(), RETRY_EVERY_MS);
    this.#timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    this.deps.transport?.close?.();
  }

  async #drain(): Promise<void> {
    const { db, transport, log } = this.deps;
    if (!transport) return;
    do {
      this.#again = false;
      let batch: OutboxMessage[];
      try {
        batch = await pendingEmails(db, MAX_ATTEMPTS, 50);
      } catch (error) {
        log.warn({ err: error }, 'mail outbox read failed');
        return;
      }
      for (const message of batch) {
        try {
          await transport.send({ from: this.deps.from, to: message.to, subject: message.subject, text: message.body });
          await markSent(db, message.id, new Date(this.deps.clock.now()));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const attempts = await markFailed(db, message.id, reason).catch(() => MAX_ATTEMPTS);
          log.warn({ mailId: message.id, attempts, reason }, 'mail delivery failed');
        }
      }
    } while (this.#again);
  }
}
