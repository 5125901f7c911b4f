/**
 * Strings of a client feature (slip, My Bets): a flat map of full message keys ("bet-slip.place",
 * "error.place_bets.default") to text.
 */
export type FlatMessages = Readonly<Record<string, string>>;

/** The text of a key with `{name}` placeholders filled; the key itself when missing (visible, never blank). */
export function tr(messages: FlatMessages, key: string, values: Record<string, string | number> = {}): string {
  const text = messages[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Whether a key has a text. */
export function has(messages: FlatMessages, key: string): boolean {
  return messages[key] !== undefined;
}
