import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { createFeed, resumeOptions } from './feed/create-feed';
import type { FeedSource } from './feed/types';
import { resolvePlayerId } from './modules/auth/auth-plugin';
import { betBuilderPlugin } from './modules/bet-builder/bet-builder-module';
import { betsPlugin } from './modules/bets/bets-module';
import { bonusesPlugin } from './modules/bonuses/bonuses-module';
import { CatalogStore } from './modules/catalog/catalog-store';
import { catalogRoutes } from './modules/catalog/routes';
import { favouritesPlugin } from './modules/favourites/favourites-module';
import { healthRoutes } from './modules/health/routes';
import { imagesPlugin } from './modules/images/images-module';
import { LiveUpdatesPublisher } from './modules/live-updates/live-updates-publisher';
import { liveUpdatesTestRoutes } from './modules/live-updates/test-routes';
import { notificationsPlugin } from './modules/notifications/notifications-module';
import { platformApiPlugin } from './modules/platform-api';
import { playerSettingsPlugin } from './modules/player-settings/player-settings-module';
import { settingsOverlay } from './modules/player-settings/routes';
import { pushPlugin } from './modules/push/push-module';
import { rewardsPlugin } from './modules/rewards/rewards-module';
import { settingsRoutes } from './modules/settings/routes';
import { testClockRoutes } from './modules/test-clock/routes';
import { votesPlugin } from './modules/votes/votes-module';
import { registerApplicationGuard } from './plugins/application-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerErrorReporting } from './plugins/error-reporting';
import { clientErrors, frameworkErrors } from './plugins/framework-errors';
import { registerResponseSerializer } from './plugins/response-serializer';
import { registerTextGuard } from './plugins/text-guard';
import { type RealtimeHandle, registerRealtime } from './realtime/plugin';
import { HttpPublisher } from './realtime/publisher';
import { type Clock, ManualClock, systemClock } from './shared/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    feed: FeedSource;
    catalog: CatalogStore;
    /**
     * The real-time hub. Modules publish with `app.realtime.publisher.publish(userChannel(id), { type, payload })`
     * (kinds and payloads: `@sportsbook/contract/realtime-events`); the publisher posts to a real Centrifugo when
     * CENTRIFUGO_API_URL is set.
     */
    realtime: RealtimeHandle;
    /** Every route as declared, in order (the fuzz suite reads it). */
    routeTable: readonly RouteEntry[];
  }
}

/** One declared route: its method, its path pattern (`/api/v3/bets/:id`) and its schema, if any. */
export type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined };

/**
 * The real-time hub as the `realtime` module: `app.realtime`, publishing through this process's hub, or through a
 * real Centrifugo when CENTRIFUGO_API_URL is set. Needs the platform API (sessions resolve a connection's player).
 */
const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const rt = config.realtime;
    const hub = await registerRealtime(app, {
      secret: rt.secret,
      apiKey: rt.apiKey,
      redisUrl: rt.redisUrl,
      redisPrefix: rt.redisPrefix,
      nodeId: rt.nodeId,
      allowedOrigins: config.allowedOrigins,
      resolvePlayerId,
    });
    const publisher = rt.centrifugoApiUrl
      ? new HttpPublisher({ apiUrl: rt.centrifugoApiUrl, apiKey: rt.apiKey })
      : null;
    app.decorate('realtime', publisher ? { ...hub, publisher } : hub);
  },
  { name: 'realtime', dependencies: ['platform-api'], decorators: { fastify: ['config'] } },
);

/**
 * Builds the whole server as one Fastify instance: database (migrated), feed, catalog store, then the modules.
 * `server.ts` only listens; tests call `buildApp(testConfig())` and use `app.inject`.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Request logs only at debug/trace: at thousands of catalog reads per second they would dominate the cost.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  // Every route as declared (method, path, schema): the fuzz suite generates its requests from it.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeTable', routeTable);
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSerializer(app);
  await registerErrorReporting(app, config.errorReporting);
  registerErrorHandler(app);
  registerApplicationGuard(app, config.allowedOrigins);
  registerTextGuard(app);
  await app.register(compress, { threshold: 2048, encodings: ['br', 'gzip'] });

  const clock: Clock = config.sim.clock === 'manual' ? new ManualClock(Date.now()) : systemClock;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // A restart continues the world the last process ran (same matches, scores, clocks and ids); a new world never
  // reuses a match id, since bets and history refer to them.
  const feed = createFeed(config, clock, resumeOptions(config, clock, await CatalogStore.persistedFeedState(database)));
  const catalog = new CatalogStore({ feed, database, clock });
  await catalog.load();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('feed', feed);
  app.decorate('catalog', catalog);

  await app.register(platformApiPlugin);

  let liveUpdates: LiveUpdatesPublisher | undefined;
  // Registered before the hub's own preClose hook, so the last feed batches are published before it closes.
  app.addHook('preClose', async () => liveUpdates?.stop());
  await app.register(realtimePlugin);
  liveUpdates = new LiveUpdatesPublisher({ catalog, publisher: app.realtime.publisher, logger: app.log });
  liveUpdates.start();
  // Each module names the modules it needs (`fastify-plugin` dependencies); registration fails fast without them.
  await app.register(betBuilderPlugin);
  await app.register(betsPlugin);
  await app.register(notificationsPlugin);
  await app.register(playerSettingsPlugin);
  await app.register(pushPlugin);
  await app.register(favouritesPlugin);
  await app.register(votesPlugin);
  await app.register(bonusesPlugin);
  await app.register(rewardsPlugin);

  await app.register(healthRoutes);
  await app.register(imagesPlugin);
  await app.register(catalogRoutes, {
    prefix: '/api/sportsbook',
    favouriteMatchIds: (playerId) => app.favourites.matchIds(playerId),
  });
  await app.register(settingsRoutes, { prefix: '/api/sportsbook', overlay: settingsOverlay(app.playerSettings) });
  if (clock instanceof ManualClock) await app.register(testClockRoutes, { prefix: '/api/test' });
  if (clock instanceof ManualClock) await app.register(liveUpdatesTestRoutes, { prefix: '/api/test' });

  app.addHook('onReady', async () => {
    if (config.sim.clock === 'real') feed.start();
  });
  app.addHook('onClose', async () => {
    feed.stop();
    await catalog.close();
    await database.close();
  });
  return app;
}
