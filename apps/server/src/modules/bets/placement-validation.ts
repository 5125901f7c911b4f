/**
 * Placement checks that need no database (spec 000 §4 "Placing a ticket", §5): the payload is read into the domain's
 * slip bets against the live markets and the player's odds-accept mode, then checked with the domain's own rules
 * (`validateSlip`, `checkBetLimits`), so the server and the slip agree. Balance, pve and responsible-gambling limits
 * are the database's part (see bets-repository.ts).
 */
import type { PlaceBetsBody, PlacementBetInput, PlacementSelectionInput } from '@sportsbook/contract/bets';
import type { Market } from '@sportsbook/contract/catalog';
import { checkBetLimits } from '@sportsbook/domain/betslip/bet-limits';
import {
  oddsMismatchKey,
  PLACEMENT_ERROR_CODES,
  POTENTIAL_WIN_EQUAL_OR_LESS_KEY,
  RISK_VALIDATION_KEYS,
} from '@sportsbook/domain/betslip/error-keys';
import { isOddsChangeFlagged } from '@sportsbook/domain/betslip/market-update';
import { parsePlacementStake } from '@sportsbook/domain/betslip/payload';
import { isMultiSingleAllowed } from '@sportsbook/domain/betslip/provider-rules';
import { isMarketAllowed, outcomeKey } from '@sportsbook/domain/betslip/selection';
import { betTotalStake, potentialWin, totalOddsMillis } from '@sportsbook/domain/betslip/stakes';
import type { BetLimits, OddsAcceptMode, Provider, Selection, SlipBet } from '@sportsbook/domain/betslip/types';
import { type SlipProblem, validateSlip } from '@sportsbook/domain/betslip/validation';
import { currencyByCode } from '@sportsbook/domain/money';
import { parseDecimalOdds, toOddsMillis, usableOddsMillis } from '@sportsbook/domain/odds';
import { parseSystemId, type SystemType } from '@sportsbook/domain/system-lines';
import type { BetBonusRecord } from '../../db/schema-bets';
import type { FeedMatch, ProviderStatuses } from '../../feed/types';
import type { LimitConverter } from '../wallet/limit-rates';

/** What placement reads of the live catalog (CatalogStore implements it). */
export interface MarketView {
  feedMatch(id: number): FeedMatch | undefined;
  marketsOf(matchId: number): readonly Market[] | undefined;
  providerStatuses(): ProviderStatuses;
  /**
   * The bet builder's price now of legs of one match together, thousandths; null when they cannot be priced now
   * (a market suspended, the match not bettable). Absent without the bet builder.
   */
  customOddsMillis?(legs: CustomLegs): number | null;
}

/** One leg ready to store: the odds it stands at (the house's current price) and what the client sent. */
export type PlacedLeg = {
  readonly matchId: number;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly oddsMillis: number;
  readonly requestedOddsMillis: number;
  readonly outcomeName: string;
  readonly marketName: string;
  readonly matchName: string;
  readonly matchUrnId: string;
  readonly provider: Provider;
  readonly selectionType: 'match' | 'season';
};

/** A bet that passed every in-memory check. Amounts in minor units. */
export type PlaceableBet = {
  readonly position: number;
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  readonly system: SystemType | null;
  readonly currency: string;
  readonly subunits: number;
  readonly stake: number;
  readonly totalStake: number;
  readonly oddsMillis: number | null;
  readonly potentialWin: number;
  readonly warnings: readonly string[];
  readonly legs: readonly PlacedLeg[];
  /** The bonus the payload names (its campaign id), checked at placement under its row lock. */
  readonly bonusRequest?: { readonly id: number; readonly type: string };
  /** The bonus as claimed for the bet (set by the placement), stored on it. */
  readonly bonus?: BetBonusRecord;
};

