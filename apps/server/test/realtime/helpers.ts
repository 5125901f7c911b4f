import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import { EventSource } from 'eventsource';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Disconnect } from '../../src/realtime/codes';
import { type RealtimeHandle, type RealtimeOptions, registerRealtime } from '../../src/realtime/plugin';

export const SECRET = 'test-secret-0123456789abcdef';
export const API_KEY = 'test-api-key';
export const TRANSPORTS = ['websocket', 'http_stream', 'sse'] as const;
export type TransportKind = (typeof TRANSPORTS)[number];

/** Header the test `resolvePlayerId` reads: the caller's player id. */
export const PLAYER_HEADER = 'x-test-player';

export interface TestServer {
  app: FastifyInstance;
  handle: RealtimeHandle;
  base: string;
  close(): Promise<void>;
}

/** A Fastify instance with only the realtime plugin, listening on a free port. */
export async function startServer(options: Partial<RealtimeOptions> = {}): Promise<TestServer> {
  // Clients (undici, eventsource) may hold sockets without a request in flight: destroy them on close.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const handle = await registerRealtime(app, {
    secret: SECRET,
    apiKey: API_KEY,
    resolvePlayerId: async (request) => {
      const player = request.headers[PLAYER_HEADER];
      return typeof player === 'string' && player !== '' ? player : null;
    },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, handle, base: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A connection token from the server's token route. */
export async function fetchConnectionToken(base: string, player: string | null): Promise<string> {
  const response = await fetch(`${base}/api/sportsbook/websocket/token`, {
    method: 'POST',
    headers: player === null ? {} : { [PLAYER_HEADER]: player },
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** A subscription token from the server's authorize route ('' when refused). */
export async function fetchSubscriptionToken(base: string, player: string | null, channel: string): Promise<string> {
  const response = await fetch(`${base}/api/sportsbook/websocket/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(player === null ? {} : { [PLAYER_HEADER]: player }) },
    body: JSON.stringify({ channels: [channel] }),
  });
  const body = (await response.json()) as { channels: { channel: string; token: string }[] };
  return body.channels.find((c) => c.channel === channel)?.token ?? '';
}

/** The real `centrifuge` client on one transport, configured for Node. */
export function newClient(
  base: string,
  transport: TransportKind,
  options: Partial<Options> & { emulationBase?: string } = {},
): Centrifuge {
  const { emulationBase, ...clientOptions } = options;
  const endpoint =
    transport === 'websocket'
      ? `${base.replace(/^http/, 'ws')}/connection/websocket`
      : `${base}/connection/${transport}`;
  return new Centrifuge([{ transport, endpoint }], {
    websocket: WebSocket,
    eventsource: EventSource,
    fetch,
    readableStream: ReadableStream,
    emulationEndpoint: `${emulationBase ?? base}/emulation`,
    minReconnectDelay: 150,
    maxReconnectDelay: 400,
    ...clientOptions,
  });
}

interface Emitter {
  on(event: string, listener: (ctx: never) => void): unknown;
  removeListener(event: string, listener: (ctx: never) => void): unknown;
}

/**
 * Resolves with the first `event` whose context satisfies `accept`. The listener never throws (an
 * exception in a centrifuge 5.8.0 handler disconnects the client for good).
 */
export function waitFor<T>(
  emitter: Emitter,
  event: string,
  accept: (ctx: T) => boolean = () => true,
  timeoutMs = 4000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const listener = (ctx: T) => {
      try {
        if (!accept(ctx)) return;
        clearTimeout(timer);
        emitter.removeListener(event, listener as (ctx: never) => void);
        resolve(ctx);
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      emitter.removeListener(event, listener as (ctx: never) => void);
      reject(new Error(`timed out waiting for ${event}`));
    }, timeoutMs);
    emitter.on(event, listener as (ctx: never) => void);
  });
}

/** Collects every `event` context; handlers never throw. */
export function collect<T>(emitter: Emitter, event: string): T[] {
  const seen: T[] = [];
  emitter.on(event, ((ctx: T) => {
    try {
      seen.push(ctx);
    } catch {
      // never reached; keeps the handler exception-free
    }
  }) as (ctx: never) => void);
  return seen;
}

/** Polls `check` until it returns true. */
export async function until(check: () => boolean, timeoutMs = 4000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface DisconnectedContext {
  code: number;
  reason: string;
}

export type { Disconnect };
