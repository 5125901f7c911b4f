import type { BuilderSportKey } from '@sportsbook/contract/bet-builder';
import type { GridLeg } from '@sportsbook/domain/bet-builder/score-grid';

/**
 * Which catalog outcomes the bet builder's score grid can price (issue 18), and as which leg. Pure.
 *
 * Market ids, specifiers and outcome ids are the simulator's (feed/engines/*.ts, built by
 * feed/markets/market-def.ts). Football: 1 = 1x2 (outcomes 1 home, 2 draw, 3 away), 10 = double chance (9 home or
 * draw, 10 home or away, 11 draw or away), 18 = total (`total=2.5`; 12 over, 13 under), 29 = both teams to score (74
 * yes, 76 no), 41 = correct score (`h-a`). Ice hockey: 1x2 and totals on regulation time, which is what its grid
 * describes. Basketball (points, overtime included): 219 winner (4 home, 5 away), 223 handicap (`hcp=-5.5`; 1714
 * home, 1715 away), 225 total. Tennis (sets): 186 winner, 188 set handicap, 181 correct score. Series of sets or
 * maps: 186 winner, their handicap and total ids (`SeriesConfig`), 181 correct score.
 *
 * Not combinable: football handicaps and the half-time result (the grid knows neither half-time nor the pushes),
 * winners including overtime or penalties in ice hockey, correct score `other` (a set of scores), whole or quarter
 * lines (2, 2.25, 2.75: they refund in part, which a win-or-lose leg cannot express), tennis games markets and each
 * set's or map's own winner (the grid knows only sets won). Cricket (live only): 340 winner, 605 first-innings
 * total (the total of the side that batted first, from the joint model's `firstBatting`).
 */

type LegKind =
  | 'result'
  | 'winner'
  | 'double_chance'
  | 'total'
  | 'handicap'
  | 'btts'
  | 'correct_score'
  | 'first_innings_total';

const SERIES = (handicap: number, total: number): ReadonlyMap<number, LegKind> =>
  new Map<number, LegKind>([
    [186, 'winner'],
    [handicap, 'handicap'],
    [total, 'total'],
    [181, 'correct_score'],
  ]);

/** Sports (catalog sport keys) with a bet builder, and what each combinable market id is. */
const BUILDER_MARKETS: Readonly<Record<BuilderSportKey, ReadonlyMap<number, LegKind>>> = {
  football: new Map<number, LegKind>([
    [1, 'result'],
    [10, 'double_chance'],
    [18, 'total'],
    [29, 'btts'],
    [41, 'correct_score'],
  ]),
  'ice-hockey': new Map<number, LegKind>([
    [1, 'result'],
    [18, 'total'],
  ]),
  basketball: new Map<number, LegKind>([
    [219, 'winner'],
    [223, 'handicap'],
    [225, 'total'],
  ]),
  tennis: new Map<number, LegKind>([
    [186, 'winner'],
    [188, 'handicap'],
    [181, 'correct_score'],
  ]),
  volleyball: SERIES(188, 314),
  'table-tennis': SERIES(188, 314),
  cs2: SERIES(327, 328),
  dota2: SERIES(327, 328),
  'league-of-legends': SERIES(327, 328),
  cricket: new Map<number, LegKind>([
    [340, 'winner'],
    [605, 'first_innings_total'],
  ]),
};

/** Whether a sport has a bet builder. */
export function hasBuilder(sportKey: string): sportKey is BuilderSportKey {
  return Object.hasOwn(BUILDER_MARKETS, sportKey);
}

const RESULT: Readonly<Record<string, 'home' | 'draw' | 'away'>> = { '1': 'home', '2': 'draw', '3': 'away' };
const DOUBLE_CHANCE: Readonly<Record<string, 'home_draw' | 'home_away' | 'draw_away'>> = {
  '9': 'home_draw',
  '10': 'home_away',
  '11': 'draw_away',
};
const TOTAL_SIDE: Readonly<Record<string, 'over' | 'under'>> = { '12': 'over', '13': 'under' };
const WINNER: Readonly<Record<string, 'home' | 'away'>> = { '4': 'home', '5': 'away' };
const HANDICAP_SIDE: Readonly<Record<string, 'home' | 'away'>> = { '1714': 'home', '1715': 'away' };
const BTTS: Readonly<Record<string, 'yes' | 'no'>> = { '74': 'yes', '76': 'no' };

/** A half line (`x.5`, signed where the key allows) from a specifier `key=x.5`; null otherwise. */
function halfLine(specifier: string, key: 'total' | 'hcp'): number | null {
  const match = (key === 'total' ? /^total=(\d{1,3}\.5)$/ : /^hcp=(-?\d{1,3}\.5)$/).exec(specifier);
  if (!match?.[1]) return null;
  return Number(match[1]);
}

/**
 * The grid leg of outcome `outcomeId` of market `marketId` (with `specifier`) of a `sportKey` match, or null when
 * the grid cannot price it (another sport, a market or line not combinable, an unknown outcome).
 */
export function gridLegOf(
  sportKey: string,
  marketId: number,
  specifier: string,
  outcomeId: string,
  /** What the match's joint model says of it: in cricket, the side that batted first. */
  context: { readonly firstBatting?: 'home' | 'away' } = {},
): GridLeg | null {
  switch (hasBuilder(sportKey) ? BUILDER_MARKETS[sportKey].get(marketId) : undefined) {
    case 'result': {
      const outcome = specifier === '' ? RESULT[outcomeId] : undefined;
      return outcome ? { market: '1x2', outcome } : null;
    }
    case 'winner': {
      // A two-way winner is the 1x2 of a grid without level scores.
      const outcome = specifier === '' ? WINNER[outcomeId] : undefined;
      return outcome ? { market: '1x2', outcome } : null;
    }
    case 'double_chance': {
      const outcome = specifier === '' ? DOUBLE_CHANCE[outcomeId] : undefined;
      return outcome ? { market: 'double_chance', outcome } : null;
    }
    case 'total': {
      const line = halfLine(specifier, 'total');
      const side = TOTAL_SIDE[outcomeId];
      return line !== null && side ? { market: 'total', line, side } : null;
    }
    case 'handicap': {
      const line = halfLine(specifier, 'hcp');
      const side = HANDICAP_SIDE[outcomeId];
      return line !== null && side ? { market: 'handicap', line, side } : null;
    }
    case 'btts': {
      const outcome = specifier === '' ? BTTS[outcomeId] : undefined;
      return outcome ? { market: 'btts', outcome } : null;
    }
    case 'first_innings_total': {
      // The first-innings total is the total of the side the toss sent in (known once the match is live).
      const line = halfLine(specifier, 'total');
      const side = TOTAL_SIDE[outcomeId];
      const team = context.firstBatting;
      return line !== null && side && team ? { market: 'team_total', team, line, side } : null;
    }
    case 'correct_score': {
      const score = specifier === '' ? /^(\d{1,2})-(\d{1,2})$/.exec(outcomeId) : null;
      return score ? { market: 'correct_score', home: Number(score[1]), away: Number(score[2]) } : null;
    }
    default:
      return null;
  }
}