/** A problem of one bet, as the error body lists it. */
export type BetProblem = {
  readonly code: string | number;
  readonly messageKey: string;
  readonly message: string;
  readonly selection?: number;
  readonly outcomeId?: string;
  readonly requestedOdds?: number;
  readonly currentOdds?: number | null;
};

export type PlacementCheck =
  | { readonly ok: true; readonly bets: readonly PlaceableBet[]; readonly currency: string; readonly total: number }
  | { readonly ok: false; readonly problems: readonly (readonly BetProblem[])[] };

export type PlacementContext = {
  readonly markets: MarketView;
  readonly acceptMode: OddsAcceptMode;
  readonly limits: BetLimits;
  /** The settings' stake and payout limits in the bet's currency (limit-rates.ts); without it they apply only in theirs. */
  readonly convertLimit?: LimitConverter;
  readonly multiSingleByProvider: Readonly<Record<string, boolean>>;
  /**
   * Prices a custom (bet builder) bet's legs now, from the match's joint model: the odds, or why they cannot be
   * combined. Absent: custom bets are not offered.
   */
  readonly priceCustom?: (legs: CustomLegs) => { odds: number } | { code: string; message: string };
};

/** A custom bet's legs as the bet builder prices them. */
export type CustomLegs = {
  match_id: number;
  selections: { match_id: number; market_id: number; specifier: string; outcome_id: string }[];
};

/** Codes in the order the top-level error picks them (the first present wins); per-bet lists keep every one. */
export const PROBLEM_PRIORITY: readonly (string | number)[] = [
  'invalid_stake',
  'mixed_currencies',
  'invalid_bet_shape',
  PLACEMENT_ERROR_CODES.invalidOddsCustomBet,
  'bonus_not_available',
  'quick_bet_not_single',
  'multi_single_not_allowed',
  'same_match_in_combo',
  'provider_combination_not_allowed',
  'selection_not_found',
  'match_not_bettable',
  'selection_not_available',
  'selection_suspended',
  PLACEMENT_ERROR_CODES.invalidOdds,
  'max_selections',
  'max_odds',
  'max_stake',
  'max_payout',
  'potential_win_equal_or_less',
];

const BET_LIMIT_CODES = {
  max_selections: 'max_selections',
  max_odds: 'max_odds',
  max_stake: 'max_stake',
  max_payout: 'max_payout',
};

function problem(code: string | number, message: string, extra: Partial<BetProblem> = {}): BetProblem {
  const messageKey =
    code === PLACEMENT_ERROR_CODES.invalidOdds
      ? 'error.place_bets.invalid_odds'
      : code === PLACEMENT_ERROR_CODES.invalidOddsCustomBet
        ? 'error.place_bets.invalid_odds_custom_bet'
        : code === 'potential_win_equal_or_less'
          ? POTENTIAL_WIN_EQUAL_OR_LESS_KEY
          : `error.place_bets.${code}`;
  return { code, messageKey, message, ...extra };
}

type ReadSelection = {
  selection: Selection;
  leg: PlacedLeg | null;
  requestedMillis: number;
  currentMillis: number | null;
};

function findMarket(markets: readonly Market[] | undefined, id: number, specifier: string): Market | undefined {
  if (!markets) return undefined;
  for (const m of markets) if (m.id === id && m.specifier === specifier) return m;
  return undefined;
}

