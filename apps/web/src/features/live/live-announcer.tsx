'use client';

import { useEffect, useRef, useState } from 'react';
import { withDigits } from './announcer-digits';

/** Shortest time between two announcements: a summary, never every tick. */
export const ANNOUNCE_EVERY_MS = 5_000;

/**
 * Templates with `#` for the count, phrased so one form fits every count ("Prices changed: #"), and the locale's
 * digits for it (`localeDigits`).
 */
export type AnnouncerTexts = { prices: string; scores: string; digits: string };

/** Accumulates counts and releases a summary at most every `everyMs` (pure timing logic; tested). */
export function createAnnouncerQueue(everyMs: number, emit: (prices: number, scores: number) => void) {
  let prices = 0;
  let scores = 0;
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const release = () => {
    timer = null;
    if (prices === 0 && scores === 0) return;
    last = Date.now();
    const p = prices;
    const s = scores;
    prices = 0;
    scores = 0;
    emit(p, s);
  };
  return {
    add(p: number, s: number): void {
      prices += p;
      scores += s;
      if ((prices === 0 && scores === 0) || timer !== null) return;
      timer = setTimeout(release, Math.max(0, last + everyMs - Date.now()));
    },
    stop(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

let announce: ((prices: number, scores: number) => void) | null = null;

/** Reports what a batch changed on screen (called by the live updates; cheap, never renders by itself). */
export function reportLiveChanges(prices: number, scores: number): void {
  announce?.(prices, scores);
}

function fill(count: number, template: string, digits: string): string {
  return template.replace('#', withDigits(count, digits));
}

/**
 * One polite live region per page: "3 prices changed", at most every few seconds. Screen readers hear a summary,
 * not every tick.
 */
export function LiveAnnouncer({ texts }: { texts: AnnouncerTexts }) {
  const [message, setMessage] = useState('');
  const textsRef = useRef(texts);
  textsRef.current = texts;
  useEffect(() => {
    const queue = createAnnouncerQueue(ANNOUNCE_EVERY_MS, (prices, scores) => {
      const parts: string[] = [];
      const { digits } = textsRef.current;
      if (scores > 0) parts.push(fill(scores, textsRef.current.scores, digits));
      if (prices > 0) parts.push(fill(prices, textsRef.current.prices, digits));
      setMessage(parts.join('. '));
    });
    announce = queue.add;
    return () => {
      announce = null;
      queue.stop();
    };
  }, []);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </div>
  );
}
