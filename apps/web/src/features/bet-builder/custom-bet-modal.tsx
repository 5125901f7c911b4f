'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import styles from './bet-builder.module.css';

export type CustomBetModalProps = {
  /** The match the shared legs are of. */
  matchName: string;
  /** Legs of the link no longer on offer (left out of the bet). */
  missing: number;
  /** The legs (the builder's list) and the price line, as the builder renders them. */
  legs: ReactNode;
  price: ReactNode;
  canAdd: boolean;
  onAdd: () => void;
  /** Closed without adding (Escape, "Edit picks"): the legs stay picked in the builder. */
  onClose: () => void;
  messages: FlatMessages;
  locale: string;
};

/**
 * The spec's custom-bet modal: a bet-builder link opens the match with its legs picked and this dialog over it,
 * the bet as it stands now (its legs, their price together, how many legs of the link are gone), to add it to the
 * slip at once or edit the picks in the builder. A native modal `<dialog>`: focus moves in and returns, Escape
 * closes it.
 */
export function CustomBetModal({
  matchName,
  missing,
  legs,
  price,
  canAdd,
  onAdd,
  onClose,
  messages: m,
  locale,
}: CustomBetModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={styles.modal} onClose={onClose}>
      <h2 id={titleId} className={styles.modalTitle}>
        {tr(m, 'modal-title')}
      </h2>
      <p className={styles.hint}>{tr(m, 'modal-intro', { match: matchName })}</p>
      {legs}
      {missing > 0 && (
        <p className={styles.error} role="status">
          {trPlural(m, 'modal-missing', { count: missing }, locale)}
        </p>
      )}
      <div aria-live="polite">{price}</div>
      <div className={styles.actions}>
        <button type="button" className={styles.cta} disabled={!canAdd} onClick={onAdd}>
          {tr(m, 'add')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
          {tr(m, 'edit')}
        </button>
      </div>
    </dialog>
  );
}
