import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ENV, SERVER_PORT, WEB_PORT } from '../scripts/env.mjs';

/**
 * One build, deployed anywhere (issue 14): the web server honours PORT, answers any loopback spelling when bound
 * to 127.0.0.1, and reaches the API named by SERVER_URL when it starts (not when it was built). Each test starts
 * its own web server from the browser tests' build.
 */
test.describe.configure({ mode: 'default' });

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

function start(command: string[], cwd: string, env: Record<string, string>): ChildProcess {
  // The API here runs on its own in-memory database and broker, whatever CI exports.
  const { DATABASE_URL: _db, REDIS_URL: _redis, PORT: _port, ...inherited } = process.env;
  const child = spawn(process.execPath, command, { cwd, env: { ...inherited, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

function webServer(args: string[], env: Record<string, string>): ChildProcess {
  return start(['server.mjs', ...args], path.join(root, 'apps/web'), {
    NEXT_DIST_DIR: E2E_ENV.NEXT_DIST_DIR,
    SERVER_URL: E2E_ENV.SERVER_URL,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  });
}

async function answering(url: string): Promise<void> {
  await expect
    .poll(
      async () =>
        fetch(url, { redirect: 'manual' }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
});

test('the web server listens on the PORT hosting platforms set', async () => {
  const port = WEB_PORT + 11;
  webServer([], { PORT: String(port) });
  await answering(`http://127.0.0.1:${port}/about`);
  expect((await fetch(`http://127.0.0.1:${port}/about`)).status).toBe(200);
});

test('bound to 127.0.0.1, pages answer instead of redirecting to themselves', async () => {
  const port = WEB_PORT + 12;
  webServer(['-H', '127.0.0.1', '-p', String(port)], {});
  await answering(`http://127.0.0.1:${port}/about`);
  for (const page of ['/', '/live', '/users/sign-in']) {
    const response = await fetch(`http://127.0.0.1:${port}${page}`, { redirect: 'manual' });
    expect(response.status, page).toBe(200);
  }
});

test('one build reaches the API named by SERVER_URL when the web server starts', async () => {
  // A second API with the lottery section on, on another port; the build was made for the first one.
  const apiPort = SERVER_PORT + 13;
  start(['--import', 'tsx', 'apps/server/src/server.ts'], root, {
    PORT: String(apiPort),
    DATA_DIR: 'memory://',
    SIM_CLOCK: 'manual',
    LOG_LEVEL: 'warn',
    FEATURE_LOTTERY: 'true',
  });
  const webPort = WEB_PORT + 13;
  webServer(['-p', String(webPort)], { SERVER_URL: `http://127.0.0.1:${apiPort}` });
  await answering(`http://127.0.0.1:${apiPort}/health`);
  await answering(`http://127.0.0.1:${webPort}/about`);
  const settings = async (site: string) =>
    ((await (await fetch(`${site}/api/sportsbook/settings`)).json()) as { features: { isLotteryEnabled: boolean } })
      .features.isLotteryEnabled;
  expect(await settings(`http://127.0.0.1:${webPort}`)).toBe(true);
  expect(await settings(E2E_ENV.SITE_URL)).toBe(false);
  // The pages render from the other API too (server-side fetches read SERVER_URL at start).
  expect((await fetch(`http://127.0.0.1:${webPort}/lotteries`)).status).toBe(200);
});

test('the real-time WebSocket is proxied through the site', async ({ page }) => {
  await page.goto('/about');
  const opened = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/connection/websocket`);
        socket.onopen = () => {
          socket.close();
          resolve(true);
        };
        socket.onerror = () => resolve(false);
      }),
  );
  expect(opened).toBe(true);
});

test('every page kind carries the security headers, and its scripts run under the policy', async ({
  page,
  request,
}) => {
  const live = await request.get(`${E2E_ENV.SERVER_URL}/api/sportsbook/matches?match_status=1&limit=1`);
  const { data } = (await live.json()) as { data: { sportKey: string; slug: string; tournament: { slug: string } }[] };
  const match = data[0];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (execute|load|connect|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const pages = ['/', '/live', '/users/sign-in', '/zzzz-nope'];
  if (match) pages.push(`/${match.sportKey}/${match.slug}`, `/${match.sportKey}/${match.tournament.slug}`);
  for (const path of pages) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Plain http here: no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
    if (path !== '/zzzz-nope') await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  }
  // A static script carries nosniff too.
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(new URL(script ?? '', E2E_ENV.SITE_URL).toString());
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(violations).toEqual([]);
});
