import { errorBodySchema } from '@sportsbook/contract/errors';
import { z } from 'zod';
import { zodSerializerCompiler } from '../plugins/response-serializer';

/**
 * Replies of the hub's HTTP side, as the Centrifugo protocol and its server API write them (the `centrifuge` client
 * and Centrifugo's HTTP API clients read these shapes): tokens, publish and broadcast results.
 */
export const connectionTokenReplySchema = z.object({ token: z.string() });

export const subscriptionTokensReplySchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
  /** Only for the one-channel form `{ channel }` (`""` when refused). */
  token: z.string().optional(),
});

const protocolErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  temporary: z.boolean().optional(),
});
const streamPositionSchema = z.object({ offset: z.number().int(), epoch: z.string() });
const publishResultSchema = z.union([
  z.object({ result: streamPositionSchema }),
  z.object({ error: protocolErrorSchema }),
]);

export const publishReplySchema = publishResultSchema;
export const broadcastReplySchema = z.union([
  z.object({ result: z.object({ responses: z.array(publishResultSchema) }) }),
  z.object({ error: protocolErrorSchema }),
]);

/** A reply with no body (preflights, emulation, redirects, the WebSocket upgrade the `ws` server takes over). */
export const noBody = z.null();
/** A stream the route writes itself (hijacked: `http_stream`, SSE); nothing is serialized. */
export const streamBody = z.string();

/**
 * Route options declaring a reply schema (and the contract's error body), with the serializer that reads zod: the
 * hub's routes work in any Fastify app, not only in one whose serializer compiler is set to it.
 */
export function replies(response: Record<string, z.ZodType>) {
  return {
    schema: { response: { '4xx': errorBodySchema, '5xx': errorBodySchema, ...response } },
    serializerCompiler: zodSerializerCompiler,
  };
}
