import { randomBytes } from 'node:crypto';
import {
  cashierQuerySchema,
  cashierReplySchema,
  depositReplySchema,
  quickDepositBodySchema,
  quickDepositReplySchema,
  sandboxDepositBodySchema,
} from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../shared/app-error';
import { idempotencyKeyOf } from '../../shared/idempotency';
import { playerOf } from '../auth/auth-plugin';
import { playerCurrency } from '../wallet/wallet-repository';
import { renderCashierPage, safeReturnUrl } from './cashier-page';
import type { PaymentsService } from './payments-service';

/** Path of the sandbox cashier page under /api/platform (reachable through the web app's /api rewrite). */
export const SANDBOX_CASHIER_PATH = '/api/platform/payments/sandbox/cashier';
const SANDBOX_DEPOSITS_PATH = '/api/platform/payments/sandbox/deposits';

/**
 * Payments under /api/platform: `GET /payments/cashier` (where the payment iframe goes), and, while CASHIER_URL is
 * unset, the sandbox provider: the cashier page `GET /payments/sandbox/cashier` (HTML), `POST /payments/sandbox/deposits`
 * (what the page calls) and `POST /payments/quick_deposit` (returns a notice).
 */
export function paymentsRoutes(deps: {
  payments: PaymentsService;
  config: Config;
  /** The fields a deposit needs that the player has not filled (spec 000 §5): a deposit waits for them. */
  depositFieldsMissed: (playerId: number) => Promise<readonly string[]>;
}) {
  const { payments, config } = deps;
  const checkFields = async (playerId: number) => {
    const fields = await deps.depositFieldsMissed(playerId);
    if (fields.length > 0) {
      throw new AppError(422, 'deposit_fields_missing', `Fill in ${fields.join(', ')} before depositing.`, {
        fields,
      });
    }
  };
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/payments/cashier',
      {
        schema: { querystring: cashierQuerySchema, response: { 200: cashierReplySchema } },
        preHandler: app.requirePlayer,
      },
      async (request) => {
        const { id } = playerOf(request);
        await checkFields(id);
        const currency = request.query.currency ?? (await playerCurrency(app.database.db, id)) ?? 'EUR';
        const params = new URLSearchParams({ currency });
        if (request.query.amount !== undefined) params.set('amount', String(request.query.amount));
        params.set('return_url', safeReturnUrl(request.query.return_url, config.allowedOrigins, config.publicUrl));
        const external = config.payments.cashierUrl;
        if (external) {
          const url = new URL(external);
          for (const [k, v] of params) url.searchParams.set(k, v);
          return { provider: 'external', url: url.toString() };
        }
        return { provider: 'sandbox', url: `${SANDBOX_CASHIER_PATH}?${params.toString()}` };
      },
    );

    // The sandbox credits whatever it is told: it exists only while no real cashier is configured.
    if (config.payments.cashierUrl) return;

    r.get(
      '/payments/sandbox/cashier',
      // An HTML page: the string is sent as it is.
      { schema: { querystring: cashierQuerySchema, response: { 200: z.string() } } },
      async (request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        const ancestors = ["'self'", ...config.allowedOrigins.filter((o) => o !== '*')].join(' ');
        const html = renderCashierPage({
          currency: request.query.currency ?? 'EUR',
          amount: request.query.amount,
          returnUrl: safeReturnUrl(request.query.return_url, config.allowedOrigins, config.publicUrl),
          depositPath: SANDBOX_DEPOSITS_PATH,
          nonce,
        });
        return reply
          .header(
            'content-security-policy',
            `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`,
          )
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    r.post(
      '/payments/sandbox/deposits',
      {
        schema: { body: sandboxDepositBodySchema, response: { 201: depositReplySchema } },
        preHandler: app.requirePlayer,
      },
      async (request, reply) => {
        const { amount, currency, outcome, card_number } = request.body;
        const result = await payments.deposit(playerOf(request).id, {
          amount,
          currency,
          outcome,
          cardNumber: card_number,
          quick: false,
          idempotencyKey: idempotencyKeyOf(request),
        });
        return reply.status(201).send(result);
      },
    );

    r.post(
      '/payments/quick_deposit',
      {
        schema: { body: quickDepositBodySchema, response: { 201: quickDepositReplySchema } },
        preHandler: app.requirePlayer,
      },
      async (request, reply) => {
        const { id } = playerOf(request);
        await checkFields(id);
        const currency = await payments.currencyFor(id, request.body.currency);
        const result = await payments.deposit(id, {
          amount: request.body.amount,
          currency,
          outcome: request.body.outcome,
          quick: true,
          idempotencyKey: idempotencyKeyOf(request),
        });
        const notice = payments.notice(result.deposit.result, result.deposit.amount, result.deposit.currency);
        return reply.status(201).send({ notice, ...result });
      },
    );
  };
}
