/** Market group tabs of the match page, in display order; their names in every language are in `feed/names/`. */
export const MARKET_GROUPS: readonly { groupKey: string; priority: number }[] = [
  { groupKey: 'main', priority: 1 },
  { groupKey: 'goals', priority: 2 },
  { groupKey: 'totals', priority: 3 },
  { groupKey: 'handicaps', priority: 4 },
  { groupKey: 'halves', priority: 5 },
  { groupKey: 'correct_score', priority: 6 },
  { groupKey: 'sets', priority: 7 },
  { groupKey: 'games', priority: 8 },
  { groupKey: 'maps', priority: 9 },
];
