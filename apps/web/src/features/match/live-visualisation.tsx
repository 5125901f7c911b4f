'use client';

import type { Score } from '@sportsbook/contract/catalog';
import { useEffect, useId, useRef, useState } from 'react';
import { useLiveMatch } from '../live/live-store';
import { liveScore } from './live-period-scores';
import type { MatchPreviewLabels } from './match-preview';
import styles from './match-preview.module.css';

type ScoreEvent = { id: number; side: 'home' | 'away'; home: number; away: number; period: string | null };

/** Score events between two totals: which side scored, one event per goal/point, in order. */
export function scoreEvents(
  before: { home: number; away: number },
  after: { home: number; away: number },
): { side: 'home' | 'away'; home: number; away: number }[] {
  const out: { side: 'home' | 'away'; home: number; away: number }[] = [];
  // A correction downwards (a disallowed goal) is not an event: the board just shows the new score.
  let { home, away } = before;
  while (home < after.home) out.push({ side: 'home', home: ++home, away });
  while (away < after.away) out.push({ side: 'away', home, away: ++away });
  return out;
}

const MAX_EVENTS = 5;

/**
 * The live visualisation (`is_video_streaming_enabled`): there is no video feed, so a light tracker drawn from the
 * real-time score — a pitch with both sides' scores and the current period, and the score changes seen since it
 * opened, newest first.
 */
export default function LiveVisualisation({
  matchId,
  rendered,
  names,
  labels,
}: {
  matchId: number;
  rendered: Score | null;
  names: { home: string; away: string };
  labels: MatchPreviewLabels;
}) {
  const score = liveScore(useLiveMatch(matchId)?.score) ?? rendered;
  const total = score?.totalScore ?? { home: 0, away: 0 };
  const period = score?.periodScores.at(-1)?.name ?? null;
  const [events, setEvents] = useState<ScoreEvent[]>([]);
  const last = useRef(total);
  const nextId = useRef(0);
  const titleId = useId();

  useEffect(() => {
    const found = scoreEvents(last.current, total);
    last.current = total;
    if (found.length === 0) return;
    setEvents((list) =>
      [...found.map((e) => ({ ...e, period, id: nextId.current++ })).reverse(), ...list].slice(0, MAX_EVENTS),
    );
  }, [total, period]);

  return (
    <section className={styles.visual} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.visualTitle}>
        {labels.visualisation}
      </h2>
      <div className={styles.pitch}>
        <span className={styles.side}>
          <span className={styles.sideName}>{names.home}</span>
          <strong className={styles.sideScore}>{total.home}</strong>
        </span>
        <span className={styles.side}>
          <span className={styles.sideName}>{names.away}</span>
          <strong className={styles.sideScore}>{total.away}</strong>
        </span>
      </div>
      {period && <p className={styles.period}>{labels.period.replace('{period}', period)}</p>}
      <h3 className={styles.eventsTitle}>{labels.events}</h3>
      <ol className={styles.events} aria-live="polite">
        {events.length === 0 ? (
          <li className={styles.noEvents}>{labels.noEvents}</li>
        ) : (
          events.map((e) => (
            <li key={e.id}>
              <span>{labels.scored.replace('{team}', e.side === 'home' ? names.home : names.away)}</span>
              <span className={styles.eventScore}>
                {e.home}:{e.away}
                {e.period && ` · ${e.period}`}
              </span>
            </li>
          ))
        )}
      </ol>
    </section>
  );
}