/** A payload selection read against the catalog: null when the match or market is unknown (a problem). */
function readSelection(input: PlacementSelectionInput, ctx: PlacementContext): ReadSelection | null {
  const match = ctx.markets.feedMatch(input.match_id);
  const market = findMarket(ctx.markets.marketsOf(input.match_id), input.market_id, input.specifier);
  const requested = parseDecimalOdds(input.odds);
  if (!match || !market || requested === null) return null;
  const requestedMillis = toOddsMillis(requested);
  const outcome = market.outcomes.find((o) => o.outcomeId === input.outcome_id);
  const currentMillis = outcome ? usableOddsMillis(outcome.odds) : null;
  const active = outcome?.active ?? false;
  const isSuspended = !isMarketAllowed(market.status) || !active || currentMillis === null;
  const isChanged = currentMillis !== null && isOddsChangeFlagged(ctx.acceptMode, requestedMillis, currentMillis);
  const provider = market.provider;
  const selection: Selection = {
    id: outcomeKey(input.match_id, input.market_id, input.specifier, input.outcome_id),
    type: match.type === 'outright' ? 'season' : 'match',
    matchId: match.id,
    matchUrnId: match.urnId,
    marketId: market.id,
    specifier: market.specifier,
    outcomeId: input.outcome_id,
    outcomeName: outcome?.name ?? input.outcome_id,
    marketName: market.name,
    matchName: match.name,
    odds: currentMillis === null ? requested : currentMillis / 1000,
    acceptedOdds: requested,
    initialOdds: requested,
    isSuspended,
    isChanged,
    isNotAvailable: ctx.markets.providerStatuses()[provider] === 'inactive',
    active,
    provider,
    matchStatus: match.status,
  };
  const leg: PlacedLeg | null =
    currentMillis === null
      ? null
      : {
          matchId: match.id,
          marketId: market.id,
          specifier: market.specifier,
          outcomeId: input.outcome_id,
          oddsMillis: currentMillis,
          requestedOddsMillis: requestedMillis,
          outcomeName: selection.outcomeName,
          marketName: market.name,
          matchName: match.name,
          matchUrnId: match.urnId,
          provider,
          selectionType: selection.type === 'season' ? 'season' : 'match',
        };
  return { selection, leg, requestedMillis, currentMillis };
}

function stakeMessage(reason: string): string {
  switch (reason) {
    case 'too_many_decimals':
      return 'The stake has more decimals than the currency allows.';
    case 'not_positive':
      return 'The stake must be above 0.';
    case 'too_large':
      return 'The stake is too large.';
    case 'unknown_currency':
      return 'The stake currency is not offered.';
    default:
      return 'The stake must be a decimal number such as "10.50".';
  }
}

function slipProblemToBet(p: SlipProblem, reads: readonly ReadSelection[], ctx: PlacementContext): BetProblem | null {
  const at = (outcomeId: string) => reads.findIndex((r) => r.selection.id === outcomeId);
  switch (p.code) {
    case 'invalid_bet_shape':
      return problem('invalid_bet_shape', `A ${p.betType} bet cannot have ${p.selections} selection(s).`);
    case 'same_match_in_combo':
      return problem('same_match_in_combo', `Match ${p.matchId} appears twice in one combo or system bet.`);
    case 'provider_combination_not_allowed':
      return problem(
        'provider_combination_not_allowed',
        p.rule === 'oddin_system'
          ? 'System bets are not offered on these events.'
          : 'Events of different providers cannot be combined.',
      );
    case 'selection_suspended':
      return problem('selection_suspended', 'A selection is suspended.', {
        selection: at(p.outcomeId),
        outcomeId: p.outcomeId,
      });
    case 'selection_not_available':
      return problem('selection_not_available', 'A selection is not available right now.', {
        selection: at(p.outcomeId),
        outcomeId: p.outcomeId,
      });
    case 'match_not_bettable':
      return problem('match_not_bettable', 'A match no longer takes bets.', {
        selection: at(p.outcomeId),
        outcomeId: p.outcomeId,
      });
    case 'odds_changed': {
      const index = at(p.outcomeId);
      const read = reads[index];
      const maxOddsMillis =
        ctx.limits.enabled && ctx.limits.oddsLimit.value >= 1 ? toOddsMillis(ctx.limits.oddsLimit.value) : undefined;
      const riskKey = read
        ? oddsMismatchKey(read.requestedMillis, read.currentMillis, maxOddsMillis)
        : 'error.place_bets.invalid_odds';
      return {
        ...problem(PLACEMENT_ERROR_CODES.invalidOdds, `The odds changed from ${p.from} to ${p.to}.`, {
          selection: index,
          outcomeId: p.outcomeId,
          requestedOdds: p.from,
          currentOdds: p.to,
        }),
        messageKey: riskKey,
      };
    }
    default:
      // no_bets, stake_not_positive, stake_out_of_bounds, custom_odds_missing, total_stake_mismatch are read earlier.
      return null;
  }
}

