'use client';

import { lazy, Suspense } from 'react';
import { useAuthStore } from '../account/auth-store';
import type { AccountMessages } from '../account/i18n';
import styles from './notifications-bell.module.css';

// The bell, its store and its real-time handlers are a separate chunk: visitors never load them.
const NotificationsButton = lazy(() => import('./notifications-button'));

/** The header's notifications bell, for signed-in players only (spec §6). */
export function NotificationsBell({ messages, locale }: { messages: AccountMessages; locale: string }) {
  const signedIn = useAuthStore((s) => s.authStatus === 'LOGGED_IN');
  if (!signedIn) return null;
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <NotificationsButton messages={messages} locale={locale} />
    </Suspense>
  );
}
