/**
 * Ports and environment of the browser tests (shared by the build script and the Playwright config).
 * E2E_SERVER_PORT / E2E_WEB_PORT move them when the defaults are taken, and E2E_DIST_DIR the build folder (two
 * checkouts or runs side by side).
 */
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
/** The demo host (scripts/demo-host.mjs): a casino site on another site than the book (localhost vs 127.0.0.1). */
export const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? WEB_PORT + 100);
export const HOST_URL = `http://localhost:${HOST_PORT}`;
/** The same host server under another origin, which the book does not allow. */
export const ROGUE_URL = `http://127.0.0.1:${HOST_PORT}`;
export const E2E_ENV = {
  SERVER_URL: `http://127.0.0.1:${SERVER_PORT}`,
  SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
  EMBED_ALLOWED_ORIGINS: HOST_URL,
  // The operator's chat widget: a host no test reaches unless it serves the script itself (consent.spec.ts).
  PUBLIC_LIVE_CHAT_SCRIPT_URL: 'https://chat.sportsbook.test/widget.js',
  // The pseudo-locale en-XA is routable in the test build (pseudo-locale.spec.ts); production builds leave it off.
  PSEUDO_LOCALE: '1',
};

/** The trusted country header the test server reads, and the country it blocks for sign-in and sign-up. */
export const E2E_COUNTRY_HEADER = 'x-e2e-country';
export const E2E_BLOCKED_COUNTRY = 'US';

/** The operator API key of the test server, which the demo host's backend and the bonus journeys use. */
export const E2E_OPERATOR_API_KEY = 'e2e-operator-api-key-0123456789';
