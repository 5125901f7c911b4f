import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, databaseKind } from '../helpers/test-app';

describe('both loopback spellings work while the public URL is a loopback one (issue 14)', () => {
  it('allows localhost, 127.0.0.1 and [::1] on the public port by default, and only the public origin otherwise', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://bets.example',
        REALTIME_SECRET: 'x'.repeat(32),
        REALTIME_API_KEY: 'y'.repeat(32),
        BET_ID_KEY: 'z'.repeat(32),
        OPERATOR_API_KEY: 'o'.repeat(32),
      }).allowedOrigins,
    ).toEqual(['https://bets.example']);
  });
});

describe(`a state-changing call from http://127.0.0.1:3000 is accepted by default (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the real-time token call from either spelling, and refuses another port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/sportsbook/websocket/token',
        headers: { origin, 'x-application': 'web', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(reply.statusCode, `${origin}: ${reply.body}`).toBe(200);
    }
    const other = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/websocket/token',
      headers: { origin: 'http://127.0.0.1:3001', 'x-application': 'web', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(other.statusCode).toBe(403);
  });
});
