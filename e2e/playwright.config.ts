import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_BLOCKED_COUNTRY,
  E2E_COUNTRY_HEADER,
  E2E_ENV,
  E2E_OPERATOR_API_KEY,
  HOST_PORT,
  HOST_URL,
  SERVER_PORT,
  WEB_PORT,
} from './scripts/env.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The consent cookie of a visitor who chose "Necessary only" (`apps/web/src/features/tracking/consent.ts`). */
const CONSENT_CHOSEN = {
  name: 'sb_ckcnsnt',
  value: encodeURIComponent('1:necessary'),
  domain: new URL(E2E_ENV.SITE_URL).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'sportsbook-e2e-'));

/** Debian Chromium (no Playwright browser download). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Generous: the box is shared with other builds and tests, and hydration slows down under load.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_ENV.SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // Journeys start with consent chosen ("necessary only"), so the consent dialog covers nothing they click;
    // consent.spec.ts starts without it.
    storageState: { cookies: [CONSENT_CHOSEN], origins: [] },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The API server with a fixed feed seed and a hand-driven clock (POST /api/test/clock), on PGlite in a temp dir.
      command: 'env -u DATABASE_URL -u REDIS_URL node --import tsx apps/server/src/server.ts',
      cwd: root,
      env: {
        PORT: String(SERVER_PORT),
        SIM_SEED: '42',
        SIM_CLOCK: 'manual',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The site's origin: the real-time hub refuses WebSocket/stream connections from other origins.
        ALLOWED_ORIGINS: E2E_ENV.SITE_URL,
        // Country rules: a request carrying this header as a proxy would is from that country (account.spec.ts).
        COUNTRY_HEADER: E2E_COUNTRY_HEADER,
        SIGN_IN_BLOCKED_COUNTRIES: E2E_BLOCKED_COUNTRY,
        SIGN_UP_BLOCKED_COUNTRIES: E2E_BLOCKED_COUNTRY,
        OPERATOR_API_KEY: E2E_OPERATOR_API_KEY,
      },
      url: `${E2E_ENV.SERVER_URL}/api/sportsbook/settings`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build made by scripts/build-web.mjs (npm test runs it first).
      command: `node server.mjs -p ${WEB_PORT}`,
      cwd: path.join(root, 'apps/web'),
      env: { ...E2E_ENV, NEXT_TELEMETRY_DISABLED: '1' },
      url: `${E2E_ENV.SITE_URL}/about`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The demo casino that embeds the book (embedding.spec.ts), on another site than the book.
      command: 'node scripts/demo-host.mjs',
      cwd: root,
      env: {
        DEMO_HOST_PORT: String(HOST_PORT),
        SPORTSBOOK_URL: E2E_ENV.SITE_URL,
        SERVER_URL: E2E_ENV.SERVER_URL,
        OPERATOR_API_KEY: E2E_OPERATOR_API_KEY,
      },
      url: HOST_URL,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
