import {
  type BetStatsQuery,
  type BetStatsReply,
  betStatsQuerySchema,
  betStatsReplySchema,
} from '@sportsbook/contract/bet-stats';
import {
  autoCashoutBodySchema,
  betListQuerySchema,
  betPageSchema,
  betSchema,
  cashoutBodySchema,
  cashoutReplySchema,
  maxStakeBodySchema,
  maxStakeReplySchema,
  placeBetsBodySchema,
  placeBetsReplySchema,
  shareCodeBodySchema,
  shareCodeQuerySchema,
  shareCodeReplySchema,
  sharedBetsReplySchema,
} from '@sportsbook/contract/bets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizeSelections } from '../../feed/names/localize';
import { idempotencyKeyOf } from '../../shared/idempotency';
import { requestLocale } from '../../shared/request-locale';
import { playerOf } from '../auth/auth-plugin';
import type { BetEvents } from './bet-events';
import { betStatsCsv } from './bet-stats-csv';
import type { BetsService } from './bets-service';
import type { CashoutService } from './cashout-service';
import type { ShareCodesService } from './share-codes-service';

/**
 * The v3 bets calls (spec 001 §7.3), mounted under /api/v3. Player calls check the session before the body
 * (a visitor gets 401 whatever they send). Replies are the contract's shapes (packages/contract/src/bets.ts).
 * Selections store English market and outcome names; replies translate them into the request's language
 * (`feed/names/`), and `bet_changed` events into the language the player last placed or listed bets in.
 */
export function betsRoutes(deps: {
  bets: BetsService;
  cashout: CashoutService;
  shares: ShareCodesService;
  events: BetEvents;
  stats: (playerId: number, query: BetStatsQuery) => Promise<BetStatsReply>;
}) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const player = { preValidation: app.requirePlayer };

    r.post(
      '/bets',
      { ...player, schema: { body: placeBetsBodySchema, response: { 201: placeBetsReplySchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        deps.events.rememberLocale(playerOf(request).id, locale);
        const bets = await deps.bets.place(playerOf(request).id, request.body, idempotencyKeyOf(request));
        return reply.status(201).send(bets.map((bet) => localizeSelections(bet, locale)));
      },
    );

    r.get(
      '/bets',
      { ...player, schema: { querystring: betListQuerySchema, response: { 200: betPageSchema } } },
      async (request) => {
        const locale = requestLocale(request);
        deps.events.rememberLocale(playerOf(request).id, locale);
        const page = await deps.bets.list(playerOf(request).id, request.query);
        return { ...page, data: page.data.map((bet) => localizeSelections(bet, locale)) };
      },
    );

    r.post(
      '/bets/cashout',
      { ...player, schema: { body: cashoutBodySchema, response: { 200: cashoutReplySchema } } },
      async (request) => {
        const done = await deps.cashout.cashout(
          playerOf(request).id,
          Number(request.body.bet_id),
          request.body.to_cashout,
        );
        return { ...done, bet: localizeSelections(done.bet, requestLocale(request)) };
      },
    );

    r.get(
      '/bets/stats',
      { ...player, schema: { querystring: betStatsQuerySchema, response: { 200: betStatsReplySchema } } },
      async (request) => deps.stats(playerOf(request).id, request.query),
    );

    r.get(
      '/bets/stats.csv',
      { ...player, schema: { querystring: betStatsQuerySchema, response: { 200: z.string().describe('text/csv') } } },
      async (request, reply) => {
        const stats = await deps.stats(playerOf(request).id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="bet-stats-${stats.group}.csv"`)
          .send(betStatsCsv(stats));
      },
    );

    r.post(
      '/bets/auto-cashout',
      { ...player, schema: { body: autoCashoutBodySchema, response: { 200: betSchema } } },
      async (request) =>
        localizeSelections(
          await deps.cashout.setAuto(playerOf(request).id, Number(request.body.bet_id), request.body.amount),
          requestLocale(request),
        ),
    );

    r.post(
      '/bets/max-stake',
      { ...player, schema: { body: maxStakeBodySchema, response: { 200: maxStakeReplySchema } } },
      async (request) => deps.bets.maxStake(playerOf(request).id, request.body),
    );

    r.get(
      '/bets/share-code',
      { schema: { querystring: shareCodeQuerySchema, response: { 200: sharedBetsReplySchema } } },
      async (request) => {
        const locale = requestLocale(request);
        return (await deps.shares.restore(request.query.code)).map((bet) => localizeSelections(bet, locale));
      },
    );

    r.post(
      '/bets/share-code',
      { schema: { body: shareCodeBodySchema, response: { 201: shareCodeReplySchema } } },
      async (request, reply) => {
        const id = await app.resolvePlayerId(request);
        return reply.status(201).send(await deps.shares.share(id === null ? null : Number(id), request.body.bets));
      },
    );
  };
}
