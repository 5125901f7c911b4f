import { accountSchema, depositReplySchema } from '@sportsbook/contract/platform';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deposits, ledgerEntries } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';

const DEPOSIT = '/api/platform/payments/sandbox/deposits';
const card = { currency: 'EUR', card_number: '4242424242424242' };

describe(`deposits: idempotency key, maximum deposit and balance (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', MAX_DEPOSIT: '1000', MAX_BALANCE: '2500' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function player() {
    const client = new PlatformClient(app);
    const profile = await client.register();
    return { client, id: profile.id };
  }

  async function balance(client: PlatformClient): Promise<number | undefined> {
    const list = await client.json(client.get('/api/platform/player/accounts'), z.array(accountSchema));
    return list.find((a) => a.currency.code === 'EUR')?.balance;
  }

  async function credits(playerId: number): Promise<number> {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.kind, 'deposit')));
    return Number(row?.n ?? 0);
  }

  it('a retry with the same Idempotency-Key answers the first deposit and credits once', async () => {
    const { client, id } = await player();
    const headers = { 'idempotency-key': 'dep-1' };
    const first = await client.json(
      client.post(DEPOSIT, { amount: 5000, ...card }, { headers }),
      depositReplySchema,
      201,
    );
    // The client saw a socket error and retries: same key, same body.
    const again = await client.json(
      client.post(DEPOSIT, { amount: 5000, ...card }, { headers }),
      depositReplySchema,
      201,
    );
    expect(again.deposit.id).toBe(first.deposit.id);
    expect(await balance(client)).toBe(5000);
    expect(await credits(id)).toBe(1);
    // The same key for another body is refused, and moves nothing.
    expectError(await client.post(DEPOSIT, { amount: 7000, ...card }, { headers }), 422, 'idempotency_key_reused');
    expect(await balance(client)).toBe(5000);
  });

  it('ten simultaneous retries of one key credit once', async () => {
    const { client, id } = await player();
    const headers = { 'idempotency-key': 'burst' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => client.post(DEPOSIT, { amount: 1234, ...card }, { headers })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => r.json().deposit.id)).size).toBe(1);
    expect(await balance(client)).toBe(1234);
    expect(await credits(id)).toBe(1);
    const [rows] = await app.database.db.select({ n: count() }).from(deposits).where(eq(deposits.playerId, id));
    expect(Number(rows?.n)).toBe(1);
  });

  it('refuses a deposit above MAX_DEPOSIT and one that would take the balance above MAX_BALANCE', async () => {
    const { client } = await player();
    const tooLarge = expectError(await client.post(DEPOSIT, { amount: 100_001, ...card }), 422, 'deposit_too_large');
    expect(tooLarge.error.details).toEqual({ max: 100_000 });
    // 2^53 − 1 minor units, twice, can no longer overflow the balance.
    expectError(await client.post(DEPOSIT, { amount: 2 ** 53 - 1, ...card }), 422, 'deposit_too_large');
    for (const amount of [100_000, 100_000]) {
      await client.json(client.post(DEPOSIT, { amount, ...card }), depositReplySchema, 201);
    }
    const over = expectError(await client.post(DEPOSIT, { amount: 60_000, ...card }), 422, 'balance_limit_exceeded');
    expect(over.error.details).toEqual({ max: 250_000, balance: 200_000 });
    expect(await balance(client)).toBe(200_000);
    // In another currency the maximum is converted at the reference rate (1,000 EUR = 1,080 USD).
    await client.post('/api/platform/player/accounts', { currency: 'USD' });
    expectError(
      await client.post(DEPOSIT, { amount: 108_001, currency: 'USD', card_number: card.card_number }),
      422,
      'deposit_too_large',
    );
  });
});
