'use client';

import type { Tournament } from '@sportsbook/contract/rewards';
import { useId, useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { JoinButton } from './join-button';
import { LeaderboardDialog } from './leaderboard-dialog';
import { ErrorLine } from './reward-section';
import styles from './rewards.module.css';
import { rewardsApi } from './rewards-api';
import { count, decimal, money } from './rewards-text';

/**
 * A tournament (spec 000 §3 "tournament"): its pool and state, the prize table (share and amount per position), the
 * player's farming stats and position, the "Leaderboard" dialog, and a boost (a free bet spent on points) while the
 * campaign offers one and the player holds a free bet it may spend.
 */
export function TournamentCard({
  tournament: t,
  m,
  locale,
  onChanged,
}: {
  tournament: Tournament;
  m: FlatMessages;
  locale: string;
  /** The player joined or boosted: the lists read again. */
  onChanged: () => void;
}) {
  const titleId = useId();
  const [board, setBoard] = useState(false);
  const cash = (minor: number) => money(minor, t.currency, locale, t.subunits);
  const stats = t.farmingStats;
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t.name}
        </h3>
        {t.description ? <p className={styles.muted}>{t.description}</p> : null}
        <div className={styles.pool}>
          <span className={styles.muted}>{tr(m, 'rewards.pool')}</span>
          <strong className={styles.amount}>{cash(t.pool.amount)}</strong>
          <span className={styles.badge} data-state={t.pool.state}>
            {tr(m, `rewards.state-${t.pool.state}`)}
          </span>
        </div>
        {t.prizeTable.length > 0 ? (
          <table className={styles.table}>
            <caption className={styles.caption}>{tr(m, 'rewards.prize-table')}</caption>
            <thead>
              <tr>
                <th scope="col">{tr(m, 'rewards.position')}</th>
                <th scope="col">{tr(m, 'rewards.share')}</th>
                <th scope="col">{tr(m, 'rewards.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {t.prizeTable.map((percent, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions are the table's order.
                <tr key={i}>
                  <th scope="row">{count(i + 1, locale)}</th>
                  <td>{`${decimal(percent, locale)} %`}</td>
                  <td>{cash(t.prizes[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {t.joined ? (
          <dl className={styles.stats} aria-label={tr(m, 'rewards.your-stats')}>
            <div>
              <dt>{tr(m, 'rewards.your-position')}</dt>
              <dd>
                {t.position === null
                  ? tr(m, 'rewards.not-ranked')
                  : tr(m, 'rewards.position-of', {
                      position: count(t.position, locale),
                      participants: count(t.participants, locale),
                    })}
              </dd>
            </div>
            <div>
              <dt>{tr(m, 'rewards.your-points')}</dt>
              <dd>{count(stats.points, locale)}</dd>
            </div>
            <div>
              <dt>{tr(m, 'rewards.your-bets')}</dt>
              <dd>{count(stats.betsCount, locale)}</dd>
            </div>
            {stats.potentialPoints > 0 ? (
              <div>
                <dt>{tr(m, 'rewards.potential-points')}</dt>
                <dd>{count(stats.potentialPoints, locale)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{tr(m, 'rewards.potential-prize')}</dt>
              <dd>{cash(stats.potentialFreebetAmount)}</dd>
            </div>
          </dl>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setBoard(true)}>
            {tr(m, 'rewards.leaderboard')}
          </button>
          <JoinButton joined={t.joined} m={m} join={() => rewardsApi.join(t.id)} onJoined={onChanged} />
        </div>
        {t.joined && t.boostPoints > 0 && t.freebetsToBoost.length > 0 ? (
          <BoostControl tournament={t} m={m} locale={locale} onBoosted={onChanged} />
        ) : null}
      </article>
      {board ? <LeaderboardDialog tournament={t} m={m} locale={locale} onClose={() => setBoard(false)} /> : null}
    </li>
  );
}

/** "Boost": pick one of the player's free bets and spend it on points; the answer says how many it added. */
function BoostControl({
  tournament: t,
  m,
  locale,
  onBoosted,
}: {
  tournament: Tournament;
  m: FlatMessages;
  locale: string;
  onBoosted: () => void;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState(String(t.freebetsToBoost[0]?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ added: number; points: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const boost = async () => {
    const id = Number(chosen);
    if (!id) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await rewardsApi.boost(t.id, id));
      onBoosted();
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.boost}>
      <p className={styles.muted}>{tr(m, 'rewards.boost-hint', { points: count(t.boostPoints, locale) })}</p>
      <div className={styles.boostRow}>
        <label htmlFor={selectId} className="sr-only">
          {tr(m, 'rewards.boost-label')}
        </label>
        <select id={selectId} className={styles.select} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {t.freebetsToBoost.map((freebet) => (
            <option key={freebet.id} value={freebet.id}>
              {tr(m, 'rewards.boost-option', { amount: money(freebet.amount, freebet.currency, locale) })}
            </option>
          ))}
        </select>
        <button type="button" className={styles.primary} disabled={busy} aria-busy={busy} onClick={() => void boost()}>
          {tr(m, 'rewards.boost')}
        </button>
      </div>
      <p role="status" className={styles.result}>
        {result
          ? tr(m, 'rewards.boosted', { added: count(result.added, locale), points: count(result.points, locale) })
          : ''}
      </p>
      {error ? <ErrorLine m={m} error={error} /> : null}
    </div>
  );
}
