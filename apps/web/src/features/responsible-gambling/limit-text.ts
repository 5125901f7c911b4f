import type { UserLimit } from '@sportsbook/contract/platform';
import { currencyByCode } from '@sportsbook/domain/money';
import { LIMIT_RULES } from '@sportsbook/domain/player-limits';
import { ApiError } from '../../shared/api/api-error';
import { type FlatMessages, has, tr, trPlural } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';

/** Texts of the page from the flat `responsible-gambling` messages: values, dates, errors. */

/** Minutes as words: whole hours as hours ("2 hours"), otherwise minutes ("90 minutes"), with ICU plurals. */
export function durationText(messages: FlatMessages, minutes: number, locale: string): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    return trPlural(messages, 'duration.hours', { count: minutes / 60 }, locale);
  }
  return trPlural(messages, 'duration.minutes', { count: minutes }, locale);
}

/** Minor units of a currency with Intl ("€50.00"); subunits from the domain's currency list (2 when unknown). */
export function amountText(minor: number, currency: string, locale: string): string {
  return formatMoney(minor, currency, currencyByCode(currency)?.subunits ?? 2, locale);
}

/** What a limit allows: "€50.00 per day", "2 hours per week", "€10.00 per bet", "every 30 minutes". */
export function limitValueText(messages: FlatMessages, limit: UserLimit, locale: string): string {
  const rule = LIMIT_RULES[limit.type];
  if (rule.strategy === 'exclusion') {
    return tr(messages, `length.${limit.period ?? 'forever'}`);
  }
  const value =
    rule.strategy === 'amount'
      ? amountText(limit.value ?? 0, limit.currency ?? 'EUR', locale)
      : durationText(messages, limit.value ?? 0, locale);
  if (limit.period) return tr(messages, `value-per.${limit.period}`, { value });
  if (limit.type === 'reality_check') return tr(messages, 'value-every', { value });
  if (limit.type === 'session') return tr(messages, 'value-per.session', { value });
  return tr(messages, 'value-per.bet', { value });
}

/** A date and time in the player's locale ("26 Nov 2026, 21:00"). */
export function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/**
 * A server error as a form message: the translated text of its code (`error.<code>`) when the messages have one,
 * otherwise the generic one. Never the raw server message.
 */
export function errorText(messages: FlatMessages, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `error.${String(error.code)}`;
    if (has(messages, key)) return tr(messages, key);
  }
  return tr(messages, 'error.default');
}
