import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localePath } from '../../i18n/paths';
import { getSports, listMatches, type MatchesQuery } from '../../shared/api/server-api';
import { TitledPage } from '../../shared/page/titled-page';
import { dayInZone, isDayKey, zonedDayRange } from '../../shared/time/zoned';
import { EmptyState } from '../../shared/ui/empty-state';
import { CalendarIcon, TrophyIcon } from '../../shared/ui/icons';
import { pageMetadata } from '../seo/metadata';
import { DayFilter, dayLabeller } from './day-filter';
import { listContext } from './list-context';
import { MatchList } from './match-list';
import { ResultList } from './result-list';

/**
 * The two day-by-day lists: the schedule (upcoming and live matches, today and the six days after) and the results
 * (finished matches with final scores, today and the six days before), by day in the visitor's zone and by sport.
 */
const DAY_LISTS = {
  schedule: { step: 1, statuses: [0, 1], sort: 'start_time:asc', second: 'tomorrow', Icon: CalendarIcon },
  results: { step: -1, statuses: [4], sort: 'start_time:desc', second: 'yesterday', Icon: TrophyIcon },
} as const;

export type DayListKind = keyof typeof DAY_LISTS;

type Query = { day?: string | string[]; sport?: string | string[] };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function DayListPage({ kind, locale, query }: { kind: DayListKind; locale: string; query: Query }) {
  const list = DAY_LISTS[kind];
  const [ctx, t, tFilter, sports] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: kind }),
    getTranslations({ locale, namespace: 'schedule' }),
    getSports(locale),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => dayInZone(ctx.timeZone, i * list.step));
  const requestedDay = first(query.day);
  const day = isDayKey(requestedDay) && days.includes(requestedDay) ? requestedDay : (days[0] ?? '');
  const requestedSport = first(query.sport);
  const sport = sports.some((s) => s.key === requestedSport) ? requestedSport : undefined;
  const range = zonedDayRange(day, ctx.timeZone);
  const matchesQuery: MatchesQuery = {
    type: 'match',
    match_status: [...list.statuses],
    sport_key: sport,
    start_from: range.from,
    start_to: range.to,
    sort_by: list.sort,
    limit: 300,
  };
  const { data } = await listMatches(locale, matchesQuery);
  const label = dayLabeller(locale, {
    [days[0] ?? '']: ctx.t('today'),
    [days[1] ?? '']: ctx.t(list.second),
  });

  return (
    <TitledPage name={kind} icon={<list.Icon size={24} />} title={t('title')}>
      <DayFilter
        base={localePath(locale, `/${kind}`)}
        days={days}
        activeDay={day}
        dayLabel={label}
        sports={sports.filter((s) => s.type !== 'premium_cricket').toSorted((a, b) => a.priority - b.priority)}
        activeSport={sport}
        daysLabel={tFilter('days')}
        sportsLabel={tFilter('sports')}
        allSportsLabel={tFilter('all-sports')}
        locale={locale}
      />
      {data.length === 0 ? (
        <EmptyState icon={<list.Icon size={26} />} title={t('empty')} />
      ) : kind === 'results' ? (
        <ResultList matches={data} ctx={ctx} finalLabel={t('final')} />
      ) : (
        <MatchList matches={data} ctx={ctx} headingLevel={2} source={matchesQuery} />
      )}
    </TitledPage>
  );
}

type RouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

/** The route of a day list: its metadata and its page (`/schedule`, `/results`). */
export function dayListRoute(kind: DayListKind) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'meta' });
      return pageMetadata({ locale, path: `/${kind}`, title: t(kind) });
    },
    async Page({ params, searchParams }: RouteProps) {
      const [{ locale }, query] = await Promise.all([params, searchParams]);
      return <DayListPage kind={kind} locale={locale} query={query} />;
    },
  };
}
