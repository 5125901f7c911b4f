'use client';

import type { Bonus } from '@sportsbook/contract/bonuses';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../shared/money/stake-input-parse';
import { CloseIcon } from '../../shared/ui/icons';
import styles from './bonuses.module.css';
import { bonusesApi } from './bonuses-api';

export type MyBonusesLabels = Record<
  'title' | 'empty' | 'loading' | 'activate' | 'details' | 'terms' | 'expires' | 'close' | 'activateFailed',
  string
> & { states: Record<string, string> };

/** A free bet's value in the locale, or null for a bonus without an amount. */
function money(bonus: Bonus, locale: string): string | null {
  if (bonus.amount === null || !bonus.currency) return null;
  return formatMoney(bonus.amount, bonus.currency, bonus.subunits ?? 2, locale);
}

/**
 * The player's bonuses on the promotions page (spec 000 §2 bonus detail modal): each with its state, value and
 * validity, "Activate" while available, and a detail dialog with the terms in the page's language. `version` bumps
 * reload the list (a promo code was redeemed).
 */
export function MyBonuses({ locale, labels, version }: { locale: string; labels: MyBonusesLabels; version: number }) {
  const [bonuses, setBonuses] = useState<Bonus[] | null>(null);
  const [error, setError] = useState<number | null>(null);
  const [open, setOpen] = useState<Bonus | null>(null);
  const headingId = useId();

  const load = useCallback(() => {
    bonusesApi
      .mine(locale)
      .then(setBonuses)
      .catch(() => setBonuses([]));
  }, [locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload.
  useEffect(load, [load, version]);

  const activate = async (bonus: Bonus) => {
    setError(null);
    try {
      await bonusesApi.activate(bonus.id);
      load();
    } catch {
      setError(bonus.id);
    }
  };

  return (
    <section className={styles.mine} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.mineTitle}>
        {labels.title}
      </h2>
      {bonuses === null ? (
        <p role="status">{labels.loading}</p>
      ) : bonuses.length === 0 ? (
        <p className={styles.mineEmpty}>{labels.empty}</p>
      ) : (
        <ul className={styles.mineList}>
          {bonuses.map((bonus) => (
            <li key={bonus.id} className={styles.mineItem}>
              <div className={styles.mineHead}>
                <strong>{bonus.name}</strong>
                <span className={styles.state} data-state={bonus.status}>
                  {labels.states[bonus.status] ?? bonus.status}
                </span>
              </div>
              <div className={styles.mineMeta}>
                {money(bonus, locale) ? <span>{money(bonus, locale)}</span> : null}
                {bonus.issued?.expiredAt ? (
                  <span>
                    {labels.expires.replace(
                      '{date}',
                      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(bonus.issued.expiredAt)),
                    )}
                  </span>
                ) : null}
              </div>
              <div className={styles.mineActions}>
                <button type="button" className={styles.secondary} onClick={() => setOpen(bonus)}>
                  {labels.details}
                </button>
                {bonus.status === 'available' ? (
                  <button type="button" className={styles.promoSubmit} onClick={() => void activate(bonus)}>
                    {labels.activate}
                  </button>
                ) : null}
              </div>
              {error === bonus.id ? (
                <p role="alert" className={styles.promoResult} data-tone="error">
                  {labels.activateFailed}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open ? <BonusDetail bonus={open} locale={locale} labels={labels} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function BonusDetail({
  bonus,
  locale,
  labels,
  onClose,
}: {
  bonus: Bonus;
  locale: string;
  labels: MyBonusesLabels;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [terms, setTerms] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    bonusesApi
      .terms(bonus, locale)
      .then(setTerms)
      .catch(() => setTerms(''));
  }, [bonus, locale]);
  return (
    <dialog ref={ref} className={styles.detail} aria-labelledby={titleId} data-modal="bonus-detail" onClose={onClose}>
      <div className={styles.mineHead}>
        <h2 id={titleId} className={styles.mineTitle}>
          {bonus.name}
        </h2>
        <button
          type="button"
          className={styles.toasterClose}
          aria-label={labels.close}
          onClick={() => ref.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      {bonus.description ? <p>{bonus.description}</p> : null}
      <h3 className={styles.detailHeading}>{labels.terms}</h3>
      <p>{terms ?? labels.loading}</p>
    </dialog>
  );
}
