import {
  categorySchema,
  countersSchema,
  iconsSchema,
  marketsPageSchema,
  matchesPageSchema,
  matchSchema,
  searchResultSchema,
  slugTargetSchema,
  sportSchema,
  tournamentSchema,
} from '@sportsbook/contract/catalog';
import {
  categoriesQuerySchema,
  countersBodySchema,
  idParamsSchema,
  marketsQuerySchema,
  matchesQuerySchema,
  searchQuerySchema,
  tournamentsQuerySchema,
} from '@sportsbook/contract/catalog-queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../shared/request-locale';
import { playerOf } from '../auth/auth-plugin';
import { CatalogService } from './catalog-service';
import { iconsFile } from './icons';
import { ResponseCache } from './response-cache';

const slugParams = z.object({ sportKey: z.string().min(1).max(64), slug: z.string().min(1).max(200) });

export type CatalogRoutesOptions = {
  /** The player's favourite match ids (modules/favourites), for `GET /matches?favourite=true`. */
  favouriteMatchIds?: (playerId: number) => Promise<ReadonlySet<number>>;
};

/**
 * Catalog calls of spec 001 §7.2 under /api/sportsbook. Reads of the live catalog are served from memory and
 * cached per feed batch; history (finished matches) comes from the database.
 */
export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions): Promise<void> {
  const service = new CatalogService(app.catalog, app.database);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ResponseCache(() => app.catalog.version);

  r.get('/sports', { schema: { response: { 200: z.array(sportSchema) } } }, async (request, reply) => {
    const locale = requestLocale(request);
    return cache.send(request, reply, `${locale}|${request.url}`, () => service.sports(locale));
  });

  r.get(
    '/categories',
    { schema: { querystring: categoriesQuerySchema, response: { 200: z.array(categorySchema) } } },
    async (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `${locale}|${request.url}`, () => service.categories(request.query, locale));
    },
  );

  r.get('/categories/:id', { schema: { params: idParamsSchema, response: { 200: categorySchema } } }, async (request) =>
    service.category(request.params.id, requestLocale(request)),
  );

  r.get(
    '/tournaments',
    { schema: { querystring: tournamentsQuerySchema, response: { 200: z.array(tournamentSchema) } } },
    async (request, reply) => {
      const locale = requestLocale(request);
      return cache.send(request, reply, `${locale}|${request.url}`, () => service.tournaments(request.query, locale));
    },
  );

  r.get(
    '/tournaments/:id',
    { schema: { params: idParamsSchema, response: { 200: tournamentSchema } } },
    async (request) => service.tournament(request.params.id, requestLocale(request)),
  );

  r.get(
    '/matches',
    { schema: { querystring: matchesQuerySchema, response: { 200: matchesPageSchema } } },
    async (request, reply) => {
      const locale = requestLocale(request);
      if (request.query.favourite) {
        // Per player: never from (or into) the shared response cache. Visitors get 401.
        await app.requirePlayer(request, reply);
        const favourites = (await options.favouriteMatchIds?.(playerOf(request).id)) ?? new Set<number>();
        const asked = request.query.id;
        const query = { ...request.query, id: asked ? asked.filter((id) => favourites.has(id)) : [...favourites] };
        reply.header('cache-control', 'private, no-store');
        return service.needsHistory(query) ? service.historyMatches(query, locale) : service.matches(query, locale);
      }
      if (service.needsHistory(request.query)) return service.historyMatches(request.query, locale);
      return cache.send(request, reply, `${locale}|${request.url}`, () => service.matches(request.query, locale));
    },
  );

  r.get('/matches/:id', { schema: { params: idParamsSchema, response: { 200: matchSchema } } }, async (request) =>
    service.match(request.params.id, requestLocale(request)),
  );

  r.get(
    '/matches/:id/markets',
    { schema: { params: idParamsSchema, querystring: marketsQuerySchema, response: { 200: marketsPageSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const locale = requestLocale(request);
      return cache.send(request, reply, `${locale}|${request.url}`, () => service.markets(id, request.query, locale));
    },
  );

  r.post('/counters', { schema: { body: countersBodySchema, response: { 200: countersSchema } } }, async (request) =>
    service.counters(request.body, requestLocale(request)),
  );

  r.get(
    '/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    async (request) => service.search(request.query, requestLocale(request)),
  );

  r.get(
    '/slugs/:sportKey/:slug',
    { schema: { params: slugParams, response: { 200: slugTargetSchema } } },
    async (request) => service.resolveSlug(request.params.sportKey, request.params.slug),
  );

  r.get('/icons', { schema: { response: { 200: iconsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return iconsFile();
  });
}
