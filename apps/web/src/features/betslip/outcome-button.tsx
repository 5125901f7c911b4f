'use client';

import { memo } from 'react';
import { Ltr } from '../../shared/ui/bidi';
import { usePriceLock } from '../live/live-store';
import { displayName, formatPrice } from '../odds/format-price';
import { useOdds } from '../odds/odds-store';
import { useOddsType } from '../odds/odds-type';
import styles from './outcome-button.module.css';
import type { SelectionRef } from './selection-store';
import { toggleSelection, useIsSelected, warmSlip } from './slip-summary';

export type OutcomeButtonProps = {
  selection: SelectionRef;
  /** Server-rendered state of the outcome. */
  active: boolean;
  /** The market is not open for bets (suspended or not allowed) or the match is not bettable. */
  locked: boolean;
  /** Show the outcome name inside the button (match page); lists show only the price. */
  showName?: boolean;
  /** Visible text for the suspended state (accessible name suffix). */
  suspendedLabel: string;
  variant?: 'list' | 'market';
  /** Short column label ("1", "X", "2") shown where the list has no column header (narrow screens). */
  short?: string;
};

/**
 * One price. A `button` with `aria-pressed` for selection; its accessible name is the outcome name and the
 * formatted price. Reads its own price from the odds store, so a price change re-renders only this button.
 */
export const OutcomeButton = memo(function OutcomeButton({
  selection,
  active,
  locked,
  showName = false,
  suspendedLabel,
  variant = 'list',
  short,
}: OutcomeButtonProps) {
  const entry = useOdds(selection.key, { odds: selection.odds, active });
  const oddsType = useOddsType();
  const selected = useIsSelected(selection.key);
  const price = formatPrice(entry.odds, oddsType, { capped: true });
  // Live market status and match bettable (real-time events) win over the rendered lock.
  const lockedNow = usePriceLock(selection, locked);
  const disabled = lockedNow || !entry.active;
  const name = displayName(selection.outcomeName);

  return (
    <button
      type="button"
      className={`${styles.button} ${variant === 'market' ? styles.market : ''}`}
      aria-pressed={selected}
      disabled={disabled}
      data-trend={entry.trend ?? undefined}
      onPointerDown={warmSlip}
      onClick={() => toggleSelection({ ...selection, odds: entry.odds })}
    >
      {short && (
        <span className={styles.short} aria-hidden="true">
          {short}
        </span>
      )}
      <span className={showName ? styles.name : 'sr-only'}>{name} </span>
      {disabled ? (
        <span className={styles.price}>
          <svg className={styles.lock} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
            />
          </svg>
          <span className="sr-only">
            <Ltr>{price}</Ltr> ({suspendedLabel})
          </span>
        </span>
      ) : (
        // A new element for each price: its flash starts again, and a price of another width is a new text, not
        // text that moved inside its button (a layout shift on a live page, issue 22).
        <Ltr key={entry.version} className={styles.price}>
          {price}
        </Ltr>
      )}
    </button>
  );
});
