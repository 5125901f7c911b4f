import type { Counters, Sport } from '@sportsbook/contract/catalog';
import type { Settings } from '@sportsbook/contract/settings';
import { sportEventCount } from '@sportsbook/domain/sport-count';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localePath } from '../../i18n/paths';
import {
  BookIcon,
  CalendarIcon,
  GamepadIcon,
  GiftIcon,
  InfoIcon,
  LiveIcon,
  SportIcon,
  StarIcon,
  TrophyIcon,
} from '../../shared/ui/icons';
import styles from './sports-nav.module.css';

/**
 * The sports navigation of the left sidebar (desktop) and the side menu (mobile): sections, then every sport
 * with its live and total counters from `POST /counters`. Feature-flagged sections appear only when on.
 */
export async function SportsNav({
  locale,
  sports,
  counters,
  settings,
}: {
  locale: string;
  sports: readonly Sport[];
  counters: Counters | null;
  settings: Settings;
}) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const href = (path: string) => localePath(locale, path);
  const count = new Map(counters?.sports.map((s) => [s.key, s]) ?? []);
  const visible = sports
    .filter((s) => s.type !== 'premium_cricket' || settings.features.isPremiumCricketEnabled)
    .filter((s) => !count.has(s.key) || sportEventCount(count.get(s.key)) > 0)
    .toSorted((a, b) => a.priority - b.priority);
  const regular = visible.filter((s) => s.type !== 'cyber');
  const cyber = visible.filter((s) => s.type === 'cyber');
  const liveCount = counters?.live.matchCount ?? 0;
  const f = settings.features;

  /** The sections under Live, feature-flagged ones only when on; then the pages under More. */
  const sections: { path: string; label: string; icon: ReactNode; shown: boolean }[] = [
    {
      path: '/cybersport',
      label: t('cybersport'),
      icon: <GamepadIcon size={18} className={styles.icon} />,
      shown: true,
    },
    { path: '/favorites', label: t('favorites'), icon: <StarIcon size={18} className={styles.icon} />, shown: true },
    { path: '/schedule', label: t('schedule'), icon: <CalendarIcon size={18} className={styles.icon} />, shown: true },
    { path: '/results', label: t('results'), icon: <TrophyIcon size={18} className={styles.icon} />, shown: true },
    { path: '/promotions', label: t('promotions'), icon: <GiftIcon size={18} className={styles.icon} />, shown: true },
    {
      path: '/racing',
      label: t('racing'),
      icon: <TrophyIcon size={18} className={styles.icon} />,
      shown: f.isHorseRacingEnabled,
    },
    {
      path: '/lotteries',
      label: t('lotteries'),
      icon: <GiftIcon size={18} className={styles.icon} />,
      shown: f.isLotteryEnabled,
    },
    {
      path: '/premium-cricket',
      label: t('premium-cricket'),
      icon: <SportIcon sportKey="cricket" size={18} className={styles.icon} />,
      shown: f.isPremiumCricketEnabled,
    },
    {
      path: '/virtual-gaming-arena',
      label: t('virtual-gaming-arena'),
      icon: <GamepadIcon size={18} className={styles.icon} />,
      shown: f.isVirtualGamingArenaEnabled,
    },
  ];
  const more = [
    { path: '/general-rules', label: t('general-rules'), icon: <BookIcon size={18} className={styles.icon} /> },
    { path: '/about', label: t('about'), icon: <InfoIcon size={18} className={styles.icon} /> },
  ];
  const sectionLink = (section: { path: string; label: string; icon: ReactNode }) => (
    <li key={section.path}>
      <a data-spa data-nav="exact" href={href(section.path)} className={styles.link}>
        {section.icon}
        <span className={styles.name}>{section.label}</span>
      </a>
    </li>
  );

  const sportList = (list: readonly Sport[]) => (
    <ul className={styles.list}>
      {list.map((sport) => {
        const c = count.get(sport.key);
        const total = c ? sportEventCount(c) : null;
        // The counters are drawn as bare numbers and read as phrases; the name comes first, as drawn (label in name).
        const counts = [
          c && c.liveMatchCount > 0 ? t('live-count', { count: c.liveMatchCount }) : null,
          total !== null ? t('match-count', { count: total }) : null,
        ].filter(Boolean);
        return (
          <li key={sport.key}>
            <a data-spa data-nav="section" href={href(`/${sport.key}`)} className={styles.link}>
              <SportIcon sportKey={sport.key} size={18} className={styles.icon} />
              <span className={styles.name}>{sport.name}</span>
              {c && c.liveMatchCount > 0 && (
                <span className={styles.live} aria-hidden="true">
                  {c.liveMatchCount}
                </span>
              )}
              {total !== null && (
                <span className={styles.count} aria-hidden="true">
                  {total}
                </span>
              )}
              {counts.length > 0 && <span className="sr-only">, {counts.join(', ')}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className={styles.nav} aria-label={t('sports')}>
      <ul className={styles.list}>
        <li>
          <a data-spa data-nav="exact" href={href('/live')} className={styles.link}>
            <LiveIcon size={18} className={styles.liveIcon} />
            <span className={styles.name}>{t('live')}</span>
            {liveCount > 0 && <span className={styles.live}>{liveCount}</span>}
          </a>
        </li>
        {sections.filter((section) => section.shown).map(sectionLink)}
      </ul>
      {regular.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('sports')}</h2>
          {sportList(regular)}
        </>
      )}
      {cyber.length > 0 && (
        <>
          <h2 className={styles.heading}>{t('cybersport')}</h2>
          {sportList(cyber)}
        </>
      )}
      <h2 className={styles.heading}>{t('more')}</h2>
      <ul className={styles.list}>{more.map(sectionLink)}</ul>
    </nav>
  );
}
