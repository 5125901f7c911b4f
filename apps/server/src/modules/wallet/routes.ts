import {
  accountSchema,
  changeAccountBodySchema,
  transactionsPageSchema,
  transactionsQuerySchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerOf, playerScope } from '../auth/auth-plugin';
import type { WalletService } from './wallet-service';

/** `GET|POST /player/accounts`, `GET /player/transactions`. All need a session (401). */
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
  };
}
