import { accountSchema, depositReplySchema, transactionsPageSchema } from '@sportsbook/contract/platform';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts, ledgerEntries } from '../../src/db/schema';
import { postEntries } from '../../src/modules/wallet/ledger';
import { AppError } from '../../src/shared/app-error';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';

const accountList = z.array(accountSchema);

/** Sum of the ledger and the stored balance of one account, straight from the database. */
async function ledgerAndBalance(app: FastifyInstance, playerId: number, currency: string) {
  const { db } = app.database;
  const [account] = await db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency), eq(accounts.kind, 'cash')));
  const [sum] = await db
    .select({
      total: sql<string | null>`sum(${ledgerEntries.amount})`,
      last: sql<string | null>`max(${ledgerEntries.id})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account?.id ?? -1));
  return { ledger: Number(sum?.total ?? 0), balance: account?.balance ?? 0 };
}

describe(`wallet: accounts, currency switch, ledger (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the active account with currency details and a zero balance after sign-up', async () => {
    const client = new PlatformClient(app);
    await client.register(undefined, { currency: 'BTC' });
    const list = await client.json(client.get('/api/platform/player/accounts'), accountList);
    expect(list).toEqual([
      {
        currency: {
          code: 'BTC',
          subunits: 8,
          fiat: false,
          subcurrencies: [
            { code: 'mBTC', subunits: 5 },
            { code: 'uBTC', subunits: 2 },
          ],
        },
        balance: 0,
      },
    ]);
    expectError(await new PlatformClient(app).get('/api/platform/player/accounts'), 401, 'unauthorized');
  });

  it('switches the active currency, creating the account when it is allowed', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const usd = await client.json(client.post('/api/platform/player/accounts', { currency: 'usd' }), accountSchema);
    expect(usd).toMatchObject({ currency: { code: 'USD', subunits: 2, fiat: true }, balance: 0 });
    const list = await client.json(client.get('/api/platform/player/accounts'), accountList);
    expect(list.map((a) => a.currency.code)).toEqual(['USD', 'EUR']);
    expect((await client.get('/api/platform/player')).json().currency).toBe('USD');
    await client.json(client.post('/api/platform/player/accounts', { currency: 'EUR' }), accountSchema);
    expect(
      (await client.json(client.get('/api/platform/player/accounts'), accountList)).map((a) => a.currency.code),
    ).toEqual(['EUR', 'USD']);
    expectError(await client.post('/api/platform/player/accounts', { currency: 'XYZ' }), 400, 'currency_not_allowed');
    expectError(await client.post('/api/platform/player/accounts', { currency: 12 }), 400, 'validation_failed');
    expectError(await client.post('/api/platform/player/accounts', {}), 400, 'validation_failed');
    expect((await client.json(client.get('/api/platform/player/accounts'), accountList)).length).toBe(2);
    expectError(await client.post('/api/platform/player/accounts', { currency: 'USD' }, { noApplication: true }), 403);
  });

  it('keeps the ledger sum equal to the balance over random deposits in several currencies (property)', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const currencies = ['EUR', 'USD', 'BTC'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ currency: fc.constantFrom(...currencies), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        async (deposits) => {
          const before = Object.fromEntries(
            await Promise.all(
              currencies.map(async (c) => [c, (await ledgerAndBalance(app, player.id, c)).balance] as const),
            ),
          );
          for (const d of deposits) {
            const reply = await client.json(
              client.post('/api/platform/payments/sandbox/deposits', d),
              depositReplySchema,
              201,
            );
            expect(reply.deposit).toMatchObject({
              amount: d.amount,
              currency: d.currency,
              state: 'paid',
              result: 'success',
            });
          }
          for (const c of currencies) {
            const added = deposits.filter((d) => d.currency === c).reduce((s, d) => s + d.amount, 0);
            const { ledger, balance } = await ledgerAndBalance(app, player.id, c);
            expect(balance).toBe(ledger);
            expect(balance).toBe((before[c] ?? 0) + added);
          }
        },
      ),
      { numRuns: 12, seed: 20261121 },
    );
    const list = await client.json(client.get('/api/platform/player/accounts'), accountList);
    for (const account of list) {
      expect(account.balance).toBe((await ledgerAndBalance(app, player.id, account.currency.code)).ledger);
    }
  });

  it('keeps balances exact under concurrent deposits', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const amounts = Array.from({ length: 20 }, (_, i) => 100 + i);
    const replies = await Promise.all(
      amounts.map((amount) => client.post('/api/platform/payments/sandbox/deposits', { amount, currency: 'EUR' })),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(201);
    const { ledger, balance } = await ledgerAndBalance(app, player.id, 'EUR');
    expect(balance).toBe(amounts.reduce((s, a) => s + a, 0));
    expect(ledger).toBe(balance);
  });

  it('pages the transactions of a currency, newest first, with balance after each', async () => {
    const client = new PlatformClient(app);
    await client.register();
    for (const amount of [500, 250, 125]) {
      await client.post('/api/platform/payments/sandbox/deposits', { amount, currency: 'EUR' });
    }
    const page = await client.json(client.get('/api/platform/player/transactions?limit=2'), transactionsPageSchema);
    expect(page.pagination).toEqual({ total: 3, page: 1, limit: 2, lastPage: 2 });
    expect(page.data.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([
      ['deposit', 125, 875],
      ['deposit', 250, 750],
    ]);
    const usd = await client.json(client.get('/api/platform/player/transactions?currency=USD'), transactionsPageSchema);
    expect(usd.data).toEqual([]);
    expectError(await client.get('/api/platform/player/transactions?limit=0'), 400, 'validation_failed');
  });

  it('posts debits only within the balance, never twice for one reference, and refuses ledger edits', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    await client.post('/api/platform/payments/sandbox/deposits', { amount: 1000, currency: 'EUR' });
    const { db } = app.database;
    const post = (amount: number, reference: string) =>
      db.transaction((tx) =>
        app.wallet.post(tx, { playerId: player.id, currency: 'EUR', amount, kind: 'bet_stake', reference }),
      );
    const first = await post(-400, 'bet:1');
    expect(first).toMatchObject({ balance: 600, replayed: false });
    const again = await post(-400, 'bet:1');
    expect(again).toMatchObject({ balance: 600, replayed: true, entryId: first.entryId });
    await expect(post(-601, 'bet:2')).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === 'insufficient_funds',
    );
    expect(await ledgerAndBalance(app, player.id, 'EUR')).toEqual({ ledger: 600, balance: 600 });
    await expect(
      db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, first.entryId)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, first.entryId))).rejects.toThrow();
    // The balance cannot go negative even by a direct write.
    await expect(
      db
        .update(accounts)
        .set({ balance: -1 })
        .where(and(eq(accounts.playerId, player.id), eq(accounts.currency, 'EUR'))),
    ).rejects.toThrow();
    expect(await ledgerAndBalance(app, player.id, 'EUR')).toEqual({ ledger: 600, balance: 600 });
  });

  it('the ledger writer posts several accounts in one statement, each account within its balance, in input order', async () => {
    const clients = [new PlatformClient(app), new PlatformClient(app)];
    const [rich, poor] = await Promise.all(clients.map((c) => c.register()));
    if (!rich || !poor) throw new Error('two players needed');
    await clients[0]?.post('/api/platform/payments/sandbox/deposits', { amount: 1000, currency: 'EUR' });
    const { db } = app.database;
    const accountOf = async (playerId: number) => {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, 'EUR')));
      if (!row) throw new Error('no EUR account');
      return row.id;
    };
    const posting = async (playerId: number, amount: number) => ({
      accountId: await accountOf(playerId),
      playerId,
      currency: 'EUR',
      amount,
      kind: 'withdrawal',
      reference: `test:${playerId}`,
    });
    const postings = [await posting(poor.id, -1), await posting(rich.id, -250)];
    const posted = await db.transaction((tx) => postEntries(tx, postings, new Date()));
    expect(posted[0]).toBeNull();
    expect(posted[1]).toMatchObject({ balance: 750 });
    expect(await ledgerAndBalance(app, rich.id, 'EUR')).toEqual({ ledger: 750, balance: 750 });
    expect(await ledgerAndBalance(app, poor.id, 'EUR')).toEqual({ ledger: 0, balance: 0 });
    // The postings of one account apply together or not at all: 300 + 500 is more than the 750 left.
    const rich300 = { ...(await posting(rich.id, -300)), reference: 'test:a' };
    const rich500 = { ...(await posting(rich.id, -500)), reference: 'test:b' };
    expect(await db.transaction((tx) => postEntries(tx, [rich300, rich500], new Date()))).toEqual([null, null]);
    const both = await db.transaction((tx) =>
      postEntries(
        tx,
        [
          { ...rich300, amount: -100 },
          { ...rich500, amount: -200 },
        ],
        new Date(),
      ),
    );
    expect(both.map((p) => p?.balance)).toEqual([650, 450]);
    // A posting whose (account, kind, reference) is posted already is refused, and nothing of the call moves.
    await expect(db.transaction((tx) => postEntries(tx, postings.slice(1), new Date()))).rejects.toThrow();
    expect(await ledgerAndBalance(app, rich.id, 'EUR')).toEqual({ ledger: 450, balance: 450 });
  });

  it('tells balance listeners about committed changes', async () => {
    const client = new PlatformClient(app);
    const player = await client.register();
    const seen: { playerId: number; currency: string; balance: number }[] = [];
    const off = app.wallet.onBalanceChanged((change) => seen.push(change));
    await client.post('/api/platform/payments/sandbox/deposits', { amount: 700, currency: 'EUR' });
    await client.post('/api/platform/payments/sandbox/deposits', { amount: 700, currency: 'EUR', outcome: 'error' });
    off();
    expect(seen).toEqual([expect.objectContaining({ playerId: player.id, currency: 'EUR', balance: 700 })]);
  });
});
