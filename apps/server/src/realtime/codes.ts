/**
 * Centrifugo protocol v2 error, disconnect and unsubscribe codes used by the hub
 * (reference: ../shared/reference/centrifuge-protocol.md §2).
 */

/** A command error, sent as `{"id":N,"error":{...}}`. The connection stays open. */
export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** Command errors (§2.1). */
export const errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ProtocolError>;

/**
 * Why the server ends a connection: a WebSocket close frame, or a disconnect push followed by the end
 * of the stream on http_stream/SSE. Codes 3000–3499 make the client reconnect, 3500–3999 do not.
 * The reason is plain text under 127 bytes (it must not be valid JSON).
 */
export interface Disconnect {
  code: number;
  reason: string;
}

/** Disconnects (§2.2). */
export const disconnects = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceDisconnect: { code: 3503, reason: 'force disconnect' },
} as const satisfies Record<string, Disconnect>;

/** Codes of the unsubscribe push: below 2500 final, from 2500 the client resubscribes. */
export const unsubscribes = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const satisfies Record<string, Disconnect>;
