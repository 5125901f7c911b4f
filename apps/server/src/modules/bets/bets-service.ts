import type { Bet, BetListQuery, MaxStakeBody, PlaceBetsBody } from '@sportsbook/contract/bets';
import { ERROR_CODES } from '@sportsbook/contract/errors';
import { paginate } from '@sportsbook/contract/pagination';
import { limitInCurrency } from '@sportsbook/domain/betslip/bet-limits';
import { betListQuery } from '@sportsbook/domain/betslip/bet-list';
import { PLACEMENT_ERROR_CODES, PVE_FORBIDDEN_KEY } from '@sportsbook/domain/betslip/error-keys';
import { potentialWin } from '@sportsbook/domain/betslip/stakes';
import type { BetLimits, SlipBet } from '@sportsbook/domain/betslip/types';
import { currencyByCode, formatMinor } from '@sportsbook/domain/money';
import { stakeHeadroom } from '@sportsbook/domain/player-limits';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { isDeadlock, isUniqueViolation } from '../../shared/db-errors';
import { requestHash } from '../../shared/idempotency';
import type { BonusBets, BonusClaim, BonusRefusal } from '../bonuses/bonus-bets';
import type { LimitsService } from '../limits/limits-service';
import { type LimitConverter, limitConverter } from '../wallet/limit-rates';
import type { WalletService } from '../wallet/wallet-service';
import type { BetEvents } from './bet-events';
import type { BetIds } from './bet-ids';
import { betView } from './bet-view';
import {
  type BetRecord,
  betsOfRequest,
  findAccountBalance,
  findRequest,
  lockAccount,
  lockCurrencyAccounts,
  type PlacementInput,
  type PlacementResult,
  pageBets,
  REQUEST_KEY_CONSTRAINT,
  runPlacementBatch,
} from './bets-repository';
import type { BettingPreferences } from './betting-preferences';
import type { CashoutTracker } from './cashout-tracker';
import { type BatcherOptions, PlacementBatcher } from './placement-batcher';
import {
  type BetProblem,
  checkPlacement,
  type MarketView,
  type PlaceableBet,
  type PlacementContext,
  topProblem,
} from './placement-validation';

export type BetsServiceDeps = {
  database: Database;
  clock: Clock;
  markets: MarketView;
  /** Public bet ids and references. */
  ids: BetIds;
  limits: LimitsService;
  wallet: WalletService;
  events: BetEvents;
  tracker: CashoutTracker;
  preferences: BettingPreferences;
  /** Settings.betsLimits with the feature flag, read once at start (no settings reads per request). */
  betLimits: BetLimits;
  multiSingleByProvider: Readonly<Record<string, boolean>>;
  /** The bet limits in the bet's currency (default: `limitConverter()` at the reference rates). */
  convertLimit?: LimitConverter;
  /** Group commit of placements (default: `defaultBatching(database.kind)`). */
  batching?: BatcherOptions;
  /** Bets with a bonus: what they may spend, checked under the bonus's lock. */
  bonusBets: BonusBets;
  /**
   * The jackpots a placed bet took part in (issue 19), by the rule the placement statement applied, from the
   * jackpots' cached view: no database call on the hot path.
   */
  jackpotsOf?: (
    playerId: number,
    bet: { currency: string; totalStake: number; freebet: boolean },
  ) => Promise<readonly number[]>;
  /** Prices a custom (bet builder) bet now; absent when custom bets are off. */
  priceCustom?: PlacementContext['priceCustom'];
  /** TERMS_VERSION: the placement statement refuses players who have not accepted it (null: no check). */
  termsVersion: string | null;
};

/**
 * Placements per call and calls at a time: one call in flight, whatever queued meanwhile goes next (at most 64, the
 * bench's connection count; a call's row locks and its commit stay short). Measured on PostgreSQL (2 cores, 64
 * connections): one call in flight forms batches of ~31 and needs the least CPU per bet; 2, 4 or 8 in flight split
 * the same load into smaller batches (13–17) and place 15–20 % fewer bets per second. A PostgreSQL call waiting
 * 50 ms for a row lock stops holding the others up. PGlite runs one query at a time on one connection: there a
 * second call could only queue behind the first, so a slow call never lets another past it.
 */
