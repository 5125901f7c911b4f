import { currencyByCode } from '@sportsbook/domain/money';
import { ApiError } from '../../shared/api/api-error';
import { type FlatMessages, has, tr } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';

/** Minor units of a currency as money in the locale (the currency's own digits; 2 for codes the domain lacks). */
export function money(minor: number, currency: string, locale: string, subunits?: number): string {
  return formatMoney(minor, currency, subunits ?? currencyByCode(currency)?.subunits ?? 2, locale);
}

/** A decimal (odds, a percentage) in the locale with up to two places. */
export function decimal(value: number, locale: string, digits = 2): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(value);
}

/** A whole number (points) in the locale. */
export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A date in the locale (medium style), or the raw text when it does not parse. */
export function date(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

/**
 * What to tell the player when a call fails, by its code (`rewards.error-{code}`), then by kind: no connection, the
 * session ended (sign in again), gone (the campaign ended), a conflict (it changed meanwhile); else the generic
 * "try again". Never the server's raw message.
 */
export function errorText(m: FlatMessages, error: unknown, fallback = 'rewards.error-default'): string {
  if (error instanceof ApiError) {
    const byCode = `rewards.error-${error.code}`;
    if (has(m, byCode)) return tr(m, byCode);
    if (error.status === 0) return tr(m, 'rewards.error-network');
    if (error.status === 401) return tr(m, 'rewards.error-signed-out');
    if (error.status === 404) return tr(m, 'rewards.error-gone');
    if (error.status === 409) return tr(m, 'rewards.error-conflict');
  }
  return tr(m, fallback);
}
