import { type Currency, currencyByCode } from '@sportsbook/domain/money';

/** Display sub-currencies of crypto accounts (spec 000 §3 Account: subcurrencies with subunits). */
const SUBCURRENCIES: Readonly<Record<string, readonly { code: string; subunits: number }[]>> = {
  BTC: [
    { code: 'mBTC', subunits: 5 },
    { code: 'uBTC', subunits: 2 },
  ],
  ETH: [{ code: 'mETH', subunits: 5 }],
};

/** A currency as accounts show it. */
export type AccountCurrency = Currency & { subcurrencies: { code: string; subunits: number }[] };

/** The account view of an allowed currency, or undefined when players may not hold it. */
export function accountCurrency(code: string): AccountCurrency | undefined {
  const currency = currencyByCode(code);
  if (!currency) return undefined;
  return {
    code: currency.code,
    subunits: currency.subunits,
    fiat: currency.fiat,
    subcurrencies: (SUBCURRENCIES[currency.code] ?? []).map((s) => ({ ...s })),
  };
}
