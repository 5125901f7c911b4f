import { z } from 'zod';

/**
 * Web Push (spec 000 §1 "push-notification subscription", 001 §7.2 `POST /settings`
 * `one_signal_push_notification_subscription`). The browser's `PushSubscription.toJSON()` is stored as a string in
 * that field; the server encrypts each message for it (RFC 8291) and signs the request with its VAPID key (RFC 8292).
 * The field also takes a short opaque id, for operators whose push provider keeps the subscriptions (OneSignal).
 */

/** Longest opaque subscription id (a push provider's player id). */
export const MAX_PUSH_SUBSCRIPTION_ID = 200;
/** Longest subscription JSON: endpoints of the major push services are under 1 KB; keys add about 150 characters. */
export const MAX_PUSH_SUBSCRIPTION_JSON = 4096;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** `PushSubscription.toJSON()`: where the push service takes messages and the keys to encrypt them with. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, 87 characters). */
    p256dh: base64url.min(80).max(100),
    /** The 16-byte authentication secret (22 characters). */
    auth: base64url.min(16).max(32),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** The subscription a stored field holds, or null (an opaque id, or not a valid subscription). */
export function readWebPushSubscription(text: string | null | undefined): WebPushSubscription | null {
  if (!text?.startsWith('{')) return null;
  try {
    const parsed = webPushSubscriptionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `POST /settings` field: a subscription JSON, or a short opaque id; null clears it. */
export const pushSubscriptionFieldSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PUSH_SUBSCRIPTION_JSON)
  .refine(
    (v) => (v.startsWith('{') ? readWebPushSubscription(v) !== null : v.length <= MAX_PUSH_SUBSCRIPTION_ID),
    `must be a Web Push subscription JSON or an id of at most ${MAX_PUSH_SUBSCRIPTION_ID} characters`,
  );

/**
 * What a push message carries (the encrypted payload, read by the web app's service worker `public/sw.js`):
 * texts to show, the page to open on a click (a same-origin path) and a tag (a newer message with the same tag
 * replaces the older one).
 */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  url: z.string().startsWith('/'),
  tag: z.string().max(100).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
