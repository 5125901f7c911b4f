'use client';

import type { Bonus } from '@sportsbook/contract/bonuses';
import { useEffect, useRef, useState } from 'react';
import { onPrivateEvent } from '../../shared/realtime/realtime';
import { CloseIcon } from '../../shared/ui/icons';
import styles from './bonuses.module.css';
import { bonusesApi } from './bonuses-api';

/** Spec 000 §4: a new unseen bonus is shown once, after a delay (not over the page's first moments). */
export const BONUS_TOASTER_DELAY_MS = 3_000;

export type BonusToasterLabels = { title: string; view: string; close: string };

/**
 * The bonus toaster (spec 000 §1, §4): a player's unseen bonuses, one at a time, each shown once after a delay, on
 * page load and when `bonus_issued` arrives; dismissing one marks it seen (`POST /bonuses/mark-as-seen`). Mounted by
 * the account area for a signed-in player only, so it closes when the player signs out.
 */
export function BonusToaster({
  locale,
  labels,
  promotionsHref,
}: {
  locale: string;
  labels: BonusToasterLabels;
  promotionsHref: string;
}) {
  const [queue, setQueue] = useState<Bonus[]>([]);
  const [shown, setShown] = useState<Bonus | null>(null);
  // Every bonus this page has queued: a later look can still list one as unseen (it raced the mark-as-seen call, or
  // came while the bonus showed), and a bonus is shown once.
  const taken = useRef(new Set<Bonus['id']>());

  useEffect(() => {
    let alive = true;
    const load = () =>
      bonusesApi
        .unseen(locale)
        .then((unseen) => {
          if (!alive) return;
          const fresh = unseen.filter((b) => !taken.current.has(b.id));
          for (const b of fresh) taken.current.add(b.id);
          if (fresh.length > 0) setQueue((current) => [...current, ...fresh]);
        })
        .catch(() => undefined);
    const first = setTimeout(load, BONUS_TOASTER_DELAY_MS);
    const off = onPrivateEvent('bonus_issued', () => {
      setTimeout(load, BONUS_TOASTER_DELAY_MS);
    });
    return () => {
      alive = false;
      clearTimeout(first);
      off();
    };
  }, [locale]);

  useEffect(() => {
    if (shown || queue.length === 0) return;
    const [next, ...rest] = queue;
    setShown(next ?? null);
    setQueue(rest);
  }, [queue, shown]);

  if (!shown) return null;
  const dismiss = () => {
    void bonusesApi.markSeen([shown]).catch(() => undefined);
    setShown(null);
  };
  return (
    <section className={styles.toaster} role="status" aria-label={labels.title}>
      <div className={styles.toasterBody}>
        <strong className={styles.toasterTitle}>{labels.title}</strong>
        <span>{shown.name}</span>
        <a className={styles.toasterLink} href={promotionsHref} onClick={dismiss}>
          {labels.view}
        </a>
      </div>
      <button type="button" className={styles.toasterClose} aria-label={labels.close} onClick={dismiss}>
        <CloseIcon />
      </button>
    </section>
  );
}
