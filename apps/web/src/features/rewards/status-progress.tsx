'use client';

import type { StatusGroup } from '@sportsbook/contract/platform';
import { statusProgress } from '@sportsbook/domain/rewards/status-progress';
import { useId } from 'react';
import styles from './status-progress.module.css';

export type StatusProgressLabels = {
  /** "Status" */
  status: string;
  /** "{points} points" */
  points: string;
  /** "{points} points to {name}" */
  next: string;
  /** "Progress to {name}" */
  progressLabel: string;
  /** "{name} reached" */
  top: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Comp points in the account menu (spec 000 §3 "Comp points and status list"): the points, the status group held
 * and a bar to the next one (`statusProgress`), or "Platinum reached" at the top of the ladder. Nothing while the
 * operator runs no ladder and the player has no points.
 */
export function StatusProgress({
  points,
  groups,
  locale,
  labels,
}: {
  points: number;
  groups: readonly StatusGroup[];
  locale: string;
  labels: StatusProgressLabels;
}) {
  const textId = useId();
  const progress = statusProgress(groups, points);
  // An operator group the player is in (not on the ladder) still names the status.
  const current = progress.current ?? groups.find((g) => g.status === 'active') ?? null;
  if (!current && !progress.next && points === 0) return null;
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const pointsText = fill(labels.points, { points: number(points) });
  return (
    <div className={styles.row}>
      <dt>{labels.status}</dt>
      <dd className={styles.value}>
        <span>{current ? `${current.name} · ${pointsText}` : pointsText}</span>
        {progress.next ? (
          <>
            <progress
              className={styles.bar}
              max={1000}
              value={Math.round(progress.fraction * 1000)}
              aria-label={fill(labels.progressLabel, { name: progress.next.name })}
              aria-describedby={textId}
            />
            <span id={textId} className={styles.hint}>
              {fill(labels.next, { points: number(progress.needed), name: progress.next.name })}
            </span>
          </>
        ) : progress.current ? (
          <span className={styles.hint}>{fill(labels.top, { name: progress.current.name })}</span>
        ) : null}
      </dd>
    </div>
  );
}
