'use client';

import { lazy, Suspense } from 'react';

// The host bridge is a chunk of its own, rendered only in a host site's frame: a page that is not embedded loads
// none of it.
const EmbedBridge = lazy(() => import('./embed-bridge'));

/** Mounts the host bridge (the layout renders this only when embedded). */
export function EmbedSlot() {
  return (
    <Suspense>
      <EmbedBridge />
    </Suspense>
  );
}
