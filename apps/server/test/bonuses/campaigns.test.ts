import {
  type Bonus,
  bonusesReplySchema,
  bonusPageSchema,
  bonusSchema,
  campaignSchema,
} from '@sportsbook/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind, persistentDatabase } from '../helpers/test-app';
import { manualClock, PlatformClient, uniqueEmail } from '../players/platform-client';

const KEY = 'operator-key-of-the-bonus-tests-012345';
const operator = { authorization: `Bearer ${KEY}` };
const DAY = 86_400_000;
const DEPOSIT = '/api/platform/payments/sandbox/deposits';
const card = { currency: 'EUR', card_number: '4242424242424242' };

let keys = 0;
const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++keys}`;

describe(`bonus campaigns: the operator API, triggers, promo codes and the player's /bonuses (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_API_KEY: KEY, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  const op = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = operator) =>
    app.inject({ method, url: `/api/operator${url}`, headers, ...(payload ? { payload } : {}) });
  const create = async (body: Record<string, unknown>) => {
    const response = await op('POST', '/campaigns', body);
    expect(response.statusCode, response.body).toBe(201);
    return campaignSchema.parse(response.json());
  };
  const freebet = (over: Record<string, unknown> = {}) => ({
    key: uniqueKey('fb'),
    type: 'freebet_only_win',
    trigger: 'operator',
    name: { en: 'Test free bet', de: 'Test-Freiwette' },
    terms: { en: 'English terms', de: 'Deutsche Bedingungen' },
    amount: 500,
    currency: 'EUR',
    ...over,
  });
  const bonusesOf = async (client: PlatformClient, query = '') =>
    bonusesReplySchema.parse((await client.get(`/api/v3/bonuses${query}`)).json()).data;
  const find = (list: Bonus[], id: number) => list.find((b) => b.id === id);

  it('loads the demo campaigns at start, and shows visitors the open ones in their language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/bonuses?available=true&locale=de' });
    expect(response.statusCode).toBe(200);
    const list = bonusesReplySchema.parse(response.json()).data;
    const names = list.map((b) => b.name);
    expect(names).toContain('Willkommens-Freiwette');
    expect(names).toContain('10-€-Freiwette mit dem Code WELCOME10');
    expect(list.every((b) => b.status === 'not_available' && b.issued === null)).toBe(true);
    const boost = list.find((b) => b.type === 'comboboost');
    expect(boost?.rules.ranges).toEqual([
      { min: 3, max: 4, odds: 1.05 },
      { min: 5, max: 6, odds: 1.1 },
      { min: 7, max: null, odds: 1.2 },
    ]);
    // Without `available`, a visitor has no bonuses of their own.
    expect(bonusesReplySchema.parse((await app.inject({ method: 'GET', url: '/api/v3/bonuses' })).json()).data).toEqual(
      [],
    );
  });

  it('refuses the operator calls without the key', async () => {
    expectError(await op('GET', '/campaigns', undefined, {} as typeof operator), 401, 'operator_unauthorized');
    expectError(
      await op('POST', '/campaigns', freebet(), { authorization: 'Bearer nope' }),
      401,
      'operator_unauthorized',
    );
  });

  it('creates, lists, updates, pauses and resumes campaigns, refusing the ones that cannot work', async () => {
    const made = await create(freebet({ rules: { min_odds: 1.5, valid_days: 10 } }));
    expect(made).toMatchObject({ type: 'freebet_only_win', status: 'active', amount: 500, issuedCount: 0 });
    expect(made.rules.minOdds).toBe(1.5);
    expectError(await op('POST', '/campaigns', { ...freebet(), key: made.key }), 409, 'campaign_key_taken');
    expectError(await op('POST', '/campaigns', freebet({ amount: null })), 400, 'validation_failed');
    expectError(
      await op('POST', '/campaigns', freebet({ type: 'comboboost', amount: null, currency: null })),
      400,
      'validation_failed',
    );
    expectError(await op('POST', '/campaigns', freebet({ trigger: 'promo_code' })), 400, 'validation_failed');
    expectError(await op('POST', '/campaigns', freebet({ name: { de: 'nur Deutsch' } })), 400);
    expectError(
      await op('POST', '/campaigns', freebet({ promo_code: 'WELCOME10', trigger: 'promo_code' })),
      409,
      'promo_code_taken',
    );

    const renamed = campaignSchema.parse(
      (await op('PATCH', `/campaigns/${made.id}`, { name: { en: 'Renamed' } })).json(),
    );
    expect(renamed.name.en).toBe('Renamed');
    expect(campaignSchema.parse((await op('POST', `/campaigns/${made.id}/pause`)).json()).status).toBe('paused');
    expect(campaignSchema.parse((await op('POST', `/campaigns/${made.id}/resume`)).json()).status).toBe('active');
    expectError(await op('PATCH', '/campaigns/999999', { name: { en: 'x' } }), 404, 'campaign_not_found');
    const all = (await op('GET', '/campaigns')).json() as { data: { key: string }[] };
    expect(all.data.map((c) => c.key)).toContain(made.key);
  });

  it('sign-up issues the sign-up campaigns (the welcome free bet and the acca boost)', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const mine = await bonusesOf(client);
    const types = mine.map((b) => `${b.type}:${b.status}`).sort();
    expect(types).toEqual(['comboboost:available', 'freebet_only_win:available']);
    const welcome = mine.find((b) => b.type === 'freebet_only_win');
    expect(welcome).toMatchObject({ amount: 500, currency: 'EUR', subunits: 2 });
    expect(Date.parse(welcome?.issued?.expiredAt ?? '') - Date.parse(welcome?.issued?.issuedAt ?? '')).toBe(30 * DAY);
  });

  it('a promo code: unknown, redeemed, used again, paused, and for other countries each answer what happened', async () => {
    const client = new PlatformClient(app);
    await client.register();
    expectError(await client.post('/api/v3/bonuses/promo-code', { code: 'NO-SUCH-CODE' }), 404, 'promo_code_not_found');
    const redeemed = bonusSchema.parse(
      (await client.post('/api/v3/bonuses/promo-code', { code: ' welcome10 ' })).json(),
    );
    expect(redeemed).toMatchObject({ type: 'freebet_all_win', status: 'available', amount: 1000 });
    expectError(await client.post('/api/v3/bonuses/promo-code', { code: 'WELCOME10' }), 409, 'promo_code_used');

    const code = `C${Date.now().toString(36).toUpperCase()}`;
    const paused = await create(freebet({ trigger: 'promo_code', promo_code: code, status: 'paused' }));
    expectError(await client.post('/api/v3/bonuses/promo-code', { code }), 410, 'promo_code_expired');
    await op('POST', `/campaigns/${paused.id}/resume`);
    const austrian = `A${code}`;
    await create(freebet({ trigger: 'promo_code', promo_code: austrian, rules: { country_codes: ['AT'] } }));
    expectError(await client.post('/api/v3/bonuses/promo-code', { code: austrian }), 403, 'bonus_not_eligible');
    const verified = `V${code}`;
    await create(freebet({ trigger: 'promo_code', promo_code: verified, rules: { only_verified: true } }));
    const refused = expectError(
      await client.post('/api/v3/bonuses/promo-code', { code: verified }),
      403,
      'bonus_not_eligible',
    );
    expect(refused.error.message).toMatch(/verif/);
    expectError(await new PlatformClient(app).post('/api/v3/bonuses/promo-code', { code }), 401);
  });

  it('tells the player of a bonus issued to them on their private channel, after it is stored', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const publish = vi.spyOn(app.realtime.publisher, 'publish');
    const campaign = await create(freebet());
    await op('POST', '/bonuses', { campaign_id: campaign.id, player_id: player.id });
    const calls = publish.mock.calls.filter(([, event]) => (event as { type: string }).type === 'bonus_issued');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toContain(String(player.id));
    expect(calls[0]?.[1]).toMatchObject({ payload: { bonus: { id: campaign.id, type: 'freebet_only_win' } } });
    publish.mockRestore();
  });

  it('activates one free bet at a time, refuses a paused one, and expires by the clock', async () => {
    const client = new PlatformClient(app);
    const email = uniqueEmail();
    const player = await client.register(email);
    const first = await create(freebet({ rules: { valid_days: 2 } }));
    const second = await create(freebet());
    for (const campaign of [first, second]) {
      const issued = await op('POST', '/bonuses', { campaign_id: campaign.id, player_id: player.id });
      expect(issued.statusCode, issued.body).toBe(201);
    }
    expectError(
      await op('POST', '/bonuses', { campaign_id: first.id, player_id: player.id }),
      409,
      'bonus_already_issued',
    );

    const activate = (id: number) => client.post(`/api/v3/bonuses/${id}/activate`, {});
    expect(bonusSchema.parse((await activate(first.id)).json()).status).toBe('active');
    expect(bonusSchema.parse((await activate(second.id)).json()).status).toBe('active');
    let mine = await bonusesOf(client);
    // Without isMultiActiveFreebetsAllowed the first is switched off again; it stays usable.
    expect(find(mine, first.id)?.status).toBe('available');

    await op('POST', `/campaigns/${second.id}/pause`);
    expect(find(await bonusesOf(client), second.id)?.status).toBe('deactivated');
    expectError(await activate(second.id), 409, 'bonus_not_available');

    manualClock(app).advance(2 * DAY);
    // Two days end the session too: sign in again.
    await client.signIn(email);
    mine = await bonusesOf(client);
    expect(find(mine, first.id)?.status).toBe('expired');
    expectError(await activate(first.id), 409, 'bonus_not_available');
    expectError(await activate(999_999), 404, 'bonus_not_found');
  });

  it('deposits issue the first-deposit and the deposit-of-at-least campaigns, once', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const deposit = (amount: number) => client.post(DEPOSIT, { amount, ...card });
    expect((await deposit(1000)).statusCode).toBe(201);
    let types = (await bonusesOf(client)).map((b) => b.type);
    expect(types).toContain('freebet_no_risk');
    expect(types.filter((t) => t === 'freebet_only_win')).toHaveLength(1);
    expect((await deposit(5000)).statusCode).toBe(201);
    expect((await deposit(6000)).statusCode).toBe(201);
    types = (await bonusesOf(client)).map((b) => b.type);
    expect(types.filter((t) => t === 'freebet_no_risk')).toHaveLength(1);
    expect(types.filter((t) => t === 'freebet_only_win')).toHaveLength(2);
  });

  it('pages each type by 4, details and terms in the locale, and marks bonuses seen', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const campaign = await create(freebet());
      made.push(campaign.id);
      await op('POST', '/bonuses', { campaign_id: campaign.id, player_id: player.id });
    }
    const page = bonusPageSchema.parse((await client.get('/api/v3/bonuses/freebets')).json());
    expect(page.data).toHaveLength(4);
    expect(page.pagination).toMatchObject({ page: 1, limit: 4, total: 6, lastPage: 2 });
    const second = bonusPageSchema.parse((await client.get('/api/v3/bonuses/freebets?page=2')).json());
    expect(second.data).toHaveLength(2);
    const boosts = bonusPageSchema.parse((await client.get('/api/v3/bonuses/comboboosts')).json());
    expect(boosts.data.map((b) => b.type)).toEqual(['comboboost']);

    const id = made[0] ?? 0;
    const detail = bonusSchema.parse((await client.get(`/api/v3/bonuses/freebets/${id}?locale=de`)).json());
    expect(detail.name).toBe('Test-Freiwette');
    expect((await client.get(`/api/v3/bonuses/freebets/${id}/terms?locale=de`)).json()).toEqual({
      id,
      locale: 'de',
      terms: 'Deutsche Bedingungen',
    });
    expect((await client.get(`/api/v3/bonuses/freebets/${id}/terms?locale=fr`)).json()).toMatchObject({ locale: 'en' });
    expectError(await client.get(`/api/v3/bonuses/comboboosts/${id}`), 404, 'bonus_not_found');
    expectError(await client.get('/api/v3/bonuses/prizes'), 400);

    expect((await bonusesOf(client, '?unseen=true')).length).toBe(7);
    const seen = await client.post('/api/v3/bonuses/mark-as-seen', [{ id, type: 'freebet_only_win' }]);
    expect(seen.statusCode).toBe(204);
    expect((await bonusesOf(client, '?unseen=true')).length).toBe(6);
    expect((await bonusesOf(client, '?limit_per_type=2')).length).toBe(3);
  });
});

