import { betPageSchema } from '@sportsbook/contract/bets';
import {
  markReadReplySchema,
  type Notification,
  notificationCountersSchema,
  notificationSchema,
  notificationsPageSchema,
} from '@sportsbook/contract/notifications';
import { depositReplySchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, payload, pickSelections, placeOk } from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import type { PlatformClient } from '../players/platform-client';
import { eventually, followPrivateChannel, listen, type Player, signedInPlayer, visitor } from './engagement-helpers';

describe(`notifications (${databaseKind})`, () => {
  let app: FastifyInstance;
  let base: string;
  const usedMatches: number[] = [];

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (client: PlatformClient, query = '') =>
    client.json(client.get(`/api/sportsbook/notifications${query}`), notificationsPageSchema);
  const unread = async (client: PlatformClient) =>
    (await client.json(client.get('/api/sportsbook/notifications/counters'), notificationCountersSchema)).unread;
  const deposit = (client: PlatformClient, amount: number) =>
    client.json(
      client.post('/api/platform/payments/sandbox/deposits', {
        amount,
        currency: 'EUR',
        card_number: '4242424242424242',
      }),
      depositReplySchema,
      201,
    );
  const note = (n: number) => ({ type: 'announcement' as const, title: `Note ${n}`, body: `Body ${n}` });

  it('asks a visitor to sign in (401) on every notifications call', async () => {
    const guest = visitor(app);
    expectError(await guest.get('/api/sportsbook/notifications'), 401, 'unauthorized');
    expectError(await guest.get('/api/sportsbook/notifications/counters'), 401, 'unauthorized');
    expectError(await guest.post('/api/sportsbook/notifications/read', { ids: ['1'] }), 401, 'unauthorized');
    expectError(await guest.post('/api/sportsbook/notifications/read-all', {}), 401, 'unauthorized');
  });

  it('answers bad paging and bad read bodies with 400', async () => {
    const { client } = await signedInPlayer(app);
    for (const query of ['?limit=0', '?limit=501', '?page=0', '?page=abc']) {
      expectError(await client.get(`/api/sportsbook/notifications${query}`), 400, 'validation_failed');
    }
    for (const body of [{}, { ids: [] }, { ids: ['abc'] }, { ids: [-1] }, { ids: '1' }, { ids: Array(501).fill(1) }]) {
      expectError(await client.post('/api/sportsbook/notifications/read', body), 400, 'validation_failed');
    }
    expectError(
      await client.post('/api/sportsbook/notifications/read-all', {}, { noApplication: true }),
      403,
      'application_header_missing',
    );
  });

  it('creates a notification when a deposit lands', async () => {
    const { client, id } = await signedInPlayer(app);
    expect(await list(client)).toEqual({ data: [], pagination: { total: 0, page: 1, limit: 20, lastPage: 1 } });
    const reply = await deposit(client, 12_345);
    await eventually(async () => (await list(client)).data.length === 1, 15_000, 'the deposit notification');
    const [n] = (await list(client)).data;
    expect(n).toMatchObject({
      type: 'deposit',
      title: 'Deposit received',
      body: '123.45 EUR was credited to your account.',
      caption: 'Balance 123.45 EUR',
      objectType: 'deposit',
      objectId: String(reply.deposit.id),
      read: false,
    });
    expect(await unread(client)).toBe(1);
    // A declined deposit moves no money and notifies nothing.
    await client.post('/api/platform/payments/sandbox/deposits', {
      amount: 500,
      currency: 'EUR',
      card_number: '4000000000000002',
    });
    expect(await app.notifications.counters(id)).toEqual({ unread: 1 });
  });

  it('answers the server’s own texts in the request’s language and pushes new ones in the player’s', async () => {
    const { client, id } = await signedInPlayer(app);
    await deposit(client, 12_345);
    await eventually(async () => (await list(client)).data.length === 1, 15_000, 'the deposit notification');
    const inLanguage = async (language: string) =>
      (
        await client.json(
          client.get('/api/sportsbook/notifications', { headers: { 'accept-language': language } }),
          notificationsPageSchema,
        )
      ).data[0];
    expect(await inLanguage('ja')).toMatchObject({
      title: '入金完了',
      caption: '残高 123.45 EUR',
      body: '123.45 EUR がアカウントに入金されました。',
    });
    expect(await inLanguage('de-AT')).toMatchObject({
      title: 'Einzahlung eingegangen',
      caption: 'Guthaben 123.45 EUR',
      body: '123.45 EUR wurden deinem Konto gutgeschrieben.',
    });
    // The player last read in German: a new notification is pushed (live, Web Push listeners) in German; the row
    // stays English, and an announcement keeps the operator's words.
    const heard: Notification[] = [];
    app.notifications.onCreated((playerId, n) => {
      if (playerId === id) heard.push(n);
    });
    await deposit(client, 1_000);
    await eventually(async () => heard.length === 1, 15_000, 'the second deposit notification');
    expect(heard[0]).toMatchObject({
      title: 'Einzahlung eingegangen',
      body: '10.00 EUR wurden deinem Konto gutgeschrieben.',
    });
    expect((await list(client)).data[0]).toMatchObject({ title: 'Deposit received' });
    await app.notifications.notify(id, { type: 'announcement', title: 'Maintenance', body: 'Back at 06:00.' });
    expect(await inLanguage('de')).toMatchObject({ title: 'Maintenance', body: 'Back at 06:00.' });
  });

  it('creates notifications through the service, once per dedupe key, and pages them newest first', async () => {
    const { client, id } = await signedInPlayer(app);
    for (let n = 1; n <= 25; n += 1) await app.notifications.notify(id, note(n));
    const first = await app.notifications.notify(id, { ...note(26), dedupeKey: 'promo:1' });
    expect(first).toMatchObject({ title: 'Note 26', read: false });
    expect(await app.notifications.notify(id, { ...note(27), dedupeKey: 'promo:1' })).toBeNull();

    const page1 = await list(client, '?limit=10');
    expect(page1.pagination).toEqual({ total: 26, page: 1, limit: 10, lastPage: 3 });
    expect(page1.data.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${26 - i}`));
    const page3 = await list(client, '?limit=10&page=3');
    expect(page3.data.map((n) => n.title)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect((await list(client, '?limit=500')).data).toHaveLength(26);
    expect(await unread(client)).toBe(26);
  });

  it('marks some read, skips ids of others, then marks all read', async () => {
    const me = await signedInPlayer(app);
    const other = await signedInPlayer(app);
    for (let n = 1; n <= 3; n += 1) await app.notifications.notify(me.id, note(n));
    const theirs = await app.notifications.notify(other.id, note(9));
    const [newest, middle] = (await list(me.client)).data;

    const read = await me.client.json(
      me.client.post('/api/sportsbook/notifications/read', { ids: [newest?.id, Number(middle?.id), theirs?.id] }),
      markReadReplySchema,
    );
    expect(read).toEqual({ updated: 2, unread: 1 });
    expect((await list(me.client)).data.map((n) => n.read)).toEqual([true, true, false]);
    // Again: nothing changes; the other player's notification stayed unread.
    expect(
      await me.client.json(
        me.client.post('/api/sportsbook/notifications/read', { ids: [newest?.id] }),
        markReadReplySchema,
      ),
    ).toEqual({ updated: 0, unread: 1 });
    expect(await unread(other.client)).toBe(1);

    const all = await me.client.json(me.client.post('/api/sportsbook/notifications/read-all', {}), markReadReplySchema);
    expect(all).toEqual({ updated: 1, unread: 0 });
    expect(await unread(me.client)).toBe(0);
    expect(
      await me.client.json(me.client.post('/api/sportsbook/notifications/read-all', {}), markReadReplySchema),
    ).toEqual({ updated: 0, unread: 0 });
  });

  it('pushes new notifications and unread counts live on $user:{id} to the real centrifuge client', async () => {
    const player: Player = await signedInPlayer(app);
    const live = await followPrivateChannel(base, player);
    try {
      await deposit(player.client, 5_000);
      await eventually(
        () => live.received.some((e) => e.type === 'unread_notifications_changed'),
        15_000,
        'unread_notifications_changed',
      );
      const pushed = live.received.find((e) => e.type === 'notification');
      if (pushed?.type !== 'notification') throw new Error('no notification event');
      const notification = notificationSchema.parse(pushed.payload.notification);
      expect(notification).toMatchObject({ type: 'deposit', body: '50.00 EUR was credited to your account.' });
      expect((await list(player.client)).data[0]).toEqual(notification);
      const counts = live.received.filter((e) => e.type === 'unread_notifications_changed');
      expect(counts.map((e) => e.payload.notifications.unread)).toEqual([1]);

      await app.notifications.notify(player.id, note(1));
      await eventually(
        () => live.received.filter((e) => e.type === 'unread_notifications_changed').length === 2,
        15_000,
        'the second count',
      );
      await player.client.post('/api/sportsbook/notifications/read-all', {});
      await eventually(
        () => live.received.filter((e) => e.type === 'unread_notifications_changed').length === 3,
        15_000,
        'the count after read-all',
      );
      expect(
        live.received
          .filter((e) => e.type === 'unread_notifications_changed')
          .map((e) => e.payload.notifications.unread),
      ).toEqual([1, 2, 0]);
      expect(live.invalid).toEqual([]);
    } finally {
      live.close();
    }
  });

  it('notifies when a bet settles and when a cash-out completes (the bets module’s events)', async () => {
    const player = await fundedPlayer(app, 10_000);
    const picks = pickSelections(app, 2, { exclude: usedMatches, minOdds: 1.5, maxOdds: 6 });
    usedMatches.push(...picks.map((p) => p.match_id));
    const [won, cashed] = picks;
    if (!won || !cashed) throw new Error('no selections');
    const [wonBet] = await placeOk(player, payload([{ stake: '10.00', selections: [won] }]));
    const [cashedBet] = await placeOk(player, payload([{ stake: '5.00', selections: [cashed] }]));
    if (!wonBet || !cashedBet) throw new Error('bets not placed');

    const settle = await player.client.post('/api/test/bets/settle', {
      match_id: won.match_id,
      results: [
        { market_id: won.market_id, specifier: won.specifier, outcome_id: won.outcome_id, result: 'win_entire' },
      ],
    });
    expect(settle.statusCode, settle.body).toBe(200);
    const offer = betPageSchema
      .parse((await player.client.get('/api/v3/bets')).json())
      .data.find((b) => b.id === cashedBet.id)?.toCashoutAmount;
    const cashout = await player.client.post('/api/v3/bets/cashout', { bet_id: cashedBet.id, to_cashout: offer });
    expect(cashout.statusCode, cashout.body).toBe(200);

    const byType = async (type: Notification['type']) =>
      (await list(player.client, '?limit=50')).data.filter((n) => n.type === type);
    await eventually(async () => (await byType('bet_settled')).length === 1, 15_000, 'the settlement notification');
    await eventually(async () => (await byType('cashout')).length === 1, 15_000, 'the cash-out notification');
    const [settled] = await byType('bet_settled');
    const winAmount = betPageSchema
      .parse((await player.client.get('/api/v3/bets')).json())
      .data.find((b) => b.id === wonBet.id)?.winAmount;
    expect(winAmount).toBeGreaterThan(1000);
    expect(settled).toMatchObject({
      title: 'Bet won',
      objectType: 'bet',
      objectId: wonBet.id,
      caption: 'Stake 10.00 EUR',
    });
    expect(settled?.body).toBe(`Your bet ${wonBet.reference} won ${((winAmount ?? 0) / 100).toFixed(2)} EUR.`);
    const [cashedOut] = await byType('cashout');
    expect(cashedOut).toMatchObject({ title: 'Cash-out completed', objectType: 'bet', objectId: cashedBet.id });
    expect(cashedOut?.body).toBe(
      `Your bet ${cashedBet.reference} was cashed out for ${((offer ?? 0) / 100).toFixed(2)} EUR.`,
    );

    // Settling again (a repeated feed event) creates no second notification.
    await player.client.post('/api/test/bets/settle', {
      match_id: won.match_id,
      results: [
        { market_id: won.market_id, specifier: won.specifier, outcome_id: won.outcome_id, result: 'win_entire' },
      ],
    });
    expect(await byType('bet_settled')).toHaveLength(1);
  });
});
