import type { Bet, BetSelection } from '@sportsbook/contract/bets';
import type { Provider } from '@sportsbook/contract/catalog';
import { isBettableMatchStatus, isMarketAllowed, outcomeKey } from '@sportsbook/domain/betslip/selection';
import { cashoutOffer, type OfferBet } from '@sportsbook/domain/cashout/offer';
import { currencyByCode } from '@sportsbook/domain/money';
import { usableOddsMillis } from '@sportsbook/domain/odds';
import { formatSystemId } from '@sportsbook/domain/system-lines';
import type { FeedMatch } from '../../feed/types';
import type { BetIds } from './bet-ids';
import type { BetRecord, LegRecord } from './bets-repository';
import type { MarketView } from './placement-validation';

/** Live state of one leg's outcome: its current price when it can be bet on now, and its flags. */
export type LegState = {
  currentMillis: number | null;
  isSuspended: boolean;
  isNotAvailable: boolean;
  active: boolean;
  matchStatus: number;
};

type LegKey = Pick<LegRecord, 'matchId' | 'marketId' | 'specifier' | 'outcomeId' | 'result' | 'provider'>;

/** What the catalog says about a leg now. A match no longer in the catalog reads as finished (4). */
export function legState(leg: LegKey, markets: MarketView): LegState {
  const match = markets.feedMatch(leg.matchId);
  if (!match) {
    return {
      currentMillis: null,
      isSuspended: leg.result === null,
      isNotAvailable: false,
      active: false,
      matchStatus: 4,
    };
  }
  const market = markets.marketsOf(leg.matchId)?.find((m) => m.id === leg.marketId && m.specifier === leg.specifier);
  const outcome = market?.outcomes.find((o) => o.outcomeId === leg.outcomeId);
  const active = outcome?.active ?? false;
  const price = outcome ? usableOddsMillis(outcome.odds) : null;
  const isNotAvailable = markets.providerStatuses()[leg.provider as Provider] === 'inactive';
  const open = !!market && isMarketAllowed(market.status) && active && price !== null;
  const bettable = open && isBettableMatchStatus(match.status) && !isNotAvailable;
  return {
    currentMillis: bettable ? price : null,
    isSuspended: leg.result === null && !open,
    isNotAvailable,
    active,
    matchStatus: match.status,
  };
}

/** The bet in the form `cashoutOffer` reads, with its legs' live prices. */
export function offerBet(
  bet: Pick<BetRecord, 'type' | 'stake' | 'systemWinCount'> & { legs: readonly (LegKey & { oddsMillis: number })[] },
  markets: MarketView,
): OfferBet {
  if (bet.type === 'custom_bet') throw new RangeError('a custom bet is valued by its model (customOffer)');
  return {
    type: bet.type,
    stake: bet.stake,
    systemSize: bet.systemWinCount,
    legs: bet.legs.map((leg) => ({
      oddsMillis: leg.oddsMillis,
      result: leg.result,
      currentMillis: leg.result === null ? legState(leg, markets).currentMillis : null,
    })),
  };
}

/** The current cash-out offer of a stored bet (null unless it is open and every open leg is priced). */
export function currentOffer(bet: BetRecord, markets: MarketView): number | null {
  // Bets placed with a bonus are not cashed out (docs/decisions.md "Bonuses").
  if (bet.status !== 'waiting_results' || bet.bonus) return null;
  if (bet.type === 'custom_bet') return customOffer(bet, markets);
  return cashoutOffer(offerBet(bet, markets));
}

/**
 * A custom bet's offer, from the same model that priced it: valued as a single at its price, laid off at what the
 * builder would charge for the same legs now (`cashoutOffer`'s accepted / current odds, margin and cap). None once a
 * leg has a result (the legs of one match settle together) or while the legs cannot be priced.
 */
export function customOffer(
  bet: { stake: number; oddsMillis: number | null; legs: readonly (LegKey & { matchId: number })[] },
  markets: MarketView,
): number | null {
  const [first] = bet.legs;
  if (bet.oddsMillis === null || !first || bet.legs.some((leg) => leg.result !== null)) return null;
  const now = markets.customOddsMillis?.({
    match_id: first.matchId,
    selections: bet.legs.map((leg) => ({
      match_id: leg.matchId,
      market_id: leg.marketId,
      specifier: leg.specifier,
      outcome_id: leg.outcomeId,
    })),
  });
  if (now == null) return null;
  return cashoutOffer({
    type: 'single',
    stake: bet.stake,
    systemSize: null,
    legs: [{ oddsMillis: bet.oddsMillis, result: null, currentMillis: now }],
  });
}

