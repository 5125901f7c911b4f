import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DayFilter, dayLabeller } from '../../../../features/catalog/day-filter';
import { listContext } from '../../../../features/catalog/list-context';
import { MatchList } from '../../../../features/catalog/match-list';
import { pageMetadata } from '../../../../features/seo/metadata';
import { localePath } from '../../../../i18n/paths';
import { getSports, listMatches } from '../../../../shared/api/server-api';
import { PageName } from '../../../../shared/page/body-attributes';
import { dayInZone, isDayKey, zonedDayRange } from '../../../../shared/time/zoned';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { CalendarIcon } from '../../../../shared/ui/icons';
import page from '../../../../shared/ui/page.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ day?: string | string[]; sport?: string | string[] }>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/schedule', title: t('schedule') });
}

/** Schedule: upcoming matches by day (in the visitor's zone) and sport. */
export default async function SchedulePage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const [ctx, t, sports] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: 'schedule' }),
    getSports(locale),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => dayInZone(ctx.timeZone, i));
  const requestedDay = first(query.day);
  const day = isDayKey(requestedDay) && days.includes(requestedDay) ? requestedDay : (days[0] ?? '');
  const requestedSport = first(query.sport);
  const sport = sports.some((s) => s.key === requestedSport) ? requestedSport : undefined;
  const range = zonedDayRange(day, ctx.timeZone);
  const { data } = await listMatches(locale, {
    type: 'match',
    match_status: [0, 1],
    sport_key: sport,
    start_from: range.from,
    start_to: range.to,
    sort_by: 'start_time:asc',
    limit: 300,
  });
  const label = dayLabeller(locale, {
    [days[0] ?? '']: ctx.t('today'),
    [days[1] ?? '']: ctx.t('tomorrow'),
  });

  return (
    <div className={page.page}>
      <PageName page="schedule" />
      <h1 className={page.title}>
        <CalendarIcon size={24} />
        {t('title')}
      </h1>
      <DayFilter
        base={localePath(locale, '/schedule')}
        days={days}
        activeDay={day}
        dayLabel={label}
        sports={sports.filter((s) => s.type !== 'premium_cricket').toSorted((a, b) => a.priority - b.priority)}
        activeSport={sport}
        daysLabel={t('days')}
        sportsLabel={t('sports')}
        allSportsLabel={t('all-sports')}
        locale={locale}
      />
      {data.length > 0 ? (
        <MatchList matches={data} ctx={ctx} headingLevel={2} />
      ) : (
        <EmptyState icon={<CalendarIcon size={26} />} title={t('empty')} />
      )}
    </div>
  );
}
