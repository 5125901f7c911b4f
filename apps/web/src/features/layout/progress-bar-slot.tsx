'use client';

import { Suspense } from 'react';
import { afterHydration } from '../../shared/ui/after-hydration';

// The bar has nothing to show before the first click on a link, which cannot come before hydration: it is a chunk
// loaded right after, outside the first-load JavaScript.
const ProgressBar = afterHydration<{ label: string }>(() =>
  import('./progress-bar').then((m) => ({ default: m.ProgressBar })),
);

/** The layout's mount point of the navigation progress bar. */
export function ProgressBarSlot({ label }: { label: string }) {
  // The bar reads the search params: a boundary of its own, so the page around it never waits for them.
  return (
    <Suspense>
      <ProgressBar label={label} />
    </Suspense>
  );
}
