import { describe, expect, it } from 'vitest';
import { customBetMargin, customBetOdds } from '../../src/modules/bet-builder/custom-price';
import { gridLegOf, hasBuilder } from '../../src/modules/bet-builder/grid-legs';

describe('bet builder leg mapping (pure)', () => {
  it('maps the football markets the score grid prices', () => {
    expect(gridLegOf('football', 1, '', '1')).toEqual({ market: '1x2', outcome: 'home' });
    expect(gridLegOf('football', 1, '', '2')).toEqual({ market: '1x2', outcome: 'draw' });
    expect(gridLegOf('football', 1, '', '3')).toEqual({ market: '1x2', outcome: 'away' });
    expect(gridLegOf('football', 10, '', '9')).toEqual({ market: 'double_chance', outcome: 'home_draw' });
    expect(gridLegOf('football', 10, '', '10')).toEqual({ market: 'double_chance', outcome: 'home_away' });
    expect(gridLegOf('football', 10, '', '11')).toEqual({ market: 'double_chance', outcome: 'draw_away' });
    expect(gridLegOf('football', 18, 'total=2.5', '12')).toEqual({ market: 'total', line: 2.5, side: 'over' });
    expect(gridLegOf('football', 18, 'total=0.5', '13')).toEqual({ market: 'total', line: 0.5, side: 'under' });
    expect(gridLegOf('football', 29, '', '74')).toEqual({ market: 'btts', outcome: 'yes' });
    expect(gridLegOf('football', 29, '', '76')).toEqual({ market: 'btts', outcome: 'no' });
    expect(gridLegOf('football', 41, '', '2-1')).toEqual({ market: 'correct_score', home: 2, away: 1 });
  });

  it('refuses what the grid cannot price', () => {
    expect(gridLegOf('football', 16, 'hcp=-1.5', '1714')).toBeNull(); // handicap
    expect(gridLegOf('football', 60, '', '1')).toBeNull(); // half-time result
    expect(gridLegOf('football', 41, '', 'other')).toBeNull();
    expect(gridLegOf('football', 18, 'total=2', '12')).toBeNull(); // whole line: refunds
    expect(gridLegOf('football', 18, 'total=2.25', '12')).toBeNull(); // quarter line
    expect(gridLegOf('football', 18, 'total=2.5', '14')).toBeNull(); // unknown outcome
    expect(gridLegOf('football', 1, 'total=2.5', '1')).toBeNull(); // specifier on a market without one
    expect(gridLegOf('ice-hockey', 406, '', '4')).toBeNull(); // winner incl. overtime
    expect(gridLegOf('ice-hockey', 29, '', '74')).toBeNull(); // not an ice hockey market
    expect(gridLegOf('tennis', 1, '', '1')).toBeNull();
    expect(gridLegOf('tennis', 189, 'total=22.5', '12')).toBeNull(); // games: not in a sets grid
    expect(gridLegOf('basketball', 223, 'hcp=-5', '1714')).toBeNull(); // whole line
    // Cricket's first-innings total needs to know who batted first (live only).
    expect(gridLegOf('cricket', 605, 'total=160.5', '12')).toBeNull();
    expect(gridLegOf('cricket', 605, 'total=160.5', '12', { firstBatting: 'away' })).toEqual({
      market: 'team_total',
      team: 'away',
      line: 160.5,
      side: 'over',
    });
    expect(gridLegOf('cricket', 340, '', '4')).toEqual({ market: '1x2', outcome: 'home' });
  });

  it('maps ice hockey 1x2 and totals (regulation time)', () => {
    expect(gridLegOf('ice-hockey', 1, '', '3')).toEqual({ market: '1x2', outcome: 'away' });
    expect(gridLegOf('ice-hockey', 18, 'total=5.5', '12')).toEqual({ market: 'total', line: 5.5, side: 'over' });
    expect(hasBuilder('ice-hockey')).toBe(true);
    expect(hasBuilder('darts')).toBe(false);
  });

  it('maps basketball winner, handicap and total, tennis and series winner, handicap and correct score', () => {
    expect(gridLegOf('basketball', 219, '', '5')).toEqual({ market: '1x2', outcome: 'away' });
    expect(gridLegOf('basketball', 223, 'hcp=-6.5', '1714')).toEqual({ market: 'handicap', line: -6.5, side: 'home' });
    expect(gridLegOf('basketball', 223, 'hcp=3.5', '1715')).toEqual({ market: 'handicap', line: 3.5, side: 'away' });
    expect(gridLegOf('basketball', 225, 'total=221.5', '13')).toEqual({ market: 'total', line: 221.5, side: 'under' });
    expect(gridLegOf('tennis', 186, '', '4')).toEqual({ market: '1x2', outcome: 'home' });
    expect(gridLegOf('tennis', 188, 'hcp=1.5', '1715')).toEqual({ market: 'handicap', line: 1.5, side: 'away' });
    expect(gridLegOf('tennis', 181, '', '2-1')).toEqual({ market: 'correct_score', home: 2, away: 1 });
    expect(gridLegOf('volleyball', 314, 'total=4.5', '12')).toEqual({ market: 'total', line: 4.5, side: 'over' });
    expect(gridLegOf('cs2', 327, 'hcp=-1.5', '1714')).toEqual({ market: 'handicap', line: -1.5, side: 'home' });
    expect(gridLegOf('dota2', 181, '', '0-2')).toEqual({ market: 'correct_score', home: 0, away: 2 });
    expect(hasBuilder('league-of-legends')).toBe(true);
  });

  it('prices with the margin per leg, capped, rounding down', () => {
    expect(customBetMargin(0.05, 2)).toBeCloseTo(0.1, 12);
    expect(customBetMargin(0.05, 5)).toBe(0.15);
    expect(customBetMargin(null, 2)).toBeCloseTo(0.12, 12);
    // No margin: the fair odds, rounded down on the ladder.
    expect(customBetOdds(0.25, 0)).toBe(4);
    expect(customBetOdds(0.3, 0)).toBe(3.3);
    expect(customBetOdds(0.5, 0.1)).toBe(1.81); // 1 / 0.55 = 1.818…
    for (const p of [0.9, 0.5, 0.2, 0.05, 0.01]) {
      const odds = customBetOdds(p, 0.1);
      expect(odds).toBeLessThan(1 / p);
      expect(odds).toBeLessThanOrEqual(1 / (p * 1.1));
      expect(odds).toBeGreaterThan((1 / (p * 1.1)) * 0.9); // one ladder step at most
    }
    expect(customBetOdds(1e-6, 0.1)).toBe(500);
    expect(customBetOdds(0.995, 0.1)).toBe(1.01);
  });
});