function checkBet(
  input: PlacementBetInput,
  position: number,
  ctx: PlacementContext,
): { problems: BetProblem[]; bet: PlaceableBet | null } {
  const problems: BetProblem[] = [];
  const stake = parsePlacementStake(input.stake);
  const currency = currencyByCode(input.stake.currency);
  if (!stake.ok || !currency) {
    const reason = stake.ok ? 'unknown_currency' : stake.reason;
    problems.push(problem('invalid_stake', stakeMessage(reason), {}));
  }
  if (input.custom_odds !== undefined) return checkCustomBet(input, position, ctx, problems);
  // The bonus itself is checked under its row lock at placement (bonuses/bonus-bets.ts); here only its id's shape.
  const bonusId = input.bonus === undefined ? undefined : Number(input.bonus.id);
  if (bonusId !== undefined && !(Number.isSafeInteger(bonusId) && bonusId > 0)) {
    problems.push(problem('bonus_not_available', 'You do not have this bonus.'));
  }
  let system: SystemType | null = null;
  if (input.system_id !== undefined) {
    system = parseSystemId(input.system_id);
    if (!system || system.totalCount !== input.selections.length) {
      problems.push(
        problem('invalid_bet_shape', `System ${input.system_id} does not fit ${input.selections.length} selections.`),
      );
      return { problems, bet: null };
    }
  }
  const reads: ReadSelection[] = [];
  input.selections.forEach((s, index) => {
    const read = readSelection(s, ctx);
    const outcomeId = outcomeKey(s.match_id, s.market_id, s.specifier, s.outcome_id);
    if (read) reads.push(read);
    else if (parseDecimalOdds(s.odds) === null) {
      problems.push({
        ...problem(PLACEMENT_ERROR_CODES.invalidOdds, 'The odds must be a decimal above 1.', {
          selection: index,
          outcomeId,
        }),
        messageKey: RISK_VALIDATION_KEYS.different,
      });
    } else {
      problems.push(
        problem('selection_not_found', 'A selection is not offered (unknown match, market or outcome).', {
          selection: index,
          outcomeId,
        }),
      );
    }
  });
  if (reads.length < input.selections.length) return { problems, bet: null };
  const type = system ? 'system' : reads.length === 1 ? 'single' : 'combo';
  const slipBet: SlipBet = {
    stake: stake.ok ? stake.minor : 0,
    currency: currency?.code ?? input.stake.currency,
    subunits: currency?.subunits ?? 2,
    betType: type,
    systemType: system,
    customOdds: null,
    selections: reads.map((r) => r.selection),
  };
  for (const p of validateSlip({ bets: [slipBet] })) {
    const mapped = slipProblemToBet(p, reads, ctx);
    if (mapped) problems.push(mapped);
  }
  if (problems.length > 0 || !stake.ok || !currency) return { problems, bet: null };
  // Placed at the house's current prices (equal to, or accepted over, what the client sent).
  const placed: SlipBet = {
    ...slipBet,
    selections: reads.map((r) => ({ ...r.selection, acceptedOdds: r.selection.odds })),
  };
  const limits = checkBetLimits(placed, ctx.limits, ctx.convertLimit ? { convert: ctx.convertLimit } : {});
  if (limits.rejected) {
    problems.push({
      code: BET_LIMIT_CODES[limits.rejected.kind],
      messageKey: limits.rejected.messageKey,
      message: `The bet exceeds the ${limits.rejected.kind.replace('max_', '')} limit.`,
    });
    return { problems, bet: null };
  }
  const legs = reads.map((r) => r.leg).filter((leg): leg is PlacedLeg => leg !== null);
  return {
    problems,
    bet: {
      position,
      type,
      system,
      currency: currency.code,
      subunits: currency.subunits,
      stake: stake.minor,
      totalStake: betTotalStake(placed),
      oddsMillis: totalOddsMillis(placed),
      potentialWin: potentialWin(placed),
      warnings: limits.warnings.map((w) => w.messageKey),
      legs,
      ...(input.bonus && bonusId ? { bonusRequest: { id: bonusId, type: input.bonus.type } } : {}),
    },
  };
}

