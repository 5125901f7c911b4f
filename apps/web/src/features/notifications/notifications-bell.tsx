'use client';

import { lazy, Suspense } from 'react';
import { useAuthStore } from '../account/auth-store';
import type { AccountMessages } from '../account/i18n';
import { usePlayerView } from '../account/player-view';
import styles from './notifications-bell.module.css';

// The bell, its store and its real-time handlers are a separate chunk: visitors never load them.
const NotificationsButton = lazy(() => import('./notifications-button'));

/**
 * The header's notifications bell, for signed-in players only (spec §6). When the server read a player's session
 * with the page (`player`), its place is kept from the first paint, so the header does not move when the session
 * loads in the browser.
 */
export function NotificationsBell({
  messages,
  locale,
  player,
}: {
  messages: AccountMessages;
  locale: string;
  player: boolean;
}) {
  const signedIn = useAuthStore((s) => s.authStatus === 'LOGGED_IN');
  const shown = usePlayerView(player);
  if (!shown) return null;
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (!signedIn) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsButton messages={messages} locale={locale} />
    </Suspense>
  );
}