export function defaultBatching(kind: Database['kind']): BatcherOptions {
  return { maxBatch: 64, maxInFlight: 1, stallMs: kind === 'pglite' ? Number.POSITIVE_INFINITY : 50 };
}

/** The refused placement: 422 with the top code, its key, and every bet's problems and localized message. */
function placementError(problems: readonly (readonly BetProblem[])[]): AppError {
  const top = topProblem(problems);
  const code = top?.code ?? 'invalid_bet';
  const messageKey =
    code === PLACEMENT_ERROR_CODES.invalidOdds
      ? 'error.place_bets.invalid_odds'
      : (top?.messageKey ?? 'error.place_bets.default');
  const bets = problems.map((list, index) => {
    const first = list.find((p) => p.code === code) ?? list[0];
    return {
      index,
      code: first?.code ?? null,
      messageKey:
        first?.code === PLACEMENT_ERROR_CODES.invalidOdds
          ? 'error.place_bets.invalid_odds'
          : (first?.messageKey ?? null),
      localized_message: first?.message ?? null,
      problems: list.map(({ message: _message, ...p }) => p),
    };
  });
  const message = top?.message ?? 'The bets cannot be placed.';
  return new AppError(422, code, message, { messageKey, bets }, message);
}

/** Placement, My Bets and max stake (spec 001 §7.3). Cash-out and settlement live beside it. */
export class BetsService {
  readonly #batcher: PlacementBatcher<PlacementInput, PlacementResult>;
  readonly #convertLimit: LimitConverter;

