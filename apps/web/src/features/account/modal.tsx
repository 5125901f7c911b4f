'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../shared/ui/icons';
import styles from './forms.module.css';

/**
 * The account area's modal: a native modal `dialog` named by its title (Escape and a backdrop click call `onClose`;
 * without it the modal cannot be dismissed). `name` goes to `data-modal` (the host of an embedded book hears it).
 */
export function Modal({
  title,
  onClose,
  closeLabel,
  children,
  wide,
  name,
}: {
  title: string;
  name?: string;
  /** Without it the modal cannot be dismissed (missed auth fields, session limit). */
  onClose?: (() => void) | undefined;
  closeLabel: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Start at the first field rather than the close button.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    document.body.dataset.scroll = 'hidden';
    return () => {
      document.body.dataset.scroll = 'visible';
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape (native dialog).
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      data-modal={name}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeRef.current?.();
      }}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
