import {
  accountSchema,
  cashierReplySchema,
  depositReplySchema,
  quickDepositReplySchema,
} from '@sportsbook/contract/platform';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deposits } from '../../src/db/schema';
import { passesLuhn } from '../../src/modules/payments/payments-service';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';

const accountList = z.array(accountSchema);

describe(`payments: sandbox cashier, deposits, quick deposit (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  const balance = async (client: PlatformClient, currency = 'EUR') =>
    (await client.json(client.get('/api/platform/player/accounts'), accountList)).find(
      (a) => a.currency.code === currency,
    )?.balance;

  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('credits a successful deposit and records declined and pending ones without moving money', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const ok = await client.json(
      client.post('/api/platform/payments/sandbox/deposits', {
        amount: 2550,
        currency: 'EUR',
        card_number: '4242 4242 4242 4242',
      }),
      depositReplySchema,
      201,
    );
    expect(ok.deposit).toMatchObject({ amount: 2550, currency: 'EUR', state: 'paid', result: 'success' });
    expect(ok.account.balance).toBe(2550);
    const declined = await client.json(
      client.post('/api/platform/payments/sandbox/deposits', {
        amount: 100,
        currency: 'EUR',
        card_number: '4000000000000002',
      }),
      depositReplySchema,
      201,
    );
    expect(declined.deposit).toMatchObject({ state: 'declined', result: 'error' });
    const pending = await client.json(
      client.post('/api/platform/payments/sandbox/deposits', { amount: 100, currency: 'EUR', outcome: 'pending' }),
      depositReplySchema,
      201,
    );
    expect(pending.deposit).toMatchObject({ state: 'initial', result: 'pending' });
    expect(await balance(client)).toBe(2550);
    const rows = await app.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.playerId, player.id))
      .orderBy(deposits.id);
    expect(rows.map((r) => [r.state, r.cardLast4, r.ledgerEntryId !== null])).toEqual([
      ['paid', '4242', true],
      ['declined', '0002', false],
      ['initial', null, false],
    ]);
  });

  it('refuses bad deposits with clear errors and changes nothing', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const bad: [unknown, number, string][] = [
      [{ amount: 0, currency: 'EUR' }, 400, 'validation_failed'],
      [{ amount: -5, currency: 'EUR' }, 400, 'validation_failed'],
      [{ amount: 10.5, currency: 'EUR' }, 400, 'validation_failed'],
      [{ amount: '1000', currency: 'EUR' }, 400, 'validation_failed'],
      [{ amount: 1000 }, 400, 'validation_failed'],
      [{ amount: 1000, currency: 'XYZ' }, 400, 'currency_not_allowed'],
      [{ amount: 1000, currency: 'EUR', card_number: '4242424242424241' }, 400, 'validation_failed'],
      [{ amount: 1000, currency: 'EUR', card_number: 'abcd' }, 400, 'validation_failed'],
      [{ amount: 1000, currency: 'EUR', outcome: 'maybe' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of bad) {
      expectError(await client.post('/api/platform/payments/sandbox/deposits', body), status, code);
    }
    expectError(
      await client.post(
        '/api/platform/payments/sandbox/deposits',
        { amount: 1000, currency: 'EUR' },
        { noApplication: true },
      ),
      403,
      'application_header_missing',
    );
    expectError(
      await client.post(
        '/api/platform/payments/sandbox/deposits',
        { amount: 1000, currency: 'EUR' },
        { headers: { origin: 'https://evil.example' } },
      ),
      403,
      'origin_not_allowed',
    );
    expectError(
      await new PlatformClient(app).post('/api/platform/payments/sandbox/deposits', { amount: 1000, currency: 'EUR' }),
      401,
      'unauthorized',
    );
    const [row] = await app.database.db.select({ n: count() }).from(deposits).where(eq(deposits.playerId, player.id));
    expect(Number(row?.n)).toBe(0);
    expect(await balance(client)).toBe(0);
  });

  it('creates the account of another allowed currency on deposit', async () => {
    const client = new PlatformClient(app);
    await client.register();
    await client.json(
      client.post('/api/platform/payments/sandbox/deposits', { amount: 12_345_678, currency: 'BTC' }),
      depositReplySchema,
      201,
    );
    expect(await balance(client, 'BTC')).toBe(12_345_678);
  });

  it('serves the sandbox cashier page: a real form, strict CSP, safe return URL', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/platform/payments/sandbox/cashier?currency=USD&amount=1050&return_url=%2Fprofile%2Fwallet%2Fdeposit',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self' http:\/\/localhost:3000/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('<label for="amount">Amount');
    expect(page.body).toContain('value="10.50"');
    expect(page.body).toContain('<option value="USD" selected>USD</option>');
    expect(page.body).toMatch(/name="card_number"/);
    for (const outcome of ['success', 'error', 'pending']) expect(page.body).toContain(`value="${outcome}"`);
    expect(page.body).toContain('"returnUrl":"/profile/wallet/deposit"');
    expect(page.body).toContain('"depositPath":"/api/platform/payments/sandbox/deposits"');
    expect(page.body).toContain("'x-application': 'sandbox-cashier'");
    expect(page.body).toContain("url.searchParams.set('payment-result', result)");

    for (const evil of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      const r = await app.inject({
        method: 'GET',
        url: `/api/platform/payments/sandbox/cashier?return_url=${encodeURIComponent(evil)}`,
      });
      expect(r.body, evil).toContain('"returnUrl":"http://localhost:3000/"');
    }
    const allowed = await app.inject({
      method: 'GET',
      url: `/api/platform/payments/sandbox/cashier?return_url=${encodeURIComponent('http://localhost:3000/de?x=1')}`,
    });
    expect(allowed.body).toContain('"returnUrl":"http://localhost:3000/de?x=1"');
    const injected = await app.inject({
      method: 'GET',
      url: `/api/platform/payments/sandbox/cashier?return_url=${encodeURIComponent('/</script><script>alert(1)</script>')}`,
    });
    expect(injected.body).not.toContain('</script><script>alert(1)');
    expectError(
      await app.inject({ method: 'GET', url: '/api/platform/payments/sandbox/cashier?amount=-1' }),
      400,
      'validation_failed',
    );
    const alias = await app.inject({ method: 'GET', url: '/cashier/sandbox?currency=EUR&amount=500' });
    expect(alias.statusCode).toBe(302);
    expect(alias.headers.location).toBe('/api/platform/payments/sandbox/cashier?currency=EUR&amount=500');
  });

  it('tells the web app where the payment iframe goes', async () => {
    const client = new PlatformClient(app);
    await client.register(undefined, { currency: 'GBP' });
    const reply = await client.json(
      client.get('/api/platform/payments/cashier?amount=2000&return_url=%2Fprofile'),
      cashierReplySchema,
    );
    expect(reply).toEqual({
      provider: 'sandbox',
      url: '/api/platform/payments/sandbox/cashier?currency=GBP&amount=2000&return_url=%2Fprofile',
    });
    expectError(await new PlatformClient(app).get('/api/platform/payments/cashier'), 401, 'unauthorized');
  });

  it('answers a quick deposit with a notice for success, pending and failure', async () => {
    const client = new PlatformClient(app);
    await client.register(undefined, { currency: 'USD' });
    const ok = await client.json(
      client.post('/api/platform/payments/quick_deposit', { amount: 1000 }),
      quickDepositReplySchema,
      201,
    );
    expect(ok.notice).toEqual({ type: 'success', message: 'Your deposit of 10.00 USD was successful.' });
    expect(ok.account).toMatchObject({ currency: { code: 'USD' }, balance: 1000 });
    const pending = await client.json(
      client.post('/api/platform/payments/quick_deposit', { amount: 500, outcome: 'pending' }),
      quickDepositReplySchema,
      201,
    );
    expect(pending.notice.type).toBe('pending');
    const failed = await client.json(
      client.post('/api/platform/payments/quick_deposit', { amount: 500, outcome: 'error' }),
      quickDepositReplySchema,
      201,
    );
    expect(failed.notice).toEqual({ type: 'error', message: 'Your deposit of 5.00 USD was declined.' });
    expect(await balance(client, 'USD')).toBe(1000);
    expectError(await client.post('/api/platform/payments/quick_deposit', { amount: 0 }), 400, 'validation_failed');
  });
});

describe(`payments: with an external cashier (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ CASHIER_URL: 'https://pay.example.com/cashier', AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('points the iframe at the configured cashier and has no sandbox to credit from', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const reply = await client.json(client.get('/api/platform/payments/cashier?amount=500'), cashierReplySchema);
    expect(reply).toEqual({
      provider: 'external',
      url: 'https://pay.example.com/cashier?currency=EUR&amount=500&return_url=http%3A%2F%2Flocalhost%3A3000%2F',
    });
    expectError(
      await client.post('/api/platform/payments/sandbox/deposits', { amount: 500, currency: 'EUR' }),
      404,
      'not_found',
    );
    expectError(await client.post('/api/platform/payments/quick_deposit', { amount: 500 }), 404, 'not_found');
    expect((await app.inject({ method: 'GET', url: '/api/platform/payments/sandbox/cashier' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/cashier/sandbox' })).statusCode).toBe(404);
  });
});
