import { readFile } from 'node:fs/promises';
import { eventTimestamp } from '@sportsbook/contract/realtime-events';
import { jackpotBodySchema } from '@sportsbook/contract/rewards';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { userChannel } from '../../realtime/channels';
import { AppError } from '../../shared/app-error';
import demoJackpots from './demo-jackpots.json';
import { jackpotOperatorRoutes, rewardsRoutes } from './routes';

/** Public events ride the locale-agnostic list stream every page already reads (`sportsbook:{locale}`). */
const PUBLIC_CHANNEL = 'sportsbook:en';

/** Loads a jackpots file (JACKPOTS_FILE; the demo jackpot by default): each jackpot created when its key is new. */
async function loadJackpots(app: FastifyInstance, file: string): Promise<void> {
  const raw: unknown = file === 'demo' ? demoJackpots : JSON.parse(await readFile(file, 'utf8'));
  const list = z.array(jackpotBodySchema).parse(raw);
  const existing = new Set((await app.jackpots.operatorList()).map((j) => j.key));
  for (const body of list) {
    if (existing.has(body.key)) continue;
    try {
      await app.jackpots.create(body);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'jackpot_key_taken')) throw error;
    }
  }
}

/**
 * Hunting, tournaments, lootboxes and jackpots (issue 19): the player's routes under /api/v3, the operator's jackpot
 * calls, the real-time announcements, and the background work: approved jackpot hits paid within a second or two,
 * jackpot tickers published when they move, finished tournaments' prizes issued every minute.
 */
async function rewardsModule(app: FastifyInstance): Promise<void> {
  const { publisher } = app.realtime;
  const publish = (channel: string, type: string, payload: Record<string, unknown>) =>
    publisher.publish(channel, { type, payload: { ts: eventTimestamp(), ...payload } });
  app.rewards.setPublisher({
    user: (playerId, type, payload) => publish(userChannel(playerId), type, payload),
    pool: (pool) => publish(PUBLIC_CHANNEL, 'tournament_pool_changed', { pool }),
  });
  app.jackpots.setPublisher({
    jackpot: (jackpot) => publish(PUBLIC_CHANNEL, 'jackpot_changed', { jackpot }),
    hit: (playerId, hit) => publish(userChannel(playerId), 'jackpot_hit', { hit }),
  });
  await app.register(rewardsRoutes({ rewards: app.rewards, jackpots: app.jackpots, wallet: app.wallet }), {
    prefix: '/api/v3',
  });
  await app.register(jackpotOperatorRoutes(app.jackpots, app.config.operatorApiKey), { prefix: '/api/operator' });
  if (app.config.jackpotsFile) await loadJackpots(app, app.config.jackpotsFile);

  const every = (ms: number, what: string, work: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .catch((err: unknown) => app.backgroundFailed(what, err))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(1_000, 'jackpot payment', () => app.jackpots.payApproved()),
    every(5_000, 'jackpot ticker', () => app.jackpots.publishChanges()),
    every(60_000, 'tournament finish', () => app.rewards.finishTournaments()),
  ];
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

export const rewardsPlugin = fp(rewardsModule, {
  name: 'rewards',
  dependencies: ['platform-api', 'realtime'],
  decorators: { fastify: ['config', 'rewards', 'jackpots', 'wallet', 'realtime', 'backgroundFailed'] },
});
