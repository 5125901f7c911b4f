import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuardedPath } from '../../src/plugins/application-guard';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

describe(`application header and origin guard (${databaseKind})`, () => {
  let app: FastifyInstance;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });

  beforeAll(async () => {
    app = await createTestApp({ ALLOWED_ORIGINS: 'https://bets.example.com,http://localhost:3000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('covers the three API prefixes and nothing else', () => {
    for (const path of ['/api/platform', '/api/platform/users', '/api/sportsbook/counters', '/api/v3/bets']) {
      expect(isGuardedPath(path), path).toBe(true);
    }
    for (const path of [
      '/emulation',
      '/connection/http_stream',
      '/api/publish',
      '/api/test/clock',
      '/api/platformer',
      '/dev/mailbox',
    ]) {
      expect(isGuardedPath(path), path).toBe(false);
    }
  });

  it('refuses state-changing calls without X-Application (403, error body) on every guarded prefix', async () => {
    for (const [method, url] of [
      ['POST', '/api/platform/users/sign_in'],
      ['DELETE', '/api/platform/users/sign_out'],
      ['PUT', '/api/platform/users/password'],
      ['PATCH', '/api/platform/player/update_locale'],
      ['POST', '/api/sportsbook/counters'],
      ['POST', '/api/v3/bets'],
    ] as const) {
      expectError(await call(method, url), 403, 'application_header_missing');
      expectError(await call(method, url, { 'x-application': '   ' }), 403, 'application_header_missing');
    }
  });

  it('lets reads through without the header', async () => {
    expect((await call('GET', '/api/platform/geo')).statusCode).toBe(200);
    expect((await call('GET', '/api/sportsbook/sports')).statusCode).toBe(200);
  });

  it('refuses a foreign or null Origin and accepts allowed and same-host origins', async () => {
    const app1 = { 'x-application': 'web' };
    expectError(
      await call('POST', '/api/sportsbook/counters', { ...app1, origin: 'https://evil.example' }),
      403,
      'origin_not_allowed',
    );
    expectError(await call('POST', '/api/sportsbook/counters', { ...app1, origin: 'null' }), 403, 'origin_not_allowed');
    expectError(
      await call('POST', '/api/sportsbook/counters', { ...app1, origin: 'https://bets.example.com.evil.example' }),
      403,
      'origin_not_allowed',
    );
    for (const origin of ['https://bets.example.com', 'http://localhost:3000']) {
      const r = await call('POST', '/api/sportsbook/counters', { ...app1, origin });
      expect(r.statusCode, `${origin}: ${r.body}`).toBe(200);
    }
    // The server's own origin (the cashier page it serves): Host localhost:80 is origin http://localhost.
    const own = await call('POST', '/api/sportsbook/counters', {
      ...app1,
      origin: 'http://localhost',
      host: 'localhost:80',
    });
    expect(own.statusCode, own.body).toBe(200);
    // A client-sent X-Forwarded-Host does not make its origin the server's own (no TRUST_PROXY here; the trusted
    // proxy case is in test/security/csrf-guard.test.ts).
    const forged = await call('POST', '/api/sportsbook/counters', {
      ...app1,
      origin: 'https://cdn.example.net',
      host: '127.0.0.1:4000',
      'x-forwarded-host': 'cdn.example.net',
    });
    expectError(forged, 403, 'origin_not_allowed');
    expectError(
      await call('POST', '/api/sportsbook/counters', { ...app1, origin: 'https://localhost', host: 'localhost:80' }),
      403,
      'origin_not_allowed',
    );
  });

  it('does not cover the real-time, publish and test endpoints', async () => {
    // Without the application header those endpoints answer whatever they answer themselves (their own origin
    // policy or API key), never the guard's 403.
    // (/connection/* are long-lived streams: covered by the path check above.)
    for (const url of ['/emulation', '/api/publish', '/api/test/clock']) {
      const r = await call('POST', url);
      const code = r.headers['content-type']?.includes('json')
        ? (r.json() as { error?: { code?: unknown } }).error?.code
        : undefined;
      expect(code, `${url}: ${r.statusCode} ${r.body.slice(0, 200)}`).not.toBe('application_header_missing');
    }
  });
});
