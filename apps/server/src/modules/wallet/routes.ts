import {
  accountSchema,
  changeAccountBodySchema,
  transactionsFilterSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerOf, playerScope } from '../auth/auth-plugin';
import type { WalletService } from './wallet-service';

/** `GET|POST /player/accounts`, `GET /player/transactions` and its CSV export. All need a session (401). */
export function walletRoutes(wallet: WalletService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = playerScope(app, 'preHandler');

    r.get('/player/accounts', { schema: { response: { 200: z.array(accountSchema) } } }, async (request) =>
      wallet.accounts(playerOf(request).id),
    );

    r.post(
      '/player/accounts',
      { schema: { body: changeAccountBodySchema, response: { 200: accountSchema } } },
      async (request) => wallet.switchCurrency(playerOf(request).id, request.body.currency),
    );

    r.get(
      '/player/transactions',
      { schema: { querystring: transactionsQuerySchema, response: { 200: transactionsPageSchema } } },
      async (request) => wallet.transactions(playerOf(request).id, request.query),
    );

    // The same selection as a download (no paging; the newest TRANSACTIONS_CSV_MAX_ROWS rows). A string is sent as it is.
    r.get(
      '/player/transactions.csv',
      { schema: { querystring: transactionsFilterSchema, response: { 200: z.string().describe('text/csv') } } },
      async (request, reply) => {
        const { csv, truncated } = await wallet.transactionsCsv(playerOf(request).id, request.query);
        if (truncated) reply.header('x-rows-truncated', 'true');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="transactions.csv"')
          .send(csv);
      },
    );
  };
}
