'use client';

import { BookIcon, HomeIcon, LiveIcon, SearchIcon, StarIcon, TicketIcon } from '../../shared/ui/icons';
import { dispatchPanel, usePanel } from '../betslip/panel-store';
import { useSelectionCount } from '../betslip/slip-summary';
import styles from './tab-bar.module.css';

type Item = { href: string; label: string; icon: 'home' | 'live' | 'favorites' | 'search' | 'bets' };
const ICONS = { home: HomeIcon, live: LiveIcon, favorites: StarIcon, search: SearchIcon, bets: BookIcon };

/**
 * The mobile tab bar (below 780 px): main sections and the bet slip toggle with its selection count. The links are
 * `data-spa` anchors; `NavCurrent` marks the current one.
 */
export function TabBar({
  label,
  items,
  betSlipLabel,
}: {
  label: string;
  items: readonly Item[];
  betSlipLabel: string;
}) {
  const count = useSelectionCount();
  const { isOpen } = usePanel();
  return (
    <nav className={styles.bar} aria-label={label} data-pin="bottom">
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        return (
          <a data-spa data-nav="exact" key={item.href} href={item.href} className={styles.item}>
            <Icon size={22} />
            <span>{item.label}</span>
          </a>
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
