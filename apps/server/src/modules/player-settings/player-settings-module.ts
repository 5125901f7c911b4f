import type { OddsAcceptMode } from '@sportsbook/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { SettingsOverlay } from '../settings/routes';
import { PlayerSettingsService } from './player-settings-service';
import { playerSettingsRoutes, settingsOverlay } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Players' own settings (issue 7): `get(playerId)` and `oddsAcceptMode(playerId)` answer from memory (no
     * database read), for the bets module on every placement.
     */
    playerSettings: PlayerSettingsService;
  }
}

/** What this module needs of the bets module (`app.bets.preferences`, issue 6), read loosely. */
type BetsLike = { preferences?: { use?(source: (playerId: number) => OddsAcceptMode | undefined): void } };

/**
 * Registers player settings: loads the saved rows, decorates `app.playerSettings`, registers `POST /settings` and
 * plugs the accept mode into the bets module. Answers the overlay `GET /settings` (modules/settings) takes.
 * With PostgreSQL, rows saved by other nodes are re-read every 5 s.
 */
export async function registerPlayerSettings(app: FastifyInstance): Promise<SettingsOverlay> {
  const service = new PlayerSettingsService({ db: app.database.db, clock: app.clock, log: app.log });
  await service.load();
  app.decorate('playerSettings', service);
  const bets = app.hasDecorator('bets') ? (app as unknown as { bets: BetsLike }).bets : undefined;
  bets?.preferences?.use?.((playerId) => service.oddsAcceptMode(playerId));
  if (app.database.kind === 'postgres') {
    service.startRefresh();
    app.addHook('preClose', async () => service.stopRefresh());
  }
  await app.register(playerSettingsRoutes(service), { prefix: '/api/sportsbook' });
  return settingsOverlay(service);
}
