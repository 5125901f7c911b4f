'use client';

import type { Score } from '@sportsbook/contract/catalog';
import { useLiveMatch } from '../live/live-store';
import styles from './match-header.module.css';

/** A live `score` field when it has the shape the grid needs; undefined otherwise (keep what was rendered). */
export function liveScore(value: unknown): Score | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const score = value as Partial<Score>;
  return Array.isArray(score.periodScores) && typeof score.totalScore === 'object' && score.totalScore !== null
    ? (value as Score)
    : undefined;
}

/** The period-by-period score grid of the match header, following real-time score changes. */
export function LivePeriodScores({
  matchId,
  rendered,
  homeName,
  awayName,
  labels,
}: {
  matchId: number;
  rendered: Score;
  homeName: string;
  awayName: string;
  labels: { title: string; total: string };
}) {
  const score = liveScore(useLiveMatch(matchId)?.score) ?? rendered;
  const periods = score.periodScores;
  if (periods.length === 0) return null;
  return (
    <div className={styles.periods}>
      <h2 className="sr-only">{labels.title}</h2>
      <div
        className={styles.periodGrid}
        style={{ gridTemplateColumns: `minmax(80px, 1fr) repeat(${periods.length + 1}, 36px)` }}
      >
        <span />
        {periods.map((p) => (
          <span key={p.periodKey} className={styles.periodHead} title={p.name}>
            {p.number}
          </span>
        ))}
        <span className={styles.periodHead}>{labels.total}</span>
        <span className={styles.periodTeam}>{homeName}</span>
        {periods.map((p) => (
          <span key={p.periodKey}>{p.home}</span>
        ))}
        <strong>{score.totalScore.home}</strong>
        <span className={styles.periodTeam}>{awayName}</span>
        {periods.map((p) => (
          <span key={p.periodKey}>{p.away}</span>
        ))}
        <strong>{score.totalScore.away}</strong>
      </div>
    </div>
  );
}
