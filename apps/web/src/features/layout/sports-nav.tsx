import type { Counters, Sport } from '@sportsbook/contract/catalog';
import type { Settings } from '@sportsbook/contract/settings';
import { sportEventCount } from '@sportsbook/domain/sport-count';
import { getTranslations } from 'next-intl/server';
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

  const sportList = (list: readonly Sport[]) => (
    <ul className={styles.list}>
      {list.map((sport) => {
        const c = count.get(sport.key);
        const total = c ? sportEventCount(c) : null;
        const label = [
          sport.name,
          c && c.liveMatchCount > 0 ? t('live-count', { count: c.liveMatchCount }) : null,
          total !== null ? t('match-count', { count: total }) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <li key={sport.key}>
            <a data-spa data-nav="section" href={href(`/${sport.key}`)} className={styles.link} aria-label={label}>
              <SportIcon sportKey={sport.key} size={18} className={styles.icon} />
              <span className={styles.name}>{sport.name}</span>
              {c && c.liveMatchCount > 0 && <span className={styles.live}>{c.liveMatchCount}</span>}
              {total !== null && <span className={styles.count}>{total}</span>}
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
        <li>
          <a data-spa data-nav="exact" href={href('/cybersport')} className={styles.link}>
            <GamepadIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('cybersport')}</span>
          </a>
        </li>
        <li>
          <a data-spa data-nav="exact" href={href('/favorites')} className={styles.link}>
            <StarIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('favorites')}</span>
          </a>
        </li>
        <li>
          <a data-spa data-nav="exact" href={href('/schedule')} className={styles.link}>
            <CalendarIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('schedule')}</span>
          </a>
        </li>
        <li>
          <a data-spa data-nav="exact" href={href('/results')} className={styles.link}>
            <TrophyIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('results')}</span>
          </a>
        </li>
        <li>
          <a data-spa data-nav="exact" href={href('/promotions')} className={styles.link}>
            <GiftIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('promotions')}</span>
          </a>
        </li>
        {f.isHorseRacingEnabled && (
          <li>
            <a data-spa data-nav="exact" href={href('/racing')} className={styles.link}>
              <TrophyIcon size={18} className={styles.icon} />
              <span className={styles.name}>{t('racing')}</span>
            </a>
          </li>
        )}
        {f.isLotteryEnabled && (
          <li>
            <a data-spa data-nav="exact" href={href('/lotteries')} className={styles.link}>
              <GiftIcon size={18} className={styles.icon} />
              <span className={styles.name}>{t('lotteries')}</span>
            </a>
          </li>
        )}
        {f.isPremiumCricketEnabled && (
          <li>
            <a data-spa data-nav="exact" href={href('/premium-cricket')} className={styles.link}>
              <SportIcon sportKey="cricket" size={18} className={styles.icon} />
              <span className={styles.name}>{t('premium-cricket')}</span>
            </a>
          </li>
        )}
        {f.isVirtualGamingArenaEnabled && (
          <li>
            <a data-spa data-nav="exact" href={href('/virtual-gaming-arena')} className={styles.link}>
              <GamepadIcon size={18} className={styles.icon} />
              <span className={styles.name}>{t('virtual-gaming-arena')}</span>
            </a>
          </li>
        )}
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
      <ul className={styles.list}>
        <li>
          <a data-spa data-nav="exact" href={href('/general-rules')} className={styles.link}>
            <BookIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('general-rules')}</span>
          </a>
        </li>
        <li>
          <a data-spa data-nav="exact" href={href('/about')} className={styles.link}>
            <InfoIcon size={18} className={styles.icon} />
            <span className={styles.name}>{t('about')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
