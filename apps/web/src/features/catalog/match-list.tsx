import type { Match } from '@sportsbook/contract/catalog';
import { Suspense } from 'react';
import type { MatchesQuery } from '../../shared/api/server-api';
import { DeferredGroups } from './deferred-groups';
import type { ListContext } from './list-context';
import { MatchGroup } from './match-group';
import { groupByLeague } from './match-groups';
import styles from './match-list.module.css';

/**
 * Matches grouped by league: a league header (with the main market's column labels) over fixed-size rows.
 * The groups holding the page's first screen of rows render with it. With the list's `source` (the query that produced it), later
 * groups leave the page's HTML and payload: sized placeholders stand in and the browser asks the server for
 * them once the visitor moves or one is on screen (`DeferredGroups`). Without one (search, favourites) they
 * render too, each skipped while off screen.
 */
export function MatchList({
  matches,
  ctx,
  source,
  headingLevel = 3,
}: {
  matches: readonly Match[];
  ctx: ListContext;
  source?: MatchesQuery;
  headingLevel?: 2 | 3;
}) {
  const groups = groupByLeague(matches);
  let inlineCount = 0;
  while (inlineCount < groups.length && ctx.inlineRows.left > 0) {
    ctx.inlineRows.left -= groups[inlineCount]?.matches.length ?? 0;
    inlineCount += 1;
  }
  const later = groups.slice(inlineCount);
  return (
    <div className={styles.list}>
      {groups.slice(0, inlineCount).map((group) => (
        <MatchGroup key={group.key} group={group} ctx={ctx} headingLevel={headingLevel} deferred={false} />
      ))}
      {later.length > 0 &&
        (source ? (
          <DeferredGroups
            request={{ locale: ctx.locale, query: source, keys: later.map((group) => group.key), headingLevel }}
            rows={later.map((group) => group.matches.length)}
            failedText={ctx.t('more-failed')}
            retryLabel={ctx.t('retry')}
          />
        ) : (
          // Boundaries, which React hydrates one by one in separate short tasks (lower TBT).
          later.map((group) => (
            <Suspense key={group.key}>
              <MatchGroup group={group} ctx={ctx} headingLevel={headingLevel} deferred />
            </Suspense>
          ))
        ))}
    </div>
  );
}
