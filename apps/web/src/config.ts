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

export const config = {
  serverUrl: serverUrlFrom(process.env),
  siteUrl: url('SITE_URL', 'http://localhost:3000'),
  brandName: text('BRAND_NAME', 'Sportsbook', /^.{1,60}$/),
  distDir: text('NEXT_DIST_DIR', '.next', /^\.[\w.-]+$/),
  /** Host sites that may embed the app in an iframe (the embedding issue uses the same list). */
  embedAllowedOrigins: origins('EMBED_ALLOWED_ORIGINS'),
  /** Where the browser reports errors (spec 001 §7.5); null: error reporting off. */
  sentryDsn: dsn('PUBLIC_SENTRY_DSN'),
} as const;
