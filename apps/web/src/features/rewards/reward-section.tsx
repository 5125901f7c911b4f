'use client';

import { type ReactNode, useId } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { EmptyState } from '../../shared/ui/empty-state';
import styles from './rewards.module.css';
import { errorText } from './rewards-text';
import type { PagedList } from './use-paged-list';

/**
 * One section of the promotions page (hunting, tournaments, lootboxes, jackpots): its heading, a skeleton of cards
 * while the first page loads, what to do when it failed (with "Try again"), the empty state, the cards, and
 * "Show more" while the list has more pages.
 */
export function RewardSection<T>({
  title,
  empty,
  m,
  list,
  render,
  icon,
}: {
  title: string;
  empty: string;
  m: FlatMessages;
  list: Pick<PagedList<T>, 'items' | 'failed' | 'hasMore' | 'loadingMore' | 'showMore' | 'reload'>;
  render: (item: T) => ReactNode;
  icon?: ReactNode;
}) {
  const headingId = useId();
  const { items, failed } = list;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={items === null && !failed}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {icon}
        {title}
      </h2>
      {items === null ? (
        failed ? (
          <ErrorLine m={m} error={failed} onRetry={list.reload} fallback="rewards.load-failed" />
        ) : (
          <div className={styles.cards} role="status" aria-label={tr(m, 'rewards.loading', { section: title })}>
            {[0, 1].map((i) => (
              <div key={i} className={styles.skeletonCard} aria-hidden="true" />
            ))}
          </div>
        )
      ) : items.length === 0 ? (
        <EmptyState title={empty} hint={tr(m, 'rewards.empty-hint')} headingLevel={3} />
      ) : (
        <>
          <ul className={styles.cards}>{items.map(render)}</ul>
          {failed ? <ErrorLine m={m} error={failed} onRetry={list.reload} fallback="rewards.load-failed" /> : null}
          {list.hasMore ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={list.showMore}
              disabled={list.loadingMore}
              aria-busy={list.loadingMore}
            >
              {tr(m, 'rewards.show-more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A failed read or action: what to do, and the retry when there is one. */
export function ErrorLine({
  m,
  error,
  onRetry,
  fallback,
}: {
  m: FlatMessages;
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
}) {
  return (
    <div className={styles.error} role="alert">
      <p>{errorText(m, error, fallback)}</p>
      {onRetry ? (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {tr(m, 'rewards.retry')}
        </button>
      ) : null}
    </div>
  );
}
