'use client';

import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { BellIcon } from '../../shared/ui/icons';
import { type AccountMessages, translator } from '../account/i18n';
import styles from './notifications.module.css';
import { badgeText } from './notifications-list';
import { useNotificationsStore } from './notifications-store';

// The panel (list, paging, mark read) is its own chunk, loaded when the bell is first opened.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/**
 * The bell itself (lazy chunk, loaded once a player is signed in): the unread count (live from the private
 * channel) and a popover `dialog` with the notifications. Texts come flat from the `notifications` namespace.
 */
export default function NotificationsButton({ messages, locale }: { messages: AccountMessages; locale: string }) {
  const t = useMemo(() => translator(messages), [messages]);
  const unread = useNotificationsStore((s) => s.unread);
  const latest = useNotificationsStore((s) => s.latest);
  const panelId = useId();
  const [opened, setOpened] = useState(false);
  // The panel's content renders from its first opening on (the popover's `toggle` event).
  const panelRef = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') setOpened(true);
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const badge = badgeText(unread);
  return (
    <div className={styles.bell}>
      <button
        type="button"
        className={styles.bellButton}
        popoverTarget={panelId}
        aria-label={unread > 0 ? t('bell-unread', { count: unread }) : t('bell')}
      >
        <BellIcon />
        {badge && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <div id={panelId} ref={panelRef} popover="auto" role="dialog" aria-label={t('title')} className={styles.panel}>
        {opened && (
          <Suspense fallback={<div className={styles.loading} role="status" aria-label={t('loading')} />}>
            <NotificationsPanel t={t} locale={locale} panelId={panelId} />
          </Suspense>
        )}
      </div>
      <span className="sr-only" role="status">
        {latest ? t('new', { title: latest.title }) : ''}
      </span>
    </div>
  );
}
