import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-errors';
import { noBody, replies, streamBody } from './http-schemas';
import type { Hub } from './hub';
import type { OriginPolicy } from './origins';
import { STREAM_HEADERS, streamTransport } from './stream-transport';
import { MAX_FRAME_BYTES } from './websocket-transport';

const EMULATION_METHODS = 'POST, OPTIONS';

function origin(request: FastifyRequest): string | undefined {
  return request.headers.origin;
}

function preflight(origins: OriginPolicy, methods: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = request.headers['access-control-request-headers'];
    reply.headers(
      origins.preflightHeaders(origin(request), typeof requested === 'string' ? requested : undefined, methods),
    );
    return reply.code(204).send();
  };
}

/** Starts a stream session on a hijacked response and hands it the connect command. */
function startStream(
  hub: Hub,
  origins: OriginPolicy,
  name: 'http_stream' | 'sse',
  request: FastifyRequest,
  reply: FastifyReply,
  connect: unknown,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...STREAM_HEADERS,
    'content-type': name === 'sse' ? 'text/event-stream; charset=utf-8' : 'application/json',
    ...origins.corsHeaders(origin(request)),
  });
  // SSE starts with a line break, flushed at once; http_stream with the first reply.
  if (name === 'sse') response.write('\r\n');
  else response.flushHeaders();
  request.raw.socket.setNoDelay(true);
  const session = hub.createSession(streamTransport(name, response));
  response.on('close', () => session.transportClosed());
  if (typeof connect === 'string') session.receiveText(connect);
  else session.receive([connect]);
}

/**
 * The HTTP side of the hub: `POST /connection/http_stream`, `GET /connection/sse?cf_connect=`, and
 * `POST /emulation` that carries every later command of those two (routed to the node holding the session).
 * All answer CORS preflights and echo an allowed `Origin` with credentials.
 */
export function registerConnectionRoutes(app: FastifyInstance, hub: Hub, origins: OriginPolicy): void {
  const forbidden = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (origins.allows(origin(request))) return false;
    void reply.code(403).send(errorBody('forbidden', 'origin not allowed'));
    return true;
  };

  app.get('/connection/websocket', replies({ 101: noBody }), async (_request, reply) =>
    reply.code(400).send(errorBody('bad_request', 'expected a WebSocket upgrade')),
  );

  const preflightSchema = replies({ 204: noBody });
  app.options('/connection/http_stream', preflightSchema, preflight(origins, EMULATION_METHODS));
  app.post(
    '/connection/http_stream',
    { bodyLimit: MAX_FRAME_BYTES, ...replies({ 200: streamBody }) },
    async (request, reply) => {
      if (forbidden(request, reply)) return reply;
      startStream(hub, origins, 'http_stream', request, reply, request.body);
    },
  );

  app.options('/connection/sse', preflightSchema, preflight(origins, 'GET, POST, OPTIONS'));
  app.get<{ Querystring: { cf_connect?: unknown } }>(
    '/connection/sse',
    replies({ 200: streamBody }),
    async (request, reply) => {
      if (forbidden(request, reply)) return reply;
      const connect = request.query.cf_connect;
      if (typeof connect !== 'string' || connect === '') {
        return reply.code(400).send(errorBody('bad_request', 'cf_connect query parameter required'));
      }
      startStream(hub, origins, 'sse', request, reply, connect);
    },
  );

  app.options('/emulation', preflightSchema, preflight(origins, EMULATION_METHODS));
  app.post('/emulation', { bodyLimit: MAX_FRAME_BYTES, ...replies({ 204: noBody }) }, async (request, reply) => {
    if (forbidden(request, reply)) return reply;
    reply.headers(origins.corsHeaders(origin(request)));
    const body = request.body;
    const { session, node, data } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (typeof session !== 'string' || typeof node !== 'string' || typeof data !== 'string') {
      return reply.code(400).send(errorBody('bad_request', 'expected { session, node, data }'));
    }
    // 404 makes the client reconnect: no node holds that session any more.
    const delivered = await hub.handleEmulation(node, session, data);
    return reply.code(delivered ? 204 : 404).send();
  });
}
