import type { Category, Market, Match, Sport, Tournament } from '@sportsbook/contract/catalog';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/contract/catalog';
import { contentLocale, localizeMarket, localizeScore } from '../../feed/names/localize';
import type {
  FeedCategory,
  FeedMarket,
  FeedMatch,
  FeedSport,
  FeedTournament,
  LocalizedNames,
  ProviderStatuses,
} from '../../feed/types';

/** A sport's or category's name in `locale` (its content language's, else English). */
export function localName(names: LocalizedNames, locale: string): string {
  return names[contentLocale(locale)] ?? names.en;
}

export type Refs = {
  sports: ReadonlyMap<number, FeedSport>;
  categories: ReadonlyMap<number, FeedCategory>;
  tournaments: ReadonlyMap<number, FeedTournament>;
};

export const toWireSport = (s: FeedSport, locale: string): Sport => ({
  id: s.id,
  urnId: s.urnId,
  key: s.key,
  name: localName(s.names, locale),
  priority: s.priority,
  type: s.type,
  provider: s.provider,
});

export function toWireCategory(c: FeedCategory, refs: Refs, locale: string): Category {
  return {
    id: c.id,
    slug: c.slug,
    name: localName(c.names, locale),
    priority: c.priority,
    countryCode: c.countryCode,
    sportId: c.sportId,
    sportKey: refs.sports.get(c.sportId)?.key ?? '',
  };
}

export function toWireTournament(t: FeedTournament, refs: Refs, locale: string): Tournament {
  const category = refs.categories.get(t.categoryId);
  return {
    id: t.id,
    urnId: t.urnId,
    slug: t.slug,
    name: t.name,
    priority: t.priority,
    categoryId: t.categoryId,
    categorySlug: category?.slug ?? '',
    categoryName: category ? localName(category.names, locale) : '',
    sportId: t.sportId,
    sportKey: refs.sports.get(t.sportId)?.key ?? '',
    mainMarketOutcomesCount: t.mainMarketOutcomesCount,
    secondaryMarketOutcomesCount: t.secondaryMarketOutcomesCount,
    hasOutrights: t.hasOutrights,
  };
}

/** Markets a list shows: everything but "not allowed" (status 0), which the spec drops from lists. */
export const isListed = (m: Market): boolean => m.status !== MARKET_STATUS.notAllowed;

/**
 * The match as the wire shows it in `locale`: names joined from the reference data, market, outcome and period
 * names translated, derived flags, market counts, and the main market (first listed market of the `main` group)
 * and secondary market (the most balanced other line, e.g. over/under 2.5).
 */
export function toWireMatch(
  m: FeedMatch,
  markets: readonly FeedMarket[],
  refs: Refs,
  providers: ProviderStatuses,
  locale: string,
): Match {
  const sport = refs.sports.get(m.sportId);
  const category = refs.categories.get(m.categoryId);
  const tournament = refs.tournaments.get(m.tournamentId);
  const listed = markets.filter(isListed);
  const main = listed.find((x) => x.groups.includes('main')) ?? listed[0] ?? null;
  const secondary = listed.find((x) => x !== main && x.mostBalanced && x.id !== main?.id) ?? null;
  const providerUp = providers[m.provider] !== 'inactive';
  return {
    id: m.id,
    urnId: m.urnId,
    slug: m.slug,
    type: m.type,
    name: m.name,
    status: m.status,
    live: m.status === MATCH_STATUS.live,
    bettable: providerUp && (m.status === MATCH_STATUS.prematch || m.status === MATCH_STATUS.live),
    stage: m.stage,
    startTime: new Date(m.startTime).toISOString(),
    endDate: m.endDate === null ? null : new Date(m.endDate).toISOString(),
    stadium: m.stadium,
    city: m.city,
    sportKey: sport?.key ?? '',
    sport: {
      id: m.sportId,
      key: sport?.key ?? '',
      slug: sport?.key ?? '',
      name: sport ? localName(sport.names, locale) : '',
      priority: sport?.priority ?? 0,
      type: sport?.type ?? 'regular',
    },
    category: {
      id: m.categoryId,
      slug: category?.slug ?? '',
      name: category ? localName(category.names, locale) : '',
      priority: category?.priority ?? 0,
      countryCode: category?.countryCode ?? null,
    },
    tournament: {
      id: m.tournamentId,
      slug: tournament?.slug ?? '',
      name: tournament?.name ?? '',
      priority: tournament?.priority ?? 0,
    },
    competitors: [...m.competitors],
    clock: m.clock,
    score: localizeScore(m.score, locale),
    marketsCount: listed.length,
    topMarketsCount: listed.filter((x) => x.groups.includes('main')).length,
    mainMarket: main && localizeMarket(main, locale),
    secondaryMarket: secondary && localizeMarket(secondary, locale),
    hasVideo: m.hasVideo,
    provider: m.provider,
    isProviderStatsAvailable: m.isProviderStatsAvailable,
  };
}
