import { hostSessionReplySchema } from '@sportsbook/contract/operator';
import { accountSchema, playerSchema } from '@sportsbook/contract/platform';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { players } from '../../src/db/schema';
import { HOST_SESSION_TOKEN_MS } from '../../src/modules/auth/host-sessions';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { manualClock, PlatformClient, uniqueEmail } from './platform-client';

const KEY = 'operator-key-of-the-tests-0123456789';
const bearer = { authorization: `Bearer ${KEY}` };

let refs = 0;
const uniqueRef = () => `host-player-${Date.now().toString(36)}-${++refs}`;

describe(`host sessions: the operator API and the embedded frame's exchange (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      OPERATOR_API_KEY: KEY,
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_BLOCKED_COUNTRIES: 'FR',
      SIGN_UP_BLOCKED_COUNTRIES: 'US',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const issue = (body: Record<string, unknown>, headers: Record<string, string> = bearer) =>
    app.inject({ method: 'POST', url: '/api/operator/host-sessions', headers, payload: body });
  const hostPlayer = (overrides: Record<string, unknown> = {}) => ({
    player_ref: uniqueRef(),
    email: uniqueEmail('host'),
    currency: 'EUR',
    country: 'DE',
    ...overrides,
  });
  const issued = async (body: Record<string, unknown>) => {
    const response = await issue(body);
    expect(response.statusCode, response.body).toBe(201);
    return hostSessionReplySchema.parse(response.json());
  };

  it('refuses calls without the operator key, whatever the spelling of a wrong one', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Basic ${KEY}` },
      { authorization: KEY },
    ];
    for (const headers of wrong) {
      expectError(await issue(hostPlayer(), headers), 401, 'operator_unauthorized');
    }
    expectError(await issue(hostPlayer(), { authorization: `bearer ${KEY}x` }), 401, 'operator_unauthorized');
  });

  it('creates the player on the first call (confirmed, with an account) and links it by reference after', async () => {
    const body = hostPlayer({ currency: 'usd', nickname: 'Host Hero', language: 'de' });
    const first = await issued(body);
    expect(first.created).toBe(true);
    expect(Date.parse(first.expiresAt) - app.clock.now()).toBe(HOST_SESSION_TOKEN_MS);
    const [row] = await app.database.db.select().from(players).where(eq(players.id, first.playerId));
    expect(row?.confirmedAt).not.toBeNull();
    expect(row?.currency).toBe('USD');
    expect(row?.language).toBe('de');

    const again = await issued({ ...body, email: uniqueEmail('changed') });
    expect(again).toMatchObject({ playerId: first.playerId, created: false });
    expect(again.token).not.toBe(first.token);
  });

  it('links one player when the first visit is asked for several times at once', async () => {
    const body = hostPlayer();
    const replies = await Promise.all(Array.from({ length: 5 }, () => issued(body)));
    expect(new Set(replies.map((r) => r.playerId)).size).toBe(1);
    expect(replies.filter((r) => r.created)).toHaveLength(1);
  });

  it('refuses bad details with field errors and creates nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ player_ref: '' }, 400, 'body.player_ref'],
      [{ player_ref: 'has space' }, 400, 'body.player_ref'],
      [{ email: 'nope' }, 400, 'body.email'],
      [{ currency: 'XYZ' }, 400, 'body.currency'],
      [{ country: 'QQ' }, 400, 'body.country'],
      [{ birth_date: '2020-01-01' }, 422, 'body.birth_date'],
    ];
    for (const [override, status, path] of cases) {
      const body = expectError(await issue(hostPlayer(override)), status);
      expect(JSON.stringify(body), path).toContain(path);
    }
    expectError(await issue(hostPlayer({ country: 'US' })), 403, 'country_blocked');
  });

  it('refuses another reference with an email a player already has', async () => {
    const email = uniqueEmail('taken');
    await issued(hostPlayer({ email }));
    expectError(await issue(hostPlayer({ email })), 409, 'email_taken');
  });

  it('exchanges the token once for a partitioned third-party session cookie', async () => {
    const { token, playerId } = await issued(hostPlayer());
    const frame = new PlatformClient(app);
    const response = await frame.post('/api/platform/users/host_session', { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(playerSchema.parse(response.json()).id).toBe(playerId);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^sb_session=[\w-]+;/);
    for (const attribute of ['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned']) expect(header).toContain(attribute);

    expect(playerSchema.parse((await frame.get('/api/platform/player')).json()).id).toBe(playerId);
    const accounts = z.array(accountSchema).parse((await frame.get('/api/platform/player/accounts')).json());
    expect(accounts.map((a) => a.currency.code)).toEqual(['EUR']);

    expectError(
      await new PlatformClient(app).post('/api/platform/users/host_session', { token }),
      401,
      'invalid_host_session',
    );
  });

  it('refuses an expired token, a malformed one and a mailed token of another purpose', async () => {
    const { token } = await issued(hostPlayer());
    manualClock(app).advance(HOST_SESSION_TOKEN_MS);
    const frame = new PlatformClient(app);
    expectError(await frame.post('/api/platform/users/host_session', { token }), 401, 'host_session_expired');
    expectError(await frame.post('/api/platform/users/host_session', { token: 'short' }), 400);
    expectError(
      await frame.post('/api/platform/users/host_session', { token: 'A'.repeat(43) }),
      401,
      'invalid_host_session',
    );
  });

  it('applies the sign-in rules: a player of a country blocked for sign-in gets no session', async () => {
    const { token } = await issued(hostPlayer({ country: 'FR' }));
    expectError(
      await new PlatformClient(app).post('/api/platform/users/host_session', { token }),
      403,
      'country_blocked',
    );
  });

  it('gives host players no password: the stored marker never signs in', async () => {
    const body = hostPlayer();
    await issued(body);
    const response = await new PlatformClient(app).post('/api/platform/users/sign_in', {
      user: { email: body.email, password: 'host-only' },
    });
    expectError(response, 401, 'invalid_credentials');
  });

  it('sign-out clears the partitioned cookie as well as the first-party one', async () => {
    const { token } = await issued(hostPlayer());
    const frame = new PlatformClient(app);
    await frame.post('/api/platform/users/host_session', { token });
    const response = await frame.delete('/api/platform/users/sign_out');
    expect(response.statusCode).toBe(204);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    expect(cookies.every((c) => c.startsWith('sb_session=;') && /Max-Age=0/.test(c))).toBe(true);
    expect(cookies.filter((c) => c.includes('Partitioned'))).toHaveLength(1);
  });
});
