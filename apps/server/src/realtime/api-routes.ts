import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StreamPosition } from './broker';
import { errors, type ProtocolError } from './codes';
import { errorBody } from './http-errors';
import { broadcastReplySchema, publishReplySchema, replies } from './http-schemas';
import { type Hub, RealtimeError } from './hub';

function keyMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The API key of a request: `X-API-Key`, `Authorization: apikey <key>` or `?api_key=` (as Centrifugo). */
function requestKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^apikey\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1] !== undefined) return match[1];
  }
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'api_key' in query && typeof query.api_key === 'string') {
    return query.api_key;
  }
  return null;
}

type ApiResult = { result: object } | { error: ProtocolError };

function asError(error: unknown): ProtocolError {
  if (error instanceof RealtimeError) return { code: error.code, message: error.message };
  return { code: errors.internal.code, message: errors.internal.message };
}

async function publishOne(hub: Hub, channel: unknown, data: unknown): Promise<ApiResult> {
  if (typeof channel !== 'string' || channel === '' || data === undefined) return { error: errors.badRequest };
  try {
    const position = await hub.publish(channel, data);
    return { result: position };
  } catch (error) {
    return { error: asError(error) };
  }
}

/** Centrifugo answers API errors with HTTP 200 unless `X-Centrifugo-Error-Mode: transport` asks for a status. */
function send(request: FastifyRequest, reply: FastifyReply, result: ApiResult): FastifyReply {
  if ('error' in result && request.headers['x-centrifugo-error-mode'] === 'transport') {
    const status = result.error.code === errors.internal.code ? 500 : 400;
    return reply.code(status).send({ error: { code: result.error.code, message: result.error.message } });
  }
  return reply.send(result);
}

/**
 * The server API subset of Centrifugo the backend needs, same contract: `POST /api/publish`
 * (`{channel, data}` → `{result:{offset, epoch}}`) and `POST /api/broadcast` (`{channels, data}` →
 * `{result:{responses:[…]}}`; channels sharing a stream, such as the locales of one public channel, get one
 * publication). Other publish fields (`skip_history`, `tags`, `idempotency_key`, `delta`)
 * are accepted and ignored: every publication goes to history and delta is negotiated per subscriber.
 */
export function registerApiRoutes(app: FastifyInstance, hub: Hub, apiKey: string): void {
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const key = requestKey(request);
    if (key !== null && keyMatches(key, apiKey)) return true;
    void reply.code(401).send(errorBody('unauthorized', 'invalid API key'));
    return false;
  };

  app.post('/api/publish', replies({ 200: publishReplySchema }), async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = request.body;
    if (typeof body !== 'object' || body === null) return send(request, reply, { error: errors.badRequest });
    const { channel, data } = body as { channel?: unknown; data?: unknown };
    return send(request, reply, await publishOne(hub, channel, data));
  });

  app.post('/api/broadcast', replies({ 200: broadcastReplySchema }), async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const body = request.body;
    if (typeof body !== 'object' || body === null) return send(request, reply, { error: errors.badRequest });
    const { channels, data } = body as { channels?: unknown; data?: unknown };
    if (!Array.isArray(channels) || channels.length === 0 || data === undefined) {
      return send(request, reply, { error: errors.badRequest });
    }
    const named = channels.filter(
      (channel: unknown): channel is string => typeof channel === 'string' && channel !== '',
    );
    let results: (StreamPosition | RealtimeError)[];
    try {
      // Once per stream: the locales of a public channel share one stream and get one publication.
      results = await hub.broadcast(named, data);
    } catch (error) {
      return send(request, reply, { error: asError(error) });
    }
    let next = 0;
    const responses = channels.map((channel: unknown): ApiResult => {
      if (typeof channel !== 'string' || channel === '') return { error: errors.badRequest };
      const r = results[next++];
      return r === undefined || r instanceof RealtimeError ? { error: asError(r) } : { result: r };
    });
    return send(request, reply, { result: { responses } });
  });
}
