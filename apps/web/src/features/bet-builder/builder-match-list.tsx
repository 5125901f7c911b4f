import type { Match } from '@sportsbook/contract/catalog';
import { localePath } from '../../i18n/paths';
import { BUILDER_HASH } from './builder-hash';
import styles from './builder-match-list.module.css';

export type BuilderListMatch = Pick<Match, 'id' | 'name' | 'sportKey' | 'slug' | 'status' | 'startTime'> & {
  tournament: Pick<Match['tournament'], 'name'>;
};

/** The builder of a match page: `/{sport}/{slug}#bet-builder` (locale prefixed). */
export function builderHref(locale: string, match: Pick<Match, 'sportKey' | 'slug'>): string {
  return `${localePath(locale, `/${match.sportKey}/${match.slug}`)}#${BUILDER_HASH}`;
}

/**
 * The betbuilder tab's list (issue 18): the matches that offer the builder, each with its league, when it plays
 * (or "Live") and a "Build a bet" link to the match page's builder. Server-rendered, no client code.
 */
export function BuilderMatchList({
  matches,
  locale,
  labels,
}: {
  matches: readonly BuilderListMatch[];
  locale: string;
  labels: { live: string; build: string; buildFor: (match: string) => string; when: (iso: string) => string };
}) {
  return (
    <ul className={styles.list}>
      {matches.map((match) => (
        <li key={match.id} className={styles.row}>
          <div className={styles.text}>
            <span className={styles.name}>{match.name}</span>
            <span className={styles.meta}>
              {match.tournament.name} ·{' '}
              {match.status === 1 ? (
                <strong className={styles.live}>{labels.live}</strong>
              ) : (
                <time dateTime={match.startTime}>{labels.when(match.startTime)}</time>
              )}
            </span>
          </div>
          <a className={styles.build} href={builderHref(locale, match)} aria-label={labels.buildFor(match.name)}>
            {labels.build}
          </a>
        </li>
      ))}
    </ul>
  );
}
