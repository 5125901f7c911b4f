'use client';

import { type FormEvent, useId, useState } from 'react';
import styles from './bonuses.module.css';
import { bonusesApi } from './bonuses-api';

export type PromoCodeLabels = {
  label: string;
  submit: string;
  busy: string;
  /** `{name}`: the bonus received. */
  success: string;
  /** By error code: promo_code_not_found, promo_code_expired, promo_code_used, bonus_not_eligible, default. */
  errors: Record<string, string>;
};

/**
 * The promo-code field (promotions page, account menu): redeems a code (`POST /bonuses/promo-code`) and says what
 * happened, a refusal by its reason (unknown, no longer valid, used, not for this player).
 */
export function PromoCodeForm({ labels, onRedeemed }: { labels: PromoCodeLabels; onRedeemed?: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string }>({
    kind: 'idle',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const bonus = await bonusesApi.redeem(code.trim());
      setState({ kind: 'done', text: labels.success.replace('{name}', bonus.name) });
      setCode('');
      onRedeemed?.();
    } catch (error) {
      const reason = String((error as { code?: unknown }).code ?? '');
      setState({ kind: 'error', text: labels.errors[reason] ?? labels.errors.default ?? reason });
    }
  };

  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.promoLabel}>
        {labels.label}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className={styles.promoInput}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'done' || state.kind === 'error' ? `${id}-result` : undefined}
        />
        <button type="submit" className={styles.promoSubmit} disabled={state.kind === 'busy' || code.trim() === ''}>
          {state.kind === 'busy' ? labels.busy : labels.submit}
        </button>
      </div>
      {state.kind === 'done' || state.kind === 'error' ? (
        <p
          id={`${id}-result`}
          className={styles.promoResult}
          data-tone={state.kind}
          role={state.kind === 'error' ? 'alert' : 'status'}
        >
          {state.text}
        </p>
      ) : null}
    </form>
  );
}
