'use client';

import { useEffect, useId, useState } from 'react';
import { apiFetch } from '../../shared/api/platform-api';
import { formatStakeInput, parseStakeInput } from '../../shared/money/stake-input-parse';
import { trackDeposit } from '../tracking/data-layer';
import { fetchTransactions } from '../wallet/wallet-api';
import { closeAuthDialog, loadPlayer, showNotice, useAuthStore } from './auth-store';
import { FormError, Submit } from './form-kit';
import styles from './forms.module.css';
import type { T } from './i18n';
import { MissedFieldsForm } from './profile-forms';

/** Amounts offered when the player has no deposit yet (major units). */
const FIRST_AMOUNTS = [10, 25, 50];

type Reply = { notice: { type: 'success' | 'error' | 'pending'; message: string } };

/**
 * Quick deposit (spec 000 §1, `POST /payments/quick_deposit`): the player's saved method and last amount, one
 * confirmation; the result is shown as the spec's notice (success, pending, error) and the balance follows. The
 * amount starts at the last deposit's (`GET /player/transactions?type=deposit`), editable.
 */
export function QuickDepositForm({ t, locale }: { t: T; locale: string }) {
  const fieldsMissed = useAuthStore((s) => (s.player?.depositFieldsMissed.length ?? 0) > 0);
  if (fieldsMissed) return <MissedFieldsForm t={t} forDeposit />;
  return <QuickDeposit t={t} locale={locale} />;
}

function QuickDeposit({ t, locale }: { t: T; locale: string }) {
  const account = useAuthStore((s) => s.activeAccount);
  const currency = account?.currency.code ?? 'EUR';
  const subunits = account?.currency.subunits ?? 2;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amountId = useId();

  useEffect(() => {
    let live = true;
    fetchTransactions({ currency, type: 'deposit' }, 1)
      .then((page) => {
        const last = page.data[0];
        if (live && last) setText((current) => current || formatStakeInput(last.amount, locale, subunits));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [currency, subunits, locale]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseStakeInput(text, locale, subunits);
    if (!parsed.ok || parsed.minor <= 0) {
      setError(t('quick-deposit-amount-invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await apiFetch<Reply>('/api/platform/payments/quick_deposit', {
        method: 'POST',
        body: { amount: parsed.minor, currency },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      closeAuthDialog();
      showNotice({ kind: 'payment', result: reply.notice.type });
      trackDeposit(reply.notice.type, { minor: parsed.minor, subunits, currency });
      void loadPlayer();
    } catch {
      setError(t('deposit-failed'));
    }
    setBusy(false);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('quick-deposit-method')}</p>
      <label htmlFor={amountId}>{t('quick-deposit-amount', { currency })}</label>
      <input
        id={amountId}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error !== null}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.row}>
        {FIRST_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.secondary}
            onClick={() => setText(formatStakeInput(amount * 10 ** subunits, locale, subunits))}
          >
            {new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)}
          </button>
        ))}
      </div>
      <FormError text={error} />
      <Submit busy={busy} label={t('quick-deposit-confirm')} />
    </form>
  );
}
