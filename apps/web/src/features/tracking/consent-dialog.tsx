'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { type Consent, type OptionalCategory, readConsent, saveConsent } from './consent';
import styles from './consent-dialog.module.css';
import type { ConsentLabels } from './consent-labels';

type Props = {
  labels: ConsentLabels;
  /**
   * `first`: a visitor who has not chosen. A non-modal dialog at the bottom that takes no focus (the page stays
   * usable; it is first in the document, so screen readers and Tab meet it first) and only a choice closes it.
   * `settings`: opened from "Cookie settings". A modal dialog that takes focus, shows the categories, closes with
   * Escape and gives focus back to what opened it.
   */
  mode: 'first' | 'settings';
  onClose: () => void;
};

/** The cookie confirmation (spec 000 §2 modals): accept all, necessary only, or a choice per category. */
export default function ConsentDialog({ labels, mode, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const categoriesRef = useRef<HTMLFieldSetElement>(null);
  const [choosing, setChoosing] = useState(mode === 'settings');
  const [choice, setChoice] = useState<Consent>(() => readConsent() ?? { analytics: false, marketing: false });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (mode === 'settings') dialog.showModal();
    else dialog.show();
    return () => {
      const hadFocus = dialog.contains(document.activeElement);
      dialog.close();
      // Focus goes back where it was (the footer button), or to the page's content, never lost to <body>.
      if (mode === 'settings' && opener?.isConnected) opener.focus();
      else if (hadFocus) document.getElementById('content')?.focus();
    };
  }, [mode]);

  const decide = (consent: Consent) => {
    saveConsent(consent);
    onClose();
  };
  // "Choose" gives way to "Save choices": focus moves to the first switch the visitor can change, not to <body>.
  const choose = () => {
    setChoosing(true);
    requestAnimationFrame(() => categoriesRef.current?.querySelector<HTMLInputElement>('input:enabled')?.focus());
  };
  const toggle = (category: OptionalCategory) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setChoice((current) => ({ ...current, [category]: event.target.checked }));

  return (
    <dialog
      ref={ref}
      className={mode === 'settings' ? `${styles.dialog} ${styles.modal}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-dialog"
      onCancel={(event) => {
        // Escape closes the settings without a change; a first visit needs a choice.
        event.preventDefault();
        if (mode === 'settings') onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        {mode === 'settings' ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={labels.close}>
            ×
          </button>
        ) : null}
      </div>
      <p id={textId} className={styles.text}>
        {labels.text}
      </p>
      {choosing ? (
        <fieldset ref={categoriesRef} className={styles.categories}>
          <legend className={styles.legend}>{labels.categories}</legend>
          <Category name={labels.necessary} text={labels.necessaryText} note={labels.alwaysOn} checked disabled />
          <Category
            name={labels.analytics}
            text={labels.analyticsText}
            checked={choice.analytics}
            onChange={toggle('analytics')}
          />
          <Category
            name={labels.marketing}
            text={labels.marketingText}
            checked={choice.marketing}
            onChange={toggle('marketing')}
          />
        </fieldset>
      ) : null}
      {/* Refusing is as easy and as prominent as accepting. */}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => decide({ analytics: true, marketing: true })}>
          {labels.acceptAll}
        </button>
        <button type="button" className={styles.primary} onClick={() => decide({ analytics: false, marketing: false })}>
          {labels.necessaryOnly}
        </button>
        {choosing ? (
          <button type="button" className={styles.secondary} onClick={() => decide(choice)}>
            {labels.save}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={choose}>
            {labels.choose}
          </button>
        )}
      </div>
    </dialog>
  );
}

function Category({
  name,
  text,
  note,
  checked,
  disabled = false,
  onChange,
}: {
  name: string;
  text: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const textId = useId();
  return (
    <div className={styles.category}>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={textId}
        />
        <span className={styles.name}>{name}</span>
        {note ? <span className={styles.note}>{note}</span> : null}
      </label>
      <p id={textId} className={styles.categoryText}>
        {text}
      </p>
    </div>
  );
}
