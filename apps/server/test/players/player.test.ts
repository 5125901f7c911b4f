import {
  compPointsSchema,
  phoneSchema,
  playerSchema,
  statusGroupSchema,
  updateLocaleReplySchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { HOUR, MINUTE, mailbox, mailedToken, manualClock, PlatformClient, uniqueEmail } from './platform-client';

describe(`player profile, locale, comp points, status groups, phone (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', REQUIRED_PLAYER_FIELDS: 'first_name,last_name' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every player call with 401 without a session', async () => {
    const visitor = new PlatformClient(app);
    for (const url of [
      '/api/platform/player',
      '/api/platform/player/phone',
      '/api/platform/player/comp_points',
      '/api/platform/player/status_groups',
    ]) {
      expectError(await visitor.get(url), 401, 'unauthorized');
    }
    expectError(await visitor.patch('/api/platform/player/update_locale', { locale: 'de' }), 401, 'unauthorized');
    expectError(await visitor.patch('/api/platform/player', { first_name: 'A' }), 401, 'unauthorized');
    expectError(await visitor.post('/api/platform/player/phone', { number: '+4915112345678' }), 401, 'unauthorized');
  });

  it('shows the spec fields: names, language, currency, country, missed fields, statuses, progress', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    const signUp = await client.signUp(
      email,
      { nickname: 'lucky7' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(signUp.statusCode).toBe(201);
    const token = await mailedToken(app, email, 'confirmation_token');
    await client.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
    await client.json(client.signIn(email), playerSchema);
    const player = await client.json(client.get('/api/platform/player'), playerSchema);
    expect(player).toMatchObject({
      email,
      nickname: 'lucky7',
      firstName: null,
      lastName: null,
      language: 'de',
      currency: 'EUR',
      country: { code: 'DE', name: 'Germany' },
      authFieldsMissed: ['first_name', 'last_name'],
      statuses: [{ id: 'bronze' }],
      serasaInfo: { pve: false },
      progress: { points: 0 },
    });
    expect(player.progress.statusGroups.find((g) => g.status === 'active')?.id).toBe('bronze');
    const updated = await client.json(
      client.patch('/api/platform/player', { first_name: ' Ada ', last_name: 'Lovelace' }),
      playerSchema,
    );
    expect(updated).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', authFieldsMissed: [] });
    expectError(await client.patch('/api/platform/player', { first_name: '' }), 400, 'validation_failed');
    expectError(await client.patch('/api/platform/player', {}), 400, 'validation_failed');
    expectError(await client.patch('/api/platform/player', { first_name: 'x'.repeat(81) }), 400, 'validation_failed');
    expect((await client.json(client.get('/api/platform/player'), playerSchema)).firstName).toBe('Ada');
  });

  it('changes the locale only to a shipped one and answers the stored locale', async () => {
    const client = new PlatformClient(app);
    await client.register();
    expect(
      await client.json(client.patch('/api/platform/player/update_locale', { locale: 'fr' }), updateLocaleReplySchema),
    ).toEqual({ locale: 'fr' });
    expect(
      await client.json(
        client.patch('/api/platform/player/update_locale', { locale: 'pt_br' }),
        updateLocaleReplySchema,
      ),
    ).toEqual({ locale: 'pt-BR' });
    expect(
      await client.json(client.patch('/api/platform/player/update_locale', { locale: 'br' }), updateLocaleReplySchema),
    ).toEqual({ locale: 'pt-BR' });
    expectError(
      await client.patch('/api/platform/player/update_locale', { locale: 'xx-YY' }),
      400,
      'unsupported_locale',
    );
    expectError(await client.patch('/api/platform/player/update_locale', {}), 400, 'validation_failed');
    expect((await client.json(client.get('/api/platform/player'), playerSchema)).language).toBe('pt-BR');
  });

  it('reports comp points and status groups, operator groups included', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    expect(await client.json(client.get('/api/platform/player/comp_points'), compPointsSchema)).toEqual({
      points: 0,
      statusGroup: { id: 'bronze', name: 'Bronze' },
    });
    const set = await app.inject({
      method: 'POST',
      url: '/api/test/players',
      payload: { email, compPoints: 1200, statuses: ['spi_test'], pve: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await client.json(client.get('/api/platform/player/comp_points'), compPointsSchema)).toEqual({
      points: 1200,
      statusGroup: { id: 'silver', name: 'Silver' },
    });
    const groups = await client.json(client.get('/api/platform/player/status_groups'), z.array(statusGroupSchema));
    expect(groups.filter((g) => g.status === 'active').map((g) => g.id)).toEqual(['silver', 'spi_test']);
    const player = await client.json(client.get('/api/platform/player'), playerSchema);
    expect(player.statuses).toEqual([{ id: 'silver' }, { id: 'spi_test' }]);
    expect(player.serasaInfo.pve).toBe(true);
    expect(player.progress.points).toBe(1200);
  });

  it('verifies a phone with the SMS code from the outbox', async () => {
    const client = new PlatformClient(app);
    await client.register();
    expect(await client.json(client.get('/api/platform/player/phone'), phoneSchema)).toEqual({
      number: null,
      country: null,
      verified: false,
      resendTimeout: 0,
      smsLimitReached: false,
    });
    expectError(await client.post('/api/platform/player/phone', { number: '015112345678' }), 400, 'validation_failed');
    expectError(await client.post('/api/platform/player/phone', { number: '+49 151' }), 400, 'validation_failed');
    expectError(await client.post('/api/platform/player/phone/verify', { code: '123456' }), 404, 'not_found');
    const number = '+4915112345678';
    const phone = await client.json(
      client.post('/api/platform/player/phone', { number: '+49 151 1234-5678' }),
      phoneSchema,
    );
    expect(phone).toMatchObject({ number, country: 'DE', verified: false, resendTimeout: 60, smsLimitReached: false });
    const [sms] = await mailbox(app, number);
    expect(sms?.channel).toBe('sms');
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expectError(await client.post('/api/platform/player/phone/verify', { code: '12ab56' }), 400, 'validation_failed');
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await client.post('/api/platform/player/phone/verify', { code: wrong }), 400, 'invalid_code');
    expectError(await client.post('/api/platform/player/phone/resend'), 429, 'sms_resend_timeout');
    const verified = await client.json(client.post('/api/platform/player/phone/verify', { code }), phoneSchema);
    expect(verified.verified).toBe(true);
    expect((await client.json(client.get('/api/platform/player'), playerSchema)).mobilePhone).toBe(number);
    expectError(await client.post('/api/platform/player/phone/resend'), 409, 'already_verified');
  });

  it('expires codes, voids a code after 5 wrong tries and stops at 5 SMS a day', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    const number = `+3161${String(Date.now()).slice(-7)}`;
    await client.json(client.post('/api/platform/player/phone', { number }), phoneSchema);
    manualClock(app).advance(11 * MINUTE);
    const code = /(\d{6})/.exec((await mailbox(app, number))[0]?.body ?? '')?.[1] ?? '';
    expectError(await client.post('/api/platform/player/phone/verify', { code }), 400, 'code_expired');
    await client.json(client.post('/api/platform/player/phone/resend'), phoneSchema);
    const fresh = /(\d{6})/.exec((await mailbox(app, number))[0]?.body ?? '')?.[1] ?? '';
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expectError(await client.post('/api/platform/player/phone/verify', { code: wrong }), 400, 'invalid_code');
    expectError(await client.post('/api/platform/player/phone/verify', { code: fresh }), 400, 'invalid_code');
    for (let i = 0; i < 3; i++) {
      manualClock(app).advance(MINUTE);
      await client.json(client.post('/api/platform/player/phone/resend'), phoneSchema);
    }
    manualClock(app).advance(MINUTE);
    const limited = expectError(await client.post('/api/platform/player/phone/resend'), 429, 'sms_limit_reached');
    expect(limited.error.details).toMatchObject({ smsLimitReached: true });
    expect((await client.json(client.get('/api/platform/player/phone'), phoneSchema)).smsLimitReached).toBe(true);
    manualClock(app).advance(24 * HOUR);
    await client.json(client.signIn(email), playerSchema);
    const again = await client.json(client.post('/api/platform/player/phone/resend'), phoneSchema);
    expect(again.smsLimitReached).toBe(false);
  });
});
