import type { CSSProperties } from 'react';
import { localePath } from '../../i18n/paths';
import { SportIcon } from '../../shared/ui/icons';
import type { ListContext } from './list-context';
import { LeagueLogo } from './logo';
import { type LeagueGroup, outcomeColumnLabels } from './match-groups';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';

/** The main market's column count of a league group: two or three. */
export function groupColumns(group: LeagueGroup): number {
  const names = group.matches[0]?.mainMarket?.outcomes.map((o) => o.name) ?? [];
  return Math.min(3, Math.max(2, names.length || 3));
}

/**
 * One league's matches. A deferred group is below the first screen: it skips rendering while off screen
 * (`content-visibility: auto` with its intrinsic size).
 */
export function MatchGroup({
  group,
  ctx,
  headingLevel,
  deferred,
}: {
  group: LeagueGroup;
  ctx: ListContext;
  headingLevel: 2 | 3;
  deferred: boolean;
}) {
  const first = group.matches[0];
  if (!first) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const columns = groupColumns(group);
  const labels = outcomeColumnLabels(first.mainMarket?.outcomes.map((o) => o.name) ?? []).slice(0, columns);
  const headingId = `league-${group.key}`;
  return (
    <section
      className={deferred ? `${styles.group} ${styles.deferred}` : styles.group}
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
            <span className={styles.leagueName}>{first.tournament.name}</span>
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
}
