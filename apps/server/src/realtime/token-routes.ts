import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mayRead } from './channels';
import { errorBody } from './http-errors';
import { connectionTokenReplySchema, replies, subscriptionTokensReplySchema } from './http-schemas';
import type { TokenService } from './tokens';

/** Who is asking: a player id, or null for a visitor. */
export type ResolvePlayerId = (request: FastifyRequest) => Promise<string | null>;

const channelName = z.string().min(1).max(255);
const authorizeBody = z.union([
  z.object({ channels: z.array(channelName).min(1).max(100) }),
  z.object({ channel: channelName }),
]);

export interface TokenRoutesOptions {
  tokens: TokenService;
  ttlSeconds: number;
  resolvePlayerId: ResolvePlayerId;
}

/**
 * `POST /api/sportsbook/websocket/token` → `{ token }`: a connection token for the caller (`sub` = player id,
 * `""` for a visitor).
 *
 * `POST /api/sportsbook/websocket/authorize` with `{ channels: [...] }` (or `{ channel }`) →
 * `{ channels: [{ channel, token }] }`: subscription tokens for the channels the caller may read; others
 * are left out. Public channels need no token but get one, so one `getToken` works for any channel. The
 * `{ channel }` form also answers `token` (`""` when refused: the client then ends the subscription).
 */
export function registerTokenRoutes(app: FastifyInstance, options: TokenRoutesOptions): void {
  const { tokens, ttlSeconds, resolvePlayerId } = options;

  app.post('/api/sportsbook/websocket/token', replies({ 200: connectionTokenReplySchema }), async (request) => {
    const playerId = await resolvePlayerId(request);
    return { token: await tokens.signConnectionToken(playerId ?? '', ttlSeconds) };
  });

  app.post(
    '/api/sportsbook/websocket/authorize',
    replies({ 200: subscriptionTokensReplySchema }),
    async (request, reply) => {
      const parsed = authorizeBody.safeParse(request.body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return reply
          .code(400)
          .send(errorBody('bad_request', 'expected { channels: string[] } or { channel: string }', details));
      }
      const requested = 'channels' in parsed.data ? parsed.data.channels : [parsed.data.channel];
      const playerId = await resolvePlayerId(request);
      const user = playerId ?? '';
      const channels: { channel: string; token: string }[] = [];
      for (const channel of new Set(requested)) {
        if (!mayRead(channel, playerId)) continue;
        channels.push({ channel, token: await tokens.signSubscriptionToken(user, channel, ttlSeconds) });
      }
      if ('channel' in parsed.data) return { channels, token: channels[0]?.token ?? '' };
      return { channels };
    },
  );
}