  constructor(private readonly deps: BetsServiceDeps) {
    this.#convertLimit = deps.convertLimit ?? limitConverter();
    this.#batcher = new PlacementBatcher(
      (inputs) => runPlacementBatch(deps.database, inputs),
      (input) => (input.requestKey === null ? null : `${input.playerId}\n${input.requestKey}`),
      deps.batching ?? defaultBatching(deps.database.kind),
    );
  }

  /** Group-commit figures since start: calls, placements, the largest batch, placements re-sent alone, stalls. */
  batchingStats() {
    return this.#batcher.stats();
  }

  #context(playerId: number): PlacementContext {
    return {
      markets: this.deps.markets,
      acceptMode: this.deps.preferences.oddsAcceptMode(playerId),
      limits: this.deps.betLimits,
      convertLimit: this.#convertLimit,
      multiSingleByProvider: this.deps.multiSingleByProvider,
      ...(this.deps.priceCustom ? { priceCustom: this.deps.priceCustom } : {}),
    };
  }

  /**
   * `POST /bets`: checks the payload against the live markets in memory, then places every bet with one database
   * statement (debit, bets, selections, ledger; see `PLACE_BATCH_SQL`). Players with responsible-gambling limits
   * take a transaction that locks their account and checks the limits first. With an idempotency key, a repeat
   * answers the first placement's bets; the same key with another body is refused (422).
   */
  async place(playerId: number, body: PlaceBetsBody, key: string | null): Promise<Bet[]> {
    const json = JSON.stringify(body);
    // No text column takes a NUL character; refuse it as bad input rather than fail in the database.
    if (json.includes('\\u0000')) {
      throw new AppError(400, 'validation_failed', 'body: NUL characters are not allowed', [
        { path: 'body', message: 'NUL characters are not allowed' },
      ]);
    }
    const check = checkPlacement(body, this.#context(playerId));
    const hash = key === null ? null : requestHash(json);
    if (!check.ok) {
      if (key !== null && hash !== null) {
        const replay = await this.#replay(playerId, key, hash);
        if (replay) return replay;
      }
      throw placementError(check.problems);
    }
    const now = new Date(this.deps.clock.now());
    const common = {
      playerId,
      currency: check.currency,
      now,
      requestKey: key,
      bodyHash: hash,
      deviceId: body.meta.device_id,
      quick: body.meta.quick,
      terms: this.deps.termsVersion,
    };
    let placed: { ids: number[]; balance: number; entryId: number };
    let bets = check.bets;
    let freebet = false;
    try {
      let result: PlacementResult;
      if (bets.some((bet) => bet.bonusRequest)) {
        // Fast path: the bonus's rules in memory, its row checked by the placement statement; anything it leaves
        // (limits, a refused or unknown bonus, a spent free bet) goes the slow path for the exact reason.
        const fast = await this.deps.bonusBets.precheck(bets);
        if (fast) {
          const withBonus = withClaim(bets, fast);
          result = await this.#batcher.place({
            ...common,
            total: check.total,
            checkLimits: true,
            bets: withBonus,
            bonus: fast.bonus,
          });
          ({ freebet } = fast);
          bets = withBonus;
        } else {
          result = { status: 'bonus' };
        }
        const slow =
          result.status === 'bonus' || result.status === 'limits' || (result.status === 'not_debited' && freebet);
        if (slow)
          ({ result, bets, freebet } = await this.#placeWithBonuses(playerId, check.bets, check.currency, common));
      } else {
        result = await this.#batcher.place({ ...common, total: check.total, checkLimits: true, bets });
        if (result.status === 'limits') result = await this.#placeWithLimits(playerId, bets, check.currency, common);
      }
      switch (result.status) {
        case 'placed':
          placed = result;
          break;
        case 'duplicate':
          if (key === null || hash === null) throw new Error('a placement without a key answered duplicate');
          return await this.#replayOrConflict(playerId, key, hash);
        case 'limits':
          throw new Error('a placement under limits answered limits');
        case 'bonus':
          throw bonusRefused(bets.length, [
            { index: 0, reason: 'bonus.not_available', message: 'This bonus cannot be used on the bet.' },
          ]);
        case 'no_player':
          throw new AppError(401, 'unauthorized', 'The player of this session no longer exists.');
        case 'pve':
          throw pveForbidden();
        case 'terms':
          throw termsNotAccepted(this.deps.termsVersion);
        case 'not_debited':
          throw await this.#notDebited(playerId, check.currency, check.bets);
      }
    } catch (error) {
      if (key !== null && hash !== null && isUniqueViolation(error, REQUEST_KEY_CONSTRAINT)) {
        return this.#replayOrConflict(playerId, key, hash);
      }
      throw error;
    }
    const { jackpotsOf } = this.deps;
    const jackpots = jackpotsOf
      ? await Promise.all(
          bets.map((bet) => jackpotsOf(playerId, { currency: bet.currency, totalStake: bet.totalStake, freebet })),
        )
      : null;
    return this.#afterPlacement(playerId, bets, placed, now, { ...common, freebet }, jackpots);
  }

  /** The first placement of a key that was already used (or 409 while that one is still being placed elsewhere). */
  async #replayOrConflict(playerId: number, key: string, hash: string): Promise<Bet[]> {
    const replay = await this.#replay(playerId, key, hash);
    if (replay) return replay;
    throw new AppError(409, 'conflict', 'A placement with this idempotency key is being processed.');
  }

  /**
   * Places for a player with responsible-gambling limits: under the account lock, checks them bet by bet (each bet
   * counting the stakes before it), then places all the bets with the same statement as everyone else.
   */
  async #placeWithLimits(
    playerId: number,
    bets: readonly PlaceableBet[],
    currency: string,
    common: Omit<PlacementInput, 'total' | 'checkLimits' | 'bets'>,
  ): Promise<PlacementResult> {
    const { database, limits } = this.deps;
    return database.db.transaction(async (tx) => {
      if (!(await lockAccount(tx, playerId, currency))) throw noAccount(currency);
      let pending = 0;
      for (const bet of bets) {
        await limits.assertCanBet(tx, playerId, { currency, stake: bet.totalStake, pending });
        pending += bet.totalStake;
      }
      const [result] = await runPlacementBatch(database, [{ ...common, total: pending, checkLimits: false, bets }], tx);
      if (!result) throw new Error('the placement statement answered no row');
      if (result.status === 'not_debited') throw await this.#notDebited(playerId, currency, bets, tx);
      return result;
    });
  }

  /**
   * Places bets that name a bonus, in one transaction: the player's accounts of the currency, then the bonus rows are
   * locked and checked (`BonusBets.claim`: a second placement of the same free bet waits here, then finds it spent),
   * a repeated idempotency key answers the
   * first placement, responsible-gambling limits are checked under the cash account's lock (a free bet's stake is not
   * the player's money and counts 0), then the bets go through the same statement as every placement (a free bet
   * debits the free-bet account) and the bonus uses are counted.
   */
  async #placeWithBonuses(
    playerId: number,
    checked: readonly PlaceableBet[],
    currency: string,
    common: Omit<PlacementInput, 'total' | 'checkLimits' | 'bets'>,
  ): Promise<{ result: PlacementResult; bets: readonly PlaceableBet[]; freebet: boolean }> {
    const { database, limits, bonusBets } = this.deps;
    const run = () =>
      database.db.transaction(async (tx) => {
        // The accounts, then the bonus row: the order the placement statement takes them in.
        if (!(await lockCurrencyAccounts(tx, playerId, currency))) throw noAccount(currency);
        const claim = await bonusBets.claim(tx, playerId, checked);
        if (common.requestKey !== null && (await findRequest(tx, playerId, common.requestKey))) {
          return { result: { status: 'duplicate' } as const, bets: checked, freebet: false };
        }
        if (Array.isArray(claim)) throw bonusRefused(checked.length, claim);
        const bets = withClaim(checked, claim);
        const { freebet } = claim;
        let pending = 0;
        for (const bet of bets) {
          const stake = freebet ? 0 : bet.totalStake;
          await limits.assertCanBet(tx, playerId, { currency, stake, pending });
          pending += stake;
        }
        const total = bets.reduce((sum, b) => sum + b.totalStake, 0);
        const [result] = await runPlacementBatch(
          database,
          [{ ...common, total, checkLimits: false, bets, bonus: claim.bonus }],
          tx,
        );
        if (!result) throw new Error('the placement statement answered no row');
        if (result.status === 'not_debited') {
          throw freebet
            ? bonusRefused(bets.length, [{ index: 0, reason: 'bonus.bonus_over', message: 'This free bet is spent.' }])
            : await this.#notDebited(playerId, currency, bets, tx);
        }
        return { result, bets, freebet };
      });
    try {
      return await run();
    } catch (error) {
      // A settlement taking the same rows the other way round: the database broke the cycle; this try is safe again.
      if (!isDeadlock(error)) throw error;
      return run();
    }
  }

  async #notDebited(playerId: number, currency: string, bets: readonly PlaceableBet[], tx?: Tx): Promise<AppError> {
    const balance = await findAccountBalance(tx ?? this.deps.database.db, playerId, currency);
    if (balance === null) return noAccount(currency);
    const required = bets.reduce((sum, b) => sum + b.totalStake, 0);
    const subunits = currencyByCode(currency)?.subunits ?? 2;
    const message = `The balance (${formatMinor(balance, subunits)} ${currency}) does not cover the stake (${formatMinor(required, subunits)} ${currency}).`;
    return new AppError(
      402,
      'insufficient_funds',
      message,
      { messageKey: 'error.place_bets.insufficient_funds', currency, balance, required },
      message,
    );
  }

  async #replay(playerId: number, key: string, hash: string): Promise<Bet[] | null> {
    const { db } = this.deps.database;
    const request = await findRequest(db, playerId, key);
    if (!request) return null;
    if (request.bodyHash !== hash) {
      throw new AppError(422, 'idempotency_key_reused', 'This idempotency key was used for another request.', {
        messageKey: 'error.place_bets.default',
      });
    }
    const bets = await betsOfRequest(db, playerId, key);
    return bets.map((bet) => betView(bet, this.deps));
  }

  #afterPlacement(
    playerId: number,
    bets: readonly PlaceableBet[],
    placed: { ids: number[]; balance: number; entryId: number },
    now: Date,
    common: { deviceId: string; quick: boolean; currency: string; freebet: boolean },
    jackpots: readonly (readonly number[])[] | null,
  ): Bet[] {
    const { events, tracker, wallet, markets } = this.deps;
    const views = bets.map((bet, i) => {
      const id = placed.ids[i];
      if (id === undefined) throw new Error('placement answered fewer bet ids than bets');
      const record: BetRecord = {
        id,
        playerId,
        accountId: 0,
        type: bet.type,
        systemWinCount: bet.system?.winCount ?? null,
        systemTotalCount: bet.system?.totalCount ?? null,
        currency: bet.currency,
        stake: bet.stake,
        totalStake: bet.totalStake,
        oddsMillis: bet.oddsMillis,
        potentialWin: bet.potentialWin,
        status: 'waiting_results',
        result: 'no_results',
        winAmount: null,
        deviceId: common.deviceId,
        quick: common.quick,
        bonus: bet.bonus ?? null,
        cashedOut: 0,
        soldStake: 0,
        cashoutParts: 0,
        autoCashout: null,
        jackpotIds: jackpots?.[i] ?? [],
        createdAt: now,
        settledAt: null,
        legs: bet.legs.map((leg, position) => ({ ...leg, position, result: null, settledAt: null })),
      };
      tracker.track(record);
      const view = betView(record, { markets, ids: this.deps.ids }, bet.warnings);
      events.betChanged(playerId, view);
      return view;
    });
    // A free bet debited the free-bet account: the cash balance players see did not move.
    if (!common.freebet) {
      wallet.publish([{ playerId, currency: common.currency, balance: placed.balance, entryId: placed.entryId }]);
    }
    return views;
  }

  /** `GET /bets`: the player's bets, newest first, by status list and/or the list filter and result filter. */
  async list(playerId: number, query: BetListQuery) {
    const { statuses, results } = betListQuery(query.filter, query.result);
    const wanted = query.status ? statuses.filter((s) => query.status?.includes(s)) : statuses;
    const { rows, total } = await pageBets(this.deps.database.db, {
      playerId,
      statuses: wanted.length > 0 ? wanted : ['__none__'],
      results,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map((bet) => betView(bet, this.deps)),
      pagination: paginate(total, query.page, query.limit),
    };
  }

  /**
   * `POST /bets/max-stake`: the largest unit stake the bet could be placed with now: the smallest of the balance,
   * the operator's max stake and (rejecting) payout limit, and the player's bet, wager and loss limits, each divided
   * by the bet's lines. The bet itself must be placeable (same problems as placement otherwise).
   */
  async maxStake(playerId: number, body: MaxStakeBody) {
    const currency = currencyByCode(body.stake.currency);
    if (!currency) throw noAccount(body.stake.currency);
    const probe: PlaceBetsBody = {
      meta: { device_id: 'max-stake', quick: false, type: 'single' },
      bets: [{ ...body, stake: { value: formatMinor(1, currency.subunits), currency: currency.code } }],
    };
    const check = checkPlacement(probe, {
      ...this.#context(playerId),
      limits: { ...this.deps.betLimits, enabled: false },
    });
    if (!check.ok) throw placementError(check.problems);
    const bet = check.bets[0];
    if (!bet) throw new Error('no bet to size');
    const lines = bet.totalStake;
    const { db } = this.deps.database;
    const balance = await findAccountBalance(db, playerId, currency.code);
    if (balance === null) throw noAccount(currency.code);
    const caps: { limitedBy: MaxStakeKind; unit: number }[] = [
      { limitedBy: 'balance', unit: Math.floor(balance / lines) },
    ];
    const limits = this.deps.betLimits;
    if (limits.enabled) {
      // The operator's limits in the bet's currency (converted at the reference rates when theirs differs).
      const inBetCurrency = (limit: { amount: number; currencyCode: string }) =>
        limitInCurrency(limit, currency, this.#convertLimit);
      const stakeLimit = currency.fiat ? limits.maxStakeLimit.fiat : limits.maxStakeLimit.crypto;
      const maxStake = stakeLimit.amount > 0 ? inBetCurrency(stakeLimit) : undefined;
      if (maxStake !== undefined) caps.push({ limitedBy: 'max_stake', unit: Math.floor(maxStake / lines) });
      const payout = limits.payoutLimit;
      const maxPayout = payout.amount > 0 && payout.action === 'reject' ? inBetCurrency(payout) : undefined;
      if (maxPayout !== undefined) caps.push({ limitedBy: 'max_payout', unit: largestUnitWithin(bet, maxPayout) });
    }
    caps.push(...(await this.#playerLimitCaps(playerId, currency.code, lines)));
    const best = caps.reduce((a, b) => (b.unit < a.unit ? b : a));
    const unit = Math.max(0, best.unit);
    return {
      maxStake: { value: unit, currency: currency.code, subunits: currency.subunits },
      value: formatMinor(unit, currency.subunits),
      limitedBy: best.limitedBy,
      lines,
    };
  }

  /** Caps from the player's responsible-gambling limits: each one's headroom (`stakeHeadroom`) over the lines. */
  async #playerLimitCaps(
    playerId: number,
    currency: string,
    lines: number,
  ): Promise<{ limitedBy: MaxStakeKind; unit: number }[]> {
    const { limits, clock } = this.deps;
    if (await limits.exclusion(playerId)) return [{ limitedBy: 'unavailable', unit: 0 }];
    if ((await limits.playTime(playerId)).reached) return [{ limitedBy: 'unavailable', unit: 0 }];
    const caps: { limitedBy: MaxStakeKind; unit: number }[] = [];
    const now = clock.now();
    for (const { row } of await limits.inForce(playerId, ['bet', 'wager', 'loss'])) {
      if (row.currency !== currency) continue;
      const type = row.type as 'bet' | 'wager' | 'loss';
      const usage = await limits.stakeUsage(playerId, currency, type, row.period, now);
      const headroom = stakeHeadroom(type, row.value ?? 0, usage);
      caps.push({ limitedBy: `${type}_limit`, unit: Math.floor(headroom / lines) });
    }
    return caps;
  }
}

type MaxStakeKind = 'balance' | 'max_stake' | 'max_payout' | 'bet_limit' | 'wager_limit' | 'loss_limit' | 'unavailable';

/** The largest unit stake whose potential win stays within `max` (binary search; potential win grows with stake). */
function largestUnitWithin(bet: PlaceableBet, max: number): number {
  const slip: SlipBet = {
    stake: 1,
    currency: bet.currency,
    subunits: bet.subunits,
    betType: bet.type,
    systemType: bet.system,
    customOdds: bet.type === 'custom_bet' && bet.oddsMillis !== null ? bet.oddsMillis / 1000 : null,
    selections: bet.legs.map((leg) => ({
      id: `${leg.matchId}:${leg.marketId}:${leg.specifier}:${leg.outcomeId}`,
      type: leg.selectionType,
      matchId: leg.matchId,
      marketId: leg.marketId,
      specifier: leg.specifier,
      outcomeId: leg.outcomeId,
      outcomeName: leg.outcomeName,
      marketName: leg.marketName,
      matchName: leg.matchName,
      odds: leg.oddsMillis / 1000,
      acceptedOdds: leg.oddsMillis / 1000,
      initialOdds: leg.oddsMillis / 1000,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
      active: true,
      provider: leg.provider,
      matchStatus: 0,
    })),
  };
  let lo = 0;
  let hi = Math.max(1, max);
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (potentialWin({ ...slip, stake: mid }) <= max) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The bets with what a bonus claim gives them: their bonus record and potential win. */
function withClaim(bets: readonly PlaceableBet[], claim: BonusClaim): PlaceableBet[] {
  return bets.map((bet, i) => {
    const claimed = claim.bets[i];
    return claimed ? { ...bet, bonus: claimed.bonus, potentialWin: claimed.potentialWin } : bet;
  });
}

/** A placement whose bonus the rules refuse: 422 `bonus_not_available`, each refused bet with its reason. */
function bonusRefused(count: number, refusals: readonly BonusRefusal[]): AppError {
  const first = refusals[0];
  const message = first?.message ?? 'This bonus cannot be used on the bet.';
  const bets = Array.from({ length: count }, (_, index) => {
    const refusal = refusals.find((r) => r.index === index);
    return {
      index,
      code: refusal ? 'bonus_not_available' : null,
      messageKey: refusal ? 'error.place_bets.bonus_not_available' : null,
      localized_message: refusal?.message ?? null,
      problems: refusal
        ? [{ code: 'bonus_not_available', messageKey: 'error.place_bets.bonus_not_available', reason: refusal.reason }]
        : [],
    };
  });
  return new AppError(
    422,
    'bonus_not_available',
    message,
    { messageKey: 'error.place_bets.bonus_not_available', reason: first?.reason ?? null, bets },
    message,
  );
}

/** 403 of a player who has not accepted the terms in force (the web asks them to, then the slip places again). */
export function termsNotAccepted(version: string | null): AppError {
  return new AppError(403, ERROR_CODES.termsNotAccepted, 'Accept the current terms and conditions to place bets.', {
    termsVersion: version,
  });
}

export function pveForbidden(): AppError {
  const message = 'Betting is not allowed for this account.';
  return new AppError(
    403,
    PLACEMENT_ERROR_CODES.pvePlayerBetForbidden,
    message,
    { messageKey: PVE_FORBIDDEN_KEY },
    message,
  );
}

function noAccount(currency: string): AppError {
  const message = `You have no ${currency} account to bet from.`;
  return new AppError(422, 'no_account', message, { messageKey: 'error.place_bets.no_account', currency }, message);
}
