import { errorBodySchema } from '@sportsbook/contract/errors';
import { settingsReplySchema } from '@sportsbook/contract/player-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKind } from '../helpers/test-app';

/** Issue 15: the contract at every edge — every route declares what it answers, and replies carry exactly that. */
describe(`response schemas (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('every route declares the schema of its success reply', () => {
    const missing = app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => {
        const codes = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
        return !codes.some((code) => /^[123]\d\d$|^[123]xx$/.test(code));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('a reply carries the contract’s fields only, serialized from its schema', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/sportsbook/settings' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(settingsReplySchema.strict().safeParse(body).success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(Object.keys(settingsReplySchema.shape).sort());
  });

  it('an error of any route is the contract’s error body', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/sportsbook/matches/not-a-number' });
    expect(r.statusCode).toBe(400);
    const parsed = errorBodySchema.strict().safeParse(r.json());
    expect(parsed.success, r.body).toBe(true);
  });
});
