'use client';

import type { UserLimit } from '@sportsbook/contract/platform';
import { useCallback, useEffect, useState } from 'react';
import { platformApi } from '../../shared/api/platform-api';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { SignInButton } from '../account/auth-dialog';
import { signOut, useAuthStore } from '../account/auth-store';
import { ExclusionCard } from './exclusion-card';
import { LimitCard } from './limit-card';
import { dateText } from './limit-text';
import { EXCLUSION_TYPES, slotsOf, VALUE_LIMIT_TYPES } from './limits-model';
import styles from './responsible-gambling.module.css';

type Props = { messages: FlatMessages; locale: string };

/**
 * The responsible-gambling page (`/profile/responsible-gambling`): a sign-in prompt for visitors; for players one
 * card per limit type with what applies, what is pending and a form, then the exclusions (cooling-off,
 * self-exclusion) behind a confirmation dialog. An exclusion signs the player out (the server ends every session).
 */
export function ResponsibleGamblingView({ messages, locale }: Props) {
  const status = useAuthStore((s) => s.authStatus);
  // Kept here: after an exclusion the player is signed out, and this notice must outlive the limits panel.
  const [excluded, setExcluded] = useState<UserLimit | null>(null);
  const onExcluded = useCallback((limit: UserLimit) => {
    setExcluded(limit);
    void signOut({ local: true });
  }, []);
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{tr(messages, 'intro')}</p>
      {excluded ? (
        <p className={styles.notice} role="status">
          {excluded.disableAt
            ? tr(messages, 'excluded-until', { date: dateText(excluded.disableAt, locale) })
            : tr(messages, 'excluded-forever')}
        </p>
      ) : null}
      {status === 'LOGGED_IN' ? (
        <LimitsPanel messages={messages} locale={locale} onExcluded={onExcluded} />
      ) : status === 'NOT_LOGGED_IN' ? (
        excluded ? null : (
          <section className={styles.card}>
            <p>{tr(messages, 'sign-in-text')}</p>
            <SignInButton label={tr(messages, 'sign-in')} />
          </section>
        )
      ) : (
        <PanelSkeleton label={tr(messages, 'loading')} />
      )}
    </div>
  );
}

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.cards} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; limits: UserLimit[] };

function LimitsPanel({
  messages,
  locale,
  onExcluded,
}: Props & {
  onExcluded: (limit: UserLimit) => void;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const active = useAuthStore((s) => s.activeAccount);
  const reload = useCallback(async () => {
    try {
      const limits = await platformApi.userLimits();
      setLoad({ state: 'ready', limits });
    } catch {
      setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'error' }));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.state === 'loading') return <PanelSkeleton label={tr(messages, 'loading')} />;
  if (load.state === 'error') {
    return (
      <section className={styles.card} role="alert">
        <p>{tr(messages, 'load-failed')}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setLoad({ state: 'loading' });
            void reload();
          }}
        >
          {tr(messages, 'retry')}
        </button>
      </section>
    );
  }
  const currency = active?.currency ?? { code: 'EUR', subunits: 2 };
  const inForce = VALUE_LIMIT_TYPES.flatMap((type) => slotsOf(load.limits, type)).filter((s) => s.current).length;
  return (
    <>
      <p className={styles.summary}>{trPlural(messages, 'summary', { count: inForce }, locale)}</p>
      <div className={styles.cards}>
        {VALUE_LIMIT_TYPES.map((type) => (
          <LimitCard
            key={type}
            type={type}
            slots={slotsOf(load.limits, type)}
            currency={currency}
            messages={messages}
            locale={locale}
            onChanged={reload}
          />
        ))}
      </div>
      <h2 className={styles.heading}>{tr(messages, 'exclusions-title')}</h2>
      <div className={styles.cards}>
        {EXCLUSION_TYPES.map((type) => (
          <ExclusionCard
            key={type}
            type={type}
            slots={slotsOf(load.limits, type)}
            messages={messages}
            locale={locale}
            onExcluded={onExcluded}
          />
        ))}
      </div>
    </>
  );
}
