import type { OddsAcceptMode } from '@sportsbook/domain/betslip/types';

/**
 * Where placement reads a player's odds-accept mode. The player-settings module (issue 7, `POST /settings`
 * `auto_accept_odds_change`) is its natural owner; until it exists this holds values set by test routes in memory
 * and answers the operator default (`settings.betting.oddsAcceptMode`) for everyone else. Read per placement from
 * memory: no database read on the hot path. Replace with `app.bets.preferences.use(source)`.
 */
export class BettingPreferences {
  readonly #modes = new Map<number, OddsAcceptMode>();
  #source: ((playerId: number) => OddsAcceptMode | undefined) | null = null;

  constructor(private readonly operatorDefault: OddsAcceptMode) {}

  /** The player's mode: the plugged-in source, else a value set here, else the operator default. */
  oddsAcceptMode(playerId: number): OddsAcceptMode {
    return this.#source?.(playerId) ?? this.#modes.get(playerId) ?? this.operatorDefault;
  }

  set(playerId: number, mode: OddsAcceptMode): void {
    this.#modes.set(playerId, mode);
  }

  /** Plugs in the player-settings module (its value wins; undefined falls back here). */
  use(source: (playerId: number) => OddsAcceptMode | undefined): void {
    this.#source = source;
  }
}