/**
 * A custom (bet builder) bet: two or more legs of one match, priced together by the server now (`priceCustom`); the
 * price the client quoted (`custom_odds`) must stand under the player's odds-accept mode, else 120
 * (`invalid_odds_custom_bet`) with the current price. Placed at the house's current price. No bonus, no system.
 */
function checkCustomBet(
  input: PlacementBetInput,
  position: number,
  ctx: PlacementContext,
  problems: BetProblem[],
): { problems: BetProblem[]; bet: PlaceableBet | null } {
  const custom = (message: string, extra: Partial<BetProblem> = {}) =>
    problem(PLACEMENT_ERROR_CODES.invalidOddsCustomBet, message, extra);
  const stake = parsePlacementStake(input.stake);
  const currency = currencyByCode(input.stake.currency);
  const requested = input.custom_odds === undefined ? null : parseDecimalOdds(input.custom_odds);
  const [first] = input.selections;
  if (!ctx.priceCustom) problems.push(custom('Custom bets are not offered.'));
  else if (requested === null) problems.push(custom('The custom odds must be a decimal above 1.'));
  else if (input.selections.length < 2 || !first || input.selections.some((s) => s.match_id !== first.match_id)) {
    problems.push(problem('invalid_bet_shape', 'A custom bet is two or more selections of one match.'));
  }
  if (input.bonus !== undefined)
    problems.push(problem('bonus_not_available', 'A bonus is used on a single or a combo.'));
  if (input.system_id !== undefined) problems.push(problem('invalid_bet_shape', 'A custom bet is not a system bet.'));
  const reads = input.selections.map((s) => readSelection(s, ctx));
  reads.forEach((read, index) => {
    if (!read) {
      problems.push(
        problem('selection_not_found', 'A selection is not offered (unknown match, market or outcome).', {
          selection: index,
          outcomeId: outcomeKey(
            input.selections[index]?.match_id ?? 0,
            input.selections[index]?.market_id ?? 0,
            input.selections[index]?.specifier ?? '',
            input.selections[index]?.outcome_id ?? '',
          ),
        }),
      );
    }
  });
  if (problems.length > 0 || !stake.ok || !currency || !ctx.priceCustom || requested === null || !first) {
    return { problems, bet: null };
  }
  const priced = ctx.priceCustom({
    match_id: first.match_id,
    selections: input.selections.map((s) => ({
      match_id: s.match_id,
      market_id: s.market_id,
      specifier: s.specifier,
      outcome_id: s.outcome_id,
    })),
  });
  if ('code' in priced) return { problems: [...problems, custom(priced.message)], bet: null };
  const requestedMillis = toOddsMillis(requested);
  const currentMillis = toOddsMillis(priced.odds);
  if (isOddsChangeFlagged(ctx.acceptMode, requestedMillis, currentMillis)) {
    problems.push(
      custom(`The price of this custom bet changed to ${priced.odds}.`, {
        requestedOdds: requested,
        currentOdds: priced.odds,
      }),
    );
    return { problems, bet: null };
  }
  const placedReads = reads.filter((r): r is ReadSelection => r !== null);
  const legs = placedReads.map((r) => r.leg).filter((leg): leg is PlacedLeg => leg !== null);
  if (legs.length !== input.selections.length) {
    return { problems: [...problems, custom('A selection is not open for betting now.')], bet: null };
  }
  const slipBet: SlipBet = {
    stake: stake.minor,
    currency: currency.code,
    subunits: currency.subunits,
    betType: 'custom_bet',
    systemType: null,
    customOdds: priced.odds,
    selections: placedReads.map((r) => ({ ...r.selection, acceptedOdds: r.selection.odds })),
  };
  const limits = checkBetLimits(slipBet, ctx.limits, ctx.convertLimit ? { convert: ctx.convertLimit } : {});
  if (limits.rejected) {
    problems.push({
      code: BET_LIMIT_CODES[limits.rejected.kind],
      messageKey: limits.rejected.messageKey,
      message: `The bet exceeds the ${limits.rejected.kind.replace('max_', '')} limit.`,
    });
    return { problems, bet: null };
  }
  return {
    problems,
    bet: {
      position,
      type: 'custom_bet',
      system: null,
      currency: currency.code,
      subunits: currency.subunits,
      stake: stake.minor,
      totalStake: stake.minor,
      oddsMillis: currentMillis,
      potentialWin: potentialWin(slipBet),
      warnings: limits.warnings.map((w) => w.messageKey),
      legs,
    },
  };
}

