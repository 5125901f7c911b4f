import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxChannel = 'email' | 'sms';

/** A message as the outbox holds it. */
export type OutboxMessage = {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  links: string[];
  createdAt: Date;
};

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt'>;

type Row = typeof mailOutbox.$inferSelect;

function toMessage(row: Row): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    links: row.links,
    createdAt: row.createdAt,
  };
}

/** Writes a message in the caller's transaction, so it exists exactly when the change that caused it does. */
export async function insertOutboxMessage(db: Db | Tx, message: NewOutboxMessage, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    links: message.links,
    createdAt: now,
  });
}

/** Newest first, optionally for one recipient. */
export async function listOutbox(db: Db, filter: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(mailOutbox.recipient, filter.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit);
  return rows.map(toMessage);
}

/** Emails not yet delivered that have failed fewer than `maxAttempts` times, oldest first. */
export async function pendingEmails(db: Db, maxAttempts: number, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), eq(mailOutbox.channel, 'email'), lt(mailOutbox.attempts, maxAttempts)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
  return rows.map(toMessage);
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now }).where(eq(mailOutbox.id, id));
}

/** Counts one more failed delivery; answers the attempts so far. */
export async function markFailed(db: Db, id: number, error: string): Promise<number> {
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id))
    .returning({ attempts: mailOutbox.attempts });
  return row?.attempts ?? 0;
}
