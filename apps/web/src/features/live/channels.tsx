'use client';

import { useLocaleChannel, useMatchChannel } from './use-channels';

/** Rendered by a match list row: the page follows list-level changes while it shows a list. Renders nothing. */
export function ListChannel() {
  useLocaleChannel();
  return null;
}

/** Rendered by the match page: the page follows everything about its match. Renders nothing. */
export function MatchChannel({ matchId }: { matchId: number }) {
  useMatchChannel(matchId);
  return null;
}
