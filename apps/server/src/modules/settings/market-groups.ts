/** Market group tabs of the match page, in display order, with names in en/de/es (others fall back to en). */
export const MARKET_GROUPS: readonly { groupKey: string; priority: number; names: Record<string, string> }[] = [
  { groupKey: 'main', priority: 1, names: { en: 'Main', de: 'Hauptwetten', es: 'Principales' } },
  { groupKey: 'goals', priority: 2, names: { en: 'Goals', de: 'Tore', es: 'Goles' } },
  { groupKey: 'totals', priority: 3, names: { en: 'Totals', de: 'Über/Unter', es: 'Totales' } },
  { groupKey: 'handicaps', priority: 4, names: { en: 'Handicaps', de: 'Handicaps', es: 'Hándicaps' } },
  { groupKey: 'halves', priority: 5, names: { en: 'Halves', de: 'Halbzeiten', es: 'Mitades' } },
  {
    groupKey: 'correct_score',
    priority: 6,
    names: { en: 'Correct score', de: 'Genaues Ergebnis', es: 'Resultado exacto' },
  },
  { groupKey: 'sets', priority: 7, names: { en: 'Sets', de: 'Sätze', es: 'Sets' } },
  { groupKey: 'games', priority: 8, names: { en: 'Games', de: 'Spiele', es: 'Juegos' } },
  { groupKey: 'maps', priority: 9, names: { en: 'Maps', de: 'Maps', es: 'Mapas' } },
];
