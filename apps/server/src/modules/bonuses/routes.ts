import {
  BONUS_TYPE_PATHS,
  betBonusesBodySchema,
  betBonusesReplySchema,
  bonusesQuerySchema,
  bonusesReplySchema,
  bonusPageQuerySchema,
  bonusPageSchema,
  bonusSchema,
  bonusTermsSchema,
  campaignBodySchema,
  campaignPatchSchema,
  campaignSchema,
  freebetsForBetBodySchema,
  freebetsForBetReplySchema,
  issueBonusBodySchema,
  markSeenBodySchema,
  promoCodeBodySchema,
} from '@sportsbook/contract/bonuses';
import { joinedSchema } from '@sportsbook/contract/rewards';
import { parseAcceptLanguage } from '@sportsbook/domain/locales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf, playerScope } from '../auth/auth-plugin';
import { requireOperatorKey } from '../operator/operator-auth';
import type { BonusesService } from './bonuses-service';

const typePathSchema = z.enum(Object.keys(BONUS_TYPE_PATHS) as [keyof typeof BONUS_TYPE_PATHS]);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The locale of bonus texts: `?locale=`, else the first Accept-Language tag, else English. */
function textLocale(request: FastifyRequest, query: { locale?: string }): string {
  return query.locale ?? parseAcceptLanguage(request.headers['accept-language'])[0] ?? 'en';
}

/** The player of a request, or null for a visitor (the lists show visitors the open campaigns). */
async function viewer(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const id = await app.resolvePlayerId(request);
  return id === null ? null : Number(id);
}

/**
 * The player's `/bonuses` routes under /api/v3 (spec 001 §7.3): lists and details answer visitors too (open campaigns
 * only); activating, marking seen and redeeming a code need a session. Replies are never cached.
 */
export function bonusesRoutes(bonuses: BonusesService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    r.get(
      '/bonuses',
      { schema: { querystring: bonusesQuerySchema, response: { 200: bonusesReplySchema } } },
      async (request) => ({
        data: await bonuses.list(await viewer(app, request), request.query, textLocale(request, request.query)),
      }),
    );

    r.get(
      '/bonuses/:typePlural',
      {
        schema: {
          params: z.object({ typePlural: typePathSchema }),
          querystring: bonusPageQuerySchema,
          response: { 200: bonusPageSchema },
        },
      },
      async (request) =>
        bonuses.page(
          await viewer(app, request),
          request.params.typePlural,
          request.query,
          textLocale(request, request.query),
        ),
    );

    r.get(
      '/bonuses/:typePlural/:id',
      {
        schema: {
          params: z.object({ typePlural: typePathSchema, id: idSchema }),
          querystring: z.object({ locale: z.string().min(2).max(16).optional() }),
          response: { 200: bonusSchema },
        },
      },
      async (request) =>
        bonuses.detail(
          await viewer(app, request),
          request.params.typePlural,
          request.params.id,
          textLocale(request, request.query),
        ),
    );

    r.get(
      '/bonuses/:typePlural/:id/terms',
      {
        schema: {
          params: z.object({ typePlural: typePathSchema, id: idSchema }),
          querystring: z.object({ locale: z.string().min(2).max(16).optional() }),
          response: { 200: bonusTermsSchema },
        },
      },
      async (request) =>
        bonuses.terms(
          await viewer(app, request),
          request.params.typePlural,
          request.params.id,
          textLocale(request, request.query),
        ),
    );

    await app.register(async (players) => {
      const p = playerScope(players, 'preHandler');
      p.post(
        '/bonuses/promo-code',
        { schema: { body: promoCodeBodySchema, response: { 201: bonusSchema } } },
        async (request, reply) => reply.status(201).send(await bonuses.redeem(playerOf(request).id, request.body.code)),
      );
      p.post(
        '/bonuses/mark-as-seen',
        { schema: { body: markSeenBodySchema, response: { 204: z.null() } } },
        async (request, reply) => {
          await bonuses.markSeen(playerOf(request).id, request.body);
          return reply.status(204).send(null);
        },
      );
      p.post(
        '/bonuses',
        { schema: { body: betBonusesBodySchema, response: { 200: betBonusesReplySchema } } },
        async (request) => ({
          bets: await bonuses.forBets(playerOf(request).id, request.body.bets, textLocale(request, {})),
        }),
      );
      p.post(
        '/bonuses/freebets/amb',
        { schema: { body: freebetsForBetBodySchema, response: { 200: freebetsForBetReplySchema } } },
        async (request) => {
          const [bet] = await bonuses.forBets(playerOf(request).id, [request.body], textLocale(request, {}));
          return { data: (bet?.availableBonuses ?? []).filter((b) => b.type !== 'comboboost') };
        },
      );
      p.post(
        '/bonuses/:id/activate',
        { schema: { params: z.object({ id: idSchema }), response: { 200: z.union([bonusSchema, joinedSchema]) } } },
        async (request) => bonuses.activate(playerOf(request).id, request.params.id),
      );
    });
  };
}

/** The operator's campaign calls under /api/operator (OPERATOR_API_KEY): create, update, pause, resume, list, issue. */
export function bonusOperatorRoutes(bonuses: BonusesService, apiKey: string) {
  return async (app: FastifyInstance): Promise<void> => {
    requireOperatorKey(app, apiKey);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const params = { params: z.object({ id: idSchema }) };
    r.get('/campaigns', { schema: { response: { 200: z.object({ data: z.array(campaignSchema) }) } } }, async () => ({
      data: await bonuses.listCampaigns(),
    }));
    r.post(
      '/campaigns',
      { schema: { body: campaignBodySchema, response: { 201: campaignSchema } } },
      async (request, reply) => reply.status(201).send(await bonuses.createCampaign(request.body)),
    );
    r.patch(
      '/campaigns/:id',
      { schema: { ...params, body: campaignPatchSchema, response: { 200: campaignSchema } } },
      async (request) => bonuses.updateCampaign(request.params.id, request.body),
    );
    r.post('/campaigns/:id/pause', { schema: { ...params, response: { 200: campaignSchema } } }, async (request) =>
      bonuses.updateCampaign(request.params.id, { status: 'paused' }),
    );
    r.post('/campaigns/:id/resume', { schema: { ...params, response: { 200: campaignSchema } } }, async (request) =>
      bonuses.updateCampaign(request.params.id, { status: 'active' }),
    );
    r.post(
      '/bonuses',
      { schema: { body: issueBonusBodySchema, response: { 201: bonusSchema } } },
      async (request, reply) =>
        reply.status(201).send(await bonuses.issueByOperator(request.body.campaign_id, request.body.player_id)),
    );
  };
}
