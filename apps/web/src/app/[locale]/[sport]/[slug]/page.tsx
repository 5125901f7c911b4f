import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { offersBuilder } from '../../../../features/bet-builder/builder-sports';
import { LeagueLogo } from '../../../../features/catalog/logo';
import { type ListTab, parseTab, TabbedMatches } from '../../../../features/catalog/tabbed-matches';
import { MatchView } from '../../../../features/match/match-view';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import {
  countMatches,
  getCategory,
  getCustomMarkets,
  getMarkets,
  getMatch,
  getMatchPredictions,
  getSettings,
  getSports,
  getTournament,
  getTournaments,
  hasSessionCookie,
  resolveSlug,
} from '../../../../shared/api/server-api';
import { PageName } from '../../../../shared/page/body-attributes';
import { Breadcrumb } from '../../../../shared/page/breadcrumb';
import { SportIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

type Props = {
  params: Promise<{ locale: string; sport: string; slug: string }>;
  searchParams: Promise<{ tab?: string | string[]; group?: string | string[] }>;
};

const CATEGORY_TABS: readonly ListTab[] = ['all', 'favorites', 'outrights'];
const LEAGUE_TABS: readonly ListTab[] = ['all', 'favorites', 'outrights', 'betbuilder'];

/** What `/[sport]/[slug]` is: a category, a league or a match (resolved by the server), with its data. */
async function load(locale: string, sportKey: string, slug: string) {
  const target = await resolveSlug(locale, sportKey, slug);
  if (!target) return null;
  switch (target.kind) {
    case 'category': {
      const category = await getCategory(locale, target.id);
      return category && category.sportKey === sportKey ? ({ kind: 'category', category } as const) : null;
    }
    case 'tournament': {
      const tournament = await getTournament(locale, target.id);
      return tournament && tournament.sportKey === sportKey ? ({ kind: 'tournament', tournament } as const) : null;
    }
    case 'match': {
      const match = await getMatch(locale, target.id);
      return match && match.sportKey === sportKey ? ({ kind: 'match', match } as const) : null;
    }
    default:
      return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport, slug } = await params;
  const found = await load(locale, sport, slug).catch(() => null);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  const path = `/${sport}/${slug}`;
  switch (found.kind) {
    case 'category':
      return pageMetadata({ locale, path, title: t('category', { category: found.category.name, sport }) });
    case 'tournament':
      return pageMetadata({ locale, path, title: t('league', { league: found.tournament.name }) });
    case 'match':
      return pageMetadata({
        locale,
        path,
        title: t('match', { match: found.match.name }),
        description: t('match-description', { match: found.match.name, league: found.match.tournament.name }),
      });
  }
}

/** Category, league or match page, decided on the server from the slug. */
export default async function SportSlugPage({ params, searchParams }: Props) {
  const { locale, sport, slug } = await params;
  const query = await searchParams;
  const found = await load(locale, sport, slug);
  if (!found) notFound();
  const settings = await getSettings(locale);

  if (found.kind === 'match') {
    // The bet builder's toggle shows when the operator turned it on and the match has combinable markets.
    const withBuilder = settings.betting.customBetEnabled && offersBuilder(found.match);
    const [markets, custom, predictions, sessionCookie] = await Promise.all([
      getMarkets(locale, found.match.id),
      withBuilder ? getCustomMarkets(locale, found.match.id).catch(() => null) : null,
      // Outrights have no prediction; a failed read leaves the card to load in the browser.
      found.match.type === 'match' ? getMatchPredictions(locale, found.match.id).catch(() => undefined) : undefined,
      hasSessionCookie(),
    ]);
    const group = Array.isArray(query.group) ? query.group[0] : query.group;
    return (
      <>
        <PageName page="match" />
        <MatchView
          locale={locale}
          match={found.match}
          markets={markets.data}
          settings={settings}
          group={group}
          builder={(custom?.data.length ?? 0) > 0}
          prediction={predictions && (predictions[0] ?? null)}
          sessionCookie={sessionCookie}
        />
      </>
    );
  }

  const [nav, tList, sports] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'list' }),
    getSports(locale),
  ]);
  const sportName = sports.find((s) => s.key === sport)?.name ?? sport;

  if (found.kind === 'category') {
    const { category } = found;
    const [tournaments, counters] = await Promise.all([
      getTournaments(locale, sport, category.id),
      countMatches(locale, { sport_key: [sport] }),
    ]);
    const counts = new Map(counters.tournaments.map((t) => [t.id, t.matchCount + t.outrightCount]));
    const leagues = tournaments.filter((t) => (counts.get(t.id) ?? 0) > 0).toSorted((a, b) => a.priority - b.priority);
    return (
      <div className={page.page}>
        <PageName page="category" />
        <Breadcrumb label={nav('breadcrumb')} items={[{ href: localePath(locale, `/${sport}`), name: sportName }]} />
        <h1 className={page.title}>
          <SportIcon sportKey={sport} size={26} />
          {category.name}
        </h1>
        {leagues.length > 0 && (
          <section className={page.section} aria-labelledby="leagues">
            <h2 id="leagues" className={page.sectionTitle}>
              {tList('leagues')}
            </h2>
            <ul className={page.grid}>
              {leagues.map((league) => (
                <li key={league.id}>
                  <a data-spa className={page.card} href={localePath(locale, `/${sport}/${league.slug}`)}>
                    {league.name}
                    <span className={page.cardCount}>{counts.get(league.id)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <TabbedMatches
          locale={locale}
          basePath={`/${sport}/${slug}`}
          tabs={CATEGORY_TABS}
          active={parseTab(query.tab, CATEGORY_TABS)}
          filter={{ sport_key: sport, category_id: category.id }}
          settings={settings}
        />
      </div>
    );
  }

  const { tournament } = found;
  return (
    <div className={page.page}>
      <PageName page="league" />
      <Breadcrumb
        label={nav('breadcrumb')}
        items={[
          { href: localePath(locale, `/${sport}`), name: sportName },
          { href: localePath(locale, `/${sport}/${tournament.categorySlug}`), name: tournament.categoryName },
        ]}
      />
      <h1 className={page.title}>
        <LeagueLogo id={tournament.id} size={28} eager />
        {tournament.name}
      </h1>
      <TabbedMatches
        locale={locale}
        basePath={`/${sport}/${slug}`}
        tabs={LEAGUE_TABS}
        active={parseTab(query.tab, LEAGUE_TABS)}
        filter={{ sport_key: sport, tournament_id: tournament.id }}
        settings={settings}
      />
    </div>
  );
}
