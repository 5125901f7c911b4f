'use client';

import type { Jackpot } from '@sportsbook/contract/rewards';
import { JACKPOT_REFRESH_MS } from '@sportsbook/contract/rewards-constants';
import { useCallback, useContext, useEffect, useId, useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { onRealtimeEvent } from '../../shared/realtime/realtime';
import { useAuthStore } from '../account/auth-store';
import { JoinButton } from './join-button';
import { patchJackpot } from './live-patches';
import { ErrorLine } from './reward-section';
import styles from './rewards.module.css';
import { rewardsApi } from './rewards-api';
import { money } from './rewards-text';
import { ServedSession, servedStatus, useServedRead } from './served-session';

/**
 * The jackpots (spec 000 §3 "jackpot"; spec 001 §9): read with the page by the server (`served`; read on show when
 * that failed or the session is another), again every `JACKPOT_REFRESH_MS` while the tab is visible, and patched by
 * `jackpot_changed` of the locale channel in between (the page retains the channel). Each shows its ticker, its
 * levels with their pools and must-drop amounts, and "Join" for an opt-in jackpot not joined.
 */
export function JackpotList({
  m,
  locale,
  served,
}: {
  m: FlatMessages;
  locale: string;
  /** The jackpots as the server read them with the page, for the session of `ServedSession` (null: it failed). */
  served?: readonly Jackpot[] | null | undefined;
}) {
  const headingId = useId();
  const status = useAuthStore((s) => s.authStatus);
  const [jackpots, setJackpots] = useState<readonly Jackpot[] | null>(served ?? null);
  const servedPlayer = useContext(ServedSession);
  const servedStands = useServedRead(served ? servedStatus(servedPlayer) : null);
  const [failed, setFailed] = useState<unknown>(null);
  const [reads, setReads] = useState(0);
  const reload = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    // The joined flags depend on the session: read once it is known.
    if (status !== 'LOGGED_IN' && status !== 'NOT_LOGGED_IN') return;
    let alive = true;
    const fresh = servedStands(status, reads);
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      rewardsApi.jackpots(locale).then(
        (list) => {
          if (!alive) return;
          setJackpots(list);
          setFailed(null);
        },
        (error: unknown) => alive && setFailed(error),
      );
    };
    if (!fresh) read();
    const timer = setInterval(read, JACKPOT_REFRESH_MS);
    const off = onRealtimeEvent('jackpot_changed', (payload) =>
      setJackpots((list) => list?.map((jackpot) => patchJackpot(jackpot, payload)) ?? list),
    );
    return () => {
      alive = false;
      clearInterval(timer);
      off();
    };
  }, [locale, status, reads, servedStands]);

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={jackpots === null && !failed}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {tr(m, 'rewards.jackpots-title')}
      </h2>
      {jackpots === null ? (
        failed ? (
          <ErrorLine m={m} error={failed} onRetry={reload} fallback="rewards.load-failed" />
        ) : (
          <div
            className={styles.cards}
            role="status"
            aria-label={tr(m, 'rewards.loading', { section: tr(m, 'rewards.jackpots-title') })}
          >
            <div className={styles.skeletonCard} aria-hidden="true" />
          </div>
        )
      ) : jackpots.length === 0 ? (
        <p className={styles.muted}>{tr(m, 'rewards.jackpots-empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {jackpots.map((jackpot) => (
            <JackpotCard key={jackpot.id} jackpot={jackpot} m={m} locale={locale} onJoined={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function JackpotCard({
  jackpot,
  m,
  locale,
  onJoined,
}: {
  jackpot: Jackpot;
  m: FlatMessages;
  locale: string;
  onJoined: () => void;
}) {
  const titleId = useId();
  const cash = (minor: number) => money(minor, jackpot.currency, locale, jackpot.subunits);
  const levels = jackpot.levels.filter((level) => level.active);
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {jackpot.name}
        </h3>
        {/* The ticker moves every few seconds: not announced (it would talk over everything). */}
        <p className={styles.ticker} data-testid="jackpot-ticker">
          {cash(jackpot.amount)}
        </p>
        {jackpot.minStake > 0 ? (
          <p className={styles.rule}>{tr(m, 'rewards.jackpot-min-stake', { amount: cash(jackpot.minStake) })}</p>
        ) : null}
        {levels.length > 0 ? (
          <table className={styles.table}>
            <caption className="sr-only">{tr(m, 'rewards.jackpot-levels', { name: jackpot.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{tr(m, 'rewards.jackpot-level')}</th>
                <th scope="col">{tr(m, 'rewards.jackpot-pool')}</th>
                <th scope="col">{tr(m, 'rewards.must-drop')}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level.code}>
                  <th scope="row">{level.name}</th>
                  <td>{cash(level.pool)}</td>
                  <td>{level.mustDropBy === null ? tr(m, 'rewards.must-drop-none') : cash(level.mustDropBy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {jackpot.optIn ? (
          <JoinButton
            joined={jackpot.joined}
            m={m}
            join={() => rewardsApi.joinJackpot(jackpot.id)}
            onJoined={onJoined}
          />
        ) : null}
      </article>
    </li>
  );
}
