import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, pickSelections } from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

/** `/api/…` spelled with a percent-encoded letter: Fastify routes it to the same handler. */
const encoded = (path: string) => path.replace(/^\/api\//, '/%61pi/');

describe(`CSRF guard follows the routed path, not the URL spelling (${databaseKind})`, () => {
  let app: FastifyInstance;
  let cookie: string;
  let bet: unknown;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const player = await fundedPlayer(app, 10_000);
    cookie = player.client.cookie;
    const [selection] = pickSelections(app, 1);
    bet = { bets: [{ type: 'single', stake: { value: '1', currency: 'EUR' }, selections: [selection] }] };
  });
  afterAll(async () => {
    await app.close();
  });

  const calls: { method: 'POST' | 'DELETE'; path: string; body?: () => unknown }[] = [
    { method: 'POST', path: '/api/v3/bets', body: () => bet },
    { method: 'POST', path: '/api/sportsbook/favourites/match/1' },
    { method: 'DELETE', path: '/api/sportsbook/favourites/match/1' },
    { method: 'POST', path: '/api/sportsbook/notifications/read-all' },
    { method: 'POST', path: '/api/platform/sportsbook_sessions' },
    { method: 'POST', path: '/api/platform/player/activity_limit_track' },
    { method: 'POST', path: '/api/sportsbook/websocket/token' },
  ];

  for (const call of calls) {
    for (const spell of [
      (p: string) => p,
      encoded,
      (p: string) => `${p}?x=1`,
      (p: string) => p.replace('/api/', '//api/'),
    ]) {
      it(`${call.method} ${spell(call.path)} from another site without X-Application is refused`, async () => {
        const response = await app.inject({
          method: call.method,
          url: spell(call.path),
          headers: {
            cookie: `sb_session=${cookie}`,
            origin: 'https://evil.example',
            'content-type': 'application/json',
          },
          payload: JSON.stringify(call.body?.() ?? {}),
        });
        // 403 from the guard, or 404 when the spelling routes nowhere; never the call's own answer.
        expect([403, 404], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 403) expect(response.json().error.code).toBe('application_header_missing');
      });
    }
  }

  it('the encoded spelling with the header but from another origin is refused too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: encoded('/api/v3/bets'),
      headers: {
        cookie: `sb_session=${cookie}`,
        origin: 'https://evil.example',
        'x-application': 'x',
        'content-type': 'application/json',
      },
      payload: JSON.stringify(bet),
    });
    expectError(response, 403, 'origin_not_allowed');
  });

  it('X-Forwarded-Host from the client does not widen the origin check without a trusted proxy', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/notifications/read-all',
      headers: {
        cookie: `sb_session=${cookie}`,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-application': 'x',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expectError(response, 403, 'origin_not_allowed');
  });

  it('a non-JSON body on a POST answers 415 in the error shape', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        headers: { cookie: `sb_session=${cookie}`, 'x-application': 'x', 'content-type': type },
        payload: 'a=1',
      });
      expectError(response, 415);
    }
  });
});

describe(`CSRF guard behind a trusted proxy (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true', ALLOWED_ORIGINS: 'https://bets.example' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("accepts the proxy's X-Forwarded-Host as the server's own origin", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/websocket/token',
      headers: {
        origin: 'https://cashier.bets.example',
        'x-forwarded-host': 'cashier.bets.example',
        'x-forwarded-proto': 'https',
        'x-application': 'x',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).not.toBe(403);
  });
});
