import type { SetUserLimitBody, UserLimit } from '@sportsbook/contract/platform';
import { LIMIT_RULES, type LimitPeriod, type LimitType } from '@sportsbook/domain/player-limits';
import { parseStakeInput } from '../../shared/money/stake-input-parse';

/**
 * What the responsible-gambling page shows and sends (pure): the limit types a sportsbook player sets, the entries
 * of one type grouped as "what applies now" and "what is pending", and the form's text → `POST /user_limits` body.
 * The rules themselves (periods, statuses, tightening vs loosening) are `@sportsbook/domain/player-limits`.
 */

/** Limit types with a value (amount or minutes), in the page's order. `time` is left out: it measures the same
 * sessions as `sportsbook_session` on this single-product platform (docs/decisions.md). */
export const VALUE_LIMIT_TYPES = [
  'deposit',
  'loss',
  'wager',
  'bet',
  'sportsbook_session',
  'session',
  'activity',
  'reality_check',
] as const satisfies readonly LimitType[];
export type ValueLimitType = (typeof VALUE_LIMIT_TYPES)[number];

/** Exclusions: no value, the period is how long the player is kept out. */
export const EXCLUSION_TYPES = ['coolingoff', 'selfexclusion'] as const satisfies readonly LimitType[];
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];

/** Longest duration limit the server takes: 31 days in minutes. */
export const MAX_MINUTES = 31 * 24 * 60;

/** The periods a type takes (none for per-bet, per-session and interval limits). */
export function periodsOf(type: LimitType): LimitPeriod[] {
  return LIMIT_RULES[type].periods.filter((p): p is LimitPeriod => p !== null);
}

/** The entries of one type and currency: the one in force, and a loosening waiting for its date. */
export type LimitSlot = {
  type: LimitType;
  currency: string | null;
  current: UserLimit | null;
  pending: UserLimit | null;
};

/**
 * Groups a type's entries (`GET /user_limits`, without history) by currency: the entry in force (`active`,
 * `confirmed`, or `unconfirmed_disabled` while its removal waits) and the pending loosening (`unconfirmed`).
 * Exclusions can have several at once, each its own slot. Newest entries first, as the server lists them.
 */
export function slotsOf(limits: readonly UserLimit[], type: LimitType): LimitSlot[] {
  const slots: LimitSlot[] = [];
  for (const limit of limits) {
    if (limit.type !== type || limit.status === 'disabled' || limit.status === 'confirmed_disabled') continue;
    const pending = limit.status === 'unconfirmed';
    let slot =
      LIMIT_RULES[type].strategy === 'exclusion' ? undefined : slots.find((s) => s.currency === limit.currency);
    if (!slot) {
      slot = { type, currency: limit.currency, current: null, pending: null };
      slots.push(slot);
    }
    if (pending) slot.pending ??= limit;
    else slot.current ??= limit;
  }
  return slots;
}

export type ValueProblem = 'required' | 'format' | 'decimals' | 'not-positive' | 'too-large';

export type LimitInput = { ok: true; body: SetUserLimitBody } | { ok: false; problem: ValueProblem };

/**
 * Reads the form of a value limit: an amount in the locale's number format (minor units of `currency`) or whole
 * minutes (1 to `MAX_MINUTES`), and the period when the type has periods.
 */
export function readLimitInput(
  type: ValueLimitType,
  form: { period: LimitPeriod | null; value: string },
  locale: string,
  currency: { code: string; subunits: number },
): LimitInput {
  const text = form.value.trim();
  if (text === '') return { ok: false, problem: 'required' };
  const periods = periodsOf(type);
  const period = periods.length > 0 ? (form.period ?? periods[0] ?? null) : null;
  const withPeriod = period === null ? {} : { period };
  if (LIMIT_RULES[type].strategy === 'amount') {
    const parsed = parseStakeInput(text, locale, currency.subunits);
    if (!parsed.ok) return { ok: false, problem: parsed.reason === 'too_many_decimals' ? 'decimals' : 'format' };
    if (parsed.minor <= 0) return { ok: false, problem: 'not-positive' };
    return { ok: true, body: { type, ...withPeriod, value: parsed.minor, currency: currency.code } };
  }
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'format' };
  const minutes = Number(text);
  if (minutes <= 0) return { ok: false, problem: 'not-positive' };
  if (minutes > MAX_MINUTES) return { ok: false, problem: 'too-large' };
  return { ok: true, body: { type, ...withPeriod, value: minutes } };
}
