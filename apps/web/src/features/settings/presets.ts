import { formatStakeInput, parseStakeInput } from '../../shared/money/stake-input-parse';

/**
 * Stake presets as the settings form edits them (pure): one text field per preset, in the locale's number format,
 * checked by the rules of `POST /settings` (`@sportsbook/contract/player-settings`: 1..10 distinct positive amounts
 * in major units, at most 2 decimals, at most 1,000,000). Empty fields are left out.
 */

/** `MAX_STAKE_PRESETS` of the contract (a unit test keeps them equal; the contract module would bring zod). */
export const MAX_STAKE_PRESETS = 10;
/** `MAX_STAKE_PRESET` of the contract, in major units. */
export const MAX_STAKE_PRESET = 1_000_000;
const DECIMALS = 2;

export type PresetProblem = 'invalid' | 'not-positive' | 'too-large' | 'duplicate';

export type PresetsCheck =
  | { ok: true; values: number[] }
  | { ok: false; problems: (PresetProblem | null)[]; reason: 'problems' | 'none' | 'too-many' };

/** Reads the fields: the amounts to save, or what is wrong with each field (null where it is fine). */
export function checkPresets(texts: readonly string[], locale: string): PresetsCheck {
  const problems: (PresetProblem | null)[] = [];
  const values: number[] = [];
  const seen = new Set<number>();
  for (const text of texts) {
    if (text.trim() === '') {
      problems.push(null);
      continue;
    }
    const parsed = parseStakeInput(text, locale, DECIMALS);
    if (!parsed.ok) {
      problems.push('invalid');
      continue;
    }
    if (parsed.minor <= 0) {
      problems.push('not-positive');
      continue;
    }
    if (parsed.minor > MAX_STAKE_PRESET * 10 ** DECIMALS) {
      problems.push('too-large');
      continue;
    }
    if (seen.has(parsed.minor)) {
      problems.push('duplicate');
      continue;
    }
    seen.add(parsed.minor);
    problems.push(null);
    values.push(parsed.minor / 10 ** DECIMALS);
  }
  if (problems.some((p) => p !== null)) return { ok: false, problems, reason: 'problems' };
  if (values.length === 0) return { ok: false, problems, reason: 'none' };
  if (values.length > MAX_STAKE_PRESETS) return { ok: false, problems, reason: 'too-many' };
  return { ok: true, values };
}

/** A preset as its field shows it: 10.5 → "10.50" (en), "10,50" (de); 5 → "5". */
export function presetText(value: number, locale: string): string {
  return formatStakeInput(Math.round(value * 10 ** DECIMALS), locale, DECIMALS);
}
