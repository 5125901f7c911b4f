import {
  boostBodySchema,
  boostReplySchema,
  engagementPageQuerySchema,
  huntingPageSchema,
  jackpotBodySchema,
  jackpotHitsQuerySchema,
  jackpotHitsReplySchema,
  jackpotPatchSchema,
  jackpotSchema,
  jackpotsReplySchema,
  joinJackpotBodySchema,
  lootboxOpenedSchema,
  lootboxPageSchema,
  markHitsSeenBodySchema,
  operatorJackpotSchema,
  ratingPageSchema,
  ratingQuerySchema,
  tournamentPageSchema,
} from '@sportsbook/contract/rewards';
import { parseAcceptLanguage } from '@sportsbook/domain/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf, playerScope } from '../auth/auth-plugin';
import { requireOperatorKey } from '../operator/operator-auth';
import type { WalletService } from '../wallet/wallet-service';
import type { JackpotsService } from './jackpots-service';
import type { RewardsService } from './rewards-service';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const localeQuery = z.object({ locale: z.string().min(2).max(16).optional() });

function textLocale(request: FastifyRequest, query: { locale?: string }): string {
  return query.locale ?? parseAcceptLanguage(request.headers['accept-language'])[0] ?? 'en';
}

async function viewer(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const id = await app.resolvePlayerId(request);
  return id === null ? null : Number(id);
}

/**
 * The player's hunting, tournament, lootbox and jackpot routes under /api/v3 (spec 001 §7.3). Lists answer visitors
 * too; joining, boosting, opening and marking seen need a session. Registered before the bonuses routes' `/:typePlural`
 * (static paths win in the router either way). Replies are never cached.
 */
export function rewardsRoutes(deps: { rewards: RewardsService; jackpots: JackpotsService; wallet: WalletService }) {
  const { rewards, jackpots, wallet } = deps;
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const list = { querystring: engagementPageQuerySchema };
    r.get('/bonuses/huntings', { schema: { ...list, response: { 200: huntingPageSchema } } }, async (request) =>
      rewards.huntings(await viewer(app, request), request.query, textLocale(request, request.query)),
    );
    r.get('/bonuses/tournaments', { schema: { ...list, response: { 200: tournamentPageSchema } } }, async (request) =>
      rewards.tournaments(await viewer(app, request), request.query, textLocale(request, request.query)),
    );
    r.get('/bonuses/lootboxes', { schema: { ...list, response: { 200: lootboxPageSchema } } }, async (request) =>
      rewards.lootboxes(await viewer(app, request), request.query, textLocale(request, request.query)),
    );
    r.get(
      '/bonuses/tournaments/:id/rating',
      {
        schema: {
          params: z.object({ id: idSchema }),
          querystring: ratingQuerySchema,
          response: { 200: ratingPageSchema },
        },
      },
      async (request) => rewards.rating(await viewer(app, request), request.params.id, request.query),
    );
    r.get(
      '/jackpots',
      { schema: { querystring: localeQuery, response: { 200: jackpotsReplySchema } } },
      async (request) => ({
        data: await jackpots.list(await viewer(app, request), textLocale(request, request.query)),
      }),
    );
    r.get(
      '/jackpots/:id',
      { schema: { params: z.object({ id: idSchema }), querystring: localeQuery, response: { 200: jackpotSchema } } },
      async (request) =>
        jackpots.detail(await viewer(app, request), request.params.id, textLocale(request, request.query)),
    );
    r.get(
      '/jackpot-hits',
      { schema: { querystring: jackpotHitsQuerySchema, response: { 200: jackpotHitsReplySchema } } },
      async (request) => ({
        data: await jackpots.hits(await viewer(app, request), request.query, textLocale(request, request.query)),
      }),
    );

    await app.register(async (players) => {
      const p = playerScope(players, 'preHandler');
      p.post(
        '/bonuses/:id/boost',
        { schema: { params: z.object({ id: idSchema }), body: boostBodySchema, response: { 200: boostReplySchema } } },
        async (request) => rewards.boost(playerOf(request).id, request.params.id, request.body.bonus_id),
      );
      p.post(
        '/bonuses/lootboxes/:id/open',
        { schema: { params: z.object({ id: idSchema }), response: { 200: lootboxOpenedSchema } } },
        async (request) => {
          const { change, ...opened } = await rewards.openLootbox(playerOf(request).id, request.params.id);
          if (change) wallet.publish([change]);
          return opened;
        },
      );
      p.post(
        '/jackpots',
        { schema: { body: joinJackpotBodySchema, response: { 204: z.null() } } },
        async (request, reply) => {
          await jackpots.join(playerOf(request).id, request.body.jackpot_id);
          return reply.status(204).send(null);
        },
      );
      p.post(
        '/jackpot-hits/mark-as-seen',
        { schema: { body: markHitsSeenBodySchema, response: { 204: z.null() } } },
        async (request, reply) => {
          await jackpots.markSeen(playerOf(request).id, request.body.ids);
          return reply.status(204).send(null);
        },
      );
    });
  };
}

/** The operator's jackpot calls under /api/operator (OPERATOR_API_KEY): list, create, pause, resume. */
export function jackpotOperatorRoutes(jackpots: JackpotsService, apiKey: string) {
  return async (app: FastifyInstance): Promise<void> => {
    requireOperatorKey(app, apiKey);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/jackpots',
      { schema: { response: { 200: z.object({ data: z.array(operatorJackpotSchema) }) } } },
      async () => ({
        data: await jackpots.operatorList(),
      }),
    );
    r.post(
      '/jackpots',
      { schema: { body: jackpotBodySchema, response: { 201: operatorJackpotSchema } } },
      async (request, reply) => reply.status(201).send(await jackpots.create(request.body)),
    );
    r.patch(
      '/jackpots/:id',
      {
        schema: {
          params: z.object({ id: idSchema }),
          body: jackpotPatchSchema,
          response: { 200: operatorJackpotSchema },
        },
      },
      async (request) => jackpots.setStatus(request.params.id, request.body.status),
    );
  };
}
