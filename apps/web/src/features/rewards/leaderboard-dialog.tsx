'use client';

import type { LeaderboardRow, Tournament } from '@sportsbook/contract/rewards';
import { useEffect, useId, useRef, useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { CloseIcon } from '../../shared/ui/icons';
import { ErrorLine } from './reward-section';
import styles from './rewards.module.css';
import { type RatingPage, rewardsApi } from './rewards-api';
import { count, money } from './rewards-text';

/**
 * A tournament's leaderboard (spec 000 §3 "Leaderboard row") in a modal dialog: position, player (the current
 * player marked "You", others by their hash), points and the free bet the position wins; paged, with the player's
 * own row under the table when they rank outside the page.
 */
export function LeaderboardDialog({
  tournament,
  m,
  locale,
  onClose,
}: {
  tournament: Tournament;
  m: FlatMessages;
  locale: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [rating, setRating] = useState<RatingPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    let alive = true;
    setError(null);
    rewardsApi.rating(tournament.id, page).then(
      (answer) => alive && setRating(answer),
      (cause: unknown) => alive && setError(cause),
    );
    return () => {
      alive = false;
    };
  }, [tournament.id, page, attempt]);

  const pages = rating ? Math.max(1, rating.pagination.lastPage) : 1;
  const onPage = rating?.data.some((row) => row.isCurrentUser) ?? false;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {tr(m, 'rewards.leaderboard-title', { name: tournament.name })}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={tr(m, 'rewards.close')}
          onClick={() => ref.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      {error ? (
        <ErrorLine m={m} error={error} onRetry={() => setAttempt((n) => n + 1)} fallback="rewards.load-failed" />
      ) : rating === null ? (
        <p role="status">{tr(m, 'rewards.loading', { section: tr(m, 'rewards.leaderboard') })}</p>
      ) : rating.data.length === 0 && !rating.me ? (
        <p>{tr(m, 'rewards.leaderboard-empty')}</p>
      ) : (
        <table className={styles.table} aria-busy={false}>
          <caption className="sr-only">{tr(m, 'rewards.leaderboard-title', { name: tournament.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{tr(m, 'rewards.position')}</th>
              <th scope="col">{tr(m, 'rewards.player')}</th>
              <th scope="col">{tr(m, 'rewards.your-points')}</th>
              <th scope="col">{tr(m, 'rewards.farmed')}</th>
            </tr>
          </thead>
          <tbody>
            {rating.data.map((row) => (
              <Row key={`${row.position}-${row.userHash}`} row={row} m={m} locale={locale} />
            ))}
            {rating.me && !onPage ? <Row row={rating.me} m={m} locale={locale} separated /> : null}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={tr(m, 'rewards.leaderboard-pages')}>
          <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {tr(m, 'rewards.previous')}
          </button>
          <span aria-live="polite">{tr(m, 'rewards.page-of', { page, pages })}</span>
          <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {tr(m, 'rewards.next')}
          </button>
        </nav>
      ) : null}
    </dialog>
  );
}

function Row({
  row,
  m,
  locale,
  separated = false,
}: {
  row: LeaderboardRow;
  m: FlatMessages;
  locale: string;
  separated?: boolean;
}) {
  return (
    <tr
      aria-current={row.isCurrentUser || undefined}
      data-me={row.isCurrentUser || undefined}
      data-separated={separated || undefined}
    >
      <th scope="row">{count(row.position, locale)}</th>
      <td>{row.isCurrentUser ? <strong>{tr(m, 'rewards.you')}</strong> : row.userHash}</td>
      <td>{count(row.points, locale)}</td>
      <td>{money(row.farmedAmount, row.currency, locale)}</td>
    </tr>
  );
}
