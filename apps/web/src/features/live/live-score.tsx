'use client';

import { useLiveMatch } from './live-store';

type TotalScore = { home: number; away: number };

function totalOf(score: unknown): TotalScore | null | undefined {
  if (score === undefined) return undefined;
  if (score === null || typeof score !== 'object') return null;
  const total = (score as { totalScore?: unknown }).totalScore;
  if (typeof total !== 'object' || total === null) return null;
  const { home, away } = total as Record<string, unknown>;
  return typeof home === 'number' && typeof away === 'number' ? { home, away } : null;
}

/** The rendered total score of a match until events change it; re-renders only when this match changes. */
export function useLiveTotalScore(matchId: number, rendered: TotalScore | null): TotalScore | null {
  const live = useLiveMatch(matchId);
  const total = totalOf(live?.score);
  return total === undefined ? rendered : total;
}

/** One side's total score (home or away), live. */
export function LiveScore({
  matchId,
  side,
  rendered,
  className,
}: {
  matchId: number;
  side: 'home' | 'away';
  rendered: TotalScore | null;
  className?: string;
}) {
  const total = useLiveTotalScore(matchId, rendered);
  if (total === null) return null;
  return <span className={className}>{total[side]}</span>;
}
