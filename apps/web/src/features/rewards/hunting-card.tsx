'use client';

import type { Hunting } from '@sportsbook/contract/rewards';
import { nextRange } from '@sportsbook/domain/rewards/hunting';
import { useId } from 'react';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { JoinButton } from './join-button';
import { QualifyingRule } from './qualifying-rule';
import styles from './rewards.module.css';
import { rewardsApi } from './rewards-api';
import { money } from './rewards-text';

/** The domain's view of a hunting campaign's steps. */
export function huntingRanges(hunting: Pick<Hunting, 'ranges'>) {
  return hunting.ranges.map((r) => ({ bets: r.numberOfBets, freebets: r.numberOfFreebets }));
}

/**
 * A hunting campaign (spec 000 §3 "Multi-bet freebet progress"): its progress bar ("3 of 5 bets"), each step with
 * its free bets and amount (marked once reached), the rule a bet must meet, and "Join" until joined.
 */
export function HuntingCard({
  hunting,
  m,
  locale,
  onJoined,
}: {
  hunting: Hunting;
  m: FlatMessages;
  locale: string;
  onJoined: () => void;
}) {
  const titleId = useId();
  const total = Math.max(hunting.possibleProgressCount, 1);
  const done = Math.min(hunting.progressCount, total);
  const progressText = tr(m, 'rewards.bets-progress', { count: done, total: hunting.possibleProgressCount });
  const next = nextRange(huntingRanges(hunting), hunting.progressCount);
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {hunting.name}
        </h3>
        {hunting.description ? <p className={styles.muted}>{hunting.description}</p> : null}
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={total}
            value={done}
            aria-label={tr(m, 'rewards.progress-label', { name: hunting.name })}
            aria-valuetext={progressText}
          />
          <span className={styles.progressText}>{progressText}</span>
        </div>
        {next && hunting.joined ? (
          <p className={styles.muted}>
            {trPlural(
              m,
              'rewards.next-step',
              { more: next.bets - hunting.progressCount, freebets: next.freebets },
              locale,
            )}
          </p>
        ) : null}
        <h4 className={styles.subTitle}>{tr(m, 'rewards.steps')}</h4>
        <ol className={styles.steps}>
          {hunting.ranges.map((range) => (
            <li key={range.numberOfBets} className={styles.step} data-reached={range.reached || undefined}>
              <span aria-hidden="true" className={styles.mark}>
                {range.reached ? '✓' : ''}
              </span>
              <span>
                {trPlural(
                  m,
                  'rewards.step',
                  {
                    bets: range.numberOfBets,
                    freebets: range.numberOfFreebets,
                    amount: money(range.issuedAmount, hunting.currency, locale, hunting.subunits),
                  },
                  locale,
                )}
              </span>
              {range.reached ? <span className={styles.badge}>{tr(m, 'rewards.reached')}</span> : null}
            </li>
          ))}
        </ol>
        <QualifyingRule
          rules={hunting.rules}
          currency={hunting.stakeCurrency || hunting.currency}
          m={m}
          locale={locale}
        />
        <JoinButton joined={hunting.joined} m={m} join={() => rewardsApi.join(hunting.id)} onJoined={onJoined} />
      </article>
    </li>
  );
}
