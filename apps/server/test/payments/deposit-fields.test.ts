import { playerSchema, quickDepositReplySchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient } from '../players/platform-client';

describe(`payments: required deposit fields before any deposit (spec 000 §5) (${databaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0', DEPOSIT_REQUIRED_FIELDS: 'first_name,last_name' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the empty fields on the player, refuses the cashier and quick deposit until they are filled', async () => {
    const client = new PlatformClient(app);
    await client.register();
    const player = await client.json(client.get('/api/platform/player'), playerSchema);
    expect(player.depositFieldsMissed).toEqual(['first_name', 'last_name']);
    expect(player.authFieldsMissed).toEqual([]);

    const refused = expectError(await client.get('/api/platform/payments/cashier'), 422, 'deposit_fields_missing');
    expect(refused.error.details).toEqual({ fields: ['first_name', 'last_name'] });
    expectError(
      await client.post('/api/platform/payments/quick_deposit', { amount: 1000 }),
      422,
      'deposit_fields_missing',
    );

    const filled = await client.json(
      client.patch('/api/platform/player', { first_name: 'Ada', last_name: 'Lovelace' }),
      playerSchema,
    );
    expect(filled.depositFieldsMissed).toEqual([]);
    expect((await client.get('/api/platform/payments/cashier')).statusCode).toBe(200);
    const quick = await client.json(
      client.post('/api/platform/payments/quick_deposit', { amount: 1000 }),
      quickDepositReplySchema,
      201,
    );
    expect(quick.notice.type).toBe('success');
  });
});
