import {
  confirmationReplySchema,
  messageReplySchema,
  playerSchema,
  signUpReplySchema,
  unlockReplySchema,
} from '@sportsbook/contract/platform';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, playerSessions, players } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import {
  HOUR,
  MINUTE,
  mailbox,
  mailedToken,
  manualClock,
  PASSWORD,
  PlatformClient,
  uniqueEmail,
} from './platform-client';

async function rowCount(app: FastifyInstance, table: typeof players | typeof accounts | typeof mailOutbox) {
  const [row] = await app.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

describe(`platform users: sign up, confirmation, sign in, lock, password (${databaseKind})`, () => {
  let app: FastifyInstance;
  let client: PlatformClient;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    client = new PlatformClient(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('sign up', () => {
    it('refuses bad input with field errors and creates nothing', async () => {
      const before = [await rowCount(app, players), await rowCount(app, accounts), await rowCount(app, mailOutbox)];
      const email = uniqueEmail();
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not-an-email' }, 'body.user.email'],
        [{ email: 'a@b' }, 'body.user.email'],
        [{ password: 'short', password_confirmation: 'short' }, 'body.user.password'],
        [{ password_confirmation: 'something else entirely' }, 'body.user.password_confirmation'],
        [{ terms_acceptance: false }, 'body.user.terms_acceptance'],
        [{ currency: 'E' }, 'body.user.currency'],
        [{ currency: 'XYZ' }, 'body.user.currency'],
        [{ country: 'Germany' }, 'body.user.country'],
        [{ country: 'QQ' }, 'body.user.country'],
        [{ birth_date: undefined }, 'body.user.birth_date'],
        [{ birth_date: '17/05/1990' }, 'body.user.birth_date'],
        [{ birth_date: '2001-02-29' }, 'body.user.birth_date'],
        [{ birth_date: '2999-01-01' }, 'body.user.birth_date'],
      ];
      for (const [overrides, path] of cases) {
        const body = expectError(await client.signUp(email, overrides), 400, 'validation_failed');
        const details = body.error.details as { path: string; message: string }[];
        expect(
          details.some((d) => d.path === path),
          `${JSON.stringify(overrides)} → ${JSON.stringify(details)}`,
        ).toBe(true);
      }
      expectError(await client.post('/api/platform/users', { email }), 400, 'validation_failed');
      expectError(
        await client.post('/api/platform/users', 'not json', { headers: { 'content-type': 'application/json' } }),
        400,
      );
      const after = [await rowCount(app, players), await rowCount(app, accounts), await rowCount(app, mailOutbox)];
      expect(after).toEqual(before);
    });

    it('refuses a player under the minimum age (MIN_PLAYER_AGE, 18 by default) and accepts one of age today', async () => {
      const before = await rowCount(app, players);
      const today = new Date(app.clock.now());
      const yearsAgo = (years: number, days = 0) => {
        const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
        return d.toISOString().slice(0, 10);
      };
      const young = expectError(await client.signUp(uniqueEmail(), { birth_date: yearsAgo(18, 1) }), 422, 'underage');
      expect(young.error.details).toEqual([
        { path: 'body.user.birth_date', message: 'you must be at least 18 years old' },
      ]);
      expect(await rowCount(app, players)).toBe(before);
      expect((await client.signUp(uniqueEmail(), { birth_date: yearsAgo(18) })).statusCode).toBe(201);

      const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', MIN_PLAYER_AGE: '21' });
      try {
        const other = new PlatformClient(strict);
        expectError(await other.signUp(uniqueEmail(), { birth_date: yearsAgo(20) }), 422, 'underage');
        expect((await other.signUp(uniqueEmail(), { birth_date: yearsAgo(21) })).statusCode).toBe(201);
      } finally {
        await strict.close();
      }
    });

    it('needs the application header and an allowed origin', async () => {
      const before = await rowCount(app, players);
      const email = uniqueEmail();
      expectError(await client.signUp(email, {}, { noApplication: true }), 403, 'application_header_missing');
      expectError(
        await client.signUp(email, {}, { headers: { origin: 'https://evil.example' } }),
        403,
        'origin_not_allowed',
      );
      expect(await rowCount(app, players)).toBe(before);
    });

    it('creates an unconfirmed player with an account and mails the confirmation link', async () => {
      const email = uniqueEmail();
      const reply = await client.json(client.signUp(` ${email.toUpperCase()} `), signUpReplySchema, 201);
      expect(reply.email).toBe(email);
      const [mail] = await mailbox(app, email);
      expect(mail?.subject).toMatch(/confirm/i);
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/users\/confirmation\?confirmation_token=/);
      expectError(await client.signIn(email), 403, 'unconfirmed');
      expectError(await client.signUp(email), 422, 'validation_failed');
    });

    it('goes sign up → mailbox → confirm → sign in → player', async () => {
      const email = uniqueEmail();
      await client.json(client.signUp(email, { currency: 'usd', country: 'gb' }), signUpReplySchema, 201);
      const token = await mailedToken(app, email, 'confirmation_token');
      const confirmed = await client.json(
        client.get(`/api/platform/users/confirmation?confirmation_token=${token}`),
        confirmationReplySchema,
      );
      expect(confirmed.email).toBe(email);
      expectError(
        await client.get(`/api/platform/users/confirmation?confirmation_token=${token}`),
        400,
        'invalid_token',
      );
      const player = await client.json(client.signIn(email), playerSchema);
      expect(player).toMatchObject({ email, currency: 'USD', country: { code: 'GB', name: 'United Kingdom' } });
      expect(await client.json(client.get('/api/platform/player'), playerSchema)).toEqual(player);
    });

    it('answers a wrong or expired confirmation token with a clear error', async () => {
      expectError(
        await client.get(
          '/api/platform/users/confirmation?confirmation_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        ),
        400,
        'invalid_token',
      );
      expectError(await client.get('/api/platform/users/confirmation?confirmation_token=x'), 400, 'validation_failed');
      expectError(await client.get('/api/platform/users/confirmation'), 400, 'validation_failed');
      const email = uniqueEmail();
      await client.signUp(email);
      const token = await mailedToken(app, email, 'confirmation_token');
      manualClock(app).advance(73 * HOUR);
      expectError(
        await client.get(`/api/platform/users/confirmation?confirmation_token=${token}`),
        400,
        'token_expired',
      );
      expectError(await client.signIn(email), 403, 'unconfirmed');
      // A new link works and the old one stays dead.
      await client.json(client.post('/api/platform/users/confirmation', { user: { email } }), messageReplySchema);
      const fresh = await mailedToken(app, email, 'confirmation_token');
      expect(fresh).not.toBe(token);
      await client.json(
        client.get(`/api/platform/users/confirmation?confirmation_token=${fresh}`),
        confirmationReplySchema,
      );
      await client.json(client.signIn(email), playerSchema);
    });

    it('answers resend and forgot-password the same whether or not the address exists', async () => {
      const unknown = uniqueEmail('nobody');
      const a = await client.json(
        client.post('/api/platform/users/confirmation', { user: { email: unknown } }),
        messageReplySchema,
      );
      const b = await client.json(
        client.post('/api/platform/users/password', { user: { email: unknown } }),
        messageReplySchema,
      );
      const c = await client.json(
        client.post('/api/platform/users/unlock', { user: { email: unknown } }),
        messageReplySchema,
      );
      expect(a.message).toBe(b.message);
      expect(b.message).toBe(c.message);
      expect(await mailbox(app, unknown)).toEqual([]);
      expectError(
        await client.post('/api/platform/users/password', { user: { email: 'nope' } }),
        400,
        'validation_failed',
      );
    });
  });

  describe('sign in and sessions', () => {
    it('refuses a wrong password and an unknown email alike', async () => {
      const email = uniqueEmail();
      await new PlatformClient(app).register(email);
      const wrong = expectError(await client.signIn(email, 'wrong password!'), 401, 'invalid_credentials');
      const unknown = expectError(await client.signIn(uniqueEmail('ghost')), 401, 'invalid_credentials');
      expect(wrong.error.message).toBe(unknown.error.message);
      expectError(await client.signIn('not-an-email'), 400, 'validation_failed');
      expectError(await client.post('/api/platform/users/sign_in', { user: { email } }), 400, 'validation_failed');
    });

    it('sets an httpOnly SameSite=Lax session cookie (not Secure on localhost) and rotates it at sign-in', async () => {
      const email = uniqueEmail();
      const browser = new PlatformClient(app);
      await browser.register(email);
      const response = await browser.signIn(email);
      const cookie = response.cookies.find((c) => c.name === 'sb_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const first = browser.cookie;
      await browser.json(browser.signIn(email), playerSchema);
      expect(browser.cookie).not.toBe(first);
      expectError(await browser.get('/api/platform/player', { cookie: first }), 401, 'session_expired');
      await browser.json(browser.get('/api/platform/player'), playerSchema);
      // Only hashes are stored.
      const ids = await app.database.db.select({ id: playerSessions.id }).from(playerSessions);
      expect(ids.some((r) => r.id === browser.cookie)).toBe(false);
    });

    it('answers 401 without a session and after sign-out', async () => {
      const browser = new PlatformClient(app);
      expectError(await browser.get('/api/platform/player'), 401, 'unauthorized');
      await browser.register();
      const cookie = browser.cookie;
      const out = await browser.delete('/api/platform/users/sign_out');
      expect(out.statusCode).toBe(204);
      expect(browser.cookie).toBe('');
      expectError(await browser.get('/api/platform/player', { cookie }), 401, 'session_expired');
      expect((await browser.delete('/api/platform/users/sign_out')).statusCode).toBe(204);
      expectError(
        await browser.delete('/api/platform/users/sign_out', { noApplication: true }),
        403,
        'application_header_missing',
      );
    });

    it('expires a session after the idle time and after the absolute lifetime', async () => {
      const email = uniqueEmail();
      const browser = new PlatformClient(app);
      await browser.register(email);
      manualClock(app).advance(29 * MINUTE);
      await browser.json(browser.get('/api/platform/player'), playerSchema);
      manualClock(app).advance(31 * MINUTE);
      const expired = expectError(await browser.get('/api/platform/player'), 401, 'session_expired');
      expect(expired.error.message).toMatch(/expired/);
      expect(browser.cookie).toBe('');

      await browser.json(browser.signIn(email), playerSchema);
      let elapsed = 0;
      for (;;) {
        manualClock(app).advance(29 * MINUTE);
        elapsed += 29 * MINUTE;
        const r = await browser.get('/api/platform/player');
        if (r.statusCode === 401) {
          expectError(r, 401, 'session_expired');
          expect(elapsed).toBeGreaterThanOrEqual(12 * HOUR);
          expect(elapsed).toBeLessThan(12 * HOUR + 29 * MINUTE);
          return;
        }
        expect(r.statusCode).toBe(200);
        if (elapsed > 13 * HOUR) throw new Error('the session outlived its absolute lifetime');
      }
    });
  });

  describe('lock after 5 failures', () => {
    it('locks on the fifth wrong password, refuses the right one, and unlocks by the mailed link', async () => {
      const email = uniqueEmail();
      await new PlatformClient(app).register(email);
      for (let i = 1; i <= 4; i++)
        expectError(await client.signIn(email, `wrong-password-${i}`), 401, 'invalid_credentials');
      expectError(await client.signIn(email, 'wrong-password-5'), 403, 'locked');
      expectError(await client.signIn(email), 403, 'locked');
      const mails = await mailbox(app, email);
      expect(mails[0]?.subject).toMatch(/unlock/i);
      const token = await mailedToken(app, email, 'unlock_token');
      // Resending replaces the link.
      await client.json(client.post('/api/platform/users/unlock', { user: { email } }), messageReplySchema);
      const fresh = await mailedToken(app, email, 'unlock_token');
      expect(fresh).not.toBe(token);
      expectError(await client.get(`/api/platform/users/unlock?unlock_token=${token}`), 400, 'invalid_token');
      expect(
        await client.json(client.get(`/api/platform/users/unlock?unlock_token=${fresh}`), unlockReplySchema),
      ).toEqual({
        email,
        unlocked: true,
      });
      await client.json(client.signIn(email), playerSchema);
      // The counter starts again after a success.
      for (let i = 1; i <= 4; i++)
        expectError(await client.signIn(email, `wrong-again-${i}`), 401, 'invalid_credentials');
      await client.json(client.signIn(email), playerSchema);
    });

    it('refuses an expired unlock link', async () => {
      const email = uniqueEmail();
      await new PlatformClient(app).register(email);
      for (let i = 1; i <= 5; i++) await client.signIn(email, `bad-${i}-password`);
      const token = await mailedToken(app, email, 'unlock_token');
      manualClock(app).advance(25 * HOUR);
      expectError(await client.get(`/api/platform/users/unlock?unlock_token=${token}`), 400, 'token_expired');
      expectError(await client.signIn(email), 403, 'locked');
    });
  });

  describe('password reset', () => {
    it('mails a link, sets the new password, signs every session out and unlocks', async () => {
      const email = uniqueEmail();
      const browser = new PlatformClient(app);
      await browser.register(email);
      for (let i = 1; i <= 5; i++) await client.signIn(email, `bad-${i}-password`);
      await client.json(client.post('/api/platform/users/password', { user: { email } }), messageReplySchema);
      const token = await mailedToken(app, email, 'reset_password_token');
      const edit = (overrides: Record<string, unknown>) =>
        client.put('/api/platform/users/password', {
          user: {
            reset_password_token: token,
            password: 'a brand new secret',
            password_confirmation: 'a brand new secret',
            ...overrides,
          },
        });
      expectError(await edit({ password: 'short', password_confirmation: 'short' }), 400, 'validation_failed');
      expectError(await edit({ password_confirmation: 'different secret' }), 400, 'validation_failed');
      expectError(await edit({ reset_password_token: 'B'.repeat(43) }), 400, 'invalid_token');
      expectError(await client.signIn(email), 403, 'locked');
      await client.json(edit({}), messageReplySchema);
      expectError(await edit({}), 400, 'invalid_token');
      expectError(await browser.get('/api/platform/player'), 401, 'session_expired');
      expectError(await client.signIn(email, PASSWORD), 401, 'invalid_credentials');
      await client.json(client.signIn(email, 'a brand new secret'), playerSchema);
      expect((await mailbox(app, email))[0]?.subject).toMatch(/password was changed/i);
    });

    it('refuses an expired reset link and keeps the old password', async () => {
      const email = uniqueEmail();
      await new PlatformClient(app).register(email);
      await client.post('/api/platform/users/password', { user: { email } });
      const token = await mailedToken(app, email, 'reset_password_token');
      manualClock(app).advance(3 * HOUR);
      expectError(
        await client.put('/api/platform/users/password', {
          user: { reset_password_token: token, password: 'another secret!', password_confirmation: 'another secret!' },
        }),
        400,
        'token_expired',
      );
      await client.json(client.signIn(email), playerSchema);
    });
  });
});

describe(`platform users: Secure cookie behind https (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      PUBLIC_URL: 'https://bets.example.com',
      ALLOWED_ORIGINS: 'https://bets.example.com',
      // An https public URL is production: the real-time secrets must be real ones.
      REALTIME_SECRET: 'test-realtime-secret-of-at-least-32-bytes',
      REALTIME_API_KEY: 'test-publish-api-key-of-at-least-32-bytes',
      BET_ID_KEY: 'test-bet-id-key-of-at-least-32-bytes!!!',
      OPERATOR_API_KEY: 'test-operator-key-of-at-least-32-bytes!',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.signUp(email);
    const token = await mailedToken(app, email, 'confirmation_token');
    await client.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
    const response = await client.signIn(email, PASSWORD, { headers: { origin: 'https://bets.example.com' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sb_session')?.secure).toBe(true);
  });
});

describe(`platform users: rate limits (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Behind a trusted proxy, so X-Forwarded-For names the client (the limits are per client IP).
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('rate-limits sign-in, sign-up and password reset per IP with 429', async () => {
    const client = new PlatformClient(app);
    for (let i = 0; i < 3; i++) expectError(await client.signIn(uniqueEmail()), 401, 'invalid_credentials');
    const limited = await client.signIn(uniqueEmail());
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await client.signUp(uniqueEmail())).statusCode).toBe(201);
    expectError(await client.signUp(uniqueEmail()), 429, 'rate_limited');
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/platform/users/password', { user: { email } })).statusCode).toBe(200);
    expectError(await client.post('/api/platform/users/password', { user: { email } }), 429, 'rate_limited');
    // Setting a new password with a (guessed) reset token is limited per IP too.
    const edit = () =>
      client.call('PUT', '/api/platform/users/password', {
        body: { user: { reset_password_token: 'g'.repeat(43), password: PASSWORD, password_confirmation: PASSWORD } },
      });
    for (let i = 0; i < 3; i++) expect((await edit()).statusCode).not.toBe(429);
    expectError(await edit(), 429, 'rate_limited');
    // Another address from another IP is not limited; the window refills with time.
    const other = await client.call('POST', '/api/platform/users/sign_in', {
      body: { user: { email: uniqueEmail(), password: PASSWORD } },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expectError(other, 401, 'invalid_credentials');
    manualClock(app).advance(MINUTE);
    expectError(await client.signIn(uniqueEmail()), 401, 'invalid_credentials');
  });
});

describe(`platform users: country rules (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      COUNTRY_HEADER: 'CF-IPCountry',
      SIGN_IN_BLOCKED_COUNTRIES: 'US',
      SIGN_UP_BLOCKED_COUNTRIES: 'US,FR',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('blocks sign-up and sign-in from configured countries (trusted header) and reports it on /geo', async () => {
    const client = new PlatformClient(app);
    const from = (country: string) => ({ headers: { 'cf-ipcountry': country } });
    expect((await client.get('/api/platform/geo', from('us'))).json()).toEqual({
      country: 'US',
      countryName: 'United States',
      blocked: true,
      signUpBlocked: true,
    });
    expect((await client.get('/api/platform/geo', from('FR'))).json()).toMatchObject({
      blocked: false,
      signUpBlocked: true,
    });
    expect((await client.get('/api/platform/geo')).json()).toEqual({
      country: null,
      countryName: null,
      blocked: false,
      signUpBlocked: false,
    });
    expectError(await client.signUp(uniqueEmail(), {}, from('FR')), 403, 'country_blocked');
    expectError(await client.signUp(uniqueEmail(), { country: 'US' }), 403, 'country_blocked');
    const email = uniqueEmail();
    await client.json(client.signUp(email, {}, from('DE')), signUpReplySchema, 201);
    const token = await mailedToken(app, email, 'confirmation_token');
    await client.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
    expectError(await client.signIn(email, PASSWORD, from('US')), 403, 'country_blocked');
    expect(client.cookie).toBe('');
    await client.json(client.signIn(email, PASSWORD, from('DE')), playerSchema);
  });
});
