'use client';

import { useRouter } from 'next/navigation';
import { lazy, useEffect } from 'react';
import { whenIdle } from '../../shared/browser/when-idle';
import { onResync, startRealtime } from '../../shared/realtime/realtime';
import { AfterHydration } from '../../shared/ui/after-hydration';
import { oddsStore } from '../odds/odds-store';
import type { AnnouncerTexts } from './live-announcer';
import { liveStore } from './live-store';

// Neither shows anything before the connection starts (at idle), so they are a chunk after hydration, outside the
// first-load JavaScript, as are the live updates and the refetch policy the effect loads at idle; the announcer's
// live region is in the page before the first change it reads out.
const RealtimeIndicators = lazy(() => import('./realtime-indicators'));

/**
 * Shortest time between two list refetches caused by status changes (new live matches, finished ones); the page's
 * own snapshot counts as the first.
 */
export const REFETCH_EVERY_MS = 30_000;

export type RealtimeTexts = { alertTitle: string; alertDescription: string; announcer: AnnouncerTexts };

/**
 * Starts the tab's real-time connection once the page has hydrated and the browser is idle (the client and the
 * live-update code are separate chunks), routes events into the page, and shows the connection alert and the
 * polite announcer. A channel that lost publications makes the page refetch its snapshot (`router.refresh()`,
 * live values dropped); a status change (a match went live, was added or removed) refetches lists, throttled and
 * never while the visitor is pointing, touching, scrolling or typing (`refetch-throttle.ts`).
 */
export function RealtimeMount({ texts }: { texts: RealtimeTexts }) {
  const router = useRouter();

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      void Promise.all([import('./live-updates'), import('./live-announcer'), import('./refetch-throttle')]).then(
        ([{ installLiveUpdates }, { reportLiveChanges }, { createRefetchThrottle, trackActivity }]) => {
          if (stopped) return;
          const activity = trackActivity(window);
          const refetches = createRefetchThrottle(() => router.refresh(), REFETCH_EVERY_MS, {
            lastActivity: activity.last,
          });
          const offResync = onResync(() => {
            oddsStore.clear();
            liveStore.clear();
            refetches.now();
          });
          const uninstall = installLiveUpdates({
            onBatch: (summary) => {
              if (summary.prices > 0 || summary.scores > 0) reportLiveChanges(summary.prices, summary.scores);
              if (summary.refetch) refetches.schedule();
            },
          });
          stop = () => {
            offResync();
            uninstall();
            refetches.cancel();
            activity.stop();
          };
          void startRealtime();
        },
      );
    });
    return () => {
      stopped = true;
      cancelIdle();
      stop?.();
    };
  }, [router]);

  return (
    <AfterHydration>
      <RealtimeIndicators texts={texts} />
    </AfterHydration>
  );
}
