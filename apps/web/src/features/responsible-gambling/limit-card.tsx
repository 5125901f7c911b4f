'use client';

import type { UserLimit } from '@sportsbook/contract/platform';
import { LIMIT_RULES, type LimitPeriod } from '@sportsbook/domain/player-limits';
import { type FormEvent, useId, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { dateText, errorText, limitValueText } from './limit-text';
import {
  type LimitSlot,
  MAX_MINUTES,
  periodsOf,
  readLimitInput,
  type ValueLimitType,
  type ValueProblem,
} from './limits-model';
import styles from './responsible-gambling.module.css';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

type Props = {
  type: ValueLimitType;
  /** The type's entries by currency (amount limits) or the one slot (duration limits). */
  slots: LimitSlot[];
  /** The player's active currency: new amount limits are set in it. */
  currency: { code: string; subunits: number };
  messages: FlatMessages;
  locale: string;
  /** Reload the list after a change. */
  onChanged: () => Promise<void>;
};

/**
 * One limit type: what applies now (value per period, status, the end of a requested removal), a pending
 * loosening with the date it applies and a way to cancel it, and the form to set, change or remove the limit.
 */
export function LimitCard({ type, slots, currency, messages, locale, onChanged }: Props) {
  const rule = LIMIT_RULES[type];
  const periods = periodsOf(type);
  const mine = slots.find((s) => (rule.strategy === 'amount' ? s.currency === currency.code : true)) ?? null;
  const [period, setPeriod] = useState<LimitPeriod | null>(
    (mine?.current?.period as LimitPeriod | null | undefined) ?? periods[0] ?? null,
  );
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<ValueProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const titleId = useId();
  const valueId = useId();
  const periodId = useId();
  const problemId = useId();
  const hintId = useId();

  const run = async (act: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      const text = await act();
      setNotice({ tone: 'ok', text });
      await onChanged();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(messages, error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = readLimitInput(type, { period, value }, locale, currency);
    if (!input.ok) {
      setProblem(input.problem);
      setNotice(null);
      return;
    }
    setProblem(null);
    void run(async () => {
      const saved = await platformApi.setUserLimit(input.body);
      setValue('');
      return saved.status === 'unconfirmed' && saved.confirmUntil
        ? tr(messages, 'saved-pending', { date: dateText(saved.confirmUntil, locale) })
        : tr(messages, 'saved');
    });
  };

  const remove = (limit: UserLimit) =>
    run(async () => {
      const removed = await platformApi.removeUserLimit(limit.id);
      if (removed.status === 'unconfirmed_disabled' && removed.disableAt) {
        return tr(messages, 'removed-pending', { date: dateText(removed.disableAt, locale) });
      }
      return limit.status === 'unconfirmed' ? tr(messages, 'cancelled') : tr(messages, 'removed');
    });

  const confirm = (limit: UserLimit) =>
    run(async () => {
      await platformApi.confirmUserLimit(limit.id);
      return tr(messages, 'confirmed');
    });

  const problemText =
    problem === null
      ? ''
      : problem === 'format' && rule.strategy === 'duration'
        ? tr(messages, 'problem.minutes-format')
        : trPlural(messages, `problem.${problem}`, { decimals: currency.subunits, max: MAX_MINUTES }, locale);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {tr(messages, `type.${type}.title`)}
      </h2>
      <p className={styles.hint}>{tr(messages, `type.${type}.hint`)}</p>
      {slots.length === 0 ? (
        <p className={styles.none}>{tr(messages, 'none')}</p>
      ) : (
        slots.map((slot) => (
          <SlotView
            key={slot.currency ?? '-'}
            slot={slot}
            messages={messages}
            locale={locale}
            busy={busy}
            onRemove={remove}
            onConfirm={confirm}
          />
        ))
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {tr(messages, mine?.current ? 'form-change' : 'form-set', { name: tr(messages, `type.${type}.title`) })}
          </legend>
          <div className={styles.fields}>
            {periods.length > 0 ? (
              <div className={styles.field}>
                <label htmlFor={periodId} className={styles.label}>
                  {tr(messages, 'period-label')}
                </label>
                <select
                  id={periodId}
                  className={styles.input}
                  value={period ?? ''}
                  onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
                >
                  {periods.map((p) => (
                    <option key={p} value={p}>
                      {tr(messages, `period.${p}`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor={valueId} className={styles.label}>
                {rule.strategy === 'amount'
                  ? tr(messages, 'amount-label', { currency: currency.code })
                  : tr(messages, 'minutes-label')}
              </label>
              <input
                id={valueId}
                className={styles.input}
                type="text"
                inputMode={rule.strategy === 'amount' ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={value}
                aria-invalid={problem !== null}
                aria-describedby={problem !== null ? problemId : rule.strategy === 'duration' ? hintId : undefined}
                onChange={(event) => {
                  setValue(event.target.value);
                  setProblem(null);
                }}
              />
              {rule.strategy === 'duration' && problem === null ? (
                <span id={hintId} className={styles.fieldHint}>
                  {tr(messages, 'minutes-hint', { max: new Intl.NumberFormat(locale).format(MAX_MINUTES) })}
                </span>
              ) : null}
              {problem !== null ? (
                <span id={problemId} className={styles.fieldError}>
                  {problemText}
                </span>
              ) : null}
            </div>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? tr(messages, 'saving') : tr(messages, 'save')}
            </button>
          </div>
        </fieldset>
      </form>
      <p className={styles.status} role="status">
        {notice?.tone === 'ok' ? notice.text : ''}
      </p>
      {notice?.tone === 'error' ? (
        <p className={styles.error} role="alert">
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}

function SlotView({
  slot,
  messages,
  locale,
  busy,
  onRemove,
  onConfirm,
}: {
  slot: LimitSlot;
  messages: FlatMessages;
  locale: string;
  busy: boolean;
  onRemove: (limit: UserLimit) => void;
  onConfirm: (limit: UserLimit) => void;
}) {
  // A loosening is confirmed by the player once its delay has passed (until then it cannot be).
  const confirmable =
    slot.pending?.confirmUntil !== null &&
    slot.pending?.confirmUntil !== undefined &&
    Date.parse(slot.pending.confirmUntil) <= Date.now();
  const { current, pending } = slot;
  return (
    <dl className={styles.slot}>
      {current ? (
        <div className={styles.entry} data-status={current.status}>
          <dt>{tr(messages, 'current')}</dt>
          <dd>
            <span className={styles.value}>{limitValueText(messages, current, locale)}</span>{' '}
            <span className={styles.badge}>{tr(messages, `status.${current.status}`)}</span>
            {current.status === 'unconfirmed_disabled' && current.disableAt ? (
              <span className={styles.when}>
                {tr(messages, 'ends-on', { date: dateText(current.disableAt, locale) })}
              </span>
            ) : null}
          </dd>
          {current.status === 'active' || current.status === 'confirmed' ? (
            <dd>
              <button type="button" className={styles.secondary} disabled={busy} onClick={() => onRemove(current)}>
                {tr(messages, 'remove')}
              </button>
            </dd>
          ) : null}
        </div>
      ) : null}
      {pending ? (
        <div className={styles.entry} data-status={pending.status}>
          <dt>{tr(messages, 'pending')}</dt>
          <dd>
            <span className={styles.value}>{limitValueText(messages, pending, locale)}</span>{' '}
            <span className={styles.badge}>{tr(messages, `status.${pending.status}`)}</span>
            {pending.confirmUntil ? (
              <span className={styles.when}>
                {confirmable
                  ? tr(messages, 'confirm-ready')
                  : tr(messages, 'applies-on', { date: dateText(pending.confirmUntil, locale) })}
              </span>
            ) : null}
          </dd>
          <dd>
            {confirmable ? (
              <button type="button" className={styles.primary} disabled={busy} onClick={() => onConfirm(pending)}>
                {tr(messages, 'confirm-change')}
              </button>
            ) : null}
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => onRemove(pending)}>
              {tr(messages, 'cancel-change')}
            </button>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
