import { MARKET_STATUS, type Match } from '@sportsbook/contract/catalog';
import type { CSSProperties } from 'react';
import { localePath } from '../../i18n/paths';
import { StartTime } from '../../shared/time/local-time';
import { serverStartTime } from '../../shared/time/server-time';
import { OutcomeButton } from '../betslip/outcome-button';
import { selectionRefOf } from '../betslip/selection-ref';
import { FavouriteStar } from '../favourites/favourite-star';
import { ListChannel } from '../live/channels';
import { LiveScore } from '../live/live-score';
import { initials } from './initials';
import type { ListContext } from './list-context';
import { LiveClock } from './live-clock';
import { currentPeriod, outcomeColumnLabels } from './match-groups';
import styles from './match-list.module.css';

/** The path of a match page (also outrights): `/[sport]/[slug]` with the locale prefix. */
export function matchHref(locale: string, match: Pick<Match, 'sportKey' | 'slug'>): string {
  return localePath(locale, `/${match.sportKey}/${match.slug}`);
}

/**
 * One match in a list: a fixed-size grid row (never a table) with CSS containment. Start time or live clock,
 * competitors (logos when present) and score, the main market's prices, "+N markets" and the favourite star.
 */
export function MatchRow({ match, ctx, columns }: { match: Match; ctx: ListContext; columns: number }) {
  const { t, locale } = ctx;
  const href = matchHref(locale, match);
  const market = match.mainMarket;
  const outcomes = market?.outcomes ?? [];
  const short = outcomeColumnLabels(outcomes.map((o) => o.name));
  const locked = !match.bettable || market === null || market.status !== MARKET_STATUS.allowed;
  const more = Math.max(0, match.marketsCount - (market ? 1 : 0));
  const home = match.competitors.find((c) => c.qualifier === 'home') ?? match.competitors[0];
  const away = match.competitors.find((c) => c.qualifier === 'away') ?? match.competitors[1];
  const score = match.score?.totalScore;
  const showScore = match.live || match.status === 4;

  return (
    <div className={styles.row} data-live={match.live || undefined} data-match-id={match.id}>
      <ListChannel />
      <div className={styles.time}>
        {match.live ? (
          <>
            <span className={styles.liveBadge}>{t('live')}</span>
            <LiveClock
              matchId={match.id}
              clock={match.clock}
              period={match.clock ? null : currentPeriod(match)}
              renderedAt={ctx.renderedAt}
              className={styles.clock}
            />
          </>
        ) : (
          <StartTime
            iso={match.startTime}
            locale={locale}
            today={t('today')}
            tomorrow={t('tomorrow')}
            server={serverStartTime(match.startTime, locale, ctx.timeZone, {
              today: t('today'),
              tomorrow: t('tomorrow'),
            })}
            dayClassName={styles.day}
            timeClassName={styles.hour}
          />
        )}
      </div>
      <a data-spa className={styles.teams} href={href}>
        {match.type === 'outright' || !home || !away ? (
          <span className={`${styles.team} ${styles.outright}`}>
            <span className={styles.teamName}>{match.name}</span>
          </span>
        ) : (
          [home, away].map((competitor, index) => (
            <span className={styles.team} key={competitor.id}>
              {competitor.logo ? (
                // biome-ignore lint/performance/noImgElement: logos come from the feed's host; next/image would add client JS.
                <img className={styles.logo} src={competitor.logo} alt="" width={16} height={16} loading="lazy" />
              ) : (
                <span className={styles.logoFallback} aria-hidden="true">
                  {initials(competitor.name, 1)}
                </span>
              )}
              <span className={styles.teamName}>{competitor.name}</span>
              {showScore && score && (
                <LiveScore
                  matchId={match.id}
                  side={index === 0 ? 'home' : 'away'}
                  rendered={score}
                  className={styles.score}
                />
              )}
            </span>
          ))
        )}
      </a>
      <div className={styles.odds} style={{ '--n': columns } as CSSProperties}>
        {market && outcomes.length > 0 ? (
          outcomes
            .slice(0, columns)
            .map((outcome, index) => (
              <OutcomeButton
                key={outcome.id}
                selection={selectionRefOf(match, market, outcome)}
                active={outcome.active}
                locked={locked}
                short={short[index]}
                suspendedLabel={t('suspended')}
              />
            ))
        ) : (
          <span className={styles.noOdds}>{t('no-odds')}</span>
        )}
      </div>
      {more > 0 ? (
        // The short "+N" is drawn, the phrase is read (an aria-label would hide the drawn text from speech input).
        <a data-spa className={styles.more} href={href}>
          <span aria-hidden="true">{t('more-markets', { count: more })}</span>
          <span className="sr-only">{t('more-markets-label', { count: more })}</span>
        </a>
      ) : (
        <span className={styles.more} />
      )}
      {match.type === 'match' && (
        <span className={styles.star}>
          <FavouriteStar matchId={match.id} label={t('favourite', { match: match.name })} />
        </span>
      )}
    </div>
  );
}
