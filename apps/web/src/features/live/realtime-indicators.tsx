'use client';

import { ConnectionAlert } from './connection-alert';
import { type AnnouncerTexts, LiveAnnouncer } from './live-announcer';

/** The connection alert and the polite announcer: one chunk, loaded after hydration by `realtime-mount.tsx`. */
export default function RealtimeIndicators({
  texts,
}: {
  texts: { alertTitle: string; alertDescription: string; announcer: AnnouncerTexts };
}) {
  return (
    <>
      <ConnectionAlert title={texts.alertTitle} description={texts.alertDescription} />
      <LiveAnnouncer texts={texts.announcer} />
    </>
  );
}
