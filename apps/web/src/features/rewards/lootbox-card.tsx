'use client';

import type { Lootbox } from '@sportsbook/contract/rewards';
import { chestSize } from '@sportsbook/domain/rewards/lootbox';
import { useId, useState } from 'react';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { ChestPicture } from './chest-picture';
import { JoinButton } from './join-button';
import { QualifyingRule } from './qualifying-rule';
import { ErrorLine } from './reward-section';
import styles from './rewards.module.css';
import { type LootboxOpened, rewardsApi } from './rewards-api';
import { decimal, money } from './rewards-text';

/** What a prize is, in words: money, points or nothing. */
function prizeText(
  prize: { kind: 'cash' | 'points' | 'none'; amount: number },
  currency: string,
  subunits: number,
  m: FlatMessages,
  locale: string,
) {
  if (prize.kind === 'cash') return money(prize.amount, currency, locale, subunits);
  if (prize.kind === 'points') return trPlural(m, 'rewards.points-count', { count: prize.amount }, locale);
  return tr(m, 'rewards.prize-none');
}

/** What the player won, as the live region says it: "You won €5.00", "You won 100 points", "Empty this time". */
export function openedText(opened: LootboxOpened, subunits: number, m: FlatMessages, locale: string): string {
  if (opened.kind === 'cash')
    return tr(m, 'rewards.won-cash', { amount: money(opened.amount, opened.currency, locale, subunits) });
  if (opened.kind === 'points') return trPlural(m, 'rewards.won-points', { count: opened.amount }, locale);
  return tr(m, 'rewards.won-none');
}

/**
 * A lootbox campaign (spec 000 §3; spec 001 §9 chest picture): the chest for the boxes waiting, their count, the
 * progress to the next box, the prize table with chances, and "Open a box", whose prize is said in a live region.
 * After opening, the count and the chest follow the boxes left (`chestSize`).
 */
export function LootboxCard({
  lootbox,
  m,
  locale,
  onChanged,
}: {
  lootbox: Lootbox;
  m: FlatMessages;
  locale: string;
  onChanged: () => void;
}) {
  const titleId = useId();
  const [boxes, setBoxes] = useState<{ from: number; left: number } | null>(null);
  const [opening, setOpening] = useState(false);
  const [won, setWon] = useState<string>('');
  const [error, setError] = useState<unknown>(null);
  // What the list says, unless an open since then said less (until the list is read again).
  const count = boxes && boxes.from === lootbox.boxes ? boxes.left : lootbox.boxes;
  const chest = count === lootbox.boxes ? lootbox.chest : chestSize(count);
  const perBox = Math.max(lootbox.betsPerBox, 1);
  const progressText = tr(m, 'rewards.next-box', { count: Math.min(lootbox.progressCount, perBox), total: perBox });

  const open = async () => {
    setOpening(true);
    setError(null);
    setWon('');
    try {
      const opened = await rewardsApi.openBox(lootbox.id);
      setBoxes({ from: lootbox.boxes, left: opened.boxesLeft });
      setWon(openedText(opened, lootbox.subunits, m, locale));
      onChanged();
    } catch (cause) {
      setError(cause);
    } finally {
      setOpening(false);
    }
  };

  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <div className={styles.chestRow}>
          <ChestPicture
            chest={chest}
            label={tr(m, `rewards.chest-${chest}`, { boxes: trPlural(m, 'rewards.boxes', { count }, locale) })}
          />
          <div>
            <h3 id={titleId} className={styles.cardTitle}>
              {lootbox.name}
            </h3>
            <p className={styles.boxes}>{trPlural(m, 'rewards.boxes', { count }, locale)}</p>
          </div>
        </div>
        {lootbox.description ? <p className={styles.muted}>{lootbox.description}</p> : null}
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={perBox}
            value={Math.min(lootbox.progressCount, perBox)}
            aria-label={tr(m, 'rewards.box-progress-label', { name: lootbox.name })}
            aria-valuetext={progressText}
          />
          <span className={styles.progressText}>{progressText}</span>
        </div>
        {lootbox.prizes.length > 0 ? (
          <table className={styles.table}>
            <caption className={styles.caption}>{tr(m, 'rewards.prize-table')}</caption>
            <thead>
              <tr>
                <th scope="col">{tr(m, 'rewards.prize')}</th>
                <th scope="col">{tr(m, 'rewards.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {lootbox.prizes.map((prize, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the prize table's order is its identity.
                <tr key={i}>
                  <td>{prizeText(prize, lootbox.currency, lootbox.subunits, m, locale)}</td>
                  <td>{`${decimal(prize.chance, locale)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <QualifyingRule
          rules={lootbox.rules}
          currency={lootbox.currency}
          m={m}
          locale={locale}
          validTo={lootbox.validTo}
        />
        {lootbox.joined ? (
          count > 0 ? (
            <button
              type="button"
              className={styles.primary}
              disabled={opening}
              aria-busy={opening}
              onClick={() => void open()}
            >
              {opening ? tr(m, 'rewards.opening') : tr(m, 'rewards.open')}
            </button>
          ) : (
            <JoinButton joined m={m} join={() => rewardsApi.join(lootbox.id)} onJoined={onChanged} />
          )
        ) : (
          <JoinButton joined={false} m={m} join={() => rewardsApi.join(lootbox.id)} onJoined={onChanged} />
        )}
        <p role="status" aria-live="polite" className={styles.result}>
          {won}
        </p>
        {error ? <ErrorLine m={m} error={error} /> : null}
      </article>
    </li>
  );
}
