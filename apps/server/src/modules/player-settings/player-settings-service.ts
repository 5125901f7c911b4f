import type { PlayerPreferences, PlayerSettingsBody, SettingsReply } from '@sportsbook/contract/player-settings';
import type { OddsAcceptMode, Settings } from '@sportsbook/contract/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import {
  allPlayerSettings,
  clearPushSubscription,
  findPlayerSettings,
  type PlayerSettingsChange,
  type PlayerSettingsRow,
  playerSettingsSince,
  savePlayerSettings,
} from './player-settings-repository';

/** A player who never saved settings. */
const NOTHING_CHOSEN: PlayerPreferences = {
  stakes: null,
  autoAcceptOddsChange: null,
  oddsType: null,
  oneSignalPushNotificationSubscription: null,
  updatedAt: null,
};

/** How far back a refresh re-reads, so writes of nodes whose clocks run a little behind are not missed. */
const REFRESH_OVERLAP_MS = 30_000;

function toPreferences(row: PlayerSettingsRow): PlayerPreferences {
  return {
    stakes: row.stakes ?? null,
    autoAcceptOddsChange: (row.oddsAcceptMode as OddsAcceptMode | null) ?? null,
    oddsType: (row.oddsType as PlayerPreferences['oddsType']) ?? null,
    oneSignalPushNotificationSubscription: row.pushSubscription,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The body's fields as column changes (absent stays absent, null resets). */
function changeOf(body: PlayerSettingsBody): PlayerSettingsChange {
  const change: PlayerSettingsChange = {};
  if (body.stakes !== undefined) change.stakes = body.stakes;
  if (body.auto_accept_odds_change !== undefined) change.oddsAcceptMode = body.auto_accept_odds_change;
  if (body.odds_type !== undefined) change.oddsType = body.odds_type;
  if (body.one_signal_push_notification_subscription !== undefined) {
    change.pushSubscription = body.one_signal_push_notification_subscription;
  }
  return change;
}

/**
 * Players' own settings (`POST /settings`): stake presets, odds-accept mode, odds type, push subscription id.
 * Every saved row is held in memory (loaded at start, replaced on each write and on each `GET /settings` read), so
 * `get` and `oddsAcceptMode` answer without a database read: the bets module asks on every placement. With
 * PostgreSQL (possibly several nodes) `startRefresh` re-reads rows saved elsewhere every few seconds.
 */
export class PlayerSettingsService {
  readonly #rows = new Map<number, PlayerSettingsRow>();
  #newest = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  /** Reads every saved row into memory; call once before serving. */
  async load(): Promise<void> {
    for (const row of await allPlayerSettings(this.deps.db)) this.#remember(row);
  }

  /** What the player chose (nulls where nothing), from memory. */
  get(playerId: number): PlayerPreferences {
    const row = this.#rows.get(playerId);
    return row ? toPreferences(row) : NOTHING_CHOSEN;
  }

  /** The player's odds-accept mode, or undefined when they never chose one (then the operator's default applies). */
  oddsAcceptMode(playerId: number): OddsAcceptMode | undefined {
    return (this.#rows.get(playerId)?.oddsAcceptMode as OddsAcceptMode | null | undefined) ?? undefined;
  }

  /** Reads the player's row from the database (and refreshes memory with it): `GET /settings` is never stale. */
  async read(playerId: number): Promise<PlayerPreferences> {
    const row = await findPlayerSettings(this.deps.db, playerId);
    if (!row) return NOTHING_CHOSEN;
    this.#remember(row);
    return toPreferences(row);
  }

  /** `POST /settings`: stores the given fields (null resets one) and answers what the player has now. */
  async save(playerId: number, body: PlayerSettingsBody): Promise<PlayerPreferences> {
    const row = await savePlayerSettings(this.deps.db, playerId, changeOf(body), new Date(this.deps.clock.now()));
    this.#remember(row, true);
    return toPreferences(row);
  }

  /**
   * Forgets a push subscription the push service no longer knows (404/410), unless the player saved another one
   * meanwhile. Answers whether it was cleared.
   */
  async dropPushSubscription(playerId: number, subscription: string): Promise<boolean> {
    const row = await clearPushSubscription(this.deps.db, playerId, subscription, new Date(this.deps.clock.now()));
    if (row) this.#remember(row, true);
    return row !== null;
  }

  /** The public settings as this player sees them: their choices laid over `betting`, and `player`. */
  overlay(settings: Settings, preferences: PlayerPreferences | null): SettingsReply {
    if (!preferences) return { ...settings, player: null };
    const { betting } = settings;
    const oddsType =
      preferences.oddsType && betting.oddsTypes.includes(preferences.oddsType) ? preferences.oddsType : null;
    return {
      ...settings,
      betting: {
        ...betting,
        stakesPresets: preferences.stakes ?? betting.stakesPresets,
        oddsAcceptMode: preferences.autoAcceptOddsChange ?? betting.oddsAcceptMode,
        activeOddsType: oddsType ?? betting.activeOddsType,
      },
      player: preferences,
    };
  }

  /** Re-reads rows saved by other nodes every `intervalMs` (PostgreSQL deployments). */
  startRefresh(intervalMs = 5000): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.refresh().catch((err: unknown) => this.deps.log.warn({ err }, 'player settings refresh failed'));
    }, intervalMs);
    this.#timer.unref();
  }

  stopRefresh(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One refresh: rows saved since the newest one seen (minus an overlap for clock skew). */
  async refresh(): Promise<void> {
    const since = new Date(Math.max(0, this.#newest - REFRESH_OVERLAP_MS));
    for (const row of await playerSettingsSince(this.deps.db, since)) this.#remember(row);
  }

  /** Keeps `row` unless memory holds a newer one (a refresh must not undo a write of this node). */
  #remember(row: PlayerSettingsRow, own = false): void {
    const held = this.#rows.get(row.playerId);
    if (own || !held || held.updatedAt.getTime() <= row.updatedAt.getTime()) this.#rows.set(row.playerId, row);
    this.#newest = Math.max(this.#newest, row.updatedAt.getTime());
  }
}
