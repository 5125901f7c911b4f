import type { Match } from '@sportsbook/contract/catalog';

export type LeagueGroup = { key: string; tournamentId: number; matches: Match[] };

/** Groups matches by league, keeping the order in which leagues first appear (the API's sort order). */
export function groupByLeague(matches: readonly Match[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const match of matches) {
    let group = groups.get(match.tournament.id);
    if (!group) {
      group = { key: `${match.sport.key}-${match.tournament.id}`, tournamentId: match.tournament.id, matches: [] };
      groups.set(match.tournament.id, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}

/** Column labels of a main market: short outcome names as they are ("1", "X", "2"), else 1/X/2 by position. */
export function outcomeColumnLabels(outcomeNames: readonly string[]): string[] {
  if (outcomeNames.every((name) => name.length <= 3)) return [...outcomeNames];
  if (outcomeNames.length === 3) return ['1', 'X', '2'];
  if (outcomeNames.length === 2) return ['1', '2'];
  return outcomeNames.map((_, i) => String(i + 1));
}

/** The current period's name from the score (last period listed), if any. */
export function currentPeriod(match: Match): string | null {
  const periods = match.score?.periodScores ?? [];
  return periods.at(-1)?.name ?? null;
}
