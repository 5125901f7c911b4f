import type { Transaction } from '@sportsbook/contract/platform';
import { currencyByCode, formatMinor } from '@sportsbook/domain/money';
import { csvText } from '../../shared/csv';

/** The header row of `GET /player/transactions.csv`. */
export const CSV_COLUMNS = ['id', 'date', 'type', 'amount', 'currency', 'balance_after', 'reference'] as const;

/** Minor units as a decimal string with every digit of the currency (1050 EUR → "10.50"; unknown codes: 2). */
function major(minor: number, currency: string): string {
  return formatMinor(minor, currencyByCode(currency)?.subunits ?? 2);
}

/**
 * The transactions as CSV (RFC 4180, CRLF line ends, a header row): dates ISO 8601 UTC, amounts and balances as
 * decimal strings in major units. Amounts are numbers we write ("-5.00"), so only the text cells are escaped.
 */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        String(row.id),
        row.createdAt,
        csvText(row.kind),
        major(row.amount, row.currency),
        csvText(row.currency),
        major(row.balanceAfter, row.currency),
        csvText(row.reference ?? ''),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
