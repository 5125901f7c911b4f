'use client';

import type { Score } from '@sportsbook/contract/catalog';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import styles from './match-preview.module.css';

// The visualisation is its own chunk: only a browser that switches it on downloads it.
const LiveVisualisation = lazy(() => import('./live-visualisation'));

export type MatchPreviewLabels = {
  /** The disclosure button: "Match details". */
  toggle: string;
  /** The switch and the panel's title: "Live visualisation". */
  visualisation: string;
  loading: string;
  events: string;
  noEvents: string;
  /** `{team} scores` */
  scored: string;
  /** `Period: {period}` */
  period: string;
};

/** Reads a boolean preference; storage refused or an unknown value is `fallback`. */
function readFlag(key: string, on: string, fallback: boolean): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === on;
  } catch {
    return fallback;
  }
}

function writeFlag(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage refused: the choice lasts for this page
  }
}

/** Whether the match page's details area is folded (`match_preview` = `collapsed`; anything else: open). */
export const readPreviewCollapsed = (): boolean => readFlag(STORAGE_KEYS.matchPreview, 'collapsed', false);
/** Whether the live visualisation is on (`is_video_streaming_enabled` = `true`; off by default). */
export const readVisualisationOn = (): boolean => readFlag(STORAGE_KEYS.isVideoStreamingEnabled, 'true', false);

/**
 * The match header's details area (the period scores and, for a live match, the live visualisation): a disclosure
 * the visitor can fold, remembered in `match_preview`; inside, the visualisation switch, remembered in
 * `is_video_streaming_enabled`. Both are read after hydration (the server cannot see local storage).
 */
export function MatchPreview({
  matchId,
  live,
  rendered,
  names,
  labels,
  children,
}: {
  matchId: number;
  live: boolean;
  rendered: Score | null;
  names: { home: string; away: string };
  labels: MatchPreviewLabels;
  children?: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const [visualisation, setVisualisation] = useState(false);
  const regionId = useId();
  useEffect(() => {
    setCollapsed(readPreviewCollapsed());
    setVisualisation(readVisualisationOn());
  }, []);

  return (
    <div className={styles.preview}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={regionId}
        onClick={() => {
          const next = !collapsed;
          writeFlag(STORAGE_KEYS.matchPreview, next ? 'collapsed' : null);
          setCollapsed(next);
        }}
      >
        {labels.toggle}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={regionId} className={styles.region} hidden={collapsed}>
        {children}
        {live && (
          <>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                aria-checked={visualisation}
                checked={visualisation}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  writeFlag(STORAGE_KEYS.isVideoStreamingEnabled, on ? 'true' : null);
                  setVisualisation(on);
                }}
              />
              <span>{labels.visualisation}</span>
            </label>
            {visualisation && !collapsed && (
              <Suspense
                fallback={<div className={styles.loading} role="status" aria-busy="true" aria-label={labels.loading} />}
              >
                <LiveVisualisation matchId={matchId} rendered={rendered} names={names} labels={labels} />
              </Suspense>
            )}
          </>
        )}
      </div>
    </div>
  );
}
