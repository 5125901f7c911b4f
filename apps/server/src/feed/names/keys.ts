/**
 * The keys of the server's translated names (sports, categories, markets, outcomes, periods, market groups) and
 * the shape every language's catalog has. A catalog missing a key does not type-check.
 */

/** Sports whose name is a word (esports keep their brand names in every language). */
export const SPORT_KEYS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'cricket',
] as const;

/** Categories (the feed's country keys) whose name is translated; ATP, WTA and Challenger are brand names. */
export const CATEGORY_KEYS = [
  'england',
  'spain',
  'germany',
  'italy',
  'france',
  'netherlands',
  'portugal',
  'turkiye',
  'scotland',
  'belgium',
  'serbia',
  'greece',
  'austria',
  'switzerland',
  'denmark',
  'poland',
  'czechia',
  'croatia',
  'brazil',
  'argentina',
  'usa',
  'mexico',
  'japan',
  'russia',
  'sweden',
  'finland',
  'australia',
  'ukraine',
  'india',
  'pakistan',
  'south-korea',
  'china',
  'europe',
  'international-clubs',
  'international',
] as const;

/** Market name keys; `MARKET_KEY_BY_ID` maps the feed's market type ids to them. */
export const MARKET_KEYS = [
  'result',
  'total',
  'doubleChance',
  'handicap',
  'bothTeamsToScore',
  'firstHalfResult',
  'correctScore',
  'winner',
  'totalGames',
  'setHandicap',
  'gameHandicap',
  'setWinner',
  'winnerInclOvertime',
  'totalInclOvertime',
  'handicapInclOvertime',
  'winnerInclOvertimeAndPenalties',
  'winnerInclSuperOver',
  'firstInningsTotal',
  'totalSets',
  'mapHandicap',
  'totalMaps',
  'mapWinner',
  'outrightWinner',
] as const;

/** Outcome name keys: only outcomes with words (a competitor's name, a handicap or a score stays as it is). */
export const OUTCOME_KEYS = [
  'draw',
  'yes',
  'no',
  'over',
  'under',
  'homeOrDraw',
  'homeOrAway',
  'drawOrAway',
  'other',
] as const;

/** Period name keys of a score's `periodScores` (see `periodKeyOf` for the feed's period keys). */
export const PERIOD_KEYS = [
  'half',
  'quarter',
  'period',
  'set',
  'map',
  'innings',
  'overtime',
  'penalties',
  'superOver',
] as const;

/** Market group tabs (settings' `marketGroups`). */
export const GROUP_KEYS = [
  'main',
  'goals',
  'totals',
  'handicaps',
  'halves',
  'correct_score',
  'sets',
  'games',
  'maps',
] as const;

export type SportKey = (typeof SPORT_KEYS)[number];
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type MarketKey = (typeof MARKET_KEYS)[number];
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];
export type PeriodKey = (typeof PERIOD_KEYS)[number];
export type GroupKey = (typeof GROUP_KEYS)[number];

/**
 * A text with placeholders: `{n}` a number (a set, map or period), `{nth}` its English ordinal (English only),
 * `{total}` a line as the feed formats it, `{home}` / `{away}` competitor names. A template may differ by number
 * (`{ 1: '前半', 2: '後半', other: '第{n}ハーフ' }`) where a language names some periods by a word.
 */
export type Template = string | { readonly [n: number]: string; readonly other: string };

/** The templates every language has, English included. */
export interface TemplateCatalog {
  readonly markets: Readonly<Record<MarketKey, string>>;
  readonly outcomes: Readonly<Record<OutcomeKey, string>>;
  readonly periods: Readonly<Record<PeriodKey, Template>>;
  readonly groups: Readonly<Record<GroupKey, string>>;
}

/** A language's catalog: templates plus sport and category names (English ones come from the feed's data). */
export interface NameCatalog extends TemplateCatalog {
  readonly sports: Readonly<Record<SportKey, string>>;
  readonly categories: Readonly<Record<CategoryKey, string>>;
}

/** The feed's market type ids → market name keys (ids follow Betradar's numbering). */
export const MARKET_KEY_BY_ID: Readonly<Record<number, MarketKey>> = {
  1: 'result',
  18: 'total',
  10: 'doubleChance',
  16: 'handicap',
  29: 'bothTeamsToScore',
  60: 'firstHalfResult',
  41: 'correctScore',
  181: 'correctScore',
  186: 'winner',
  189: 'totalGames',
  188: 'setHandicap',
  187: 'gameHandicap',
  202: 'setWinner',
  219: 'winnerInclOvertime',
  225: 'totalInclOvertime',
  223: 'handicapInclOvertime',
  406: 'winnerInclOvertimeAndPenalties',
  340: 'winnerInclSuperOver',
  605: 'firstInningsTotal',
  314: 'totalSets',
  327: 'mapHandicap',
  328: 'totalMaps',
  330: 'mapWinner',
  534: 'outrightWinner',
};

const OVER_UNDER: Readonly<Record<string, OutcomeKey>> = { '12': 'over', '13': 'under' };
const RESULT: Readonly<Record<string, OutcomeKey>> = { '2': 'draw' };

/**
 * Which outcome ids of a market carry words, per market key. Outcome ids mean different things in different
 * markets (an outright's ids are competitor ids), so the rule is per market.
 */
export const OUTCOME_KEYS_BY_MARKET: Readonly<Partial<Record<MarketKey, Readonly<Record<string, OutcomeKey>>>>> = {
  result: RESULT,
  firstHalfResult: RESULT,
  total: OVER_UNDER,
  totalGames: OVER_UNDER,
  totalInclOvertime: OVER_UNDER,
  firstInningsTotal: OVER_UNDER,
  totalSets: OVER_UNDER,
  totalMaps: OVER_UNDER,
  doubleChance: { '9': 'homeOrDraw', '10': 'homeOrAway', '11': 'drawOrAway' },
  bothTeamsToScore: { '74': 'yes', '76': 'no' },
  correctScore: { other: 'other' },
};
