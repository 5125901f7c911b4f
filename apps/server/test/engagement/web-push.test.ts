import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settingsReplySchema } from '@sportsbook/contract/player-settings';
import { type PushMessage, pushMessageSchema } from '@sportsbook/contract/push';
import { settingsSchema } from '@sportsbook/contract/settings';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../src/config';
import { publicSettings } from '../../src/modules/settings/settings-service';
import { type FundedPlayer, fundedPlayer, payload, pickSelections, placeOk } from '../bets/bets-helpers';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { eventually } from './engagement-helpers';

const OPERATOR_KEY = 'operator-key-of-the-web-push-tests-01234';
const SUBJECT = 'mailto:push@sportsbook.example';

/** What the local push service received. */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A browser's side of a subscription: its P-256 key pair and auth secret (what `PushManager.subscribe` makes). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, publicKey, auth, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
}

/**
 * Decrypts an `aes128gcm` Web Push body as the browser would (RFC 8291 / RFC 8188), independently of `web-push`:
 * header (salt, record size, sender key), then one record whose plaintext ends with the 0x02 delimiter and padding.
 */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8'));
}

describe(`web push (${databaseKind})`, () => {
  const vapid = webpush.generateVAPIDKeys();
  let pushService: Server;
  let pushBase: string;
  let app: FastifyInstance;
  const received: Received[] = [];
  const at = (path: string) => received.filter((r) => r.path === path);

  beforeAll(async () => {
    // A local push service: `/gone/…` answers 410 (the subscription expired), anything else 201 Created.
    pushService = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    app = await createTestApp({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: SUBJECT,
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      OPERATOR_API_KEY: OPERATOR_KEY,
      BONUS_CAMPAIGNS_FILE: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => pushService?.close(resolve));
  });

  const subscribe = async (player: FundedPlayer, endpoint: string, browser = browserKeys()) => {
    const subscription = JSON.stringify({ endpoint, expirationTime: null, keys: browser.keys });
    const reply = await player.client.json(
      player.client.post('/api/sportsbook/settings', { one_signal_push_notification_subscription: subscription }),
      settingsReplySchema,
    );
    expect(reply.player?.oneSignalPushNotificationSubscription).toBe(subscription);
    return browser;
  };
  const storedSubscription = async (player: FundedPlayer) =>
    (await player.client.json(player.client.get('/api/sportsbook/settings'), settingsReplySchema)).player
      ?.oneSignalPushNotificationSubscription;

  it('gives the web app the VAPID public key in the settings, and none without keys', async () => {
    const player = await fundedPlayer(app, 0);
    const settings = await player.client.json(player.client.get('/api/sportsbook/settings'), settingsReplySchema);
    expect(settings.webPushPublicKey).toBe(vapid.publicKey);
    expect(settingsSchema.parse(publicSettings(loadConfig({}), 'en')).webPushPublicKey).toBeNull();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def', VAPID_SUBJECT: SUBJECT })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });

  it('refuses a malformed subscription and takes a short provider id', async () => {
    const player = await fundedPlayer(app, 0);
    for (const bad of ['{"endpoint":"https://x"}', '{not json', JSON.stringify({ endpoint: 'ftp://x', keys: {} })]) {
      const response = await player.client.post('/api/sportsbook/settings', {
        one_signal_push_notification_subscription: bad,
      });
      expect(response.statusCode, bad).toBe(400);
    }
    const ok = await player.client.post('/api/sportsbook/settings', {
      one_signal_push_notification_subscription: 'onesignal-player-1',
    });
    expect(ok.statusCode).toBe(200);
    // An id is not a Web Push subscription: nothing is sent, nothing fails.
    expect(await app.push.send(player.id, { title: 't', body: 'b', url: '/' })).toBeNull();
  });

  it('pushes an encrypted, VAPID-signed message when a bet settles', async () => {
    const player = await fundedPlayer(app, 10_000);
    const browser = await subscribe(player, `${pushBase}/ok/settled`);
    const [pick] = pickSelections(app, 1, { minOdds: 1.5, maxOdds: 6 });
    if (!pick) throw new Error('no selection');
    const [bet] = await placeOk(player, payload([{ stake: '10.00', selections: [pick] }]));
    const settle = await player.client.post('/api/test/bets/settle', {
      match_id: pick.match_id,
      results: [
        { market_id: pick.market_id, specifier: pick.specifier, outcome_id: pick.outcome_id, result: 'win_entire' },
      ],
    });
    expect(settle.statusCode, settle.body).toBe(200);
    await eventually(() => at('/ok/settled').length === 1, 10_000, 'the push request');

    const [request] = at('/ok/settled');
    if (!request) throw new Error('no push request');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    // VAPID (RFC 8292): a JWT for this push service's origin, signed with the server's key, and that key.
    const authorization = request.headers.authorization ?? '';
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(key).toBe(vapid.publicKey);
    const raw = Buffer.from(vapid.publicKey, 'base64url');
    const verifier = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(token ?? '', verifier, { audience: pushBase });
    expect(claims.sub).toBe(SUBJECT);

    const message: PushMessage = pushMessageSchema.parse(decrypt(request.body, browser));
    expect(message).toEqual({
      title: 'Bet won',
      body: expect.stringContaining(bet?.reference ?? 'no reference'),
      url: '/bets',
      tag: expect.stringMatching(/^notification:\d+$/),
    });
    // Settling again creates no notification, so no second push.
    await player.client.post('/api/test/bets/settle', {
      match_id: pick.match_id,
      results: [
        { market_id: pick.market_id, specifier: pick.specifier, outcome_id: pick.outcome_id, result: 'win_entire' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(at('/ok/settled')).toHaveLength(1);
  });

  it('pushes an issued bonus, and forgets a subscription the push service answers 410 for', async () => {
    const player = await fundedPlayer(app, 0);
    const browser = await subscribe(player, `${pushBase}/gone/bonus`);
    const operator = { authorization: `Bearer ${OPERATOR_KEY}` };
    const campaign = await app.inject({
      method: 'POST',
      url: '/api/operator/campaigns',
      headers: operator,
      payload: {
        key: `push-${Date.now()}`,
        type: 'freebet_only_win',
        trigger: 'operator',
        name: { en: 'Push test' },
        amount: 500,
        currency: 'EUR',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const issued = await app.inject({
      method: 'POST',
      url: '/api/operator/bonuses',
      headers: operator,
      payload: { campaign_id: campaign.json().id, player_id: player.id },
    });
    expect(issued.statusCode, issued.body).toBe(201);

    await eventually(() => at('/gone/bonus').length === 1, 10_000, 'the push request');
    const [request] = at('/gone/bonus');
    expect(decrypt(request?.body ?? Buffer.alloc(0), browser)).toEqual({
      title: 'New bonus',
      body: 'A free bet is waiting for you.',
      url: '/promotions',
      tag: 'bonus-issued',
    });
    await eventually(async () => (await storedSubscription(player)) === null, 10_000, 'the subscription removed');
  });

  it('keeps a newer subscription when an older one turns out gone', async () => {
    const player = await fundedPlayer(app, 0);
    await subscribe(player, `${pushBase}/gone/old`);
    const old = await storedSubscription(player);
    expect(old).toContain('/gone/old');
    await subscribe(player, `${pushBase}/ok/new`);
    expect(await app.playerSettings.dropPushSubscription(player.id, old ?? '')).toBe(false);
    expect(await storedSubscription(player)).toContain('/ok/new');
  });

  it('never posts to a push endpoint outside PUSH_ENDPOINT_HOSTS', async () => {
    const player = await fundedPlayer(app, 0);
    await subscribe(player, 'https://169.254.169.254/latest/meta-data');
    const before = received.length;
    expect(await app.push.send(player.id, { title: 't', body: 'b', url: '/' })).toEqual({
      kind: 'refused',
      reason: 'endpoint_not_allowed',
    });
    expect(received.length).toBe(before);
    expect(await storedSubscription(player)).toContain('169.254.169.254');
  });
});
