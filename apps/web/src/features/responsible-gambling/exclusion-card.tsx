'use client';

import type { UserLimit } from '@sportsbook/contract/platform';
import type { LimitPeriod } from '@sportsbook/domain/player-limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { dateText, errorText } from './limit-text';
import { type ExclusionType, type LimitSlot, periodsOf } from './limits-model';
import styles from './responsible-gambling.module.css';

type Props = {
  type: ExclusionType;
  slots: LimitSlot[];
  messages: FlatMessages;
  locale: string;
  /** Called with the new exclusion once the server took it (it has signed the player out). */
  onExcluded: (limit: UserLimit) => void;
};

/**
 * Cooling-off or self-exclusion: choose a length, then a modal dialog says what happens (signed out everywhere,
 * no sign-in or bets until it ends, no way to lift it early) and asks to confirm. Focus goes to the dialog's safe
 * choice (cancel) and back to the button that opened it.
 */
export function ExclusionCard({ type, slots, messages, locale, onExcluded }: Props) {
  const periods = periodsOf(type);
  const [period, setPeriod] = useState<LimitPeriod>(periods[0] ?? 'day');
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const periodId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);

  const open = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  // Runs once the dialog has closed (no longer modal), so focus can go back to the opener.
  const close = () => {
    setConfirming(false);
    openerRef.current?.focus();
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {tr(messages, `type.${type}.title`)}
      </h3>
      <p className={styles.hint}>{tr(messages, `type.${type}.hint`)}</p>
      {slots.map((slot) =>
        slot.current ? (
          <p key={slot.current.id} className={styles.when}>
            {slot.current.disableAt
              ? tr(messages, 'ends-on', { date: dateText(slot.current.disableAt, locale) })
              : tr(messages, 'no-end')}
          </p>
        ) : null,
      )}
      <form className={styles.form} onSubmit={open}>
        <fieldset className={styles.fieldset}>
          <legend className="sr-only">{tr(messages, `type.${type}.title`)}</legend>
          <div className={styles.field}>
            <label htmlFor={periodId} className={styles.label}>
              {tr(messages, 'length-label')}
            </label>
            <select
              id={periodId}
              className={styles.input}
              value={period}
              onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
            >
              {periods.map((p) => (
                <option key={p} value={p}>
                  {tr(messages, `length.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <button ref={openerRef} type="submit" className={styles.danger}>
              {tr(messages, `type.${type}.start`)}
            </button>
          </div>
        </fieldset>
      </form>
      {confirming ? (
        <ConfirmDialog
          type={type}
          period={period}
          messages={messages}
          onClosed={close}
          onConfirmed={(limit) => {
            setConfirming(false);
            onExcluded(limit);
          }}
        />
      ) : null}
    </section>
  );
}

function ConfirmDialog({
  type,
  period,
  messages,
  onClosed,
  onConfirmed,
}: {
  type: ExclusionType;
  period: LimitPeriod;
  messages: FlatMessages;
  /** The dialog closed without an exclusion (Cancel, Escape). */
  onClosed: () => void;
  onConfirmed: (limit: UserLimit) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useRef<UserLimit | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The safe choice first: Enter or Space on the first focused control must not exclude the player.
    cancelRef.current?.focus();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      done.current = await platformApi.setUserLimit({ type, period });
      ref.current?.close();
    } catch (caught) {
      setError(errorText(messages, caught));
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-modal={`rg-${type}`}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (done.current) onConfirmed(done.current);
        else onClosed();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {tr(messages, `type.${type}.confirm-title`)}
      </h2>
      <div id={textId}>
        <p>{tr(messages, 'confirm-length', { length: tr(messages, `length.${period}`) })}</p>
        <ul className={styles.effects}>
          <li>{tr(messages, 'effect.signed-out')}</li>
          <li>{tr(messages, 'effect.no-play')}</li>
          <li>{tr(messages, 'effect.no-undo')}</li>
        </ul>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          ref={cancelRef}
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => ref.current?.close()}
        >
          {tr(messages, 'cancel')}
        </button>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => void confirm()}>
          {busy ? tr(messages, 'saving') : tr(messages, `type.${type}.confirm`)}
        </button>
      </div>
    </dialog>
  );
}
