'use client';

import type { Clock } from '@sportsbook/contract/catalog';
import { formatClock } from '../../shared/time/format';
import { useNow } from '../../shared/time/now';
import { useLiveMatch } from '../live/live-store';

/** Seconds to show for a clock at `now`: counting down when the sport has a period countdown, else up. */
export function clockSeconds(clock: Clock, now: number): number | null {
  const elapsed = clock.stopped ? 0 : Math.max(0, (now - clock.clockUpdatedAt) / 1000);
  if (clock.remainingTimeInPeriod !== null) return Math.max(0, clock.remainingTimeInPeriod - elapsed);
  if (clock.matchTime !== null) return clock.matchTime + elapsed;
  return null;
}

/**
 * The live clock of a match: period name and a ticking `m:ss` (counting down for sports with a period
 * countdown). Ticks locally from `clockUpdatedAt` while the clock runs; real-time updates replace the clock.
 */
export function LiveClock({
  matchId,
  clock: rendered,
  period,
  renderedAt,
  className,
  periodClassName,
}: {
  /** Follows this match's real-time clock updates (the rendered clock until one arrives). */
  matchId?: number;
  clock: Clock | null;
  period: string | null;
  renderedAt: number;
  className?: string;
  periodClassName?: string;
}) {
  const live = useLiveMatch(matchId);
  const clock = live !== undefined && 'clock' in live ? (live.clock as Clock | null) : rendered;
  const running = clock !== null && !clock.stopped;
  const now = useNow(renderedAt, running);
  const seconds = clock ? clockSeconds(clock, now) : null;
  return (
    <span className={className}>
      {period && <span className={periodClassName}>{period}</span>}
      {seconds !== null && <span role="timer">{formatClock(seconds)}</span>}
    </span>
  );
}
