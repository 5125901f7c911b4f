import { z } from 'zod';
import { pagedSchema, pageQuery } from './pagination';

/**
 * Notifications (spec 000 §3 Notification: id, title, caption, body, type, object type, read, created at; spec 001
 * §7.2 `GET /notifications`, `GET /notifications/counters`, `POST /notifications/read`, `POST /notifications/read-all`).
 * Created by the server (a bet settled, a cash-out completed, a deposit landed) or by an operator's announcement.
 * Texts are English; `type` lets the client show its own localized text instead.
 */
export const NOTIFICATION_TYPES = ['bet_settled', 'cashout', 'deposit', 'announcement'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** What a notification is about (`objectId` names it): a bet, a deposit, or nothing (announcements). */
export const notificationObjectTypeSchema = z.enum(['bet', 'deposit']).nullable();

export const notificationSchema = z.object({
  /** Bigint id as a string (list keys, channel payloads). */
  id: z.string(),
  title: z.string(),
  caption: z.string().nullable(),
  body: z.string(),
  type: notificationTypeSchema,
  objectType: notificationObjectTypeSchema,
  objectId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: newest first, `page` from 1, `limit` 1..500 (default 20). */
export const notificationsQuerySchema = z.object(pageQuery(20));
export const notificationsPageSchema = pagedSchema(notificationSchema);

/** `GET /notifications/counters` reply (also the `notifications` object of `unread_notifications_changed`). */
export const notificationCountersSchema = z.object({ unread: z.number().int().min(0) });
export type NotificationCounters = z.infer<typeof notificationCountersSchema>;

/** A notification id as the list gives it (a numeric string) or as a number. */
const notificationIdSchema = z
  .union([z.string().regex(/^[1-9]\d{0,17}$/, 'must be a notification id'), z.number().int().positive()])
  .transform((v) => Number(v))
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `POST /notifications/read` body: 1..500 ids; ids that are not the player's (or already read) are skipped. */
export const markReadBodySchema = z.object({ ids: z.array(notificationIdSchema).min(1).max(500) });

/** `POST /notifications/read` and `/read-all` reply: how many became read now, and the unread count after. */
export const markReadReplySchema = z.object({ updated: z.number().int().min(0), unread: z.number().int().min(0) });
export type MarkReadReply = z.infer<typeof markReadReplySchema>;
