import { COUNTRIES } from './data/countries';
import { CS2_LEAGUES, DOTA2_LEAGUES, LOL_LEAGUES } from './data/esports';
import { FOOTBALL_LEAGUES } from './data/football';
import { TABLE_TENNIS_LEAGUES, TENNIS_TOURNAMENTS } from './data/racket-sports';
import { SPORTS } from './data/sports';
import { BASKETBALL_LEAGUES, CRICKET_LEAGUES, ICE_HOCKEY_LEAGUES, VOLLEYBALL_LEAGUES } from './data/team-sports';
import type { LeagueData, SportData } from './data/types';
import type { CompetitorInfo } from './engines/engine';
import { localizedNames } from './names/localize';
import type { Random } from './random';
import { slugify } from './slug';
import type { FeedCategory, FeedSport, FeedTournament } from './types';

/** A tournament with what the simulator needs to schedule its fixtures. */
export interface League {
  readonly tournament: FeedTournament;
  readonly sport: SportData;
  /** Strongest first. */
  readonly competitors: readonly CompetitorInfo[];
  /** Single-site events (tennis, table tennis, esports): where every match is played. */
  readonly venue: { readonly stadium: string; readonly city: string } | null;
  readonly format: string | undefined;
  readonly outright: boolean;
}

export interface ReferenceData {
  readonly sports: readonly FeedSport[];
  readonly categories: readonly FeedCategory[];
  readonly tournaments: readonly FeedTournament[];
  readonly sportData: readonly SportData[];
  readonly leaguesBySport: ReadonlyMap<number, readonly League[]>;
}

const LEAGUES_BY_SPORT: Readonly<Record<string, readonly LeagueData[]>> = {
  football: FOOTBALL_LEAGUES,
  tennis: TENNIS_TOURNAMENTS,
  basketball: BASKETBALL_LEAGUES,
  'ice-hockey': ICE_HOCKEY_LEAGUES,
  volleyball: VOLLEYBALL_LEAGUES,
  'table-tennis': TABLE_TENNIS_LEAGUES,
  cricket: CRICKET_LEAGUES,
  cs2: CS2_LEAGUES,
  dota2: DOTA2_LEAGUES,
  'league-of-legends': LOL_LEAGUES,
};

/** Playing level of a league (its best team's strength); 0.6 when not listed. */
const LEVEL: Readonly<Record<number, number>> = {
  17: 1,
  8: 1,
  35: 0.95,
  23: 0.95,
  34: 0.85,
  37: 0.75,
  238: 0.78,
  52: 0.7,
  18: 0.62,
  54: 0.55,
  44: 0.58,
  53: 0.52,
  38: 0.68,
  325: 0.72,
  155: 0.68,
  679: 0.6,
  11: 0.9,
};

const THREE_WAY_SPORTS = new Set(['football', 'ice-hockey']);

/** Tournament ids of a league's copies (see `scaledLeagues`) are the original's plus a multiple of this. */
const COPY_ID_STEP = 100_000;

/** Roman numerals II, III, …: the level of a league's copy and of its teams ("Süper Lig III", "Fenerbahçe III"). */
function copyLevel(copy: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = copy + 1;
  let out = '';
  for (const [value, numeral] of numerals)
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  return out;
}

/**
 * The leagues of a sport, and for `scale` > 1 that many copies of each as lower levels with their own teams
 * (no outrights). Only load tests scale the catalog up (SIM_SCALE); with scale 1 this is the data as listed.
 */
function scaledLeagues(leagues: readonly LeagueData[], scale: number): LeagueData[] {
  const out = [...leagues];
  for (let copy = 1; copy < scale; copy++) {
    const level = copyLevel(copy);
    for (const league of leagues) {
      out.push({
        ...league,
        id: league.id + copy * COPY_ID_STEP,
        name: `${league.name} ${level}`,
        teams: league.teams.map((entry) => {
          const [name, ...rest] = entry.split('|');
          return [`${name} ${level}`, ...rest].join('|');
        }),
        outright: false,
      });
    }
  }
  return out;
}

/**
 * Builds the static catalog: sports, categories (one per sport and country), tournaments and competitors with
 * strengths. A competitor listed in several leagues of a sport (a club in a continental cup) is one competitor;
 * its strength comes from its first listing (league level, rank in the list, a little seeded noise).
 */
export function buildReferenceData(rng: Random, scale = 1): ReferenceData {
  const sports: FeedSport[] = [];
  const categories: FeedCategory[] = [];
  const tournaments: FeedTournament[] = [];
  const leaguesBySport = new Map<number, League[]>();
  const competitors = new Map<string, CompetitorInfo>();
  let nextCompetitorId = 1001;

  SPORTS.forEach((sport, sportIndex) => {
    sports.push({
      id: sport.id,
      urnId: sport.urnId,
      key: sport.key,
      names: localizedNames('sports', sport.key, sport.name),
      priority: sportIndex + 1,
      type: sport.type,
      provider: sport.provider,
    });
    const categoryIds = new Map<string, FeedCategory>();
    const perCategory = new Map<number, number>();
    const leagues: League[] = [];
    for (const data of scaledLeagues(LEAGUES_BY_SPORT[sport.key] ?? [], scale)) {
      let category = categoryIds.get(data.country);
      if (!category) {
        const country = COUNTRIES[data.country];
        if (!country) throw new Error(`unknown country ${data.country} in league ${data.name}`);
        category = {
          id: categories.length + 1,
          slug: slugify(country.name),
          names: localizedNames('categories', data.country, country.name),
          priority: categoryIds.size + 1,
          countryCode: country.code,
          sportId: sport.id,
        };
        categoryIds.set(data.country, category);
        categories.push(category);
      }
      const priority = (perCategory.get(category.id) ?? 0) + 1;
      perCategory.set(category.id, priority);
      const tournament: FeedTournament = {
        id: data.id,
        urnId: `${sport.provider === 'oddin' ? 'od' : 'sr'}:tournament:${data.id}`,
        slug: slugify(data.name),
        name: data.name,
        priority,
        categoryId: category.id,
        sportId: sport.id,
        mainMarketOutcomesCount: THREE_WAY_SPORTS.has(sport.key) ? 3 : 2,
        secondaryMarketOutcomesCount: 2,
        hasOutrights: data.outright === true,
      };
      tournaments.push(tournament);
      const level = LEVEL[data.id] ?? 0.6;
      const last = Math.max(1, data.teams.length - 1);
      const members = data.teams.map((entry, rank) => {
        const [name = entry, city = null, venue = null] = entry.split('|');
        const key = `${sport.id}:${name}`;
        let competitor = competitors.get(key);
        if (!competitor) {
          competitor = {
            id: nextCompetitorId++,
            name,
            city,
            venue,
            strength: level * (1 - (0.5 * rank) / last) + rng.between(-0.03, 0.03),
          };
          competitors.set(key, competitor);
        }
        return competitor;
      });
      const [stadium, city] = data.venue?.split('|') ?? [];
      leagues.push({
        tournament,
        sport,
        competitors: members,
        venue: stadium && city ? { stadium, city } : null,
        format: data.format,
        outright: data.outright === true,
      });
    }
    leaguesBySport.set(sport.id, leagues);
  });
  return { sports, categories, tournaments, sportData: SPORTS, leaguesBySport };
}
