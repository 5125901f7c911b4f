import { currencyByCode } from '@sportsbook/domain/money';

/** Digits after the point of a currency (2 for codes the domain does not know). */
export function subunitsOf(currency: string): number {
  return currencyByCode(currency)?.subunits ?? 2;
}

/**
 * Minor units as money in the locale, with every digit of the currency: 1050 EUR → "€10.50". `signed` writes the
 * sign of credits too ("+€10.50", "-€4.00"), so credits and debits differ in text, not only in colour. Codes Intl
 * does not know (USDT) fall back to "10.50 USDT".
 */
export function formatAmount(minor: number, currency: string, locale: string, signed = false): string {
  const subunits = subunitsOf(currency);
  const major = minor / 10 ** subunits;
  const digits = { minimumFractionDigits: subunits, maximumFractionDigits: subunits };
  const signDisplay = signed ? ('exceptZero' as const) : ('auto' as const);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay, ...digits }).format(major);
  } catch {
    return `${new Intl.NumberFormat(locale, { signDisplay, ...digits }).format(major)} ${currency}`;
  }
}

/** A ledger time in the locale: date and time, in the browser's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
