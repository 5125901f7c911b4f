import type { PushMessage, WebPushSubscription } from '@sportsbook/contract/push';
import webpush from 'web-push';
import { pushEndpointAllowed } from './push-endpoint';

/** How a send went: delivered to the push service, subscription gone (forget it), refused here, or failed. */
export type PushResult =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; reason: 'endpoint_not_allowed' }
  | { kind: 'failed'; status: number | null; message: string };

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** How long a push service keeps an undelivered message (a settled bet is old news after a day). */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is given up on (the notification list has the news anyway). */
const TIMEOUT_MS = 10_000;

/**
 * Sends standard Web Push: `web-push` encrypts the payload (RFC 8291, `aes128gcm`) and signs the VAPID header
 * (RFC 8292); the request itself goes out through `fetch`, only to an allowed push service, following no redirect.
 */
export class WebPushSender {
  constructor(
    private readonly options: {
      vapid: VapidKeys;
      /** Push service hosts (config `push.endpointHosts`). */
      endpointHosts: readonly string[];
      fetch?: typeof fetch;
    },
  ) {}

  async send(subscription: WebPushSubscription, message: PushMessage): Promise<PushResult> {
    if (!pushEndpointAllowed(subscription.endpoint, this.options.endpointHosts)) {
      return { kind: 'refused', reason: 'endpoint_not_allowed' };
    }
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(message),
      { vapidDetails: this.options.vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    // fetch sets the length itself.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'failed', status: null, message: error instanceof Error ? error.message : String(error) };
    }
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
    // RFC 8030 §7.3: the subscription expired or was removed; it will never take a message again.
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', status: response.status, message: response.statusText };
  }
}
