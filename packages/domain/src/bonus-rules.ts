/**
 * The rules of bonuses (spec 000 §3 "Bonus types" and "Issued data", §4 "Bonuses", §6): the status a player's bonus
 * is in, whether a bet may use it, and the combo boost of a selection count. Pure: the server enforces them, the
 * slip shows them. Bonus returns are `bet-return.ts`.
 */

/** Spec 000 §4: the bonus states. */
export const BONUS_STATES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/**
 * The bonus types a player holds and puts on bets. Hunting and tournament campaigns issue free bets of these types;
 * lootboxes pay cash or points; jackpots have their own tables (issue 19).
 */
export const ISSUED_BONUS_TYPES = ['comboboost', 'freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const;
export type IssuedBonusType = (typeof ISSUED_BONUS_TYPES)[number];
/** Every campaign type: the bonus types and the engagement mechanics a player joins. */
export const CAMPAIGN_TYPES = [...ISSUED_BONUS_TYPES, 'hunting', 'tournament', 'lootbox'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** What the status of a player's bonus depends on (times as epoch milliseconds). */
export type BonusFacts = {
  type: string;
  /** The campaign: paused by the operator, and its validity window. */
  campaignPaused: boolean;
  validFrom: number;
  validTo: number | null;
  /** The player's bonus, when one was issued. */
  issued: {
    isActive: boolean;
    timesUsed: number;
    /** How many bets may use it (1 for a free bet; the campaign's uses count for a boost; null: no limit). */
    usesCount: number | null;
    expiresAt: number | null;
    deactivatedAt: number | null;
    overriddenAt: number | null;
  } | null;
  /** Whether the player meets the campaign's player rules (verified, country). */
  playerEligible: boolean;
};

/**
 * The one place a bonus's state is computed. In order: a type this book does not know is `unknown`; a bonus the
 * operator switched off (campaign paused, or the issued bonus deactivated) is `deactivated`; past its end (the issued
 * bonus's expiry, or the campaign's end for one not issued) it is `expired`; used as often as it may be, `bonus_over`;
 * replaced by another one of its kind (one active free bet at a time), `overridden`; a player the campaign's rules
 * leave out, or a campaign not started or not yet issued to the player, `not_available`; then `active` when switched
 * on, else `available` (issued, ready to activate).
 */
export function bonusState(facts: BonusFacts, now: number): BonusState {
  if (!(ISSUED_BONUS_TYPES as readonly string[]).includes(facts.type)) return 'unknown';
  const { issued } = facts;
  if (facts.campaignPaused || issued?.deactivatedAt != null) return 'deactivated';
  if (issued ? issued.expiresAt !== null && now >= issued.expiresAt : facts.validTo !== null && now >= facts.validTo) {
    return 'expired';
  }
  if (issued && issued.usesCount !== null && issued.timesUsed >= issued.usesCount) return 'bonus_over';
  if (issued?.overriddenAt != null) return 'overridden';
  if (!issued || !facts.playerEligible || now < facts.validFrom) return 'not_available';
  return issued.isActive ? 'active' : 'available';
}

/** Whether a bonus in this state may be put on a bet. */
export function isUsable(state: BonusState): boolean {
  return state === 'active' || state === 'available';
}

/** The player rules of a campaign (spec 000 §6: verified players only, by country). */
export type PlayerRules = { onlyVerified: boolean; countryCodes: readonly string[] };

/** Why a player may not have a campaign's bonus, or null. */
export function playerProblem(
  rules: PlayerRules,
  player: { verified: boolean; countryCode: string | null },
): 'not_verified' | 'country' | null {
  if (rules.onlyVerified && !player.verified) return 'not_verified';
  if (rules.countryCodes.length > 0 && !rules.countryCodes.includes(player.countryCode ?? '')) return 'country';
  return null;
}

/** A bet's rules (spec 000 §3 freebet and comboboost fields); odds in thousandths. */
export type BetRules = {
  minOddsMillis: number | null;
  maxOddsMillis: number | null;
  selectionsFrom: number | null;
  selectionsTo: number | null;
  /** Which matches count: prematch, live or both. */
  matchStatus: 'prematch' | 'live' | 'both';
  /** Sport keys; empty: any. */
  sports: readonly string[];
  /** Providers; empty: any. */
  providers: readonly string[];
};

/** One selection as the rules see it. */
export type RuledSelection = { oddsMillis: number; live: boolean; sportKey: string; provider: string };

/** The refusals a bet can meet, keys of the error catalogue's `bonus.*` family (docs/decisions.md). */
export type BetRuleProblem = 'selection_count' | 'min_odds' | 'max_odds' | 'match_status' | 'sport' | 'provider';

/**
 * Why a bet may not use a bonus with these rules, or null: its selection count outside the range, a selection
 * under the minimum or over the maximum odds (each selection counts, spec 000 §3 "min odds"), a prematch or live
 * match the bonus excludes, or a sport or provider it does not cover.
 */
export function betProblem(rules: BetRules, selections: readonly RuledSelection[]): BetRuleProblem | null {
  const count = selections.length;
  if (
    (rules.selectionsFrom !== null && count < rules.selectionsFrom) ||
    (rules.selectionsTo !== null && count > rules.selectionsTo)
  ) {
    return 'selection_count';
  }
  for (const s of selections) {
    if (rules.minOddsMillis !== null && s.oddsMillis < rules.minOddsMillis) return 'min_odds';
    if (rules.maxOddsMillis !== null && s.oddsMillis > rules.maxOddsMillis) return 'max_odds';
    if ((rules.matchStatus === 'prematch' && s.live) || (rules.matchStatus === 'live' && !s.live))
      return 'match_status';
    if (rules.sports.length > 0 && !rules.sports.includes(s.sportKey)) return 'sport';
    if (rules.providers.length > 0 && !rules.providers.includes(s.provider)) return 'provider';
  }
  return null;
}

/** A combo boost range (spec 000 §3): from `min` to `max` selections (null: no upper end), bonus odds in thousandths. */
export type BoostRange = { min: number; max: number | null; oddsMillis: number };

/** The index of the range a selection count falls in (the spec's `activeRangeIndex`), or -1. */
export function activeRangeIndex(ranges: readonly BoostRange[], count: number): number {
  return ranges.findIndex((range) => count >= range.min && (range.max === null || count <= range.max));
}

/**
 * The boost of a selection count: the odds of its range, 1000 (no boost) outside every range. At settlement the
 * count is that of the selections still standing (a void leg leaves the count), so a combo that drops below the
 * first range loses its boost (docs/decisions.md).
 */
export function boostOddsFor(ranges: readonly BoostRange[], count: number): number {
  return ranges[activeRangeIndex(ranges, count)]?.oddsMillis ?? 1000;
}

/** The slip's hint: how many more selections reach the next range, and its odds; null when none is higher. */
export function nextBoost(ranges: readonly BoostRange[], count: number): { more: number; oddsMillis: number } | null {
  const current = boostOddsFor(ranges, count);
  const next = ranges
    .filter((range) => range.min > count && range.oddsMillis > current)
    .sort((a, b) => a.min - b.min)[0];
  return next ? { more: next.min - count, oddsMillis: next.oddsMillis } : null;
}
