import type { Match } from '@sportsbook/contract/catalog';
import { LocalTime } from '../../shared/time/local-time';
import { serverTime } from '../../shared/time/server-time';
import { Ltr } from '../../shared/ui/bidi';
import { SportIcon } from '../../shared/ui/icons';
import type { ListContext } from './list-context';
import { groupByLeague } from './match-groups';
import { matchHref } from './match-row';
import styles from './result-list.module.css';

/** Finished matches with their final scores, grouped by league (fixed-size grid rows). */
export function ResultList({
  matches,
  ctx,
  finalLabel,
}: {
  matches: readonly Match[];
  ctx: ListContext;
  finalLabel: string;
}) {
  return (
    <div className={styles.list}>
      {groupByLeague(matches).map((group) => {
        const first = group.matches[0];
        if (!first) return null;
        const headingId = `results-${group.key}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.head}>
              <SportIcon sportKey={first.sport.key} size={16} />
              <h3 id={headingId} className={styles.title}>
                {first.category.name} · {first.tournament.name}
              </h3>
            </div>
            <ul className={styles.rows}>
              {group.matches.map((match) => {
                const [home, away] = match.competitors;
                const score = match.score?.totalScore;
                return (
                  <li key={match.id} className={styles.row}>
                    <span className={styles.time}>
                      <LocalTime
                        iso={match.startTime}
                        locale={ctx.locale}
                        server={serverTime(match.startTime, ctx.locale, ctx.timeZone, 'time')}
                        format="time"
                      />
                      <span className={styles.final}>{finalLabel}</span>
                    </span>
                    <a data-spa className={styles.teams} href={matchHref(ctx.locale, match)}>
                      <span className={styles.team}>
                        <span className={styles.name}>{home?.name ?? match.name}</span>
                        <strong>{score?.home ?? '–'}</strong>
                      </span>
                      <span className={styles.team}>
                        <span className={styles.name}>{away?.name ?? ''}</span>
                        <strong>{score?.away ?? '–'}</strong>
                      </span>
                    </a>
                    <Ltr className={styles.periods}>
                      {match.score?.periodScores.map((p) => `${p.home}-${p.away}`).join(' ')}
                    </Ltr>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
