'use client';

import type { Bet } from '@sportsbook/contract/bets';
import { maxPartialTake, partialCashout } from '@sportsbook/domain/cashout/partial';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { cashoutBet, setAutoCashout } from '../../shared/api/bets-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { formatStakeInput, parseStakeInput } from '../../shared/money/stake-input-parse';
import { trackCashOut } from '../tracking/data-layer';
import styles from './my-bets.module.css';

type Props = {
  bet: Bet;
  /** The offer now (minor units, > 0). */
  offer: number;
  messages: FlatMessages;
  locale: string;
  money: (minor: number) => string;
  onChanged: (bet: Bet) => void;
};

/**
 * An open bet's cash-out (issue 20): "Cash out" opens a confirmation where the player takes the whole offer or a
 * part of it (a slider of the amount; the stake that stays open shown beside it, by the domain's own rule), and an
 * automatic cash-out (cash out in full when the offer reaches an amount the player types; removable).
 */
export function CashoutControls({ bet, offer, messages: m, locale, money, onChanged }: Props) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [take, setTake] = useState(offer);
  const [error, setError] = useState<string | null>(null);
  const amountId = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const cashoutButton = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes when the step changes: the button that opened the confirmation is gone, so focus
  // moves into it (its first control), and back to "Cash out" when it closes, instead of falling to the page.
  const focusNext = useRef<'confirmation' | 'button' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'confirmation') confirmation.current?.querySelector<HTMLElement>('input, button')?.focus();
    else cashoutButton.current?.focus();
  });
  const subunits = bet.stake.subunits;
  const maxPart = maxPartialTake(bet.stake.value, offer);
  // The slider reads the offer as it is now: a move since it opened clamps the amount to it.
  const amount = Math.min(take, offer);
  const plan = partialCashout(bet.stake.value, offer, amount);
  const lines = bet.stake.value > 0 ? bet.totalStake / bet.stake.value : 1;

  const failed = (e: unknown, fallback: string) =>
    setError(e instanceof ApiError && e.localizedMessage ? e.localizedMessage : tr(m, fallback));

  const cashout = async () => {
    setStep('busy');
    setError(null);
    try {
      const reply = await cashoutBet(bet.betId, amount);
      trackCashOut({ minor: amount, subunits, currency: bet.stake.currency }, amount < offer);
      onChanged(reply.bet);
      setTake(reply.bet.toCashoutAmount ?? 0);
    } catch (e) {
      failed(e, 'bets.cashout-failed');
    }
    setStep('idle');
  };

  return (
    <div className={styles.cashout}>
      {step === 'confirm' ? (
        <div ref={confirmation} className={styles.confirmation}>
          {maxPart > 0 && (
            <div className={styles.partial}>
              <label htmlFor={amountId}>{tr(m, 'bets.cashout-amount')}</label>
              <input
                id={amountId}
                type="range"
                min={1}
                max={offer}
                step={1}
                value={amount}
                aria-valuetext={money(amount)}
                onChange={(e) => setTake(Number(e.target.value))}
              />
            </div>
          )}
          <p className={styles.confirm} aria-live="polite">
            {plan.kind === 'partial'
              ? tr(m, 'bets.cashout-part-text', { amount: money(amount), stake: money(plan.remainingStake * lines) })
              : plan.kind === 'full'
                ? tr(m, 'bets.cashout-confirm-text', { amount: money(offer) })
                : tr(m, 'bets.cashout-part-max', { amount: money(maxPart) })}
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                focusNext.current = 'button';
                setStep('idle');
              }}
            >
              {tr(m, 'bets.cancel')}
            </button>
            <button
              type="button"
              className={styles.cta}
              disabled={plan.kind === 'refused'}
              onClick={() => void cashout()}
            >
              {tr(m, 'bets.cashout-confirm', { amount: money(amount) })}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={cashoutButton}
          type="button"
          className={styles.cashoutButton}
          disabled={step === 'busy'}
          onClick={() => {
            setTake(offer);
            focusNext.current = 'confirmation';
            setStep('confirm');
          }}
        >
          {tr(m, 'bets.cashout', { amount: money(offer) })}
        </button>
      )}
      <AutoCashout bet={bet} messages={m} locale={locale} money={money} onChanged={onChanged} subunits={subunits} />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function AutoCashout({
  bet,
  messages: m,
  locale,
  money,
  subunits,
  onChanged,
}: Omit<Props, 'offer'> & { subunits: number }) {
  const [text, setText] = useState(() =>
    bet.autoCashout === null ? '' : formatStakeInput(bet.autoCashout, locale, subunits),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const save = async (amount: number | null) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await setAutoCashout(bet.betId, amount));
      if (amount === null) setText('');
    } catch (e) {
      setError(e instanceof ApiError && e.localizedMessage ? e.localizedMessage : tr(m, 'bets.auto-cashout-failed'));
    }
    setBusy(false);
  };

  if (bet.autoCashout !== null) {
    return (
      <p className={styles.auto}>
        <span>{tr(m, 'bets.auto-cashout-active', { amount: money(bet.autoCashout) })}</span>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void save(null)}>
          {tr(m, 'bets.auto-cashout-remove')}
        </button>
        {error && (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        )}
      </p>
    );
  }
  return (
    <form
      className={styles.auto}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseStakeInput(text, locale, subunits);
        if (!parsed.ok || parsed.minor <= 0) {
          setError(tr(m, 'bets.auto-cashout-failed'));
          return;
        }
        void save(parsed.minor);
      }}
    >
      <label htmlFor={inputId}>{tr(m, 'bets.auto-cashout-label')}</label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error !== null}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={styles.secondary} disabled={busy || text.trim() === ''}>
        {tr(m, 'bets.auto-cashout-set')}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </form>
  );
}
