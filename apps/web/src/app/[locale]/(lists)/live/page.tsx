import type { Match } from '@sportsbook/contract/catalog';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listContext } from '../../../../features/catalog/list-context';
import { MatchList } from '../../../../features/catalog/match-list';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { countMatches, getSports, listMatches, type MatchesQuery } from '../../../../shared/api/server-api';
import { PageName } from '../../../../shared/page/body-attributes';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { LiveIcon, SportIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

/** Matches per sport on the live overview (all of them under the sport filter). */
const OVERVIEW_PER_SPORT = 6;

/** Every live match (of one sport under the filter), in the overview's order. */
function liveQuery(sportKey: string | undefined): MatchesQuery {
  return {
    type: 'match',
    match_status: [1],
    sport_key: sportKey,
    sort_by: 'sport_priority:asc,tournament_priority:asc,start_time:asc',
    limit: 500,
  };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ sport?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/live', title: t('live'), description: t('live-description') });
}

/** Live (in play): every live match with its clock and score, by sport; filter chips per sport. */
export default async function LivePage({ params, searchParams }: Props) {
  const { locale } = await params;
  const raw = (await searchParams).sport;
  const sportFilter = Array.isArray(raw) ? raw[0] : raw;
  // The list is asked for with the counters, not after them (one API round trip less before the first byte); a
  // filter naming no sport with live matches (or refused by the API) is dropped below, and the list asked for again.
  const [ctx, nav, tSchedule, tHome, sports, counters, requested] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'schedule' }),
    getTranslations({ locale, namespace: 'home' }),
    getSports(locale),
    countMatches(locale, { match_status: [1] }),
    listMatches(locale, liveQuery(sportFilter)).catch(() => null),
  ]);
  const liveSports = sports
    .filter((s) => (counters.sports.find((c) => c.key === s.key)?.liveMatchCount ?? 0) > 0)
    .toSorted((a, b) => a.priority - b.priority);
  const active = liveSports.some((s) => s.key === sportFilter) ? sportFilter : undefined;
  const query = liveQuery(active);
  const { data } = active === sportFilter && requested ? requested : await listMatches(locale, query);
  const bySport = new Map<string, Match[]>();
  for (const match of data) {
    const list = bySport.get(match.sport.key) ?? [];
    list.push(match);
    bySport.set(match.sport.key, list);
  }
  const base = localePath(locale, '/live');
  const liveCount = (key: string) => counters.sports.find((c) => c.key === key)?.liveMatchCount ?? 0;

  return (
    <div className={page.page}>
      <PageName page="in_play" />
      <div className={page.titleRow}>
        <h1 className={page.title}>
          <span className={page.liveDot} aria-hidden="true" />
          {nav('live')}
        </h1>
        <span className={page.subtitle}>{nav('live-count', { count: counters.live.matchCount })}</span>
      </div>
      {liveSports.length > 0 && (
        <nav aria-label={tSchedule('sports')}>
          <ul className={page.chips}>
            <li>
              <a data-spa="keep-scroll" className={page.chip} href={base} aria-current={active ? undefined : 'page'}>
                {tSchedule('all-sports')}
                <span className={page.chipCount}>{counters.live.matchCount}</span>
              </a>
            </li>
            {liveSports.map((sport) => (
              <li key={sport.key}>
                <a
                  data-spa="keep-scroll"
                  className={page.chip}
                  href={`${base}?sport=${sport.key}`}
                  aria-current={active === sport.key ? 'page' : undefined}
                >
                  <SportIcon sportKey={sport.key} size={18} />
                  {sport.name}
                  <span className={page.chipCount}>{liveCount(sport.key)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.length === 0 ? (
        <EmptyState icon={<LiveIcon size={26} />} title={ctx.t('empty-live')} hint={ctx.t('empty-live-hint')}>
          <a data-spa className={page.sectionLink} href={localePath(locale, '/schedule')}>
            {ctx.t('show-schedule')}
          </a>
        </EmptyState>
      ) : (
        [...bySport.entries()].map(([key, matches]) => {
          const first = matches[0];
          // The overview shows the top matches of each sport; the sport filter shows them all.
          const shown = active ? matches : matches.slice(0, OVERVIEW_PER_SPORT);
          return (
            <section key={key} className={page.section} aria-labelledby={`live-${key}`}>
              <div className={page.sectionHead}>
                <h2 id={`live-${key}`} className={page.sectionTitle}>
                  <SportIcon sportKey={key} size={20} />
                  {first?.sport.name ?? key}
                  <span className={page.chipCount}>{matches.length}</span>
                </h2>
                {shown.length < matches.length && (
                  <a data-spa className={page.sectionLink} href={`${base}?sport=${key}`}>
                    {tHome('see-all')} ({matches.length})
                  </a>
                )}
              </div>
              {/* The same matches again: this sport's, as many as shown (the API sorts them alike). */}
              <MatchList
                matches={shown}
                ctx={ctx}
                source={{ ...query, sport_key: key, limit: active ? query.limit : OVERVIEW_PER_SPORT }}
              />
            </section>
          );
        })
      )}
    </div>
  );
}
