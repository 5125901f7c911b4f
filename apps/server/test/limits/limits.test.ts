import {
  activityTrackSchema,
  depositReplySchema,
  playerSchema,
  sessionInfoSchema,
  userLimitSchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/shared/app-error';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { HOUR, MINUTE, manualClock, PlatformClient, uniqueEmail } from '../players/platform-client';

const limitList = z.array(userLimitSchema);

describe(`responsible gambling: limits, sessions, activity (${databaseKind})`, () => {
  let app: FastifyInstance;
  const advance = (ms: number) => manualClock(app).advance(ms);

  beforeAll(async () => {
    // Sessions last longer here so the clock can move through limit periods without signing in again.
    app = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      SESSION_IDLE_MINUTES: '10080',
      SESSION_MAX_HOURS: '2000',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const setLimit = (client: PlatformClient, body: Record<string, unknown>, status = 201) =>
    client.json(client.post('/api/platform/user_limits', body), userLimitSchema, status);
  const limits = (client: PlatformClient, history = false) =>
    client.json(client.get(`/api/platform/user_limits${history ? '?include_history=true' : ''}`), limitList);
  const deposit = (client: PlatformClient, amount: number) =>
    client.post('/api/platform/payments/sandbox/deposits', { amount, currency: 'EUR' });
  /**
   * Plays on in 5-minute steps, the session info answering 200 each time, then one more step: answers that last
   * session info, which the limit refuses with 403.
   */
  const playUntilRefused = async (client: PlatformClient, steps: number) => {
    for (let i = 0; i < steps; i++) {
      advance(5 * MINUTE);
      expect((await client.get('/api/platform/sportsbook_sessions/current')).statusCode).toBe(200);
    }
    advance(5 * MINUTE);
    return expectError(await client.get('/api/platform/sportsbook_sessions/current'), 403, 'session_limit_reached');
  };

  it('answers 401 without a session', async () => {
    const visitor = new PlatformClient(app);
    expectError(await visitor.get('/api/platform/user_limits'), 401, 'unauthorized');
    expectError(
      await visitor.post('/api/platform/user_limits', { type: 'deposit', period: 'day', value: 1 }),
      401,
      'unauthorized',
    );
    expectError(await visitor.post('/api/platform/sportsbook_sessions'), 401, 'unauthorized');
    expectError(await visitor.post('/api/platform/sportsbook_sessions/continue'), 401, 'unauthorized');
    expectError(await visitor.get('/api/platform/sportsbook_sessions/current'), 401, 'unauthorized');
    expectError(await visitor.post('/api/platform/player/activity_limit_track'), 401, 'unauthorized');
  });

  it('validates limit input and stores nothing on error', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const bad: [Record<string, unknown>, string][] = [
      [{ type: 'nonsense', value: 1 }, 'validation_failed'],
      [{ type: 'deposit', value: 1000 }, 'validation_failed'],
      [{ type: 'deposit', period: 'year', value: 1000 }, 'validation_failed'],
      [{ type: 'deposit', period: 'day' }, 'validation_failed'],
      [{ type: 'deposit', period: 'day', value: 0 }, 'validation_failed'],
      [{ type: 'deposit', period: 'day', value: 1.5 }, 'validation_failed'],
      [{ type: 'deposit', period: 'day', value: 100, currency: 'XYZ' }, 'validation_failed'],
      [{ type: 'reality_check', period: 'day', value: 30 }, 'validation_failed'],
      [{ type: 'reality_check', value: 30, currency: 'EUR' }, 'validation_failed'],
      [{ type: 'time', period: 'day', value: 50_000 }, 'validation_failed'],
      [{ type: 'selfexclusion', period: 'day' }, 'validation_failed'],
      [{ type: 'coolingoff', period: 'week', value: 5 }, 'validation_failed'],
    ];
    for (const [body, code] of bad) {
      const error = expectError(await client.post('/api/platform/user_limits', body), 400, code);
      expect(error.error.details, JSON.stringify(body)).toBeDefined();
    }
    expect(await limits(client, true)).toEqual([]);
  });

  it('tightens at once, loosens only when confirmed after the confirm-until delay, and enforces deposit limits', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const first = await setLimit(client, { type: 'deposit', period: 'day', value: 5000 });
    expect(first).toMatchObject({
      type: 'deposit',
      strategy: 'amount',
      parentType: 'financial',
      status: 'active',
      period: 'day',
      value: 5000,
      currency: 'EUR',
      confirmUntil: null,
      disableAt: null,
    });
    await client.json(deposit(client, 3000), depositReplySchema, 201);
    const over = expectError(await deposit(client, 2001), 403, 'deposit_limit_exceeded');
    expect(over.error.details).toMatchObject({ limit: 5000, used: 3000, currency: 'EUR', period: 'day' });
    // Tightening applies now and replaces the old entry.
    const tighter = await setLimit(client, { type: 'deposit', period: 'day', value: 4000 });
    expect(tighter.status).toBe('active');
    expectError(await deposit(client, 1001), 403, 'deposit_limit_exceeded');
    // Loosening waits 24 h; the tighter one still applies meanwhile.
    const looser = await setLimit(client, { type: 'deposit', period: 'day', value: 10_000 });
    expect(looser.status).toBe('unconfirmed');
    expect(Date.parse(looser.confirmUntil ?? '') - Date.parse(looser.createdAt)).toBe(24 * HOUR);
    expect((await limits(client)).map((l) => [l.value, l.status])).toEqual([
      [10_000, 'unconfirmed'],
      [4000, 'active'],
    ]);
    expectError(await deposit(client, 1001), 403, 'deposit_limit_exceeded');
    // It cannot be confirmed before the delay.
    const early = expectError(
      await client.post(`/api/platform/user_limits/${looser.id}/confirm`),
      409,
      'limit_not_confirmable',
    );
    expect(early.error.details).toMatchObject({ status: 'unconfirmed', confirmUntil: looser.confirmUntil });
    // After the delay it still waits for the player's confirmation: the tighter limit keeps applying.
    advance(24 * HOUR);
    expect((await limits(client)).map((l) => [l.value, l.status])).toEqual([
      [10_000, 'unconfirmed'],
      [4000, 'active'],
    ]);
    // (A new day: the day's deposits start again from zero under the 40.00 limit.)
    expectError(await deposit(client, 4001), 403, 'deposit_limit_exceeded');
    const confirmed = await client.json(client.post(`/api/platform/user_limits/${looser.id}/confirm`), userLimitSchema);
    expect(confirmed.status).toBe('confirmed');
    expect((await limits(client)).map((l) => [l.value, l.status])).toEqual([[10_000, 'confirmed']]);
    expect((await limits(client, true)).map((l) => l.status)).toEqual(['confirmed', 'disabled', 'disabled']);
    expectError(await client.post(`/api/platform/user_limits/${looser.id}/confirm`), 409, 'limit_not_confirmable');
    await client.json(deposit(client, 9000), depositReplySchema, 201);
  });

  it('cancels a pending loosening at once and removes a limit only after the delay', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const base = await setLimit(client, { type: 'loss', period: 'week', value: 2000 });
    const pending = await setLimit(client, { type: 'loss', period: 'week', value: 9000 });
    const cancelled = await client.json(client.delete(`/api/platform/user_limits/${pending.id}`), userLimitSchema);
    expect(cancelled.status).toBe('disabled');
    advance(25 * HOUR);
    expect((await limits(client)).map((l) => [l.id, l.status])).toEqual([[base.id, 'active']]);
    const removing = await client.json(client.delete(`/api/platform/user_limits/${base.id}`), userLimitSchema);
    expect(removing.status).toBe('unconfirmed_disabled');
    expect(Date.parse(removing.disableAt ?? '') - Date.now()).toBeGreaterThan(0);
    advance(23 * HOUR);
    expect((await limits(client))[0]?.status).toBe('unconfirmed_disabled');
    advance(HOUR);
    expect(await limits(client)).toEqual([]);
    expect((await limits(client, true)).find((l) => l.id === base.id)?.status).toBe('confirmed_disabled');
    expectError(await client.delete(`/api/platform/user_limits/${base.id}`), 409, 'conflict');
    expectError(await client.delete('/api/platform/user_limits/999999'), 404, 'not_found');
    expectError(await client.delete('/api/platform/user_limits/abc'), 400, 'validation_failed');
    // Another player's limit is not found either.
    const other = new PlatformClient(app);
    await other.register();
    const theirs = await setLimit(other, { type: 'wager', period: 'day', value: 100 });
    expectError(await client.delete(`/api/platform/user_limits/${theirs.id}`), 404, 'not_found');
  });

  it('checks bet, wager and loss limits for the bets module', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    await client.json(deposit(client, 100_000), depositReplySchema, 201);
    await setLimit(client, { type: 'bet', value: 5000 });
    await setLimit(client, { type: 'wager', period: 'day', value: 20_000 });
    await setLimit(client, { type: 'loss', period: 'day', value: 8000 });
    const { db } = app.database;
    const bet = (stake: number, reference: string) =>
      db.transaction(async (tx) => {
        await app.limits.assertCanBet(tx, player.id, { currency: 'EUR', stake });
        await app.wallet.post(tx, {
          playerId: player.id,
          currency: 'EUR',
          amount: -stake,
          kind: 'bet_stake',
          reference,
        });
      });
    const code = (error: unknown) => (error instanceof AppError ? error.code : String(error));
    const payout = (amount: number, reference: string) =>
      db.transaction((tx) =>
        app.wallet.post(tx, { playerId: player.id, currency: 'EUR', amount, kind: 'bet_payout', reference }),
      );
    await expect(bet(5001, 'b0').catch(code)).resolves.toBe('bet_limit_exceeded');
    await bet(5000, 'b1'); // lost 5000, wagered 5000
    await expect(bet(3001, 'b2').catch(code)).resolves.toBe('loss_limit_exceeded');
    await payout(9000, 'b1'); // net +4000: nothing lost
    await bet(5000, 'b3');
    await bet(5000, 'b4'); // lost 6000, wagered 15000
    await payout(6000, 'b4'); // net 0
    await bet(5000, 'b5'); // lost 5000, wagered 20000
    await expect(bet(1, 'b6').catch(code)).resolves.toBe('wager_limit_exceeded');
    // The next day the windows are empty again.
    advance(24 * HOUR);
    await bet(5000, 'b7');
    // USD bets are not limited by EUR limits.
    await client.post('/api/platform/payments/sandbox/deposits', { amount: 10_000, currency: 'USD' });
    await db.transaction((tx) => app.limits.assertCanBet(tx, player.id, { currency: 'USD', stake: 9000 }));
  });

  it('keeps a self-excluded player out: signed out, sign-in refused, not removable, bets refused', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    const player = await client.register(email);
    const other = new PlatformClient(app);
    await other.json(other.signIn(email), playerSchema);
    const exclusion = await setLimit(client, { type: 'selfexclusion', period: 'half_year' });
    expect(exclusion).toMatchObject({ strategy: 'exclusion', parentType: 'exclusion', status: 'active', value: null });
    expect(Date.parse(exclusion.disableAt ?? '') - Date.parse(exclusion.createdAt)).toBe(182 * 24 * HOUR);
    expect(client.cookie).toBe('');
    expectError(await other.get('/api/platform/player'), 401, 'session_expired');
    const refused = expectError(await client.signIn(email), 403, 'self_excluded');
    expect(refused.error.details).toMatchObject({ until: exclusion.disableAt });
    await expect(
      app.database.db.transaction((tx) => app.limits.assertCanBet(tx, player.id, { currency: 'EUR', stake: 1 })),
    ).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'self_excluded');
    // Even with a session from before (none is left), the exclusion cannot be lifted.
    expect(client.cookie).toBe('');
  });

  it('ends a cooling-off period on time; it cannot be removed before', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    const cooling = await setLimit(client, { type: 'coolingoff', period: 'day' });
    expectError(await client.signIn(email), 403, 'cooling_off');
    advance(24 * HOUR);
    await client.json(client.signIn(email), playerSchema);
    expect((await limits(client, true)).find((l) => l.id === cooling.id)?.status).toBe('disabled');
  });

  it('refuses to lift an exclusion early', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    // Set a cooling-off from a second session, then try to remove it from the first (both are signed out).
    const cooling = await setLimit(client, { type: 'coolingoff', period: 'week' });
    const back = new PlatformClient(app);
    expectError(await back.signIn(email), 403, 'cooling_off');
    // The service refuses removal even when called directly.
    const playerId =
      (await app.database.db.query.players.findFirst({ where: (p, { eq }) => eq(p.email, email) }))?.id ?? 0;
    await expect(app.limits.remove(playerId, cooling.id)).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === 'limit_locked',
    );
  });

  it('runs sportsbook sessions: 400 without checks, reality check due and continued, time limit 403', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const started = await client.json(client.post('/api/platform/sportsbook_sessions'), sessionInfoSchema, 201);
    expect(started).toMatchObject({ active: true, timePlayedSeconds: 0, netResult: { amount: 0, currency: 'EUR' } });
    const again = await client.json(client.post('/api/platform/sportsbook_sessions'), sessionInfoSchema, 200);
    expect(again.sessionId).toBe(started.sessionId);
    expectError(await client.get('/api/platform/sportsbook_sessions/current'), 400, 'session_checks_off');

    await setLimit(client, { type: 'reality_check', value: 30 });
    // The browser polls every 30 s; a session without a request for 5 minutes counts as ended.
    for (let i = 0; i < 2; i++) {
      advance(5 * MINUTE);
      await client.get('/api/platform/sportsbook_sessions/current');
    }
    const early = await client.json(client.get('/api/platform/sportsbook_sessions/current'), sessionInfoSchema);
    expect(early).toMatchObject({
      active: true,
      timePlayedSeconds: 600,
      realityCheck: { due: false, intervalMinutes: 30 },
    });
    for (let i = 0; i < 4; i++) {
      advance(5 * MINUTE);
      await client.get('/api/platform/sportsbook_sessions/current');
    }
    const due = await client.json(client.get('/api/platform/sportsbook_sessions/current'), sessionInfoSchema);
    expect(due.realityCheck.due).toBe(true);
    expect(due.timePlayedSeconds).toBe(30 * 60);
    const continued = await client.json(client.post('/api/platform/sportsbook_sessions/continue'), sessionInfoSchema);
    expect(continued.realityCheck.due).toBe(false);
    expect(continued.sessionId).toBe(started.sessionId);
    expect(Date.parse(continued.realityCheck.nextAt ?? '') - manualClock(app).now()).toBe(30 * MINUTE);

    // 60 minutes of play a day: 30 are used.
    await setLimit(client, { type: 'time', period: 'day', value: 60 });
    expect(
      (await client.json(client.get('/api/platform/sportsbook_sessions/current'), sessionInfoSchema)).minutesLeft,
    ).toBe(30);
    const reached = await playUntilRefused(client, 5);
    expect(reached.error.details).toMatchObject({ type: 'time', minutes: 60 });
    expectError(await client.post('/api/platform/sportsbook_sessions'), 403, 'session_limit_reached');
    expectError(await client.post('/api/platform/sportsbook_sessions/continue'), 403, 'session_limit_reached');
    advance(24 * HOUR);
    const next = await client.json(client.post('/api/platform/sportsbook_sessions'), sessionInfoSchema, 201);
    expect(next.sessionId).not.toBe(started.sessionId);
  });

  it('counts an idle sportsbook session only until its last request and reports the net result', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    await client.json(deposit(client, 10_000), depositReplySchema, 201);
    await setLimit(client, { type: 'sportsbook_session', period: 'day', value: 120 });
    const first = await client.json(client.post('/api/platform/sportsbook_sessions'), sessionInfoSchema, 201);
    await app.database.db.transaction((tx) =>
      app.wallet.post(tx, { playerId: player.id, currency: 'EUR', amount: -2500, kind: 'bet_stake', reference: 's1' }),
    );
    for (let i = 0; i < 4; i++) {
      advance(5 * MINUTE);
      await client.get('/api/platform/sportsbook_sessions/current');
    }
    const info = await client.json(client.get('/api/platform/sportsbook_sessions/current'), sessionInfoSchema);
    expect(info.netResult).toEqual({ amount: -2500, currency: 'EUR' });
    expect(info.minutesLeft).toBe(100);
    advance(3 * HOUR);
    // Idle since the last request: ended there; 20 minutes used, a new session starts.
    const second = await client.json(client.post('/api/platform/sportsbook_sessions'), sessionInfoSchema, 201);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.minutesLeft).toBe(100);
    expect(second.netResult.amount).toBe(0);

    // The sportsbook-session limit itself: the other 100 minutes of the day, then 403 on every session call.
    const reached = await playUntilRefused(client, 19);
    expect(reached.error.details).toMatchObject({ type: 'sportsbook_session', minutes: 120 });
    expectError(await client.post('/api/platform/sportsbook_sessions'), 403, 'session_limit_reached');
  });

  it('tracks activity and signs the player out with 401 when the activity limit is reached', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    expect(await client.json(client.post('/api/platform/player/activity_limit_track'), activityTrackSchema)).toEqual({
      tracked: false,
      usedMinutes: 0,
      limitMinutes: null,
    });
    await setLimit(client, { type: 'activity', period: 'day', value: 3 });
    const one = await client.json(client.post('/api/platform/player/activity_limit_track'), activityTrackSchema);
    expect(one).toEqual({ tracked: true, usedMinutes: 1, limitMinutes: 3 });
    // Reports closer together count only the time between them.
    advance(20_000);
    expect(
      (await client.json(client.post('/api/platform/player/activity_limit_track'), activityTrackSchema)).usedMinutes,
    ).toBe(1);
    advance(40_000);
    expect(
      (await client.json(client.post('/api/platform/player/activity_limit_track'), activityTrackSchema)).usedMinutes,
    ).toBe(2);
    advance(60_000);
    const reached = expectError(
      await client.post('/api/platform/player/activity_limit_track'),
      401,
      'activity_limit_reached',
    );
    expect(reached.error.details).toMatchObject({ usedMinutes: 3, limitMinutes: 3 });
    expect(client.cookie).toBe('');
    expectError(await client.post('/api/platform/player/activity_limit_track'), 401, 'unauthorized');
    expectError(await client.signIn(email), 403, 'activity_limit_reached');
    advance(24 * HOUR);
    await client.json(client.signIn(email), playerSchema);
  });

  it('shortens sign-in sessions to the session-length limit', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    await client.register(email);
    const limit = await setLimit(client, { type: 'session', value: 45 });
    expect(limit).toMatchObject({ strategy: 'duration', parentType: 'time', period: null, value: 45 });
    advance(44 * MINUTE);
    await client.json(client.get('/api/platform/player'), playerSchema);
    advance(MINUTE);
    expectError(await client.get('/api/platform/player'), 401, 'session_expired');
    const signIn = await client.signIn(email);
    expect(signIn.cookies.find((c) => c.name === 'sb_session')?.maxAge).toBe(45 * 60);
  });
});
