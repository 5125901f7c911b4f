'use client';

import type { Hunting } from '@sportsbook/contract/rewards';
import { isFreebet } from '@sportsbook/domain/betslip/bonus';
import { betTotalStake } from '@sportsbook/domain/betslip/stakes';
import { MATCH_LIVE, type SlipBet } from '@sportsbook/domain/betslip/types';
import { toOddsMillis } from '@sportsbook/domain/odds';
import { type QualifyingBet, type QualifyingRules, qualifyingProblem } from '@sportsbook/domain/rewards/qualifying-bet';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import styles from './hunting-hint.module.css';
import { useJoinedHuntings } from './joined-huntings';

/** A hunting campaign's rules as the domain reads them (decimal odds → thousandths; the list's stake currency). */
export function huntingRules(hunting: Hunting): QualifyingRules {
  const { rules } = hunting;
  return {
    minOddsMillis: rules.minOdds === null ? null : toOddsMillis(rules.minOdds),
    maxOddsMillis: null,
    selectionsFrom: rules.selectionsFrom,
    selectionsTo: null,
    matchStatus: rules.matchStatus,
    sports: rules.sports,
    providers: [],
    currency: hunting.stakeCurrency || hunting.currency,
    minStake: rules.minStake,
  };
}

/**
 * A slip bet as the domain's qualifying check reads it. The slip does not hold a selection's sport, so a campaign
 * limited to sports never matches here (no hint rather than a wrong one).
 */
export function qualifyingBetOf(bet: SlipBet): QualifyingBet {
  return {
    currency: bet.currency,
    totalStake: betTotalStake(bet),
    freebet: isFreebet(bet.bonus),
    selections: bet.selections.map((s) => ({
      oddsMillis: toOddsMillis(s.acceptedOdds),
      live: s.matchStatus === MATCH_LIVE,
      sportKey: '',
      provider: s.provider,
    })),
  };
}

/** The first joined, unfinished hunting campaign the bet would count for, or null. */
export function countingHunting(huntings: readonly Hunting[], bet: SlipBet): Hunting | null {
  if (bet.betType === 'custom_bet' || bet.stake <= 0 || bet.selections.length === 0) return null;
  let candidate: QualifyingBet;
  try {
    candidate = qualifyingBetOf(bet);
  } catch {
    return null; // odds not priced yet
  }
  return (
    huntings.find(
      (h) =>
        h.joined && h.progressCount < h.possibleProgressCount && qualifyingProblem(huntingRules(h), candidate) === null,
    ) ?? null
  );
}

/**
 * The slip's line under a bet: "Counts for Hunt the free bets (3 of 5)" when the signed-in player joined a hunting
 * campaign this bet would count for (`qualifyingProblem` null). Loaded lazily by the slip, for players only.
 */
export default function HuntingHint({
  bet,
  playerId,
  m,
  locale,
}: {
  bet: SlipBet;
  playerId: number;
  m: FlatMessages;
  locale: string;
}) {
  const huntings = useJoinedHuntings(playerId, locale);
  const hunting = countingHunting(huntings, bet);
  if (!hunting) return null;
  return (
    <p className={styles.hint}>
      {tr(m, 'bet-slip.hunting-hint', {
        name: hunting.name,
        count: hunting.progressCount,
        total: hunting.possibleProgressCount,
      })}
    </p>
  );
}
