import { HOST_MESSAGE_VERSION } from '@sportsbook/contract/host-message-version';
import type { OutboundHostMessage, OutboundHostMessageType } from '@sportsbook/contract/host-messages';

/** The cookie `/init-sportsbook` sets in a host's frame: the host's origin (docs/embedding.md). */
export const EMBED_COOKIE = 'sb_embed';

type PayloadOf<T extends OutboundHostMessageType> = Extract<OutboundHostMessage, { type: T }>['payload'];

/**
 * The origin of the host page this frame is embedded in, or null when the page is not embedded. The server renders
 * it into `data-host-origin` only for an allowed origin (EMBED_ALLOWED_ORIGINS), and only inside a frame.
 */
export function hostOrigin(): string | null {
  if (typeof document === 'undefined' || window.parent === window) return null;
  return document.body.dataset.hostOrigin || null;
}

/**
 * Sends a `sportsbook:` message to the host page, to its origin only (never `*`). Answers false when the page is
 * not embedded, so callers do their own thing instead (open the sign-in dialog…).
 */
export function postToHost<T extends OutboundHostMessageType>(type: T, payload: PayloadOf<T>): boolean {
  const origin = hostOrigin();
  if (origin === null) return false;
  window.parent.postMessage({ type, version: HOST_MESSAGE_VERSION, payload }, origin);
  return true;
}