function selectionView(leg: LegRecord, markets: MarketView): BetSelection {
  const state = legState(leg, markets);
  const odds = leg.oddsMillis / 1000;
  return {
    id: outcomeKey(leg.matchId, leg.marketId, leg.specifier, leg.outcomeId),
    type: leg.selectionType === 'season' ? 'season' : 'match',
    matchId: leg.matchId,
    matchUrnId: leg.matchUrnId,
    matchName: leg.matchName,
    marketId: leg.marketId,
    specifier: leg.specifier,
    outcomeId: leg.outcomeId,
    outcomeName: leg.outcomeName,
    marketName: leg.marketName,
    odds,
    acceptedOdds: odds,
    initialOdds: leg.requestedOddsMillis / 1000,
    isSuspended: state.isSuspended,
    isChanged: false,
    isNotAvailable: state.isNotAvailable,
    active: state.active,
    provider: leg.provider as Provider,
    matchStatus: state.matchStatus,
    status: leg.result === null ? 'open' : 'settled',
    result: (leg.result as BetSelection['result']) ?? null,
    live: leg.result === null ? liveOf(markets.feedMatch(leg.matchId)) : null,
  };
}

/** A live match's total score and clock, for an open leg (null when the match is not live). */
function liveOf(match: FeedMatch | undefined): BetSelection['live'] {
  if (match?.status !== 1) return null;
  return { score: match.score?.totalScore ?? null, clock: match.clock ?? null };
}

/** Whether the bet was staked from the free-bet account (an only-win or all-win free bet). */
function isFreebetStake(bet: BetRecord): boolean {
  return bet.bonus?.type === 'freebet_only_win' || bet.bonus?.type === 'freebet_all_win';
}

/** What a bet's wire view reads: the live markets, and the public ids (`bet-ids.ts`). */
export type BetViewContext = { readonly markets: MarketView; readonly ids: BetIds };

/**
 * The wire Bet (spec 000 §3) of a stored bet, with its live cash-out offer and selection states. Its id and
 * reference are the public ones: they never reveal the database sequence.
 */
export function betView(bet: BetRecord, { markets, ids }: BetViewContext, warnings?: readonly string[]): Bet {
  const publicId = ids.publicId(bet.id);
  const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
  const system =
    bet.type === 'system' && bet.systemWinCount !== null && bet.systemTotalCount !== null
      ? {
          id: formatSystemId({ winCount: bet.systemWinCount, totalCount: bet.systemTotalCount }),
          winCount: bet.systemWinCount,
          totalCount: bet.systemTotalCount,
        }
      : null;
  const view: Bet = {
    id: String(publicId),
    betId: publicId,
    reference: ids.reference(bet.id),
    type: bet.type,
    status: bet.status as Bet['status'],
    result: bet.result as Bet['result'],
    stake: { value: bet.stake, currency: bet.currency, subunits },
    totalStake: bet.totalStake,
    odds: bet.oddsMillis === null ? null : bet.oddsMillis / 1000,
    potentialWin: bet.potentialWin,
    winAmount: bet.winAmount,
    // A free bet's stake was never the player's: its profit is what it returned.
    profit:
      bet.winAmount === null || bet.status === 'cashout_in_progress'
        ? null
        : bet.winAmount + bet.cashedOut - (isFreebetStake(bet) ? 0 : bet.totalStake + bet.soldStake),
    toCashoutAmount: currentOffer(bet, markets),
    cashedOut: bet.cashedOut,
    autoCashout: bet.autoCashout,
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    system,
    selections: bet.legs.map((leg) => selectionView(leg, markets)),
    bonus: bet.bonus && {
      id: bet.bonus.campaignId,
      type: bet.bonus.type,
      odds: bet.bonus.oddsMillis === null ? null : bet.bonus.oddsMillis / 1000,
    },
    bonusOdds: bet.bonus?.oddsMillis == null ? null : bet.bonus.oddsMillis / 1000,
    freebetStake: isFreebetStake(bet) ? bet.totalStake : null,
    usedInJackpot: (bet.jackpotIds?.length ?? 0) > 0,
    isVip: false,
    quick: bet.quick,
    stakeSource: 'stake',
  };
  return warnings && warnings.length > 0 ? { ...view, warnings: [...warnings] } : view;
}
