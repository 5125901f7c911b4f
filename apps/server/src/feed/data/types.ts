/** Shapes of the simulator's static content (sports, countries, leagues, teams). */

/** Which scoring model and lifecycle a sport uses. */
export type SportModel =
  | 'football'
  | 'tennis'
  | 'basketball'
  | 'ice-hockey'
  | 'volleyball'
  | 'table-tennis'
  | 'cricket'
  | 'cs2'
  | 'moba';

export interface SportData {
  readonly id: number;
  readonly urnId: string;
  readonly key: string;
  /** English; other languages are in `feed/names/` (esports keep their brand name everywhere). */
  readonly name: string;
  readonly type: 'regular' | 'cyber' | 'premium_cricket';
  readonly provider: 'betradar' | 'oddin';
  readonly model: SportModel;
  /** How many fixtures (prematch or live) the simulator keeps scheduled for this sport. */
  readonly slots: number;
  /** Typical minutes from start to finish, including breaks; sizes the schedule so about a quarter is live. */
  readonly liveMinutes: number;
  /** A competitor never has two fixtures whose start times are closer than this many minutes. */
  readonly restMinutes: number;
}

export interface CountryData {
  /** English; other languages are in `feed/names/`. */
  readonly name: string;
  /** ISO 3166-1 alpha-2 or 3166-2 code; null for international categories. */
  readonly code: string | null;
}

export interface LeagueData {
  /** Tournament id (unique across sports). */
  readonly id: number;
  readonly name: string;
  /** Key into the countries table. */
  readonly country: string;
  /**
   * Competitors strongest first, each `Name|City|Venue` (city and venue optional). The same name within a sport
   * is the same competitor (e.g. a club in its domestic league and in a continental cup).
   */
  readonly teams: readonly string[];
  /** `Venue|City` for events played at one site (tennis, table tennis, esports). */
  readonly venue?: string;
  /** Sport-specific format: basketball `nba` (4×12 min) or `fiba` (4×10); tennis `atp` / `wta`. */
  readonly format?: string;
  /** Offers a season-long outright (league winner). */
  readonly outright?: boolean;
}
