import type { BetStatsQuery } from '@sportsbook/contract/bet-stats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userChannel } from '../../realtime/channels';
import { ManualClock } from '../../shared/clock';
import { publicSettings } from '../settings/settings-service';
import { BetEvents } from './bet-events';
import { BetIds } from './bet-ids';
import { betStats } from './bet-stats';
import { openBets } from './bets-repository';
import { BetsService } from './bets-service';
import { BettingPreferences } from './betting-preferences';
import { CashoutService } from './cashout-service';
import { CashoutTracker } from './cashout-tracker';
import type { CustomLegs, MarketView } from './placement-validation';
import { betsRoutes } from './routes';
import { SettlementService } from './settlement-service';
import { ShareCodesService } from './share-codes-service';
import { betsTestRoutes } from './test-routes';

/**
 * How long after its start a match is expected to have ended: the longest of the catalog's sports (five-set tennis,
 * T20 cricket) fits in four hours. A match still unfinished STALE_MATCH_CLOSE_MINUTES after that, with no feed
 * change for as long, is closed and its bets refunded by the void rules (docs/decisions.md).
 */
export const EXPECTED_MATCH_MS = 4 * 3_600_000;

/** The bets module's services, for other modules and tests (`app.bets`). */
export type BetsModule = {
  service: BetsService;
  settlement: SettlementService;
  cashout: CashoutService;
  shares: ShareCodesService;
  preferences: BettingPreferences;
  tracker: CashoutTracker;
  /** The player's bet events; `events.onBetChanged(listener)` for other modules (notifications). */
  events: BetEvents;
  /** Public bet ids and references (a bet's database id never leaves the server). */
  ids: BetIds;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Placement, My Bets, cash-out, settlement and share codes (issue 6). */
    bets: BetsModule;
  }
}

/**
 * Registers the bets module: `/api/v3/bets…` routes, settlement following the catalog (and catching up at start),
 * the cash-out offer tracker, `balance_changed` for every committed ledger entry, and (SIM_CLOCK=manual) its test
 * routes under /api/test.
 */
async function betsModule(app: FastifyInstance): Promise<void> {
  const { config, clock, database, catalog, wallet, limits, realtime, bonusBets } = app;
  const settings = publicSettings(config, 'en');
  const ids = new BetIds(config.betIdKey);
  const events = new BetEvents(realtime.publisher, app.log, ids);
  // The live catalog, and the bet builder's prices for custom bets (placement's re-price, cash-out offers).
  const builder = config.features.betBuilder ? app.betBuilder : null;
  const markets: MarketView = {
    feedMatch: (id) => catalog.feedMatch(id),
    marketsOf: (id) => catalog.marketsOf(id),
    providerStatuses: () => catalog.providerStatuses(),
    ...(builder ? { customOddsMillis: (legs: CustomLegs) => builder.currentMillis(legs) } : {}),
  };
  // Only a single node's in-process hub knows who listens; elsewhere publish for every open bet.
  const hub = realtime.publisher.sharesLocaleStreams && !config.realtime.redisUrl ? realtime.hub : undefined;
  const tracker = new CashoutTracker({
    markets,
    events,
    ...(hub ? { isWatched: (playerId: number) => hub.localSubscribers(userChannel(playerId)).length > 0 } : {}),
  });
  const preferences = new BettingPreferences(settings.betting.oddsAcceptMode);
  const { betsLimits } = settings;
  const service = new BetsService({
    database,
    clock,
    markets,
    ids,
    limits,
    wallet,
    events,
    tracker,
    preferences,
    betLimits: {
      enabled: settings.features.isBetLimitsEnabled,
      maxStakeLimit: betsLimits.maxStakeLimit,
      payoutLimit: betsLimits.payoutLimit,
      selectionLimit: betsLimits.selectionLimit,
      oddsLimit: betsLimits.oddsLimit,
    },
    multiSingleByProvider: settings.betting.multiSingleAvailableByProvider,
    bonusBets,
    jackpotsOf: (playerId, bet) => app.jackpots.takingPart(playerId, bet),
    termsVersion: app.config.termsVersion,
    ...(builder ? { priceCustom: (legs: CustomLegs) => builder.quote(legs) } : {}),
  });
  const settlement = new SettlementService({
    bonusBets,
    rewards: app.rewards,
    database,
    clock,
    markets,
    ids,
    wallet,
    events,
    tracker,
    log: app.log,
    failed: (job, error) => app.backgroundFailed(job, error),
    closeStaleMatches: () => catalog.closeStaleMatches(config.staleMatchCloseMs, EXPECTED_MATCH_MS),
  });
  const cashout = new CashoutService({ database, clock, markets, ids, wallet, events, tracker, log: app.log });
  tracker.onAutoCashout((bet, offer) => cashout.autoCashout(bet, offer));
  const shares = new ShareCodesService({ db: database.db, clock, markets });
  app.decorate('bets', { service, settlement, cashout, shares, preferences, tracker, events, ids });

  wallet.onBalanceChanged((change) => events.balanceChanged(change));
  catalog.onChange((batch) => {
    settlement.onBatch(batch);
    tracker.onBatch(batch);
  });
  for await (const page of openBets(database.db)) for (const bet of page) tracker.track(bet);
  // Automatic cash-outs a previous process left between their two steps.
  const recovered = await cashout.recover();
  if (recovered > 0) app.log.info({ recovered }, 'completed automatic cash-outs left in progress');
  void settlement.catchUp();
  settlement.startPeriodicCatchUp(60_000);
  app.addHook('preClose', async () => {
    settlement.stop();
    await settlement.idle();
  });

  const stats = (playerId: number, query: BetStatsQuery) => betStats(database.db, playerId, query);
  await app.register(betsRoutes({ bets: service, cashout, shares, events, stats }), { prefix: '/api/v3' });
  if (clock instanceof ManualClock) {
    await app.register(betsTestRoutes({ preferences, settlement, service }), { prefix: '/api/test' });
  }
}

export const betsPlugin = fp(betsModule, {
  name: 'bets',
  dependencies: ['platform-api', 'realtime', 'bet-builder'],
  decorators: { fastify: ['config', 'database', 'clock', 'catalog', 'betBuilder', 'backgroundFailed'] },
});
