/**
 * The bet slip's data (spec 000 §3 Selection, Bet slip bet, Settings.betsLimits). Plain structural types, so the web
 * store can persist them as JSON and the server can build them from its own rows; no dependency on the contract.
 */
import type { SystemType } from '../system-lines';

/** Global outcome key `${matchId}:${marketId}:${specifier}:${outcomeId}` (the catalog's `Outcome.id`). */
export type OutcomeKey = string;

/** Data providers (spec 000 §4). */
export type Provider = 'betradar' | 'oddin' | 'betconstruct';

/** Match status (spec 000 §4): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export type MatchStatus = 0 | 1 | 2 | 3 | 4 | 5;
export const MATCH_PREMATCH = 0;
export const MATCH_LIVE = 1;

/** Selection type (spec 000 §4). */
export type SelectionType = 'match' | 'stage' | 'season' | 'simple_tournament';

/** Odds-change acceptance (spec 000 §4): every change must be accepted, raises are accepted, everything is accepted. */
export type OddsAcceptMode = 'none' | 'higher' | 'any';

/** One outcome in the slip. Odds are decimal numbers as the catalog sends them; arithmetic converts to thousandths. */
export type Selection = {
  /** The outcome key; the identity of the selection in the slip. */
  readonly id: OutcomeKey;
  readonly type: SelectionType;
  readonly matchId: number;
  readonly matchUrnId?: string;
  readonly marketId: number;
  /** `total=2.5`, or "" when the market has none. */
  readonly specifier: string;
  /** Provider outcome id within the market ("1", "X", "12"…): the `outcome_id` of the payload. */
  readonly outcomeId: string;
  readonly outcomeName: string;
  readonly marketName: string;
  readonly matchName: string;
  /** The market's current odds. */
  readonly odds: number;
  /** The odds the player agreed to; sent on placement. Differs from `odds` exactly while `isChanged`. */
  readonly acceptedOdds: number;
  /** The odds when the selection was added. */
  readonly initialOdds: number;
  /** Market not allowed, or outcome missing or inactive. */
  readonly isSuspended: boolean;
  /** The odds moved in a way the accept mode does not accept: the player must accept them. */
  readonly isChanged: boolean;
  /** The selection's provider is unavailable. */
  readonly isNotAvailable: boolean;
  /** The outcome's own active flag. */
  readonly active: boolean;
  readonly provider: Provider;
  readonly matchStatus: MatchStatus;
};

/** Bet types of the slip; double, treble and accumulator are combos. */
export type SlipBetType = 'single' | 'combo' | 'system' | 'custom_bet';

/** How the stake came to be: typed, derived from a potential win the player typed (rescaled when odds move), shared. */
export type StakeSource = { readonly kind: 'stake' } | { readonly kind: 'potential_win'; readonly win: number };

/** A bonus attached to a bet; `amount` (minor units) is the stake of a free bet. */
export type SlipBonus = {
  readonly id: string;
  readonly type: string;
  readonly odds?: number;
  readonly amount?: number;
};

/** A bet of the slip. `stake` is the unit stake in minor units (a system stakes it on each line). */
export type SlipBet = {
  readonly stake: number;
  readonly currency: string;
  readonly subunits: number;
  readonly betType: SlipBetType;
  /** Set exactly for system bets. */
  readonly systemType: SystemType | null;
  /** Decimal odds of a custom bet (bet builder), null until priced; unused by other types. */
  readonly customOdds: number | null;
  readonly selections: readonly Selection[];
  readonly stakeSource?: StakeSource;
  readonly bonus?: SlipBonus | null;
};

/** The slip: its bets and the system types offered for its selections. */
export type Slip = { readonly bets: readonly SlipBet[]; readonly systemTypes: readonly SystemType[] };

/** A limit amount in major units of its currency, as settings carry it. */
export type LimitAmount = { readonly amount: number; readonly currencyCode: string };

/** What a limit does when exceeded: refuse the bet, or accept it with a warning. */
export type LimitAction = 'reject' | 'accept';

/** Settings.betsLimits plus the feature flag; a limit of 0 or less is treated as unset. */
export type BetLimits = {
  readonly enabled: boolean;
  readonly maxStakeLimit: { readonly fiat: LimitAmount; readonly crypto: LimitAmount };
  readonly payoutLimit: LimitAmount & { readonly action: LimitAction };
  readonly selectionLimit: number;
  readonly oddsLimit: { readonly value: number; readonly action: LimitAction };
};
