'use client';

import { lazy } from 'react';
import { AfterHydration } from '../../shared/ui/after-hydration';

// The bar has nothing to show before the first click on a link, which cannot come before hydration: it is a chunk
// loaded right after, outside the first-load JavaScript.
const ProgressBar = lazy(() => import('./progress-bar').then((m) => ({ default: m.ProgressBar })));

/** The layout's mount point of the navigation progress bar (its own boundary: it reads the search params). */
export function ProgressBarSlot({ label }: { label: string }) {
  return (
    <AfterHydration>
      <ProgressBar label={label} />
    </AfterHydration>
  );
}
