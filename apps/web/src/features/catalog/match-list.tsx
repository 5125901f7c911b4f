import type { Match } from '@sportsbook/contract/catalog';
import { type CSSProperties, Fragment, Suspense } from 'react';
import { localePath } from '../../i18n/paths';
import { SportIcon } from '../../shared/ui/icons';
import type { ListContext } from './list-context';
import { LeagueLogo } from './logo';
import { groupByLeague, outcomeColumnLabels } from './match-groups';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';

/**
 * Matches grouped by league: a league header (with the main market's column labels) over fixed-size rows.
 * Each group skips rendering while off screen (`content-visibility: auto` with its intrinsic size).
 */
export function MatchList({
  matches,
  ctx,
  headingLevel = 3,
}: {
  matches: readonly Match[];
  ctx: ListContext;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.list}>
      {groupByLeague(matches).map((group) => {
        const first = group.matches[0];
        if (!first) return null;
        const names = first.mainMarket?.outcomes.map((o) => o.name) ?? [];
        const columns = Math.min(3, Math.max(2, names.length || 3));
        const labels = outcomeColumnLabels(names).slice(0, columns);
        const headingId = `league-${group.key}`;
        const inline = ctx.inlineGroups.left > 0;
        if (inline) ctx.inlineGroups.left -= 1;
        const section = (
          <section
            key={group.key}
            className={inline ? styles.group : `${styles.group} ${styles.deferred}`}
            aria-labelledby={headingId}
            style={{ '--rows': group.matches.length, '--n': columns } as CSSProperties}
          >
            <div className={styles.groupHead}>
              <SportIcon sportKey={first.sport.key} size={16} className={styles.groupIcon} />
              <Heading id={headingId} className={styles.groupTitle}>
                <a data-spa href={localePath(ctx.locale, `/${first.sportKey}/${first.tournament.slug}`)}>
                  <LeagueLogo id={first.tournament.id} size={16} className={styles.leagueLogo} />
                  <span className={styles.category}>{first.category.name}</span>
                  <span className={styles.sep} aria-hidden="true">
                    ·
                  </span>
                  {first.tournament.name}
                </a>
              </Heading>
              <div className={styles.columns} aria-hidden="true">
                {labels.map((label, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed column positions.
                  <span key={index}>{label}</span>
                ))}
              </div>
              <span className={styles.moreHead} />
            </div>
            <ul className={styles.rows}>
              {group.matches.map((match) => (
                <li key={match.id}>
                  <MatchRow match={match} ctx={ctx} columns={columns} />
                </li>
              ))}
            </ul>
          </section>
        );
        // The first groups of the page are plain and render normally (`content-visibility: auto` or a
        // boundary streamed out of order would paint them late). Later groups skip rendering off screen and are
        // Suspense boundaries, which React hydrates one by one in separate short tasks (lower TBT).
        return inline ? <Fragment key={group.key}>{section}</Fragment> : <Suspense key={group.key}>{section}</Suspense>;
      })}
    </div>
  );
}
