import type { GridLeg } from '@sportsbook/domain/bet-builder/score-grid';

/**
 * Which catalog outcomes the bet builder's score grid can price (issue 18), and as which leg. Pure.
 *
 * Market ids, specifiers and outcome ids are the simulator's (feed/engines/football.ts, ice-hockey.ts, built by
 * feed/markets/market-def.ts): 1 = 1x2 (outcomes 1 home, 2 draw, 3 away), 10 = double chance (9 home or draw,
 * 10 home or away, 11 draw or away), 18 = total (`total=2.5`; 12 over, 13 under), 29 = both teams to score (74 yes,
 * 76 no), 41 = correct score (`h-a`, and `other`). In ice hockey 1x2 and totals are on regulation time, which is
 * what its grid describes.
 *
 * Not combinable: handicaps and the half-time result (the grid knows neither the goal difference lines' pushes
 * nor the half-time score), the winner including overtime, correct score `other` (a set of scores, not one), and
 * whole or quarter total lines (2, 2.25, 2.75, 3: they refund in part, which a win-or-lose leg cannot express).
 */

/** Sports (catalog sport keys) with a bet builder, and the market ids each one combines. */
export const BUILDER_MARKETS: Readonly<Record<string, ReadonlySet<number>>> = {
  football: new Set([1, 10, 18, 29, 41]),
  'ice-hockey': new Set([1, 18]),
};

/** Whether a sport has a bet builder. */
export function hasBuilder(sportKey: string): boolean {
  return Object.hasOwn(BUILDER_MARKETS, sportKey);
}

const RESULT: Readonly<Record<string, 'home' | 'draw' | 'away'>> = { '1': 'home', '2': 'draw', '3': 'away' };
const DOUBLE_CHANCE: Readonly<Record<string, 'home_draw' | 'home_away' | 'draw_away'>> = {
  '9': 'home_draw',
  '10': 'home_away',
  '11': 'draw_away',
};
const TOTAL_SIDE: Readonly<Record<string, 'over' | 'under'>> = { '12': 'over', '13': 'under' };
const BTTS: Readonly<Record<string, 'yes' | 'no'>> = { '74': 'yes', '76': 'no' };

/** A half line (`x.5`, ≥ 0.5) from a specifier `total=x.5`; null otherwise. */
function halfLine(specifier: string): number | null {
  const match = /^total=(\d{1,3}\.5)$/.exec(specifier);
  if (!match?.[1]) return null;
  return Number(match[1]);
}

/**
 * The grid leg of outcome `outcomeId` of market `marketId` (with `specifier`) of a `sportKey` match, or null when
 * the grid cannot price it (another sport, a market or line not combinable, an unknown outcome).
 */
export function gridLegOf(sportKey: string, marketId: number, specifier: string, outcomeId: string): GridLeg | null {
  if (!BUILDER_MARKETS[sportKey]?.has(marketId)) return null;
  switch (marketId) {
    case 1: {
      const outcome = specifier === '' ? RESULT[outcomeId] : undefined;
      return outcome ? { market: '1x2', outcome } : null;
    }
    case 10: {
      const outcome = specifier === '' ? DOUBLE_CHANCE[outcomeId] : undefined;
      return outcome ? { market: 'double_chance', outcome } : null;
    }
    case 18: {
      const line = halfLine(specifier);
      const side = TOTAL_SIDE[outcomeId];
      return line !== null && side ? { market: 'total', line, side } : null;
    }
    case 29: {
      const outcome = specifier === '' ? BTTS[outcomeId] : undefined;
      return outcome ? { market: 'btts', outcome } : null;
    }
    case 41: {
      const score = specifier === '' ? /^(\d{1,2})-(\d{1,2})$/.exec(outcomeId) : null;
      return score ? { market: 'correct_score', home: Number(score[1]), away: Number(score[2]) } : null;
    }
    default:
      return null;
  }
}
