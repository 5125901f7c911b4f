'use client';

import type { AvailableBonus } from '@sportsbook/contract/bonuses';
import type { SlipBet, SlipBonus } from '@sportsbook/domain/betslip/types';
import { type OddsType, toOddsMillis } from '@sportsbook/domain/odds';
import { useId } from 'react';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';
import { Ltr } from '../../shared/ui/bidi';
import { formatPrice } from '../odds/format-price';
import { isChosen, slipBonusOf, usableBonuses } from './bonus-choice';
import { useSelectionStore } from './selection-store';
import styles from './slip-body.module.css';

/** A boost's multiplier as the slip writes it: decimal, two places ("1.10"), whatever the odds type. */
function formatBoost(odds: number): string {
  return formatPrice(odds, 'european');
}

const optionValue = (bonus: { readonly id: string | number; readonly type: string }) => `${bonus.type}:${bonus.id}`;

function optionText(bonus: AvailableBonus, bet: SlipBet, m: FlatMessages, locale: string): string {
  if (bonus.type === 'comboboost') {
    return tr(m, 'bet-slip.bonus.boost-option', { odds: formatBoost(bonus.boostOdds ?? 1), name: bonus.name });
  }
  const amount = formatMoney(bonus.amount ?? 0, bonus.currency ?? bet.currency, bonus.subunits ?? bet.subunits, locale);
  const key = bonus.type === 'freebet_no_risk' ? 'bet-slip.bonus.no-risk-option' : 'bet-slip.bonus.freebet-option';
  return tr(m, key, { amount, name: bonus.name });
}

/**
 * A bet's "Bonus" choice: "No bonus" and every bonus it can use now (a boost on a combo only). Choosing applies the
 * domain's `chooseBonus` (a free bet stakes its amount; leaving it stakes 0). Nothing shows without a usable bonus.
 */
export function BonusSelect({
  bet,
  betIndex,
  available,
  pending,
  label,
  m,
  locale,
}: {
  bet: SlipBet;
  betIndex: number;
  available: readonly AvailableBonus[];
  /** The list is of the bets before the last change: shown, not chosen from, until the answer comes. */
  pending: boolean;
  label: string;
  m: FlatMessages;
  locale: string;
}) {
  const id = useId();
  const usable = usableBonuses(available).filter((bonus) => bonus.type !== 'comboboost' || bet.betType === 'combo');
  if (usable.length === 0) return null;
  const chosen = usable.find((bonus) => isChosen(bonus, bet.bonus));
  const choose = (value: string) => {
    const bonus = usable.find((b) => optionValue(b) === value);
    useSelectionStore.getState().chooseBonus(betIndex, bonus ? slipBonusOf(bonus) : null);
  };
  return (
    <div className={styles.bonus}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.bonusSelect}
        value={chosen ? optionValue(chosen) : ''}
        disabled={pending}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{tr(m, 'bet-slip.bonus.none')}</option>
        {usable.map((bonus) => (
          <option key={optionValue(bonus)} value={optionValue(bonus)}>
            {optionText(bonus, bet, m, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Add 2 more selections for a ×1.10 boost": the next range of the bet's boost (its chosen one first). */
export function BoostHint({
  bet,
  available,
  m,
  locale,
}: {
  bet: SlipBet;
  available: readonly AvailableBonus[];
  m: FlatMessages;
  locale: string;
}) {
  const boosts = available.filter((bonus) => bonus.type === 'comboboost' && bonus.nextBoost !== null);
  const next = (boosts.find((bonus) => isChosen(bonus, bet.bonus)) ?? boosts[0])?.nextBoost;
  if (!next) return null;
  return (
    <p className={styles.boostHint}>
      {trPlural(m, 'bet-slip.bonus.next-boost', { more: next.more, odds: formatBoost(next.odds) }, locale)}
    </p>
  );
}

/** The boost a bet carries (its decimal odds), null without one. */
export function boostOf(bonus: SlipBonus | null | undefined): number | null {
  return bonus?.type === 'comboboost' && bonus.odds !== undefined && bonus.odds > 1 ? bonus.odds : null;
}

/** The combo's total odds, with the boost's badge and the boosted odds (total × boost) when it has one. */
export function TotalOdds({
  bet,
  oddsMillis,
  oddsType,
  m,
}: {
  bet: SlipBet;
  /** `totalOddsMillis` of the bet. */
  oddsMillis: number;
  oddsType: OddsType;
  m: FlatMessages;
}) {
  const boost = boostOf(bet.bonus);
  return (
    <>
      <div className={styles.line}>
        <span>{tr(m, 'bet-slip.total-odds')}</span>
        <span className={styles.odds}>
          {boost !== null && (
            <span className={styles.boostBadge}>{tr(m, 'bet-slip.bonus.boost', { odds: formatBoost(boost) })}</span>
          )}
          <strong>
            <Ltr>{formatPrice(oddsMillis / 1000, oddsType)}</Ltr>
          </strong>
        </span>
      </div>
      {boost !== null && (
        <div className={styles.line}>
          <span>{tr(m, 'bet-slip.bonus.boosted-odds')}</span>
          <strong data-testid="boosted-odds">
            <Ltr>{formatPrice(Math.floor((oddsMillis * toOddsMillis(boost)) / 1000) / 1000, oddsType)}</Ltr>
          </strong>
        </div>
      )}
    </>
  );
}
