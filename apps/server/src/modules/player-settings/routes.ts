import { playerSettingsBodySchema, settingsReplySchema } from '@sportsbook/contract/player-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../shared/request-locale';
import { playerOf } from '../auth/auth-plugin';
import type { SettingsOverlay } from '../settings/routes';
import { publicSettings } from '../settings/settings-service';
import type { PlayerSettingsService } from './player-settings-service';

/**
 * What `GET /settings` answers: the public settings with `player: null` for visitors; for a signed-in player their
 * values over `betting` (read from the database, so another device's change shows at once), never cached.
 */
export function settingsOverlay(service: PlayerSettingsService): SettingsOverlay {
  return async (request, reply, settings) => {
    reply.header('vary', 'cookie, accept-language');
    const playerId = await request.server.resolvePlayerId(request);
    if (playerId === null) return service.overlay(settings, null);
    reply.header('cache-control', 'private, no-store');
    return service.overlay(settings, await service.read(Number(playerId)));
  };
}

/** `POST /settings` under /api/sportsbook: stores the player's values (visitor → 401), answers the settings. */
export function playerSettingsRoutes(service: PlayerSettingsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/settings',
      {
        schema: { body: playerSettingsBodySchema, response: { 200: settingsReplySchema } },
        onRequest: app.requirePlayer,
      },
      async (request, reply) => {
        const saved = await service.save(playerOf(request).id, request.body);
        reply.header('cache-control', 'private, no-store');
        return service.overlay(publicSettings(app.config, requestLocale(request)), saved);
      },
    );
  };
}
