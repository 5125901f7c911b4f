import { serverUrlFrom } from '../server-url.mjs';

/**
 * The web app's configuration, read from the environment in this one place (CONVENTIONS: nowhere else reads
 * `process.env`, except the web server's own start-up: server.mjs, with the same `server-url.mjs`). Imported by
 * `next.config.ts` (the dev server's rewrites) and by server code (run time: fetches).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `SERVER_URL` | `http://127.0.0.1:4000` | the API server, read at start: the web server's proxy and server-side fetches go there |
 * | `SITE_URL` | `http://localhost:3000` | public origin, for canonical links, alternates and Open Graph |
 * | `BRAND_NAME` | `Sportsbook` | operator name in titles, Open Graph and the organisation JSON-LD |
 * | `NEXT_DIST_DIR` | `.next` | build output folder (the browser tests build into their own) |
 * | `PUBLIC_SENTRY_DSN` | unset | Sentry DSN of the browser's error reports (public by nature); unset: no reporting code is loaded |
 * | `PSEUDO_LOCALE` | unset | `1` at build time: the pseudo-locale `en-XA` (accented, 40 % longer English) is routable, for layout tests; never in production builds |
 * | `PUBLIC_LIVE_CHAT_SCRIPT_URL` | unset | the operator's live-chat widget script (https; http only on localhost), loaded after analytics consent and hydration; unset: no chat |
 * | `PUBLIC_LIVE_CHAT_ORIGINS` | empty | comma list of further origins the chat widget connects to or loads fonts from (the script's own origin is always allowed) |
 * | `SIGN_UP_REMINDER_SECONDS` | `0` | a visitor is invited to sign up after this many seconds on the site, once per browser (0: off; read per request, passed to the header) |
 * | `EMBED_ALLOWED_ORIGINS` | empty | comma list of host origins allowed to embed the app: CSP `frame-ancestors` (always `'self'`), `/init-sportsbook`, the `postMessage` targets (docs/embedding.md) |
 */

function url(name: string, fallback: string): string {
  const raw = process.env[name] ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return parsed.origin;
}

function text(name: string, fallback: string, pattern: RegExp): string {
  const raw = process.env[name] ?? fallback;
  if (!pattern.test(raw)) throw new Error(`${name} has an invalid value "${raw}"`);
  return raw;
}

/** A comma list of http(s) origins (each normalised to its origin). */
function origins(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        const parsed = new URL(entry);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
      } catch {
        // reported below
      }
      throw new Error(`${name} must list http(s) origins, got "${entry}"`);
    });
}

/** An optional Sentry DSN (`https://publickey@host/project`): an http(s) URL with a key, read as given. */
function dsn(name: string): string | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.username) {
    throw new Error(`${name} must be a DSN like https://key@host/project, got "${raw}"`);
  }
  return raw;
}

/** An optional script URL: https, or http on this machine (a local widget in development). */
function scriptUrl(name: string): string | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  const local = parsed?.hostname === 'localhost' || parsed?.hostname === '127.0.0.1';
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local))) {
    throw new Error(`${name} must be an https URL of a script, got "${raw}"`);
  }
  return parsed.href;
}

const liveChatScript = scriptUrl('PUBLIC_LIVE_CHAT_SCRIPT_URL');

/** A whole number of seconds from 0 to `max`; unset or empty is 0. */
function seconds(name: string, max: number): number {
  const raw = process.env[name]?.trim() ?? '';
  if (raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number of seconds from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

export const config = {
  serverUrl: serverUrlFrom(process.env),
  siteUrl: url('SITE_URL', 'http://localhost:3000'),
  brandName: text('BRAND_NAME', 'Sportsbook', /^.{1,60}$/),
  distDir: text('NEXT_DIST_DIR', '.next', /^\.[\w.-]+$/),
  /** Host sites that may embed the app in an iframe (the embedding issue uses the same list). */
  embedAllowedOrigins: origins('EMBED_ALLOWED_ORIGINS'),
  /**
   * Whether the pseudo-locale is routable. A build-time setting: next.config.ts inlines `PSEUDO_LOCALE` into the
   * bundles, so a production build without it has no route to the pseudo-locale whatever the run-time environment.
   */
  pseudoLocale: process.env.PSEUDO_LOCALE === '1',
  /** Where the browser reports errors (spec 001 §7.5); null: error reporting off. */
  sentryDsn: dsn('PUBLIC_SENTRY_DSN'),
  /** Spec 000 §2: seconds before a visitor's sign-up reminder (0: off). */
  signUpReminderSeconds: seconds('SIGN_UP_REMINDER_SECONDS', 86_400),
  /** The operator's live-chat widget (spec 000 §1); null: no chat. */
  liveChat: liveChatScript
    ? {
        scriptUrl: liveChatScript,
        origins: [...new Set([new URL(liveChatScript).origin, ...origins('PUBLIC_LIVE_CHAT_ORIGINS')])],
      }
    : null,
} as const;
