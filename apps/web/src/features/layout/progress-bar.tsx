'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './progress-bar.module.css';
import { createProgress, PROGRESS_SETTINGS, type ProgressView } from './progress-controller';

/** True when a click on this anchor will make a client-side navigation to another page of this site. */
export function isNavigationClick(event: MouseEvent, anchor: HTMLAnchorElement, current: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}

/**
 * Thin bar at the top while a page navigation is under way: starts on a click on an internal link,
 * completes when the new path (or query) is rendered.
 */
export function ProgressBar({ label }: { label: string }) {
  const [view, setView] = useState<ProgressView>({ visible: false, value: 0 });
  const progress = useRef<ReturnType<typeof createProgress> | null>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const bar = createProgress(setView, PROGRESS_SETTINGS);
    progress.current = bar;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && isNavigationClick(event, anchor, new URL(window.location.href))) {
        bar.start();
      }
    };
    // Capture phase: next/link prevents the default action in its own handler, before a bubbling listener runs.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      bar.dispose();
    };
  }, []);

  // A new path or query has rendered: the navigation is complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    progress.current?.done();
  }, [pathname, search]);

  if (!view.visible) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.value * 100)}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${view.value})` }} />
    </div>
  );
}
