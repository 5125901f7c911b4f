/**
 * The pages' Content-Security-Policy (issue 14). Scripts run only with the request's nonce (Next puts it on its own
 * scripts) or when loaded by such a script ('strict-dynamic': the lazy chunks); no inline script without it.
 * Connections go to this origin only (the API, the real-time hub and its emulation are proxied through it; the
 * WebSocket needs its ws/wss spelling), and the error-tracking endpoint when one is set. Workers: this origin (the
 * push service worker). The operator's live-chat widget's origins may be connected to and serve fonts. Styles allow inline blocks and attributes (the inlined CSS and React style
 * props); frames: this origin and https providers (the cashier); ancestors: this origin and EMBED_ALLOWED_ORIGINS.
 */
export type PolicyInput = {
  nonce: string;
  /** The host the page was requested on (`bets.example`, `localhost:3000`), for the WebSocket source. */
  host: string;
  frameAncestors: readonly string[];
  /** `next dev` needs eval for its refresh runtime. */
  development: boolean;
  /** Other origins the page may send to: the error-tracking endpoint (PUBLIC_SENTRY_DSN). */
  reportOrigins?: readonly string[];
  /** Origins of the live-chat widget (PUBLIC_LIVE_CHAT_SCRIPT_URL and PUBLIC_LIVE_CHAT_ORIGINS). */
  chatOrigins?: readonly string[];
};

export function contentSecurityPolicy({
  nonce,
  host,
  frameAncestors,
  development,
  reportOrigins = [],
  chatOrigins = [],
}: PolicyInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...chatOrigins],
    'connect-src': ["'self'", `ws://${host}`, `wss://${host}`, ...reportOrigins, ...chatOrigins],
    // The push service worker (public/sw.js): 'strict-dynamic' makes script-src ignore 'self', so it is named here.
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'self'", ...frameAncestors],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A fresh nonce per response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
