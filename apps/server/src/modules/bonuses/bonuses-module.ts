import { readFile } from 'node:fs/promises';
import { campaignBodySchema } from '@sportsbook/contract/bonuses';
import { eventTimestamp } from '@sportsbook/contract/realtime-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { userChannel } from '../../realtime/channels';
import { AppError } from '../../shared/app-error';
import { bonusIssuedPush } from '../push/push-messages';
import demoCampaigns from './demo-campaigns.json';
import { bonusesRoutes, bonusOperatorRoutes } from './routes';

/**
 * Loads a campaigns file (BONUS_CAMPAIGNS_FILE; the demo campaigns, bundled, by default) at start: each campaign is
 * created when its key is new, and left as the operator changed it otherwise.
 */
async function loadCampaigns(app: FastifyInstance, file: string): Promise<void> {
  const raw: unknown = file === 'demo' ? demoCampaigns : JSON.parse(await readFile(file, 'utf8'));
  const list = z.array(campaignBodySchema).parse(raw);
  const existing = new Set((await app.bonuses.listCampaigns()).map((campaign) => campaign.key));
  for (const body of list) {
    if (existing.has(body.key)) continue;
    try {
      await app.bonuses.createCampaign(body);
    } catch (error) {
      // Another node created it meanwhile.
      if (!(error instanceof AppError && (error.code === 'campaign_key_taken' || error.code === 'promo_code_taken'))) {
        throw error;
      }
    }
  }
}

/** The `bonus` of a `bonus_issued` payload (`BonusesService.announce`). */
function isIssuedBonus(value: unknown): value is { type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The bonuses module (issue 17): the player's `/bonuses` routes under /api/v3 and the operator's campaign calls. */
async function bonusesModule(app: FastifyInstance): Promise<void> {
  app.bonuses.setPublisher((playerId, type, payload) => {
    // Also as Web Push (a no-op without VAPID keys or a subscription); it never delays or fails the issuing.
    if (type === 'bonus_issued' && isIssuedBonus(payload.bonus))
      app.push.toPlayer(playerId, bonusIssuedPush(payload.bonus));
    return app.realtime.publisher.publish(userChannel(playerId), {
      type,
      payload: { ts: eventTimestamp(), ...payload },
    });
  });
  await app.register(bonusesRoutes(app.bonuses), { prefix: '/api/v3' });
  await app.register(bonusOperatorRoutes(app.bonuses, app.config.operatorApiKey), { prefix: '/api/operator' });
  if (app.config.bonusCampaignsFile) await loadCampaigns(app, app.config.bonusCampaignsFile);
  // Free bets that lapsed unused leave the free-bet account; every minute, like settlement's catch-up.
  const sweep = setInterval(() => {
    app.database.db
      .transaction((tx) => app.bonusBets.expire(tx))
      .catch((err: unknown) => app.backgroundFailed('free-bet expiry', err));
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export const bonusesPlugin = fp(bonusesModule, {
  name: 'bonuses',
  dependencies: ['platform-api', 'realtime', 'push'],
  decorators: { fastify: ['config', 'database', 'bonuses', 'bonusBets', 'realtime', 'push', 'backgroundFailed'] },
});
