/**
 * Responsible-gambling limits (spec 000 §3 "Player limit entry"): kinds, periods, the status of an entry at a
 * moment, and which changes loosen a limit (those wait for a confirm-until delay; tightening applies at once).
 * Shared by the server (enforcement) and the web app (what the limits page shows).
 */

/** Every limit type of the spec. */
export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Every status of the spec. */
export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

/** Rolling windows of per-period limits and lengths of exclusions; `forever` has no end. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'quarter', 'half_year', 'year', 'forever'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Length of each period in ms (`forever`: null). A month is 30 days, a year 365. */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number | null>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  quarter: 90 * DAY_MS,
  half_year: 182 * DAY_MS,
  year: 365 * DAY_MS,
  forever: null,
};

/**
 * How a limit is measured (the entry's `strategy`):
 * - `amount`: money in minor units of one currency (deposit, loss, wager per period; bet per stake);
 * - `duration`: minutes (session length; sportsbook_session, time and activity per period; reality_check interval);
 * - `exclusion`: no value, the period is how long the player is kept out (selfexclusion, coolingoff).
 */
export type LimitStrategy = 'amount' | 'duration' | 'exclusion';

/** The group a type belongs to (the entry's `parentType`). */
export type LimitGroup = 'financial' | 'time' | 'exclusion';

type TypeRule = { strategy: LimitStrategy; group: LimitGroup; periods: readonly (LimitPeriod | null)[] };

const PER_PERIOD: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Which periods each type takes (`null`: the type has no period). */
export const LIMIT_RULES: Readonly<Record<LimitType, TypeRule>> = {
  deposit: { strategy: 'amount', group: 'financial', periods: PER_PERIOD },
  loss: { strategy: 'amount', group: 'financial', periods: PER_PERIOD },
  wager: { strategy: 'amount', group: 'financial', periods: PER_PERIOD },
  bet: { strategy: 'amount', group: 'financial', periods: [null] },
  session: { strategy: 'duration', group: 'time', periods: [null] },
  sportsbook_session: { strategy: 'duration', group: 'time', periods: PER_PERIOD },
  time: { strategy: 'duration', group: 'time', periods: PER_PERIOD },
  activity: { strategy: 'duration', group: 'time', periods: PER_PERIOD },
  reality_check: { strategy: 'duration', group: 'time', periods: [null] },
  coolingoff: { strategy: 'exclusion', group: 'exclusion', periods: ['day', 'week', 'month'] },
  selfexclusion: { strategy: 'exclusion', group: 'exclusion', periods: ['half_year', 'year', 'forever'] },
};

/** The dates that decide an entry's status; every instant is epoch ms. */
export type LimitTimeline = {
  readonly createdAt: number;
  /** The earliest a loosening change can be confirmed (the delay); null when the entry applied at creation. */
  readonly confirmUntil: number | null;
  /** When the player confirmed a loosening after its delay: from then it applies. */
  readonly confirmedAt: number | null;
  /** When the entry stops applying: the end of an exclusion, or a requested removal. */
  readonly disableAt: number | null;
  /** Set when the player asked to remove the entry (removal waits until `disableAt`). */
  readonly disableRequestedAt: number | null;
  /** When a newer entry of the same limit replaced this one (may lie in the future for a pending loosening). */
  readonly replacedAt: number | null;
};

/**
 * The status of an entry at `now`:
 * - `disabled`: replaced by a newer entry, cancelled, or an exclusion that has ended;
 * - `confirmed_disabled`: removed by the player, the removal delay has passed;
 * - `unconfirmed_disabled`: removal requested, still applies until `disableAt`;
 * - `unconfirmed`: a loosening waiting for its delay (`confirmUntil`) and then for the player's confirmation (the
 *   previous entry still applies);
 * - `confirmed`: a loosening the player confirmed after its delay, now applies;
 * - `active`: applied at creation (a new limit or a tightening).
 */
export function limitStatus(entry: LimitTimeline, now: number): LimitStatus {
  if (entry.replacedAt !== null && entry.replacedAt <= now) return 'disabled';
  if (entry.disableAt !== null && entry.disableAt <= now) {
    return entry.disableRequestedAt !== null ? 'confirmed_disabled' : 'disabled';
  }
  if (entry.disableRequestedAt !== null) return 'unconfirmed_disabled';
  if (entry.confirmUntil !== null) {
    return entry.confirmedAt !== null && entry.confirmedAt <= now ? 'confirmed' : 'unconfirmed';
  }
  return 'active';
}

/** Whether a pending loosening can be confirmed now: still unconfirmed, and its delay has passed. */
export function canConfirm(entry: LimitTimeline, now: number): boolean {
  return limitStatus(entry, now) === 'unconfirmed' && entry.confirmUntil !== null && entry.confirmUntil <= now;
}

/** Whether an entry with this status is enforced. */
export function isInForce(status: LimitStatus): boolean {
  return status === 'active' || status === 'confirmed' || status === 'unconfirmed_disabled';
}

/** The part of a limit a change compares. */
export type LimitTerms = { readonly value: number | null; readonly period: LimitPeriod | null };

function periodLength(period: LimitPeriod | null): number {
  if (period === null) return 0;
  return PERIOD_MS[period] ?? Number.POSITIVE_INFINITY;
}

/**
 * Whether replacing `current` with `next` (same type) loosens the limit, so it must wait for the confirm-until
 * delay. A change is a tightening only when the value does not grow and the window does not shrink (the same
 * amount over a shorter window allows more). A larger reality-check interval loosens (fewer reminders).
 * Exclusions are never loosened by a new entry: a new one is always added alongside.
 */
export function isLoosening(type: LimitType, current: LimitTerms, next: LimitTerms): boolean {
  if (LIMIT_RULES[type].strategy === 'exclusion') return false;
  const currentValue = current.value ?? 0;
  const nextValue = next.value ?? 0;
  return !(nextValue <= currentValue && periodLength(next.period) >= periodLength(current.period));
}

/** What a stake limit's window has used: stakes wagered, and the net loss (stakes − returns), minor units. */
export type LimitUsage = { readonly wagered: number; readonly lost: number };

/**
 * How much a player may still stake under one responsible-gambling stake limit in its window (minor units): the whole
 * limit per bet for `bet`; what is left of it after the window's stakes for `wager`; after the window's net loss
 * (never below zero) for `loss`. A bet passes a limit when its stake is at most this: the one rule placement refuses
 * by and max stake sizes to.
 */
export function stakeHeadroom(type: 'bet' | 'wager' | 'loss', limit: number, usage: LimitUsage): number {
  switch (type) {
    case 'bet':
      return limit;
    case 'wager':
      return Math.max(0, limit - usage.wagered);
    case 'loss':
      return Math.max(0, limit - Math.max(0, usage.lost));
    default:
      throw new RangeError(`not a stake limit: ${String(type satisfies never)}`);
  }
}