/**
 * Reads and checks every bet of a payload; answers the bets to store, or every problem of every bet (spec 000 §5:
 * all problems at once). Also: one currency per request, quick bets are one single whose potential win is above
 * its stake, several singles only where multi-single is allowed for their provider.
 */
export function checkPlacement(body: PlaceBetsBody, ctx: PlacementContext): PlacementCheck {
  const checked = body.bets.map((bet, i) => checkBet(bet, i, ctx));
  const problems = checked.map((c) => [...c.problems]);
  const currencies = new Set(body.bets.map((b) => b.stake.currency.toUpperCase()));
  if (currencies.size > 1) {
    for (const list of problems)
      list.push(problem('mixed_currencies', 'All bets of one request must use one currency.'));
  }
  if (body.meta.quick) {
    const only = checked[0]?.bet;
    if (body.bets.length !== 1 || (only && only.type !== 'single')) {
      for (const list of problems) list.push(problem('quick_bet_not_single', 'A quick bet is one single bet.'));
    } else if (only && only.potentialWin <= only.stake) {
      problems[0]?.push(problem('potential_win_equal_or_less', 'The potential win is not above the stake.'));
    }
  }
  const singles = checked.filter((c) => c.bet?.type === 'single');
  if (singles.length > 1) {
    checked.forEach((c, i) => {
      const provider = c.bet?.type === 'single' ? c.bet.legs[0]?.provider : undefined;
      if (provider && !isMultiSingleAllowed(ctx.multiSingleByProvider, provider)) {
        problems[i]?.push(problem('multi_single_not_allowed', 'Several single bets are not offered on these events.'));
      }
    });
  }
  if (problems.some((list) => list.length > 0)) return { ok: false, problems };
  const bets = checked.map((c) => c.bet).filter((b): b is PlaceableBet => b !== null);
  const total = bets.reduce((sum, b) => sum + b.totalStake, 0);
  if (!Number.isSafeInteger(total))
    return { ok: false, problems: bets.map(() => [problem('invalid_stake', 'The stake is too large.')]) };
  return { ok: true, bets, currency: bets[0]?.currency ?? 'EUR', total };
}

/** The top-level code of a refused placement: the first of `PROBLEM_PRIORITY` present. */
export function topProblem(problems: readonly (readonly BetProblem[])[]): BetProblem | undefined {
  const all = problems.flat();
  for (const code of PROBLEM_PRIORITY) {
    const found = all.find((p) => p.code === code);
    if (found) return found;
  }
  return all[0];
}
