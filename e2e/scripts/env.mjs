/**
 * Ports and environment of the browser tests (shared by the build script and the Playwright config).
 * E2E_SERVER_PORT / E2E_WEB_PORT move them when the defaults are taken, and E2E_DIST_DIR the build folder (two
 * checkouts or runs side by side).
 */
export const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_ENV = {
  SERVER_URL: `http://127.0.0.1:${SERVER_PORT}`,
  SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
};

/** The trusted country header the test server reads, and the country it blocks for sign-in and sign-up. */
export const E2E_COUNTRY_HEADER = 'x-e2e-country';
export const E2E_BLOCKED_COUNTRY = 'US';
