import { sportEventCount } from '@sportsbook/domain/sport-count';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { listContext } from '../../../features/catalog/list-context';
import { MatchList } from '../../../features/catalog/match-list';
import { pageMetadata } from '../../../features/seo/metadata';
import { localePath } from '../../../i18n/paths';
import { countMatches, getSports, listMatches, type MatchesQuery } from '../../../shared/api/server-api';
import { PageName } from '../../../shared/page/body-attributes';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CalendarIcon, LiveIcon, SportIcon } from '../../../shared/ui/icons';
import page from '../../../shared/ui/page.module.css';

type Props = { params: Promise<{ locale: string }> };

const TOP_LIVE: MatchesQuery = {
  type: 'match',
  match_status: [1],
  sort_by: 'sport_priority:asc,tournament_priority:asc',
  max_per_sport: 2,
  limit: 8,
};
const UPCOMING: MatchesQuery = {
  type: 'match',
  match_status: [0],
  sort_by: 'start_time:asc',
  max_per_sport: 3,
  limit: 10,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/', title: t('home'), description: t('site-description') });
}

/** Home (sports): quick sport links, top live matches and the upcoming ones. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  const [ctx, tHome, tMeta, sports, counters, live, upcoming] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'meta' }),
    getSports(locale),
    countMatches(locale),
    listMatches(locale, TOP_LIVE),
    listMatches(locale, UPCOMING),
  ]);
  const counts = new Map(counters.sports.map((s) => [s.key, s]));
  const quick = sports
    .filter((s) => s.type === 'regular' && sportEventCount(counts.get(s.key)) > 0)
    .toSorted((a, b) => a.priority - b.priority)
    .slice(0, 12);

  return (
    <div className={page.page}>
      <PageName page="home" />
      <h1 className="sr-only">{tMeta('home')}</h1>
      <nav aria-label={tHome('quick-links')}>
        <ul className={page.chips}>
          {quick.map((sport) => (
            <li key={sport.key}>
              <a data-spa className={page.chip} href={localePath(locale, `/${sport.key}`)}>
                <SportIcon sportKey={sport.key} size={18} />
                {sport.name}
                <span className={page.chipCount}>{sportEventCount(counts.get(sport.key))}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <HomeSection
        id="top-live"
        title={
          <>
            <span className={page.liveDot} aria-hidden="true" />
            {tHome('top-live')}
          </>
        }
        link={{ href: localePath(locale, '/live'), label: `${tHome('see-all-live')} (${counters.live.matchCount})` }}
        empty={{ icon: <LiveIcon size={26} />, title: ctx.t('empty-live'), hint: ctx.t('empty-live-hint') }}
      >
        {live.data.length > 0 && <MatchList matches={live.data} ctx={ctx} source={TOP_LIVE} />}
      </HomeSection>
      <HomeSection
        id="upcoming"
        title={tHome('upcoming')}
        link={{ href: localePath(locale, '/schedule'), label: tHome('see-all') }}
        empty={{ icon: <CalendarIcon size={26} />, title: ctx.t('empty'), hint: ctx.t('empty-hint') }}
      >
        {upcoming.data.length > 0 && <MatchList matches={upcoming.data} ctx={ctx} source={UPCOMING} />}
      </HomeSection>
    </div>
  );
}

/** A home page section: its heading with a "see all" link, then its matches or, without any, the empty state. */
function HomeSection({
  id,
  title,
  link,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  link: { href: string; label: string };
  empty: { icon: ReactNode; title: string; hint: string };
  children: ReactNode;
}) {
  return (
    // Top events: an embedding host hears of a click on one (`sportsbook:top-event-clicked`).
    <section className={page.section} aria-labelledby={id} data-top-events={id === 'top-live' || undefined}>
      <div className={page.sectionHead}>
        <h2 id={id} className={page.sectionTitle}>
          {title}
        </h2>
        <a data-spa className={page.sectionLink} href={link.href}>
          {link.label}
        </a>
      </div>
      {children || <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} headingLevel={3} />}
    </section>
  );
}
