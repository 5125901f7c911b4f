import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlayerSettingsService } from './player-settings-service';
import { playerSettingsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Players' own settings (issue 7): `get(playerId)` and `oddsAcceptMode(playerId)` answer from memory (no
     * database read), for the bets module on every placement.
     */
    playerSettings: PlayerSettingsService;
  }
}

/**
 * Registers player settings: loads the saved rows, decorates `app.playerSettings`, registers `POST /settings` and
 * plugs the accept mode into the bets module; `GET /settings` (modules/settings) lays them over the operator's.
 * With PostgreSQL, rows saved by other nodes are re-read every 5 s.
 */
async function playerSettingsModule(app: FastifyInstance): Promise<void> {
  const service = new PlayerSettingsService({ db: app.database.db, clock: app.clock, log: app.log });
  await service.load();
  app.decorate('playerSettings', service);
  app.bets.preferences.use((playerId) => service.oddsAcceptMode(playerId));
  if (app.database.kind === 'postgres') {
    service.startRefresh();
    app.addHook('preClose', async () => service.stopRefresh());
  }
  await app.register(playerSettingsRoutes(service), { prefix: '/api/sportsbook' });
}

export const playerSettingsPlugin = fp(playerSettingsModule, {
  name: 'player-settings',
  dependencies: ['platform-api', 'bets'],
  decorators: { fastify: ['database', 'clock'] },
});
