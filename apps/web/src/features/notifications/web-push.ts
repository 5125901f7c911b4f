/**
 * Web Push in the browser (spec 000 §1 push-notification subscription): after the player asks for it (a click),
 * the browser's permission prompt, the service worker `/sw.js`, and a subscription to the server's VAPID key,
 * stored on the account through `POST /settings` (`one_signal_push_notification_subscription`, the subscription's
 * JSON). Consent: see `PUSH_CONSENT` below (docs/decisions.md).
 */
import { type ConsentCategory, hasConsent } from '../tracking/consent';

/**
 * The consent category push belongs to: `necessary`, since it runs only when the player asks for it (a click, then
 * the browser's own permission prompt) and sends nothing but the player's own bet and bonus news. Nothing prompts
 * unasked. Changing the category here (e.g. to `marketing`) is the one edit should an operator's counsel decide so.
 */
export const PUSH_CONSENT: ConsentCategory = 'necessary';

/** What a browser offers: push supported, unavailable here, or blocked by the player in the browser. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** The browser APIs used, injectable for tests. */
export type PushEnvironment = {
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'ready'> | undefined;
  notification:
    | { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> }
    | undefined;
  hasPushManager: boolean;
  /** Inside an iframe (embedded on a host site), where browsers refuse or partition push. */
  embedded: boolean;
};

export const SERVICE_WORKER_URL = '/sw.js';

export function browserPushEnvironment(): PushEnvironment {
  const embedded = (() => {
    try {
      return window.self !== window.top;
    } catch {
      return true;
    }
  })();
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: 'Notification' in window ? Notification : undefined,
    hasPushManager: 'PushManager' in window,
    embedded,
  };
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (!env.serviceWorker || !env.notification || !env.hasPushManager || env.embedded) return 'unsupported';
  return env.notification.permission === 'denied' ? 'denied' : 'supported';
}

/** A base64url VAPID key as the bytes `PushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** This browser's subscription, when it has one for `publicKey` and it is the one stored on the account. */
export async function isPushOn(publicKey: string, stored: string | null, env: PushEnvironment): Promise<boolean> {
  if (!stored || pushSupport(env) !== 'supported') return false;
  const registration = await env.serviceWorker?.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || !sameKey(subscription, applicationServerKey(publicKey))) return false;
  try {
    return (JSON.parse(stored) as { endpoint?: unknown }).endpoint === subscription.endpoint;
  } catch {
    return false;
  }
}

/**
 * Turns push on (call from a click: browsers prompt only on a user gesture): permission, service worker,
 * subscription (renewed when made for another key), then `save(json)`. Answers 'denied' when the player refused.
 */
export async function turnOnPush(
  publicKey: string,
  save: (subscription: string) => Promise<void>,
  env: PushEnvironment,
): Promise<'on' | 'denied'> {
  if (pushSupport(env) === 'unsupported' || !env.serviceWorker || !env.notification) {
    throw new Error('push is not supported here');
  }
  if (!hasConsent(PUSH_CONSENT)) throw new Error(`push needs ${PUSH_CONSENT} consent`);
  const permission = await env.notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await env.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // Subscribing needs an active worker; a fresh registration may still be installing.
  const registration = await env.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await save(JSON.stringify(subscription.toJSON()));
  return 'on';
}

/** Turns push off on this browser and clears the account's subscription (`save(null)`). */
export async function turnOffPush(save: (subscription: null) => Promise<void>, env: PushEnvironment): Promise<void> {
  const registration = await env.serviceWorker?.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
  await save(null);
}
