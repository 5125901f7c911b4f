/** The `account` messages namespace as the server passes it to the client islands (no client i18n runtime). */
export type AccountMessages = Record<string, string>;

/** Looks up a key and fills `{name}` placeholders; a missing key shows the key (never crashes). */
export function translate(messages: AccountMessages, key: string, values?: Record<string, string | number>): string {
  const text = messages[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type T = (key: string, values?: Record<string, string | number>) => string;

export function translator(messages: AccountMessages): T {
  return (key, values) => translate(messages, key, values);
}

/** Balance text: Intl currency format from minor units (crypto codes Intl does not know fall back to "1.00 BTC"). */
export function formatBalance(minor: number, currency: { code: string; subunits: number }, locale: string): string {
  const major = minor / 10 ** currency.subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.subunits,
      maximumFractionDigits: currency.subunits,
    }).format(major);
  } catch {
    return `${new Intl.NumberFormat(locale, {
      minimumFractionDigits: currency.subunits,
      maximumFractionDigits: currency.subunits,
    }).format(major)} ${currency.code}`;
  }
}

/** next-intl nests keys (`title.sign-in`); the client islands read them flat. */
export function flattenMessages(tree: unknown, prefix = ''): AccountMessages {
  const out: AccountMessages = {};
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flattenMessages(value, `${prefix}${key}.`));
  }
  return out;
}
