'use client';

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import type { BuilderMatch } from './bet-builder';
import { BUILDER_HASH, type LegRef, parseBuilderHash } from './builder-hash';
import styles from './builder-mode.module.css';

const loadBuilder = () => import('./bet-builder');
// The builder (markets, pricing, panel) is its own chunk: only the toggle is in the match page's first-load JS.
const BetBuilder = lazy(loadBuilder);
const warm = () => void loadBuilder().catch(() => undefined);

function setHash(hash: string): void {
  const url = new URL(window.location.href);
  url.hash = hash;
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The match page's "Bet builder" mode (issue 18): a toggle above the markets; on, the lazily loaded builder takes
 * the markets' place. `#bet-builder` (or `#bet-builder=<legs>`, with legs picked) in the address opens it, on load
 * or when the fragment changes; turning it off drops the fragment.
 */
export function BuilderMode({
  match,
  messages,
  locale,
  children,
}: {
  match: BuilderMatch;
  /** The `bet-builder` messages, flat and without the prefix. */
  messages: FlatMessages;
  locale: string;
  /** The page's regular markets, shown while the builder is off. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // A fragment typed or followed while on the page restarts the builder with its legs.
  const [request, setRequest] = useState<{ legs: LegRef[]; generation: number }>({ legs: [], generation: 0 });

  useEffect(() => {
    const read = () => {
      const wanted = parseBuilderHash(window.location.hash);
      if (!wanted) return;
      setRequest((previous) => ({ legs: wanted.legs, generation: previous.generation + 1 }));
      setOpen(true);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    setHash(next ? `#${BUILDER_HASH}` : '');
  };

  return (
    <>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={open}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={toggle}
        >
          {tr(messages, 'open')}
        </button>
      </div>
      {open && (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              {tr(messages, 'loading-markets')}
            </p>
          }
        >
          <BetBuilder
            key={request.generation}
            match={match}
            messages={messages}
            locale={locale}
            initialLegs={request.legs}
          />
        </Suspense>
      )}
      <div hidden={open}>{children}</div>
    </>
  );
}
