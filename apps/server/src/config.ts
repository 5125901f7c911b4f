import { DEFAULT_MIN_PLAYER_AGE } from '@sportsbook/domain/player';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Development defaults of the real-time secrets: documented, so never accepted in production. */
const DEV_REALTIME_SECRET = 'dev-only-realtime-secret-change-me';
const DEV_REALTIME_API_KEY = 'dev-only-api-key';
const DEV_BET_ID_KEY = 'dev-only-bet-id-key-change-me';
const DEV_OPERATOR_API_KEY = 'dev-only-operator-key-change-me';
/** The demo terms version in force when TERMS_VERSION is unset. */
export const DEFAULT_TERMS_VERSION = '1.0';
/** Shortest secret accepted in production (256 bits, HS256's key size). */
export const MIN_PRODUCTION_SECRET_BYTES = 32;

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** A base64url string of exactly `bytes` bytes (VAPID keys as `web-push generate-vapid-keys` prints them). */
function base64urlBytes(bytes: number, what: string) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be ${what} (${bytes} bytes, base64url)`);
}

/**
 * Push services a Web Push subscription may point at (host or parent domain): Chrome/Opera (FCM), Firefox, Edge
 * (WNS) and Safari. The server posts to the endpoint a player gave, so any other host is refused (no requests to
 * internal addresses on a player's say-so).
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Every setting of the server, read once from the environment (the only place that reads process.env).
 * Each is listed in the README.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  SIM_SEED: z.coerce.number().int().default(20261121),
  SIM_SPEED: z.coerce.number().positive().max(1000).default(1),
  SIM_CLOCK: z.enum(['real', 'manual']).default('real'),
  SIM_SCALE: z.coerce.number().int().min(1).max(20).default(1),
  SIM_RESUME_MAX_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(12),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string[] => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (value === 'true' || value === '1') return true;
      return value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  ALLOWED_ORIGINS: csv,
  REALTIME_SECRET: z.string().min(16).default(DEV_REALTIME_SECRET),
  REALTIME_API_KEY: z.string().min(8).default(DEV_REALTIME_API_KEY),
  BET_ID_KEY: z.string().min(16).default(DEV_BET_ID_KEY),
  OPERATOR_API_KEY: z.string().min(16).default(DEV_OPERATOR_API_KEY),
  BONUS_CAMPAIGNS_FILE: z.string().optional(),
  JACKPOTS_FILE: z.string().optional(),
  COMP_POINTS_RATE: z.coerce.number().min(0).max(1000).default(1),
  NODE_ENV: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  REALTIME_REDIS_PREFIX: z.string().min(1).default('sportsbook:rt:'),
  NODE_ID: z.string().optional(),
  CENTRIFUGO_API_URL: z.string().url().optional(),
  FEATURE_HORSE_RACING: booleanFlag,
  FEATURE_LOTTERY: booleanFlag,
  FEATURE_PREMIUM_CRICKET: booleanFlag,
  FEATURE_VIRTUAL_GAMING_ARENA: booleanFlag,
  FEATURE_MULTI_ACTIVE_FREEBETS: booleanFlag,
  FEATURE_BET_BUILDER: booleanFlag,
  INDEXING_ALLOWED: booleanFlag,
  PHONE_VERIFICATION_REQUIRED: booleanFlag,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(12),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(20),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Sportsbook <no-reply@sportsbook.localhost>'),
  SIGN_IN_BLOCKED_COUNTRIES: csv,
  SIGN_UP_BLOCKED_COUNTRIES: csv,
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  LIMIT_CONFIRM_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(90 * 24 * 60)
    .default(24 * 60),
  REQUIRED_PLAYER_FIELDS: csv.pipe(z.array(z.enum(['first_name', 'last_name', 'nickname']))),
  DEPOSIT_REQUIRED_FIELDS: csv.pipe(z.array(z.enum(['first_name', 'last_name', 'nickname']))),
  CASHIER_URL: z.string().url().optional(),
  STALE_MATCH_CLOSE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(60),
  MAX_DEPOSIT: z.coerce.number().positive().max(1e9).default(50_000),
  MAX_BALANCE: z.coerce.number().positive().max(1e12).default(1_000_000),
  MIN_PLAYER_AGE: z.coerce.number().int().min(16).max(25).default(DEFAULT_MIN_PLAYER_AGE),
  TERMS_VERSION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1-40 letters, digits, dots, dashes or underscores')
    .default(DEFAULT_TERMS_VERSION),
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  VAPID_PUBLIC_KEY: base64urlBytes(65, 'an uncompressed P-256 public key').optional(),
  VAPID_PRIVATE_KEY: base64urlBytes(32, 'a P-256 private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_ENDPOINT_HOSTS: csv,
  IMAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
});

export type Config = {
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  /** `scale`: catalog size multiplier for load tests (every league gets lower-level copies). */
  /** `resumeMaxMs`: a restart continues a world at most this old in simulated time (replay cost), else a new one. */
  sim: { seed: number; speed: number; clock: 'real' | 'manual'; scale: number; resumeMaxMs: number };
  publicUrl: string;
  allowedOrigins: string[];
  /**
   * Fastify's trustProxy: which peers' X-Forwarded-For/-Host/-Proto are believed (false: none, true: any, or a list
   * of addresses/CIDRs). Decides the client IP of rate limits and the host of the same-origin check.
   */
  trustProxy: boolean | string[];
  realtime: {
    secret: string;
    apiKey: string;
    redisUrl: string | undefined;
    /** Prefix of the hub's Redis keys and pub/sub channels (deployments or test runs sharing one Redis). */
    redisPrefix: string;
    nodeId: string | undefined;
    /** A real Centrifugo's server API (`…/api`): publish there instead of through the in-process hub. */
    centrifugoApiUrl: string | undefined;
  };
  /** Sign-in sessions, mail, country rules, limits and payments of the platform API (issue 5). */
  auth: {
    sessionIdleMs: number;
    sessionMaxMs: number;
    /** Requests per minute per IP on sign-in, sign-up, password and resend calls; 0 turns the limit off. */
    rateLimitPerMinute: number;
    /** Secure cookies unless the public URL is plain http on localhost/127.0.0.1. */
    secureCookies: boolean;
  };
  mail: { smtpUrl: string | undefined; from: string };
  geo: {
    signInBlocked: string[];
    signUpBlocked: string[];
    /** Lower-cased request header carrying the visitor's ISO country code, set by a trusted proxy/CDN. */
    countryHeader: string | undefined;
  };
  limits: { confirmDelayMs: number };
  /** A match still unfinished this long past its expected end, with no feed change for as long, is closed. */
  staleMatchCloseMs: number;
  requiredPlayerFields: ('first_name' | 'last_name' | 'nickname')[];
  /** Profile fields a player must fill before depositing (spec 000 §5 "required missed deposit fields"). */
  depositRequiredFields: ('first_name' | 'last_name' | 'nickname')[];
  /** Key of the permutation that turns bet ids into public ids and references (never change it once live). */
  betIdKey: string;
  /** Sign-up refuses anyone younger than this (legal age of the operator's licence). */
  minPlayerAge: number;
  /** The terms and conditions in force: a player must have accepted this version to place bets. */
  termsVersion: string;
  /** The bearer key of the operator API (`/api/operator/…`), the operator's servers' only credential. */
  operatorApiKey: string;
  /** Campaigns created at start when their key is new: a JSON file, `demo` (the default) or null (none). */
  bonusCampaignsFile: string | null;
  /** Jackpots created at start when their key is new: a JSON file, `demo` (the default) or null (none). */
  jackpotsFile: string | null;
  /** Where errors are reported (Sentry); no DSN: nothing is reported. */
  errorReporting: { dsn: string | undefined; environment: string };
  /**
   * Web Push with VAPID keys (RFC 8292); null when the keys are not set (no push). `endpointHosts`: the push
   * services subscriptions may point at (a host or a parent domain).
   */
  push: { publicKey: string; privateKey: string; subject: string; endpointHosts: string[] } | null;
  /** Comp points per whole unit staked on a settled cash bet. */
  compPointsRate: number;
  /** The image proxy keeps this many rendered logos in memory (least recently used out first; 0: none). */
  images: { cacheMaxEntries: number };
  /** MAX_DEPOSIT and MAX_BALANCE in EUR (major units), converted to each currency at the reference rates. */
  payments: { cashierUrl: string | undefined; maximums: { currency: string; deposit: number; balance: number } };
  features: {
    horseRacing: boolean;
    lottery: boolean;
    premiumCricket: boolean;
    virtualGamingArena: boolean;
    /** A player may have more than one active free bet (settings `isMultiActiveFreebetsAllowed`). */
    multiActiveFreebets: boolean;
    /** Same-match custom bets (bet builder): settings `customBetAllowed` / `customBetEnabled`. */
    betBuilder: boolean;
    indexingAllowed: boolean;
    /** Players must verify a phone number by SMS code: the web app asks until they do. */
    phoneVerificationRequired: boolean;
  };
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a public URL is reached at: itself, and for a loopback one (the development default) every loopback
 * spelling on the same port, so opening http://127.0.0.1:3000 instead of http://localhost:3000 works.
 */
function loopbackSpellings(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port === '' ? '' : `:${url.port}`;
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** True for plain-http localhost URLs, where browsers would drop Secure cookies. */
function isLocalHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && LOOPBACK_HOSTS.includes(hostname);
}

/**
 * In production (an https PUBLIC_URL or NODE_ENV=production) the secrets must be set, not the documented development
 * values, and at least 32 bytes: anyone could otherwise sign a token for another player's channel, publish to it,
 * read the book's bet count from references, or sign any player in through the operator API. Throws naming every
 * variable at fault.
 */
function refuseWeakSecrets(
  secrets: Record<'REALTIME_SECRET' | 'REALTIME_API_KEY' | 'BET_ID_KEY' | 'OPERATOR_API_KEY', string>,
): void {
  const defaults = new Set([DEV_REALTIME_SECRET, DEV_REALTIME_API_KEY, DEV_BET_ID_KEY, DEV_OPERATOR_API_KEY]);
  const problems = Object.entries(secrets).flatMap(([name, value]) => {
    if (defaults.has(value)) return [`${name} is the development default; set a random secret of at least 32 bytes`];
    if (Buffer.byteLength(value) < MIN_PRODUCTION_SECRET_BYTES) {
      return [`${name} is shorter than ${MIN_PRODUCTION_SECRET_BYTES} bytes`];
    }
    return [];
  });
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
}

/** Parses an environment (default: process.env) into a Config; throws with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production' || new URL(e.PUBLIC_URL).protocol === 'https:';
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT];
  if (vapid.some((v) => v !== undefined) && vapid.some((v) => v === undefined)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
  }
  if (production) {
    refuseWeakSecrets({
      REALTIME_SECRET: e.REALTIME_SECRET,
      REALTIME_API_KEY: e.REALTIME_API_KEY,
      BET_ID_KEY: e.BET_ID_KEY,
      OPERATOR_API_KEY: e.OPERATOR_API_KEY,
    });
  }
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sim: {
      seed: e.SIM_SEED,
      speed: e.SIM_SPEED,
      clock: e.SIM_CLOCK,
      scale: e.SIM_SCALE,
      resumeMaxMs: e.SIM_RESUME_MAX_HOURS * 3_600_000,
    },
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS.length > 0 ? e.ALLOWED_ORIGINS : loopbackSpellings(e.PUBLIC_URL),
    trustProxy: e.TRUST_PROXY,
    realtime: {
      secret: e.REALTIME_SECRET,
      apiKey: e.REALTIME_API_KEY,
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REALTIME_REDIS_PREFIX,
      nodeId: e.NODE_ID,
      centrifugoApiUrl: e.CENTRIFUGO_API_URL,
    },
    auth: {
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: Math.round(e.SESSION_MAX_HOURS * 3_600_000),
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      secureCookies: !isLocalHttp(e.PUBLIC_URL),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    geo: {
      signInBlocked: e.SIGN_IN_BLOCKED_COUNTRIES.map((c) => c.toUpperCase()),
      signUpBlocked: e.SIGN_UP_BLOCKED_COUNTRIES.map((c) => c.toUpperCase()),
      countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    },
    limits: { confirmDelayMs: e.LIMIT_CONFIRM_DELAY_MINUTES * 60_000 },
    staleMatchCloseMs: e.STALE_MATCH_CLOSE_MINUTES * 60_000,
    requiredPlayerFields: e.REQUIRED_PLAYER_FIELDS,
    depositRequiredFields: e.DEPOSIT_REQUIRED_FIELDS,
    betIdKey: e.BET_ID_KEY,
    minPlayerAge: e.MIN_PLAYER_AGE,
    termsVersion: e.TERMS_VERSION,
    operatorApiKey: e.OPERATOR_API_KEY,
    bonusCampaignsFile: e.BONUS_CAMPAIGNS_FILE === undefined ? 'demo' : e.BONUS_CAMPAIGNS_FILE || null,
    jackpotsFile: e.JACKPOTS_FILE === undefined ? 'demo' : e.JACKPOTS_FILE || null,
    compPointsRate: e.COMP_POINTS_RATE,
    images: { cacheMaxEntries: e.IMAGE_CACHE_MAX_ENTRIES },
    errorReporting: {
      dsn: e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? (production ? 'production' : 'development'),
    },
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
            endpointHosts: e.PUSH_ENDPOINT_HOSTS.length > 0 ? e.PUSH_ENDPOINT_HOSTS : DEFAULT_PUSH_ENDPOINT_HOSTS,
          }
        : null,
    payments: {
      cashierUrl: e.CASHIER_URL,
      maximums: { currency: 'EUR', deposit: e.MAX_DEPOSIT, balance: e.MAX_BALANCE },
    },
    features: {
      horseRacing: e.FEATURE_HORSE_RACING ?? false,
      lottery: e.FEATURE_LOTTERY ?? false,
      premiumCricket: e.FEATURE_PREMIUM_CRICKET ?? false,
      virtualGamingArena: e.FEATURE_VIRTUAL_GAMING_ARENA ?? false,
      multiActiveFreebets: e.FEATURE_MULTI_ACTIVE_FREEBETS ?? false,
      betBuilder: e.FEATURE_BET_BUILDER ?? true,
      indexingAllowed: e.INDEXING_ALLOWED ?? false,
      phoneVerificationRequired: e.PHONE_VERIFICATION_REQUIRED ?? false,
    },
  };
}
