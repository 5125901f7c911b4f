import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RateLimiter } from '../plugins/rate-limit';
import { ManualClock } from '../shared/clock';
import { registerAuth } from './auth/auth-plugin';
import { AuthService } from './auth/auth-service';
import { HostSessions } from './auth/host-sessions';
import { authRoutes } from './auth/routes';
import { SessionStore } from './auth/session-store';
import { BonusBets, matchFactsOf } from './bonuses/bonus-bets';
import { BonusesService } from './bonuses/bonuses-service';
import { CountryRules } from './geo/country-rules';
import { geoRoutes } from './geo/routes';
import { LimitsService } from './limits/limits-service';
import { limitsRoutes } from './limits/routes';
import { SportsbookSessionsService } from './limits/sportsbook-sessions-service';
import { Mailer, smtpTransport } from './mail/mailer';
import { devMailboxRoutes } from './mail/routes';
import { MailTemplates } from './mail/templates';
import { operatorRoutes } from './operator/routes';
import { PaymentsService } from './payments/payments-service';
import { paymentsRoutes, SANDBOX_CASHIER_PATH } from './payments/routes';
import { PhoneService } from './players/phone-service';
import { PlayersService } from './players/players-service';
import { playerRoutes } from './players/routes';
import { playerTestRoutes } from './players/test-routes';
import { JackpotsService } from './rewards/jackpots-service';
import { eurCents, playerHasher } from './rewards/public-ids';
import { RewardsService } from './rewards/rewards-service';
import { walletRoutes } from './wallet/routes';
import { WalletService } from './wallet/wallet-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and the ledger: `post` inside a transaction, `publish` after it commits (balance_changed). */
    wallet: WalletService;
    /** Responsible-gambling limits; `assertCanBet(tx, playerId, { currency, stake })` for the bets module. */
    limits: LimitsService;
    /** The outbox (mail and SMS). */
    mailer: Mailer;
    /** Campaigns and issued bonuses (issue 17); its routes are the `bonuses` module. */
    bonuses: BonusesService;
    /** Bets with a bonus: placement claims, settlement, expiry (the bets module uses it). */
    bonusBets: BonusBets;
    rewards: RewardsService;
    jackpots: JackpotsService;
    /** Resolves once the mail work forgot-password and the resends queue after their reply is done. */
    authMailSettled: () => Promise<void>;
  }
}

/**
 * The platform API (issue 5): decorates the root instance with the session store, `resolvePlayerId`,
 * `requirePlayer`, `wallet`, `limits` and `mailer`, then registers the routes under /api/platform, the
 * development mailbox (`GET /dev/mailbox`, only without SMTP_URL), `/cashier/sandbox` (→ the cashier page) and,
 * with SIM_CLOCK=manual, `POST /api/test/players`.
 */
async function platformApiModule(app: FastifyInstance): Promise<void> {
  const { config, clock } = app;
  const { db } = app.database;
  const sessions = new SessionStore({
    db,
    clock,
    idleMs: config.auth.sessionIdleMs,
    maxMs: config.auth.sessionMaxMs,
    secureCookies: config.auth.secureCookies,
    // PGlite lives in this process only: its sessions change nowhere else, so they can be trusted until touched.
    ...(app.database.kind === 'pglite' ? { cacheMs: 60_000 } : {}),
  });
  await registerAuth(app, sessions);

  const templates = new MailTemplates(config.publicUrl);
  const mailer = new Mailer({
    db,
    clock,
    from: config.mail.from,
    transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : null,
    log: app.log,
  });
  const countries = new CountryRules(config.geo);
  const wallet = new WalletService({ db, clock });
  const limits = new LimitsService({ db, clock, confirmDelayMs: config.limits.confirmDelayMs, sessions, wallet });
  const sportsbookSessions = new SportsbookSessionsService({ db, clock, limits, wallet, sessions });
  const bonusBets = new BonusBets({ db, clock, wallet, matchFacts: matchFactsOf(app.catalog) });
  const userHash = playerHasher(config.betIdKey);
  const rewards = new RewardsService({ db, clock, wallet, compPointsRate: config.compPointsRate, userHash });
  const jackpots = new JackpotsService({ db, clock, wallet, userHash, toEur: eurCents() });
  const bonuses = new BonusesService({
    db,
    clock,
    wallet,
    bonusBets,
    multiActiveFreebets: config.features.multiActiveFreebets,
    rewards,
  });
  const auth = new AuthService({
    db,
    clock,
    sessions,
    limits,
    wallet,
    mailer,
    templates,
    countries,
    minPlayerAge: config.minPlayerAge,
    termsVersion: config.termsVersion,
    bonuses,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  // Mail-sending work queued after a reply finishes before the database closes; tests wait for it too.
  app.addHook('onClose', () => auth.settled());
  app.decorate('authMailSettled', () => auth.settled());
  const hostSessions = new HostSessions({
    db,
    clock,
    auth,
    wallet,
    countries,
    minPlayerAge: config.minPlayerAge,
    termsVersion: config.termsVersion,
  });
  const players = new PlayersService({
    db,
    clock,
    requiredFields: config.requiredPlayerFields,
    depositFields: config.depositRequiredFields,
    termsVersion: config.termsVersion,
  });
  const phones = new PhoneService({ db, clock, mailer, templates });
  const payments = new PaymentsService({ db, clock, wallet, limits, bonuses, maximums: config.payments.maximums });
  const limiter = new RateLimiter(clock);

  app.decorate('wallet', wallet);
  app.decorate('limits', limits);
  app.decorate('mailer', mailer);
  app.decorate('bonuses', bonuses);
  app.decorate('bonusBets', bonusBets);
  app.decorate('rewards', rewards);
  app.decorate('jackpots', jackpots);

  const prefix = '/api/platform';
  await app.register(
    authRoutes({
      auth,
      hostSessions,
      sessions,
      players,
      sportsbookSessions,
      countries,
      limiter,
      perMinute: config.auth.rateLimitPerMinute,
    }),
    { prefix },
  );
  await app.register(playerRoutes({ players, phones }), { prefix });
  await app.register(walletRoutes(wallet), { prefix });
  await app.register(limitsRoutes({ limits, sportsbookSessions }), { prefix });
  await app.register(
    paymentsRoutes({ payments, config, depositFieldsMissed: (playerId) => players.depositFieldsMissed(playerId) }),
    { prefix },
  );
  await app.register(geoRoutes(countries), { prefix });
  await app.register(operatorRoutes({ hostSessions, db, apiKey: config.operatorApiKey }), { prefix: '/api/operator' });

  if (!config.payments.cashierUrl) {
    app.get('/cashier/sandbox', { schema: { response: { 302: z.null() } } }, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${SANDBOX_CASHIER_PATH}${query}`, 302);
    });
  }
  if (!mailer.delivers) {
    await app.register(devMailboxRoutes);
    if (!/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.publicUrl)) {
      app.log.warn('SMTP_URL is not set: mail stays in the outbox and GET /dev/mailbox shows it to anyone');
    }
  }
  if (clock instanceof ManualClock) await app.register(playerTestRoutes, { prefix: '/api/test' });

  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
}

export const platformApiPlugin = fp(platformApiModule, {
  name: 'platform-api',
  decorators: { fastify: ['config', 'database', 'clock'] },
});
