'use client';

import { type CSSProperties, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import buttons from '../../shared/ui/buttons.module.css';
import { type DeferredGroupsRequest, type LoadedGroup, loadDeferredGroups } from './load-deferred-groups';
import styles from './match-list.module.css';

/** Groups inserted per frame once loaded: each insertion stays a short task. */
const GROUPS_PER_FRAME = 3;
/** What says the visitor may go further than the first screen. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

type Phase = 'waiting' | 'failed' | 'loaded';

type Waiting = { request: DeferredGroupsRequest; settle: (result: LoadedGroup[] | null) => void };
/** The lists of the page waiting for their groups: the first to start loading takes them all in one call. */
const waiting = new Set<Waiting>();

function loadAllWaiting(): void {
  const batch = [...waiting];
  waiting.clear();
  if (batch.length === 0) return;
  loadDeferredGroups(batch.map((w) => w.request)).then(
    (answer) => {
      for (const [i, w] of batch.entries()) w.settle('lists' in answer ? (answer.lists[i] ?? []) : null);
    },
    () => {
      for (const w of batch) w.settle(null);
    },
  );
}

/**
 * The league groups a page left out of its HTML (below the first screen): placeholders of their exact size
 * (no layout shift), then the groups themselves, rendered by the server as soon as the visitor scrolls or acts or a
 * placeholder is on screen, and inserted a few per frame. A failed load says so and offers a retry.
 */
export function DeferredGroups({
  request,
  rows,
  failedText,
  retryLabel,
}: {
  request: DeferredGroupsRequest;
  /** Each group's match count, in the order of `request.keys`. */
  rows: readonly number[];
  failedText: string;
  retryLabel: string;
}) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [loaded, setLoaded] = useState<LoadedGroup[]>([]);
  const [shown, setShown] = useState(0);
  const firstPlaceholder = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  /** Joins the page's lists waiting for their groups. */
  const wait = useCallback((): Waiting => {
    const entry: Waiting = {
      request,
      settle: (nodes) => {
        if (!mounted.current) return;
        if (nodes) setLoaded(nodes);
        setPhase(nodes ? 'loaded' : 'failed');
      },
    };
    waiting.add(entry);
    return entry;
  }, [request]);

  // From the first render: loads once a placeholder is on screen or the visitor moves (scrolls, touches, clicks,
  // types: find-in-page too), so a visit that stays on the first screen never pays for the rest.
  useEffect(() => {
    mounted.current = true;
    const entry = wait();
    const load = () => loadAllWaiting();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load())
        : null;
    if (firstPlaceholder.current) observer?.observe(firstPlaceholder.current);
    const options = { capture: true, passive: true, once: true };
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, options);
    return () => {
      mounted.current = false;
      waiting.delete(entry);
      observer?.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, options);
    };
  }, [wait]);

  const retry = () => {
    setPhase('waiting');
    wait();
    loadAllWaiting();
  };

  // Insert the loaded groups a few per frame.
  useEffect(() => {
    if (phase !== 'loaded' || shown >= loaded.length) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + GROUPS_PER_FRAME)));
    return () => cancelAnimationFrame(frame);
  }, [phase, shown, loaded.length]);

  if (phase === 'failed') {
    return (
      <div className={styles.deferredFailed} role="alert">
        <p>{failedText}</p>
        <button type="button" className={buttons.secondary} onClick={retry}>
          {retryLabel}
        </button>
      </div>
    );
  }
  // Until inserted, a group keeps its placeholder (a league gone since the page was rendered has none left).
  const rowsOf = new Map(request.keys.map((key, i) => [key, rows[i] ?? 1]));
  const pendingKeys = phase === 'loaded' ? loaded.slice(shown).map((group) => group.key) : request.keys;
  const pending = pendingKeys.flatMap((key) => {
    const count = rowsOf.get(key);
    return count === undefined ? [] : [{ key, rows: count }];
  });
  return (
    <>
      {loaded.slice(0, shown).map((group) => group.node)}
      {pending.map((group, index) => (
        <div
          key={group.key}
          ref={index === 0 ? firstPlaceholder : undefined}
          className={`${styles.group} ${styles.placeholder}`}
          style={{ '--rows': group.rows } as CSSProperties}
          aria-hidden="true"
          data-deferred-group=""
        >
          <div className={styles.groupHead} />
        </div>
      ))}
    </>
  );
}
