import type { Settings } from '@sportsbook/contract/settings';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localePath } from '../../i18n/paths';
import { listMatches, type MatchesQuery } from '../../shared/api/server-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { CalendarIcon, TrophyIcon } from '../../shared/ui/icons';
import { LinkTabs } from '../../shared/ui/link-tabs';
import { BuilderMatchList } from '../bet-builder/builder-match-list';
import { builderMatchesOf, isBuilderSport } from '../bet-builder/builder-sports';
import { FavouriteMatches } from './favourite-matches';
import { listContext } from './list-context';
import { MatchList } from './match-list';
import { OutrightList } from './outright-list';
import styles from './tabbed-matches.module.css';

/** Tab names of match lists (spec §2). */
export const LIST_TABS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The tab a `?tab=` value asks for, when this page has it; else the page's first tab. */
export function parseTab<T extends ListTab>(raw: string | string[] | undefined, allowed: readonly T[]): T {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return allowed.find((tab) => tab === value) ?? (allowed[0] as T);
}

export type ListFilter = Pick<MatchesQuery, 'sport_key' | 'sport_type' | 'category_id' | 'tournament_id'>;

const UPCOMING_AND_LIVE = [0, 1] as const;

/**
 * A match list with its tabs (top, all, favorites, outrights, betbuilder). Each tab is its own URL
 * (`?tab=…`), rendered on the server; the tab list is a real `tablist`.
 */
export async function TabbedMatches({
  locale,
  basePath,
  tabs,
  active,
  filter,
  settings,
  idPrefix = 'matches',
}: {
  locale: string;
  basePath: string;
  tabs: readonly ListTab[];
  active: ListTab;
  filter: ListFilter;
  settings: Settings;
  idPrefix?: string;
}) {
  const [tTabs, ctx] = await Promise.all([getTranslations({ locale, namespace: 'tabs' }), listContext(locale)]);
  const { t } = ctx;
  const base = localePath(locale, basePath);
  const links = tabs.map((key, index) => ({
    key,
    label: tTabs(key),
    href: index === 0 ? base : `${base}?tab=${key}`,
  }));

  let panel: ReactNode;
  switch (active) {
    case 'favorites':
      // The player's favourites under this list's filter (a visitor gets the sign-in prompt).
      panel = <FavouriteMatches locale={locale} filter={filter} />;
      break;
    case 'outrights': {
      const { data } = await listMatches(locale, {
        ...filter,
        type: 'outright',
        sort_by: 'tournament_priority:asc',
        limit: 100,
      });
      panel =
        data.length > 0 ? (
          <OutrightList events={data} ctx={ctx} />
        ) : (
          <EmptyState icon={<TrophyIcon size={26} />} title={t('empty-outrights')} />
        );
      break;
    }
    case 'betbuilder': {
      if (!settings.betting.customBetEnabled) {
        panel = (
          <EmptyState icon={<TrophyIcon size={26} />} title={t('empty-betbuilder')} hint={t('empty-betbuilder-hint')} />
        );
        break;
      }
      // Only sports with a builder, prematch and live: the sport asked for, or the soonest of every sport filtered.
      const sports = filter.sport_key ? [filter.sport_key].filter(isBuilderSport) : [undefined];
      const lists = await Promise.all(
        sports.map((sport) =>
          listMatches(locale, {
            ...filter,
            ...(sport ? { sport_key: sport } : {}),
            type: 'match',
            match_status: [...UPCOMING_AND_LIVE],
            bettable: true,
            sort_by: 'start_time:asc',
            limit: 100,
          }).then((page) => page.data),
        ),
      );
      const matches = builderMatchesOf(lists);
      const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ctx.timeZone });
      panel =
        matches.length > 0 ? (
          <BuilderMatchList
            matches={matches}
            locale={locale}
            labels={{
              live: t('live'),
              build: t('build-bet'),
              buildFor: (match) => t('build-bet-for', { match }),
              when: (iso) => when.format(new Date(iso)),
            }}
          />
        ) : (
          <EmptyState title={t('empty-betbuilder')} />
        );
      break;
    }
    default: {
      const query: MatchesQuery = {
        ...filter,
        type: 'match',
        match_status: [...UPCOMING_AND_LIVE],
        sort_by:
          active === 'top'
            ? 'tournament_priority:asc,start_time:asc'
            : 'category_priority:asc,tournament_priority:asc,start_time:asc',
        limit: active === 'top' ? 40 : 300,
      };
      const { data } = await listMatches(locale, query);
      panel =
        data.length > 0 ? (
          <MatchList matches={data} ctx={ctx} source={query} />
        ) : (
          <EmptyState icon={<CalendarIcon size={26} />} title={t('empty')} hint={t('empty-hint')} />
        );
    }
  }

  return (
    <div className={styles.tabbed}>
      <LinkTabs label={tTabs('label')} tabs={links} active={active} idPrefix={idPrefix} />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        className={styles.panel}
      >
        {panel}
      </div>
    </div>
  );
}
