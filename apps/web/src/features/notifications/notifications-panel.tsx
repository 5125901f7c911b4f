'use client';

import type { Notification } from '@sportsbook/contract/notifications';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { localePath } from '../../i18n/paths';
import { dateFormatter } from '../../shared/time/format';
import buttons from '../../shared/ui/buttons.module.css';
import { BellIcon, CloseIcon } from '../../shared/ui/icons';
import type { T } from '../account/i18n';
import styles from './notifications.module.css';
import { hasMore } from './notifications-list';
import {
  loadMoreNotifications,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  useNotificationsStore,
} from './notifications-store';

function Item({
  notification,
  t,
  locale,
  onFailed,
  close,
}: {
  notification: Notification;
  t: T;
  locale: string;
  onFailed: () => void;
  close: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const when = new Date(notification.createdAt);
  return (
    <li className={styles.item} data-read={notification.read}>
      <div className={styles.itemHead}>
        {!notification.read && <span className={styles.dot} aria-hidden="true" />}
        <strong className={styles.itemTitle}>
          {!notification.read && <span className="sr-only">{t('unread')}: </span>}
          {notification.title}
        </strong>
        <time className={styles.time} dateTime={notification.createdAt}>
          {Number.isNaN(when.getTime()) ? '' : dateFormatter(locale, 'day-time').format(when)}
        </time>
      </div>
      {notification.caption && <p className={styles.caption}>{notification.caption}</p>}
      <p className={styles.body}>{notification.body}</p>
      <div className={styles.itemActions}>
        {notification.objectType === 'bet' && (
          <a data-spa className={styles.link} href={localePath(locale, '/bets')} onClick={close}>
            {t('open-bets')}
          </a>
        )}
        {!notification.read && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            aria-label={t('mark-read-label', { title: notification.title })}
            onClick={() => {
              setBusy(true);
              markNotificationRead(notification.id)
                .catch(onFailed)
                .finally(() => setBusy(false));
            }}
          >
            {t('mark-read')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The notifications panel (lazy chunk, inside the bell's popover dialog): the first page loads when it first
 * opens, newest first, with loading, empty and error states, "Show more" for older pages, mark one read and mark
 * all read. Live notifications arrive on top while it is open.
 */
export default function NotificationsPanel({ t, locale, panelId }: { t: T; locale: string; panelId: string }) {
  const { list, status, more, unread } = useNotificationsStore();
  const [actionFailed, setActionFailed] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const headingId = useId();

  useEffect(() => {
    const { status: now } = useNotificationsStore.getState();
    if (now === 'idle' || now === 'error') void loadNotifications();
  }, []);

  const close = () => document.getElementById(panelId)?.hidePopover();
  const anyUnread = unread > 0 || (list?.items.some((n) => !n.read) ?? false);

  let content: ReactNode;
  if (status === 'error' && !list) {
    content = (
      <div className={styles.state} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={buttons.secondary} onClick={() => void loadNotifications()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!list) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')}>
        <span />
        <span />
        <span />
      </div>
    );
  } else if (list.items.length === 0) {
    content = (
      <div className={styles.state}>
        <span className={styles.stateIcon}>
          <BellIcon size={24} />
        </span>
        <p className={styles.stateTitle}>{t('empty')}</p>
        <p className={styles.hint}>{t('empty-hint')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-labelledby={headingId}>
          {list.items.map((n) => (
            <Item
              key={n.id}
              notification={n}
              t={t}
              locale={locale}
              close={close}
              onFailed={() => setActionFailed(true)}
            />
          ))}
        </ul>
        {hasMore(list) && (
          <button
            type="button"
            className={buttons.secondary}
            disabled={more === 'loading'}
            onClick={() => void loadMoreNotifications()}
          >
            {more === 'loading' ? t('loading') : t('load-more')}
          </button>
        )}
        {more === 'error' && (
          <p className={styles.error} role="alert">
            {t('failed')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className={styles.inner} aria-busy={status === 'loading'}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <button
          type="button"
          className={styles.linkButton}
          disabled={!anyUnread || markingAll}
          onClick={() => {
            setActionFailed(false);
            setMarkingAll(true);
            markAllNotificationsRead()
              .catch(() => setActionFailed(true))
              .finally(() => setMarkingAll(false));
          }}
        >
          {t('mark-all')}
        </button>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={close}>
          <CloseIcon size={18} />
        </button>
      </div>
      {actionFailed && (
        <p className={styles.error} role="alert">
          {t('action-failed')}
        </p>
      )}
      <div className={styles.scroll}>{content}</div>
    </div>
  );
}
