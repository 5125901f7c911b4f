'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { HomeIcon, LiveIcon, SearchIcon, StarIcon, TicketIcon } from '../../shared/ui/icons';
import { dispatchPanel, usePanel } from '../betslip/panel-store';
import { useSelectionCount } from '../betslip/selection-store';
import styles from './tab-bar.module.css';

type Item = { href: string; label: string; icon: 'home' | 'live' | 'favorites' | 'search' };
const ICONS = { home: HomeIcon, live: LiveIcon, favorites: StarIcon, search: SearchIcon };

/** The mobile tab bar (below 780 px): main sections and the bet slip toggle with its selection count. */
export function TabBar({
  label,
  items,
  betSlipLabel,
}: {
  label: string;
  items: readonly Item[];
  betSlipLabel: string;
}) {
  const pathname = usePathname();
  const count = useSelectionCount();
  const { isOpen } = usePanel();
  return (
    <nav className={styles.bar} aria-label={label}>
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        return (
          <Link
            prefetch={false}
            key={item.href}
            href={item.href}
            className={styles.item}
            aria-current={pathname === item.href ? 'page' : undefined}
          >
            <Icon size={22} />
            <span>{item.label}</span>
          </Link>
        );
      })}
      <button
        type="button"
        className={styles.item}
        aria-expanded={isOpen}
        onClick={() => dispatchPanel({ type: 'choose', tab: 'BET_SLIP' })}
      >
        <span className={styles.iconWrap}>
          <TicketIcon size={22} />
          {count > 0 && <span className={styles.badge}>{count}</span>}
        </span>
        <span>{betSlipLabel}</span>
      </button>
    </nav>
  );
}