describe(`bonus campaigns without the demo file (${databaseKind})`, () => {
  it('BONUS_CAMPAIGNS_FILE empty loads none', async () => {
    const app = await createTestApp({ BONUS_CAMPAIGNS_FILE: '' });
    try {
      const list = bonusesReplySchema.parse(
        (await app.inject({ method: 'GET', url: '/api/v3/bonuses?available=true' })).json(),
      );
      expect(list.data).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe(`the campaigns file on a restart (${databaseKind})`, () => {
  it('creates the file’s campaigns once, and keeps what the operator changed when the server starts again', async () => {
    const store = await persistentDatabase();
    try {
      const env = { ...store.env, OPERATOR_API_KEY: KEY };
      const first = await createTestApp(env);
      const list = async (app: FastifyInstance) =>
        (
          (await app.inject({ method: 'GET', url: '/api/operator/campaigns', headers: operator })).json() as {
            data: { id: number; key: string; status: string }[];
          }
        ).data;
      const before = await list(first);
      const welcome = before.find((c) => c.key === 'promo-welcome10');
      expect(welcome?.status).toBe('active');
      await first.inject({ method: 'POST', url: `/api/operator/campaigns/${welcome?.id}/pause`, headers: operator });
      await first.close();

      const second = await createTestApp(env);
      try {
        const after = await list(second);
        expect(after.map((c) => c.key)).toEqual(before.map((c) => c.key));
        expect(after.find((c) => c.key === 'promo-welcome10')?.status).toBe('paused');
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });
});
