'use client';

import { useEffect } from 'react';

let started = false;

/**
 * Error reporting of the browser (spec 001 §7.5): with a DSN (PUBLIC_SENTRY_DSN, given by the root layout) the
 * Sentry SDK is imported after hydration, in a chunk of its own, outside the first-load JS; without one nothing is
 * loaded. Renders nothing.
 */
export function ErrorReporting({ dsn }: { dsn: string | null }) {
  useEffect(() => {
    if (!dsn || started) return;
    started = true;
    import('./sentry-reporter').then(
      ({ startSentry }) => startSentry(dsn),
      // The reporter's own chunk failed to load (offline, a new deployment): nothing to report it to.
      () => {
        started = false;
      },
    );
  }, [dsn]);
  return null;
}
