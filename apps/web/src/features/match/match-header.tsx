import type { Competitor, Match } from '@sportsbook/contract/catalog';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocalTime } from '../../shared/time/local-time';
import { serverTime } from '../../shared/time/server-time';
import { SportIcon } from '../../shared/ui/icons';
import { EndsOn } from '../catalog/ends-on';
import type { ListContext } from '../catalog/list-context';
import { LiveClock } from '../catalog/live-clock';
import { TeamLogo } from '../catalog/logo';
import { currentPeriod } from '../catalog/match-groups';
import { FavouriteStar } from '../favourites/favourite-star';
import { LiveScore } from '../live/live-score';
import { LivePeriodScores } from './live-period-scores';
import styles from './match-header.module.css';
import { MatchPreview } from './match-preview';

function Team({
  competitor,
  serving,
  servingLabel,
}: {
  competitor: Competitor;
  serving: boolean;
  servingLabel: string;
}) {
  return (
    <div className={styles.team}>
      <TeamLogo id={competitor.id} size={64} eager className={styles.logo} />
      <span className={styles.teamName}>
        {competitor.name}
        {serving && (
          <span className={styles.serving} title={servingLabel}>
            <span className="sr-only">{servingLabel}</span>
          </span>
        )}
      </span>
    </div>
  );
}

/** The foldable details area (`MatchPreview`) with its texts: the period scores and the live visualisation. */
async function PreviewArea({
  match,
  locale,
  names,
  children,
}: {
  match: Match;
  locale: string;
  names: { home: string; away: string };
  children: ReactNode;
}) {
  const p = await getTranslations({ locale, namespace: 'matchPreview' });
  const v = await getTranslations({ locale, namespace: 'visualisation' });
  return (
    <MatchPreview
      matchId={match.id}
      live={match.live}
      rendered={match.score}
      names={names}
      labels={{
        toggle: p('toggle'),
        visualisation: v('toggle'),
        loading: v('loading'),
        events: v('events'),
        noEvents: v('no-events'),
        scored: v.raw('scored') as string,
        period: v.raw('period') as string,
      }}
    >
      {children}
    </MatchPreview>
  );
}

/** The match header: competitors, score, clock or start time, status, period scores and the favourite star. */
export function MatchHeader({ match, ctx }: { match: Match; ctx: ListContext }) {
  const { tMatch, t, locale } = ctx;
  const home = match.competitors.find((c) => c.qualifier === 'home') ?? match.competitors[0];
  const away = match.competitors.find((c) => c.qualifier === 'away') ?? match.competitors[1];
  const score = match.score;
  const showScore = score !== null && match.status !== 0;
  const statusLabel = tMatch(`status-${match.status}`);

  return (
    <section className={styles.header} aria-labelledby="match-title" data-live={match.live || undefined}>
      <div className={styles.meta}>
        <SportIcon sportKey={match.sport.key} size={16} />
        <span>
          {match.sport.name} · {match.category.name} · {match.tournament.name}
        </span>
      </div>
      {match.type === 'match' && (
        <div className={styles.favourite}>
          <FavouriteStar matchId={match.id} label={t('favourite', { match: match.name })} size="l" />
        </div>
      )}
      {home && away && match.type === 'match' ? (
        <div className={styles.board}>
          <h1 id="match-title" className="sr-only">
            {match.name}
          </h1>
          <Team competitor={home} serving={score?.currentServer === 'home'} servingLabel={tMatch('serving')} />
          <div className={styles.center}>
            {showScore && score ? (
              <p className={styles.score}>
                <span className="sr-only">{tMatch('score')} </span>
                <LiveScore matchId={match.id} side="home" rendered={score.totalScore} />
                <span className={styles.colon}>:</span>
                <LiveScore matchId={match.id} side="away" rendered={score.totalScore} />
              </p>
            ) : (
              <div className={styles.start}>
                <LocalTime
                  iso={match.startTime}
                  locale={locale}
                  server={serverTime(match.startTime, locale, ctx.timeZone, 'weekday-date')}
                  format="weekday-date"
                />
                <LocalTime
                  iso={match.startTime}
                  locale={locale}
                  server={serverTime(match.startTime, locale, ctx.timeZone, 'time')}
                  format="time"
                  className={styles.startTime}
                />
              </div>
            )}
            {match.live ? (
              <div className={styles.live}>
                <span className={styles.liveBadge}>{t('live')}</span>
                <LiveClock
                  matchId={match.id}
                  clock={match.clock}
                  period={currentPeriod(match)}
                  renderedAt={ctx.renderedAt}
                  className={styles.clock}
                />
              </div>
            ) : (
              <span className={styles.status}>{statusLabel}</span>
            )}
            {score?.gameScore && match.live && (
              <div className={styles.game}>
                {score.gameScore.home} – {score.gameScore.away}
              </div>
            )}
          </div>
          <Team competitor={away} serving={score?.currentServer === 'away'} servingLabel={tMatch('serving')} />
        </div>
      ) : (
        <div className={styles.outright}>
          <h1 id="match-title" className={styles.outrightName}>
            {match.name}
          </h1>
          <span className={styles.status}>
            {tMatch('outright')} · {statusLabel}
            <EndsOn iso={match.endDate} label={tMatch('ends')} ctx={ctx} />
          </span>
        </div>
      )}
      {home &&
        away &&
        ((showScore && score && score.periodScores.length > 0) || (match.live && match.type === 'match')) && (
          <PreviewArea match={match} locale={locale} names={{ home: home.name, away: away.name }}>
            {showScore && score && (
              <LivePeriodScores
                matchId={match.id}
                rendered={score}
                homeName={home.name}
                awayName={away.name}
                labels={{ title: tMatch('period-scores'), total: tMatch('total') }}
              />
            )}
          </PreviewArea>
        )}
    </section>
  );
}
