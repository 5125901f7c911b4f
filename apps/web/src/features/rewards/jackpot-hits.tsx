'use client';

import type { JackpotHit } from '@sportsbook/contract/rewards';
import { JACKPOT_HIT_DELAY_MS, JACKPOT_HITS_REFRESH_MS } from '@sportsbook/contract/rewards-constants';
import { useEffect, useId, useRef, useState } from 'react';
import { onPrivateEvent, onPrivateSubscribed } from '../../shared/realtime/realtime';
import styles from './jackpot-hits.module.css';
import { rewardsApi } from './rewards-api';
import { money } from './rewards-text';

export type JackpotHitLabels = { title: string; text: string; collect: string };

/** "You won €123.45 — Mini level of Sportsbook Jackpot" from the `text` template. */
export function hitText(hit: JackpotHit, template: string, locale: string): string {
  const values: Record<string, string> = {
    amount: money(hit.amount, hit.currency, locale),
    level: hit.levelName,
    name: hit.name,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * The player's jackpot wins (spec 000 §3 "Jackpot hit"; spec 001 §9): the unseen hits (`GET /jackpot-hits?for_user
 * &unseen`) are read on mount, every `JACKPOT_HITS_REFRESH_MS`, on `jackpot_hit` and when the private channel is
 * (re)subscribed; they show one at a time in a modal dialog, each `JACKPOT_HIT_DELAY_MS` after it arrived or the
 * previous one was dismissed. Dismissing ("Collect", Escape) marks it seen (`POST /jackpot-hits/mark-as-seen`). A hit
 * is never shown twice in a tab, even when a read races the mark. Mounted by the account area for a signed-in
 * player, loaded lazily (not in the first-load JS).
 */
export default function JackpotHits({ locale, labels }: { locale: string; labels: JackpotHitLabels }) {
  const [queue, setQueue] = useState<readonly JackpotHit[]>([]);
  const [shown, setShown] = useState<JackpotHit | null>(null);
  const handled = useRef(new Set<number>());

  useEffect(() => {
    let alive = true;
    let controller: AbortController | null = null;
    const load = () => {
      controller?.abort();
      controller = new AbortController();
      rewardsApi.unseenHits(locale, controller.signal).then(
        (hits) => {
          if (!alive) return;
          const fresh = hits.filter((hit) => hit.mine !== false && !hit.seen && !handled.current.has(hit.id));
          for (const hit of fresh) handled.current.add(hit.id);
          if (fresh.length > 0) setQueue((current) => [...current, ...fresh]);
        },
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, JACKPOT_HITS_REFRESH_MS);
    const offHit = onPrivateEvent('jackpot_hit', load);
    const offSubscribed = onPrivateSubscribed(load);
    return () => {
      alive = false;
      controller?.abort();
      clearInterval(timer);
      offHit();
      offSubscribed();
    };
  }, [locale]);

  // The next hit, a second after it arrived or the last one went.
  useEffect(() => {
    if (shown || queue.length === 0) return;
    const timer = setTimeout(() => {
      const [next, ...rest] = queue;
      setQueue(rest);
      setShown(next ?? null);
    }, JACKPOT_HIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queue, shown]);

  if (!shown) return null;
  return (
    <HitDialog
      key={shown.id}
      hit={shown}
      locale={locale}
      labels={labels}
      onDismiss={() => {
        void rewardsApi.markHitsSeen([shown.id]).catch(() => undefined);
        setShown(null);
      }}
    />
  );
}

function HitDialog({
  hit,
  locale,
  labels,
  onDismiss,
}: {
  hit: JackpotHit;
  locale: string;
  labels: JackpotHitLabels;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-modal="jackpot-hit"
      onClose={onDismiss}
    >
      <svg className={styles.burst} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 3l5 12 13-3-8 11 10 8-13 1 1 13-8-10-8 10 1-13-13-1 10-8-8-11 13 3z" fill="var(--c-brand)" />
      </svg>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p id={textId} className={styles.text}>
        {hitText(hit, labels.text, locale)}
      </p>
      {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action takes the focus as it opens. */}
      <button type="button" className={styles.collect} autoFocus onClick={() => ref.current?.close()}>
        {labels.collect}
      </button>
    </dialog>
  );
}
