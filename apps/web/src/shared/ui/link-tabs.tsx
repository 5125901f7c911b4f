'use client';

import type { KeyboardEvent } from 'react';
import styles from './link-tabs.module.css';

export type LinkTab = { key: string; href: string; label: string; count?: number };

/**
 * Tabs whose panels are server-rendered pages (`?tab=…`): a `tablist` of links with `aria-selected`,
 * roving focus with the arrow keys (mirrored in right-to-left), Home and End; Enter follows the link. The
 * links are `data-spa="replace"` anchors (see spa-links.tsx): a tab switch replaces the history entry in place.
 */
export function LinkTabs({
  label,
  tabs,
  active,
  idPrefix,
  size = 'm',
}: {
  label: string;
  tabs: readonly LinkTab[];
  active: string;
  idPrefix: string;
  size?: 's' | 'm';
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`${styles.list} ${styles[size]}`} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <a
            data-spa="replace"
            key={tab.key}
            id={`${idPrefix}-tab-${tab.key}`}
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            href={tab.href}
            className={styles.tab}
          >
            {tab.label}
            {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
          </a>
        );
      })}
    </div>
  );
}
