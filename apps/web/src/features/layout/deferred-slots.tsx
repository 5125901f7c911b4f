'use client';

import { lazy } from 'react';
import { AfterHydration } from '../../shared/ui/after-hydration';
import type { PreviewLabels } from '../customizer/customizer-boot';
import type { ConsentLabels } from '../tracking/consent-labels';

// Each is a chunk fetched right after hydration: none of them is needed to show or use the page, and one mount point
// keeps their wiring out of the first-load JavaScript (apps/web/README.md, its budget).
const TrackingRoot = lazy(() => import('../tracking/tracking-root').then((m) => ({ default: m.TrackingRoot })));
const LiveChat = lazy(() => import('../live-chat/live-chat'));
const CustomizerBoot = lazy(() => import('../customizer/customizer-boot').then((m) => ({ default: m.CustomizerBoot })));

/**
 * The layout's mount point of what runs after hydration: page-level tracking and the consent dialog
 * (`tracking-root.tsx`), the operator's live chat when configured (`live-chat.tsx`, after consent) and the look
 * customizer's preview check (`customizer-boot.tsx`).
 */
export function DeferredSlots({
  consent,
  liveChat,
  preview,
}: {
  consent: ConsentLabels;
  liveChat: { src: string; locale: string } | null;
  preview: PreviewLabels;
}) {
  return (
    <AfterHydration>
      <TrackingRoot labels={consent} />
      {liveChat && <LiveChat src={liveChat.src} locale={liveChat.locale} />}
      <CustomizerBoot labels={preview} />
    </AfterHydration>
  );
}
