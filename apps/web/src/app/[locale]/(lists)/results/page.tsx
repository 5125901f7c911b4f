import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DayFilter, dayLabeller } from '../../../../features/catalog/day-filter';
import { listContext } from '../../../../features/catalog/list-context';
import { ResultList } from '../../../../features/catalog/result-list';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { getSports, listMatches } from '../../../../shared/api/server-api';
import { PageName } from '../../../../shared/page/body-attributes';
import { dayInZone, isDayKey, zonedDayRange } from '../../../../shared/time/zoned';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { TrophyIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ day?: string | string[]; sport?: string | string[] }>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/results', title: t('results') });
}

/** Results: finished matches with final scores, by day (today and the six before) and sport. */
export default async function ResultsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const [ctx, t, tSchedule, sports] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: 'results' }),
    getTranslations({ locale, namespace: 'schedule' }),
    getSports(locale),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => dayInZone(ctx.timeZone, -i));
  const requestedDay = first(query.day);
  const day = isDayKey(requestedDay) && days.includes(requestedDay) ? requestedDay : (days[0] ?? '');
  const requestedSport = first(query.sport);
  const sport = sports.some((s) => s.key === requestedSport) ? requestedSport : undefined;
  const range = zonedDayRange(day, ctx.timeZone);
  const { data } = await listMatches(locale, {
    type: 'match',
    match_status: [4],
    sport_key: sport,
    start_from: range.from,
    start_to: range.to,
    sort_by: 'start_time:desc',
    limit: 300,
  });
  const label = dayLabeller(locale, {
    [days[0] ?? '']: ctx.t('today'),
    [days[1] ?? '']: ctx.t('yesterday'),
  });

  return (
    <div className={page.page}>
      <PageName page="results" />
      <h1 className={page.title}>
        <TrophyIcon size={24} />
        {t('title')}
      </h1>
      <DayFilter
        base={localePath(locale, '/results')}
        days={days}
        activeDay={day}
        dayLabel={label}
        sports={sports.filter((s) => s.type !== 'premium_cricket').toSorted((a, b) => a.priority - b.priority)}
        activeSport={sport}
        daysLabel={tSchedule('days')}
        sportsLabel={tSchedule('sports')}
        allSportsLabel={tSchedule('all-sports')}
        locale={locale}
      />
      {data.length > 0 ? (
        <ResultList matches={data} ctx={ctx} finalLabel={t('final')} />
      ) : (
        <EmptyState icon={<TrophyIcon size={26} />} title={t('empty')} />
      )}
    </div>
  );
}
