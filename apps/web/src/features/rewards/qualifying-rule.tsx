import type { Hunting } from '@sportsbook/contract/rewards';
import { currencyByCode } from '@sportsbook/domain/money';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import styles from './rewards.module.css';
import { date, decimal, money } from './rewards-text';

/** "Bets of €2.00 or more at odds of 1.5 or more, from 2 selections" and the campaign's end. */
export function QualifyingRule({
  rules,
  currency,
  m,
  locale,
  validTo,
}: {
  rules: Hunting['rules'];
  currency: string;
  m: FlatMessages;
  locale: string;
  validTo?: string | null;
}) {
  const stake = money(rules.minStake, currency, locale, currencyByCode(currency)?.subunits);
  const parts = [
    rules.minOdds !== null
      ? tr(m, 'rewards.rule-stake-odds', { stake, odds: decimal(rules.minOdds, locale) })
      : tr(m, 'rewards.rule-stake', { stake }),
  ];
  if (rules.selectionsFrom !== null && rules.selectionsFrom > 1) {
    parts.push(trPlural(m, 'rewards.rule-selections', { count: rules.selectionsFrom }, locale));
  }
  if (rules.matchStatus !== 'both') parts.push(tr(m, `rewards.rule-${rules.matchStatus}`));
  if (validTo) parts.push(tr(m, 'rewards.valid-until', { date: date(validTo, locale) }));
  return <p className={styles.rule}>{parts.join(' · ')}</p>;
}
