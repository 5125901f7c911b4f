'use client';

import dynamic from 'next/dynamic';
import type { ConsentLabels } from './consent-labels';

// Consent, the data layer and page views are a chunk loaded right after hydration: none of it is needed to show or
// use the page, and the shared first-load JavaScript is at its budget (apps/web/README.md).
const TrackingRoot = dynamic(() => import('./tracking-root').then((m) => m.TrackingRoot), { ssr: false });

/** The layout's mount point of `tracking-root.tsx`. */
export function TrackingSlot({ labels }: { labels: ConsentLabels }) {
  return <TrackingRoot labels={labels} />;
}
