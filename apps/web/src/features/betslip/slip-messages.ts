import { getMessages } from 'next-intl/server';
import type { FlatMessages } from '../../shared/i18n/flat-messages';

/** Message subtrees the slip and My Bets show (spec 001 §8 error keys included). */
const PREFIXES = [
  'bet-slip',
  'bets',
  'bet-stats',
  'share-bet',
  'warning.validation.bet_limits',
  'error.place_bets',
  'error.risk_validation',
  'error.validation.bet_limits',
  'error.potential_win',
  'error.platform',
  'global-error.default',
];

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

/** The flat messages of the slip for a locale (server only; passed to the client panel as a prop). */
export async function slipMessages(locale: string): Promise<FlatMessages> {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const prefix of PREFIXES) {
    let node: unknown = all;
    for (const part of prefix.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    flatten(node, prefix, out);
  }
  return out;
}
