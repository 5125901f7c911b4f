import { transactionsPageSchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsCsv } from '../../src/modules/wallet/transactions-csv';
import { csvText } from '../../src/shared/csv';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { HOUR, manualClock, PlatformClient } from '../players/platform-client';

const LIST = '/api/platform/player/transactions';
const CSV = '/api/platform/player/transactions.csv';

/** The UTC day of an ISO time. */
const dayOf = (iso: string) => iso.slice(0, 10);

describe(`wallet: transaction filters and CSV export (${databaseKind})`, () => {
  let app: FastifyInstance;
  let client: PlatformClient;
  /** Creation times of the entries, oldest first: deposit 1000, stake -400 (a day later), payout 900 (a day later). */
  let times: string[];

  beforeAll(async () => {
    // Sessions outlive the two days the clock moves.
    app = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      SESSION_IDLE_MINUTES: String(7 * 24 * 60),
      SESSION_MAX_HOURS: String(24 * 30),
    });
    client = new PlatformClient(app);
    const player = await client.register();
    const clock = manualClock(app);
    const post = (amount: number, kind: 'bet_stake' | 'bet_payout', reference: string) =>
      app.database.db.transaction((tx) =>
        app.wallet.post(tx, { playerId: player.id, currency: 'EUR', amount, kind, reference }),
      );
    expect(
      (await client.post('/api/platform/payments/sandbox/deposits', { amount: 1000, currency: 'EUR' })).statusCode,
    ).toBe(201);
    clock.advance(25 * HOUR);
    await post(-400, 'bet_stake', '=HYPERLINK("http://evil")');
    clock.advance(25 * HOUR);
    await post(900, 'bet_payout', 'bet:1, "won"');
    const all = await client.json(client.get(LIST), transactionsPageSchema);
    times = all.data.map((t) => t.createdAt).reverse();
  });
  afterAll(async () => {
    await app.close();
  });

  const kinds = async (query: string) =>
    (await client.json(client.get(`${LIST}?${query}`), transactionsPageSchema)).data.map((t) => t.kind);

  it('filters by one or more types, repeated or as a comma list', async () => {
    expect(await kinds('type=deposit')).toEqual(['deposit']);
    expect(await kinds('type=deposit&type=bet_payout')).toEqual(['bet_payout', 'deposit']);
    expect(await kinds('type=bet_stake,bet_payout')).toEqual(['bet_payout', 'bet_stake']);
    expect(await kinds('type=withdrawal')).toEqual([]);
    const page = await client.json(client.get(`${LIST}?type=bet_stake,deposit&limit=1`), transactionsPageSchema);
    expect(page.pagination).toEqual({ total: 2, page: 1, limit: 1, lastPage: 2 });
    expect(page.data.map((t) => [t.kind, t.amount, t.balanceAfter])).toEqual([['bet_stake', -400, 600]]);
  });

  it('filters by dates: a plain `to` day is inclusive, date-times are exact bounds', async () => {
    const [deposit = '', stake = '', payout = ''] = times;
    expect(await kinds(`to=${dayOf(deposit)}`)).toEqual(['deposit']);
    expect(await kinds(`from=${dayOf(stake)}&to=${dayOf(stake)}`)).toEqual(['bet_stake']);
    expect(await kinds(`from=${dayOf(stake)}`)).toEqual(['bet_payout', 'bet_stake']);
    expect(await kinds(`from=${encodeURIComponent(stake)}&to=${encodeURIComponent(stake)}`)).toEqual(['bet_stake']);
    expect(await kinds(`from=${encodeURIComponent(payout)}`)).toEqual(['bet_payout']);
    const after = new Date(new Date(payout).getTime() + 1).toISOString();
    expect(await kinds(`from=${encodeURIComponent(after)}`)).toEqual([]);
    expect(await kinds(`from=${dayOf(deposit)}&to=${dayOf(payout)}&type=deposit,bet_payout`)).toEqual([
      'bet_payout',
      'deposit',
    ]);
  });

  it('answers 400 for a bad filter, never 500', async () => {
    for (const query of [
      'type=free_money',
      'type=deposit,freebet_issued',
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-11-25T10:00:00',
      'from=2026-11-26&to=2026-11-25',
      'limit=501',
    ]) {
      const body = expectError(await client.get(`${LIST}?${query}`), 400, 'validation_failed');
      expect(body.error.details, query).toBeDefined();
      expectError(await client.get(`${CSV}?${query.replace('limit=501', 'type=x')}`), 400, 'validation_failed');
    }
  });

  it('needs a session for the list and the export (401)', async () => {
    const visitor = new PlatformClient(app);
    expectError(await visitor.get(LIST), 401, 'unauthorized');
    expectError(await visitor.get(CSV), 401, 'unauthorized');
  });

  it('exports the same selection as CSV: header row, ISO UTC dates, decimal amounts, escaped text cells', async () => {
    const r = await client.get(CSV);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    expect(r.headers['cache-control']).toBe('private, no-store');
    const [deposit, stake, payout] = times;
    expect(r.body.split('\r\n')).toEqual([
      'id,date,type,amount,currency,balance_after,reference',
      expect.stringMatching(new RegExp(`^\\d+,${payout},bet_payout,9\\.00,EUR,15\\.00,"bet:1, ""won"""$`)),
      expect.stringMatching(
        new RegExp(`^\\d+,${stake},bet_stake,-4\\.00,EUR,6\\.00,"'=HYPERLINK\\(""http://evil""\\)"$`),
      ),
      expect.stringMatching(new RegExp(`^\\d+,${deposit},deposit,10\\.00,EUR,10\\.00,`)),
      '',
    ]);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const filtered = await client.get(`${CSV}?type=deposit&from=${dayOf(deposit ?? '')}`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body.trim().split('\r\n').length).toBe(2);
    expect(filtered.body).toContain(',deposit,10.00,EUR,');
    const none = await client.get(`${CSV}?currency=USD`);
    expect(none.body).toBe('id,date,type,amount,currency,balance_after,reference\r\n');
  });

  it('writes every currency with its decimals and defuses formula cells', () => {
    const row = { id: 1, kind: 'deposit', currency: 'BTC', reference: null, createdAt: '2026-01-01T00:00:00.000Z' };
    const csv = transactionsCsv([
      { ...row, amount: 12_345, balanceAfter: 100_000_000 },
      { ...row, id: 2, currency: 'JPY', amount: -500, balanceAfter: 0 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '1,2026-01-01T00:00:00.000Z,deposit,0.00012345,BTC,1.00000000,',
      '2,2026-01-01T00:00:00.000Z,deposit,-500,JPY,0,',
    ]);
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain'].map(csvText)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });
});
