import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerApiRoutes } from './api-routes';
import type { Broker } from './broker';
import { type Disconnect, disconnects } from './codes';
import { registerConnectionRoutes } from './connection-routes';
import { Hub, type HubLogger, type HubStats } from './hub';
import { MemoryBroker } from './memory-broker';
import { OriginPolicy } from './origins';
import { InProcessPublisher, type RealtimePublisher } from './publisher';
import { RedisBroker } from './redis-broker';
import { registerTokenRoutes } from './token-routes';
import { TokenService } from './tokens';
import { serveWebSockets } from './websocket-transport';

export interface RealtimeOptions {
  /** HMAC secret of connection and subscription JWTs (HS256), as Centrifugo's `hmac_secret_key`. */
  secret: string;
  /** Key of `POST /api/publish` and `/api/broadcast` (`X-API-Key`), as Centrifugo's `http_api.key`. */
  apiKey: string;
  /** Redis URL: several server processes then share channels, history and emulation sessions. */
  redisUrl?: string | undefined;
  /** Prefix of Redis keys and pub/sub channels (default `sportsbook:rt:`). */
  redisPrefix?: string | undefined;
  /** This process's node id (default: a random UUID). Must differ between processes. */
  nodeId?: string | undefined;
  /** Lifetime of tokens issued by the token routes (default 600 s). */
  tokenTtlSeconds?: number | undefined;
  /** Publications kept per channel for recovery (default 100). */
  historySize?: number | undefined;
  /** Seconds a publication stays in history (default 300). */
  historyTtlSeconds?: number | undefined;
  /** Seconds a channel's epoch survives without publications (default 86 400). */
  historyMetaTtlSeconds?: number | undefined;
  /** Server ping interval (default 25 s; fractions allowed, for tests). */
  pingIntervalSeconds?: number | undefined;
  /** How long a ping may stay unanswered before 3012 (default 8 s, at most 90 % of the ping interval). */
  pongTimeoutSeconds?: number | undefined;
  /** Grace after a token's expiry for its refresh to arrive (default 25 s). */
  expiryGraceSeconds?: number | undefined;
  /** Browser origins allowed on every real-time endpoint; unset or empty allows all (development). */
  allowedOrigins?: string[] | undefined;
  /** Who is calling the token routes (default: always a visitor). */
  resolvePlayerId?: ((request: FastifyRequest) => Promise<string | null>) | undefined;
  logger?: HubLogger | undefined;
  /** A broker instead of the one `redisUrl` selects (tests, custom engines). */
  broker?: Broker | undefined;
}

export interface RealtimeHandle {
  /** In-process publisher (through this hub and its broker). */
  publisher: RealtimePublisher;
  hub: Hub;
  tokens: TokenService;
  nodeId: string;
  /** Closes local connections of a player or a connection id (default 3001: they reconnect). */
  disconnect(filter?: { user?: string; client?: string }, reason?: Disconnect): number;
  /** Disconnects everyone (3001), stops WebSocket upgrades and closes the broker. Idempotent. */
  close(): Promise<void>;
  stats(): HubStats;
}

const DEFAULTS = {
  tokenTtlSeconds: 600,
  historySize: 100,
  historyTtlSeconds: 300,
  historyMetaTtlSeconds: 86_400,
  pingIntervalSeconds: 25,
  pongTimeoutSeconds: 8,
  expiryGraceSeconds: 25,
} as const;

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`realtime option ${name} must be a positive number`);
  return value;
}

/**
 * Registers the real-time hub on `app`: WebSocket upgrades on `/connection/websocket`, http_stream, SSE and
 * `/emulation`, the Centrifugo-compatible `/api/publish` and `/api/broadcast`, and the two token routes under
 * `/api/sportsbook/websocket/`. Connects the broker before returning. Everything closes with the app.
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<RealtimeHandle> {
  const nodeId = options.nodeId ?? randomUUID();
  const logger: HubLogger = options.logger ?? app.log;
  const history = {
    size: Math.round(positive(options.historySize, DEFAULTS.historySize, 'historySize')),
    ttlSeconds: positive(options.historyTtlSeconds, DEFAULTS.historyTtlSeconds, 'historyTtlSeconds'),
    metaTtlSeconds: positive(options.historyMetaTtlSeconds, DEFAULTS.historyMetaTtlSeconds, 'historyMetaTtlSeconds'),
  };
  const pingIntervalMs =
    positive(options.pingIntervalSeconds, DEFAULTS.pingIntervalSeconds, 'pingIntervalSeconds') * 1000;
  const pongTimeoutMs = Math.min(
    positive(options.pongTimeoutSeconds, DEFAULTS.pongTimeoutSeconds, 'pongTimeoutSeconds') * 1000,
    pingIntervalMs * 0.9,
  );
  if (options.apiKey === '') throw new Error('realtime apiKey must not be empty');
  const tokens = new TokenService(options.secret);
  const broker =
    options.broker ??
    (options.redisUrl
      ? new RedisBroker({
          ...history,
          url: options.redisUrl,
          prefix: options.redisPrefix,
          onError: (error) => logger.warn({ err: error }, 'realtime redis error'),
        })
      : new MemoryBroker(history));
  const hub = new Hub({
    nodeId,
    broker,
    tokens,
    logger,
    pingIntervalMs,
    pongTimeoutMs,
    expiryGraceMs: positive(options.expiryGraceSeconds, DEFAULTS.expiryGraceSeconds, 'expiryGraceSeconds') * 1000,
    staleCloseDelayMs: 10_000,
    maxBufferedBytes: 8 * 1024 * 1024,
    version: 'sportsbook-realtime 0.1.0',
  });
  await hub.start();

  const origins = new OriginPolicy(options.allowedOrigins);
  const stopWebSockets = serveWebSockets({ server: app.server, path: '/connection/websocket', hub, origins });
  registerConnectionRoutes(app, hub, origins);
  registerApiRoutes(app, hub, options.apiKey);
  registerTokenRoutes(app, {
    tokens,
    ttlSeconds: positive(options.tokenTtlSeconds, DEFAULTS.tokenTtlSeconds, 'tokenTtlSeconds'),
    resolvePlayerId: options.resolvePlayerId ?? (async () => null),
  });

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      stopWebSockets();
      await hub.close();
    })();
    return closing;
  };
  // Before the HTTP server waits for open requests: streams and sockets must end first.
  app.addHook('preClose', close);

  return {
    publisher: new InProcessPublisher(hub),
    hub,
    tokens,
    nodeId,
    disconnect: (filter = {}, reason = disconnects.shutdown) => hub.disconnect(filter, reason),
    close,
    stats: () => hub.stats(),
  };
}
