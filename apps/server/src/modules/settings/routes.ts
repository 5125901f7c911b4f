import { type SettingsReply, settingsReplySchema } from '@sportsbook/contract/player-settings';
import type { Settings } from '@sportsbook/contract/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../shared/request-locale';
import { publicSettings } from './settings-service';

/** Lays the signed-in player's own values over the public settings (the player-settings module, issue 7). */
export type SettingsOverlay = (
  request: FastifyRequest,
  reply: FastifyReply,
  settings: Settings,
) => Promise<SettingsReply>;

/**
 * GET /api/sportsbook/settings: the public settings; with `overlay`, the caller's own values on top (visitors get
 * the public ones). `POST /settings` belongs to modules/player-settings.
 */
export async function settingsRoutes(app: FastifyInstance, options: { overlay?: SettingsOverlay }): Promise<void> {
  const { overlay } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/settings', { schema: { response: { 200: settingsReplySchema } } }, async (request, reply) => {
    const settings = publicSettings(app.config, requestLocale(request));
    return overlay ? overlay(request, reply, settings) : { ...settings, player: null };
  });
}
