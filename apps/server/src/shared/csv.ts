/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV text cell (RFC 4180): a value a spreadsheet would run as a formula gets a leading `'`; a value with a
 * comma, quote or line break is quoted, its quotes doubled. Every CSV export writes its text cells through it.
 */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
