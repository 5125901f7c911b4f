/**
 * Bets placed with a bonus (issue 17): what a placement may spend, and what settlement owes. The rules are the
 * domain's (`bonusState`, `betProblem`, `boostOddsFor`, `betReturn`, `noRiskRefund`); this module applies them to the
 * rows, inside the caller's placement or settlement transaction, and moves free-bet money through the wallet's one
 * ledger writer (docs/decisions.md "Bonuses").
 */

import type { BetBonusesBody } from '@sportsbook/contract/bonuses';
import { type BetBonus, type BetLeg, betReturn, isVoidedFreebet, noRiskRefund } from '@sportsbook/domain/bet-return';
import { parsePlacementStake } from '@sportsbook/domain/betslip/payload';
import { potentialWin } from '@sportsbook/domain/betslip/stakes';
import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { type BetRuleProblem, betProblem, boostOddsFor, isUsable, nextBoost } from '@sportsbook/domain/bonus-rules';
import { currencyByCode } from '@sportsbook/domain/money';
import { fromOddsMillis, parseDecimalOdds, toOddsMillis } from '@sportsbook/domain/odds';
import type { Db, Tx } from '../../db/client';
import type { BetBonusRecord } from '../../db/schema-bets';
import type { Clock } from '../../shared/clock';
import type { BalanceChange, WalletService } from '../wallet/wallet-service';
import {
  addUses,
  allCampaigns,
  type CampaignRow,
  convertToFreebet,
  lapsedFreebets,
  lockPlayerBonuses,
  markLapsed,
  type PlayerBonusRow,
  playerBonusesWithCampaigns,
  playerFacts,
} from './bonuses-repository';
import { effectiveType, issuedState } from './issued-state';
import { textIn } from './localized-text';

const DAY_MS = 86_400_000;
/** Whether a bonus of this type is staked from the free-bet account (only-win and all-win free bets). */
function isFreebetStake(type: string): boolean {
  return type === 'freebet_only_win' || type === 'freebet_all_win';
}

/** A bet as the bonus rules read it (the bets module's placeable bet fits it). */
export type BonusCandidate = {
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  readonly currency: string;
  readonly subunits: number;
  readonly stake: number;
  readonly totalStake: number;
  readonly legs: readonly { readonly matchId: number; readonly oddsMillis: number; readonly provider: string }[];
  /** What the payload asked for: `bonus { id, type }` (id: the campaign's). */
  readonly bonusRequest?: { readonly id: number; readonly type: string } | undefined;
};

/** Why a bet cannot have its bonus: the rule it breaks (`bonus.*` keys) and a message for the player. */
export type BonusRefusal = { readonly index: number; readonly reason: string; readonly message: string };

/**
 * What a placement with a bonus carries: per bet its bonus record and potential win (null for a bet without one),
 * and the bonus for the placement statement (`bets_place_batch` checks it under its row lock and counts its uses).
 */
export type BonusClaim = {
  readonly bets: readonly ({ bonus: BetBonusRecord; potentialWin: number } | null)[];
  readonly bonus: { campaignId: number; type: string; uses: number };
  /** A free bet: staked from the free-bet account, the cash balance untouched. */
  readonly freebet: boolean;
};

/** Campaigns are read again after this long (the fast path's view of them; the statement checks what matters). */
const CAMPAIGNS_TTL_MS = 5_000;

/** What the live catalog tells the rules about a match. */
export type MatchFacts = (matchId: number) => { live: boolean; sportKey: string; provider: string } | undefined;

/** A match's facts from the live catalog: live while in play or interrupted (status 1 or 2), and its sport's key. */
export function matchFactsOf(catalog: {
  feedMatch(id: number): { status: number; sportId: number; provider: string } | undefined;
  sports(): readonly { id: number; key: string }[];
}): MatchFacts {
  let keys: Map<number, string> | null = null;
  return (matchId) => {
    const match = catalog.feedMatch(matchId);
    if (!match) return undefined;
    keys ??= new Map(catalog.sports().map((sport) => [sport.id, sport.key]));
    return {
      live: match.status === 1 || match.status === 2,
      sportKey: keys.get(match.sportId) ?? '',
      provider: match.provider,
    };
  };
}

const RULE_MESSAGES: Record<BetRuleProblem, string> = {
  selection_count: 'The bet does not have the number of selections this bonus needs.',
  min_odds: 'A selection is below the minimum odds of this bonus.',
  max_odds: 'A selection is above the maximum odds of this bonus.',
  match_status: 'This bonus is not for this kind of match (prematch or live).',
  sport: 'This bonus does not cover a sport of the bet.',
  provider: 'This bonus does not cover a selection of the bet.',
};

export class BonusBets {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      wallet: WalletService;
      matchFacts: MatchFacts;
    },
  ) {}

  /**
   * Checks the bonuses a placement asks for under the bonus rows' locks (held until the caller's transaction ends),
   * each bet by `#check`, with the reasons of every refusal: the slow path, for a placement the fast one could not
   * take (`precheck`) or the statement refused. One bonus per placement; a free bet is placed alone.
   */
  async claim(tx: Tx, playerId: number, bets: readonly BonusCandidate[]): Promise<BonusClaim | BonusRefusal[]> {
    const now = this.deps.clock.now();
    const requested = [...new Set(bets.flatMap((b) => (b.bonusRequest ? [b.bonusRequest.id] : [])))];
    const rows = new Map((await lockPlayerBonuses(tx, playerId, requested)).map((r) => [r.campaign.id, r]));
    const facts = await playerFacts(tx, playerId);
    const refusals: BonusRefusal[] = [];
    const claimed: ({ bonus: BetBonusRecord; potentialWin: number } | null)[] = [];
    let uses = 0;
    for (const [index, bet] of bets.entries()) {
      const request = bet.bonusRequest;
      const row = request && rows.get(request.id);
      if (!request) {
        claimed.push(null);
        continue;
      }
      const checked =
        requested.length > 1
          ? { reason: 'bonus.one_per_placement', message: 'One bonus per placement: place these bets apart.' }
          : row && facts
            ? this.#check(row, facts, bet, now, uses, request.type)
            : { reason: 'bonus.not_found', message: 'You do not have this bonus.' };
      if ('record' in checked && isFreebetStake(checked.record.type) && bets.length > 1) {
        refusals.push({ index, reason: 'bonus.freebet_alone', message: 'A free bet is placed on its own.' });
        claimed.push(null);
      } else if ('record' in checked) {
        uses += 1;
        claimed.push({ bonus: checked.record, potentialWin: potentialWin(slipBetOf(bet, checked.record)) });
      } else {
        refusals.push({ index, reason: checked.reason, message: checked.message });
        claimed.push(null);
      }
    }
    const first = claimed.find((c) => c !== null);
    if (refusals.length > 0 || !first) return refusals;
    const { campaignId, type } = first.bonus;
    return { bets: claimed, bonus: { campaignId, type, uses }, freebet: isFreebetStake(type) };
  }

  readonly #campaigns: { rows: Map<number, CampaignRow>; at: number; loading: Promise<void> | null } = {
    rows: new Map(),
    at: Number.NEGATIVE_INFINITY,
    loading: null,
  };

  /** Reads the campaigns again at the next placement (the operator changed one). */
  forgetCampaigns(): void {
    this.#campaigns.at = Number.NEGATIVE_INFINITY;
  }

  async #campaign(id: number): Promise<CampaignRow | undefined> {
    const cache = this.#campaigns;
    if (Date.now() - cache.at > CAMPAIGNS_TTL_MS) {
      cache.loading ??= allCampaigns(this.deps.db)
        .then((rows) => {
          cache.rows = new Map(rows.map((row) => [row.id, row]));
          cache.at = Date.now();
        })
        .finally(() => {
          cache.loading = null;
        });
      await cache.loading;
    }
    return cache.rows.get(id);
  }

  /**
   * The fast path of a placement with a bonus: the campaign's bet rules checked in memory (campaigns cached a few
   * seconds), the boost's odds and the potential wins computed, and the row-level facts left to the placement
   * statement (type, state, expiry, uses left, a free bet's amount), which checks them under the bonus's lock.
   * Null when the placement needs the slow path (`claim`): several bonuses, a rule broken (for its reason), a free
   * bet beside other bets, a campaign not known.
   */
  async precheck(bets: readonly BonusCandidate[]): Promise<BonusClaim | null> {
    const ids = new Set(bets.flatMap((b) => (b.bonusRequest ? [b.bonusRequest.id] : [])));
    const [id] = ids;
    if (ids.size !== 1 || id === undefined) return null;
    const campaign = await this.#campaign(id);
    const type = bets.find((b) => b.bonusRequest)?.bonusRequest?.type;
    if (!campaign || !type) return null;
    // A lost no-risk bet's bonus became an only-win free bet (the statement checks the row's type).
    // Hunting and tournament campaigns issue free bets (the row's type; the statement checks it).
    const known =
      type === campaign.type ||
      (campaign.type === 'freebet_no_risk' && type === 'freebet_only_win') ||
      ((campaign.type === 'hunting' || campaign.type === 'tournament') && isFreebetStake(type));
    if (!known || (isFreebetStake(type) && bets.length > 1)) return null;
    const claimed: ({ bonus: BetBonusRecord; potentialWin: number } | null)[] = [];
    for (const bet of bets) {
      if (!bet.bonusRequest) {
        claimed.push(null);
        continue;
      }
      if (bet.type === 'system' || bet.type === 'custom_bet' || betProblem(betRules(campaign), this.#ruled(bet))) {
        return null;
      }
      let oddsMillis: number | null = null;
      if (type === 'comboboost') {
        oddsMillis = bet.type === 'combo' ? boostOddsFor(campaign.rules.ranges ?? [], bet.legs.length) : 1000;
        if (oddsMillis <= 1000) return null;
      }
      const record: BetBonusRecord = {
        campaignId: campaign.id,
        playerBonusId: 0,
        type: type as BetBonusRecord['type'],
        oddsMillis,
        ranges: type === 'comboboost' ? (campaign.rules.ranges ?? []) : null,
      };
      claimed.push({ bonus: record, potentialWin: potentialWin(slipBetOf(bet, record)) });
    }
    const uses = claimed.filter((c) => c !== null).length;
    return { bets: claimed, bonus: { campaignId: campaign.id, type, uses }, freebet: isFreebetStake(type) };
  }

  /**
   * Whether a bet may use a player's bonus now, `usedBefore` uses already taken by earlier bets of its placement: the
   * bonus must be usable (`bonusState`), of the type asked (when asked), its rules met by the bet (`betProblem`), and
   * the bet a single or combo. A free bet (only-win or all-win) stakes exactly its amount in its currency; a no-risk
   * bonus covers a cash stake of at most its amount; a combo boost needs a combo in one of its ranges and records
   * that range's odds.
   */
  #check(
    row: { bonus: PlayerBonusRow; campaign: CampaignRow },
    facts: { countryCode: string | null; verified: boolean },
    bet: BonusCandidate,
    now: number,
    usedBefore: number,
    askedType: string | null,
  ): { record: BetBonusRecord } | { reason: string; message: string } {
    const { bonus, campaign } = row;
    const type = effectiveType(bonus, campaign);
    const state = issuedState(campaign, bonus, facts, now, bonus.timesUsed + usedBefore);
    if (!isUsable(state)) {
      return { reason: `bonus.${state}`, message: `This bonus cannot be used: it is ${state.replace('_', ' ')}.` };
    }
    if (askedType !== null && askedType !== type && !(askedType === 'freebet' && type.startsWith('freebet'))) {
      return { reason: 'bonus.type', message: `This bonus is a ${type.replace(/_/g, ' ')}, not a ${askedType}.` };
    }
    const problem = betProblem(betRules(campaign), this.#ruled(bet));
    if (problem) return { reason: `bonus.${problem}`, message: RULE_MESSAGES[problem] };
    if (bet.type === 'system' || bet.type === 'custom_bet') {
      return { reason: 'bonus.bet_type', message: 'A bonus is used on a single or a combo.' };
    }
    let oddsMillis: number | null = null;
    if (type === 'comboboost') {
      oddsMillis = bet.type === 'combo' ? boostOddsFor(campaign.rules.ranges ?? [], bet.legs.length) : 1000;
      if (oddsMillis <= 1000) {
        return { reason: 'bonus.selection_count', message: 'A combo boost needs a combo with enough selections.' };
      }
    } else {
      if (bet.currency !== bonus.currency)
        return { reason: 'bonus.currency', message: `This bonus is in ${bonus.currency}.` };
      const amount = bonus.amount ?? 0;
      if (isFreebetStake(type) ? bet.totalStake !== amount : bet.totalStake > amount) {
        return {
          reason: 'bonus.stake',
          message: isFreebetStake(type)
            ? 'A free bet is staked with exactly its amount.'
            : 'The stake is above what this no-risk bonus covers.',
        };
      }
    }
    return {
      record: {
        campaignId: campaign.id,
        playerBonusId: bonus.id,
        type,
        oddsMillis,
        ranges: type === 'comboboost' ? (campaign.rules.ranges ?? []) : null,
      },
    };
  }

  /**
   * `POST /bonuses`: for each bet, the player's usable bonuses with whether the bet can take each one now (`problem`
   * null) and, for a boost, its odds at the bet's count and the next range's hint. A free bet is judged at its own
   * amount (choosing it sets the stake to it).
   */
  async available(db: Db | Tx, playerId: number, bets: readonly BonusCandidate[], locale: string) {
    const now = this.deps.clock.now();
    const facts = await playerFacts(db, playerId);
    const rows = await playerBonusesWithCampaigns(db, playerId);
    return bets.map((bet, index) => ({
      index,
      availableBonuses: rows.flatMap((row) => {
        if (!facts) return [];
        const { bonus, campaign } = row;
        const type = effectiveType(bonus, campaign);
        const state = issuedState(campaign, bonus, facts, now);
        if (!isUsable(state)) return [];
        // A free bet is judged at its own amount (choosing it sets the stake); an unstaked bet in the bonus's currency.
        const currency = bet.currency || (bonus.currency ?? '');
        const asPlaced = isFreebetStake(type)
          ? { ...bet, currency, stake: bonus.amount ?? 0, totalStake: bonus.amount ?? 0 }
          : { ...bet, currency };
        const checked = this.#check(row, facts, asPlaced, now, 0, null);
        const ranges = campaign.rules.ranges ?? [];
        const count = bet.type === 'combo' ? bet.legs.length : 1;
        const boost = type === 'comboboost' ? boostOddsFor(ranges, count) : null;
        const next = type === 'comboboost' ? nextBoost(ranges, count) : null;
        return [
          {
            id: campaign.id,
            type,
            name: textIn(campaign.name, locale),
            status: state,
            amount: bonus.amount,
            currency: bonus.currency,
            subunits: bonus.currency ? (currencyByCode(bonus.currency)?.subunits ?? null) : null,
            boostOdds: boost !== null && boost > 1000 ? fromOddsMillis(boost) : null,
            nextBoost: next && { more: next.more, odds: fromOddsMillis(next.oddsMillis) },
            problem: 'record' in checked ? null : checked.reason,
          },
        ];
      }),
    }));
  }

  /**
   * A slip's bets as the rules read them (`POST /bonuses`): selections at the odds sent, a combo of several, a system
   * with a system id; stake and currency when given (0 and none otherwise).
   */
  candidatesOf(bets: BetBonusesBody['bets']): BonusCandidate[] {
    return bets.map((bet) => {
      const stake = bet.stake ? parsePlacementStake(bet.stake) : null;
      const currency = bet.stake ? (currencyByCode(bet.stake.currency)?.code ?? '') : '';
      const minor = stake?.ok ? stake.minor : 0;
      return {
        type: bet.system_id ? 'system' : bet.selections.length > 1 ? 'combo' : 'single',
        currency,
        subunits: currencyByCode(currency)?.subunits ?? 2,
        stake: minor,
        totalStake: minor,
        legs: bet.selections.map((s) => ({
          matchId: s.match_id,
          oddsMillis: toOddsMillis(parseDecimalOdds(s.odds) ?? 1),
          provider: this.deps.matchFacts(s.match_id)?.provider ?? '',
        })),
      };
    });
  }

  #ruled(bet: BonusCandidate) {
    return bet.legs.map((leg) => {
      const match = this.deps.matchFacts(leg.matchId);
      return {
        oddsMillis: leg.oddsMillis,
        live: match?.live ?? false,
        sportKey: match?.sportKey ?? '',
        provider: leg.provider,
      };
    });
  }

  /**
   * Settles a bonus bet's money, in the settlement transaction, after the bet was closed with `winAmount` (its
   * return with the bonus, `settledReturn`). A combo boost pays the unboosted return as any bet and the boost's extra
   * as `boost_payout`; a free bet's return is cash (`freebet_payout`), and a free bet voided whole goes back to the
   * free-bet account as the same free bet (one use given back); a no-risk bet pays as cash and what it lost becomes
   * an only-win free bet (the bonus row turns into it). Answers the cash balance changes to publish.
   */
  async settle(
    tx: Tx,
    bet: { id: number; playerId: number; accountId: number; currency: string; totalStake: number },
    settled: SettledBonusBet,
    cashReturn: { amount: number; kind: 'bet_payout' | 'bet_refund' },
  ): Promise<BalanceChange[]> {
    const { wallet } = this.deps;
    const { bonus } = settled;
    const reference = `bet:${bet.id}`;
    const base = { playerId: bet.playerId, currency: bet.currency, reference };
    const changes: BalanceChange[] = [];
    const cash = async (amount: number, kind: 'bet_payout' | 'bet_refund' | 'freebet_payout' | 'boost_payout') => {
      if (amount > 0) changes.push(await wallet.post(tx, { ...base, amount, kind }));
    };
    switch (bonus.type) {
      case 'comboboost': {
        const boosted = betReturn(settled.bet);
        await cash(cashReturn.amount, cashReturn.kind);
        await cash(boosted - cashReturn.amount, 'boost_payout');
        break;
      }
      case 'freebet_only_win':
      case 'freebet_all_win':
        if (isVoidedFreebet(settled.bet)) {
          await wallet.post(tx, { ...base, amount: bet.totalStake, kind: 'freebet_refund', account: 'freebet' });
          await addUses(tx, bonus.playerBonusId, -1);
        } else {
          await cash(betReturn(settled.bet), 'freebet_payout');
        }
        break;
      case 'freebet_no_risk': {
        await cash(cashReturn.amount, cashReturn.kind);
        const refund = noRiskRefund(settled.bet);
        const converted =
          refund > 0 &&
          (await convertToFreebet(tx, bonus.playerBonusId, {
            amount: refund,
            currency: bet.currency,
            expiresAt: new Date(this.deps.clock.now() + NO_RISK_FREEBET_DAYS * DAY_MS),
          }));
        // Voided whole: the stake comes back as cash and the no-risk bonus may be used again.
        if (refund === 0 && settled.bet.legs.every((leg) => leg.result === 'refund_entire')) {
          await addUses(tx, bonus.playerBonusId, -1);
        }
        if (converted) await wallet.post(tx, { ...base, amount: refund, kind: 'freebet_issued', account: 'freebet' });
        break;
      }
    }
    return changes;
  }

  /**
   * Takes back the free bets that lapsed unused: the uses left are marked used (one conditional UPDATE, so a second
   * pass or another process finds nothing) and their amount leaves the free-bet account (`freebet_expired`, reference
   * `bonus:{id}:lapsed:{n}`, the row's n-th lapse: a hunting row re-issued after a lapse, or a free bet voided after
   * its expiry, lapses again). The clock already shows them `expired`.
   */
  async expire(tx: Tx, limit = 500): Promise<number> {
    const lapsed = await lapsedFreebets(tx, new Date(this.deps.clock.now()), limit);
    let taken = 0;
    for (const freebet of lapsed) {
      const lapse = await markLapsed(tx, freebet.id, freebet.timesUsed);
      if (lapse === null) continue;
      await this.deps.wallet.post(tx, {
        playerId: freebet.playerId,
        currency: freebet.currency,
        amount: -freebet.amount,
        kind: 'freebet_expired',
        reference: `bonus:${freebet.id}:lapsed:${lapse}`,
        account: 'freebet',
      });
      taken += 1;
    }
    return taken;
  }
}

/** A no-risk bet's refund is a free bet valid this many days (docs/decisions.md "Bonuses"). */
export const NO_RISK_FREEBET_DAYS = 7;

/** A settled bet with its bonus as `betReturn` reads it. */
export type SettledBonusBet = {
  bonus: BetBonusRecord;
  bet: {
    type: 'single' | 'combo' | 'system' | 'custom_bet';
    stake: number;
    systemSize?: number;
    legs: BetLeg[];
    bonus: BetBonus;
  };
};

/**
 * The bonus `betReturn` applies to a settled bet: a combo boost takes the odds of the range of the selections still
 * standing (a void leg leaves the count; none left, or below every range: no boost); a free bet its variant.
 */
export function settledBonus(record: BetBonusRecord, legs: readonly BetLeg[]): BetBonus {
  if (record.type !== 'comboboost') return { type: record.type };
  const standing = legs.filter((leg) => leg.result !== 'refund_entire').length;
  const oddsMillis =
    standing === legs.length ? (record.oddsMillis ?? 1000) : boostOddsFor(record.ranges ?? [], standing);
  return { type: 'comboboost', oddsMillis };
}

function betRules(campaign: CampaignRow) {
  const r = campaign.rules;
  return {
    minOddsMillis: r.minOddsMillis ?? null,
    maxOddsMillis: r.maxOddsMillis ?? null,
    selectionsFrom: r.selectionsFrom ?? null,
    selectionsTo: r.selectionsTo ?? null,
    matchStatus: r.matchStatus ?? 'both',
    sports: r.sports ?? [],
    providers: r.providers ?? [],
  };
}

/** The slip's view of a placeable bet with its bonus, for `potentialWin` (the slip computes the same figure). */
function slipBetOf(bet: BonusCandidate, record: BetBonusRecord): SlipBet {
  return {
    stake: bet.stake,
    currency: bet.currency,
    subunits: bet.subunits,
    betType: bet.type,
    systemType: null,
    customOdds: null,
    bonus: {
      id: String(record.campaignId),
      type: record.type,
      ...(record.oddsMillis === null ? {} : { odds: fromOddsMillis(record.oddsMillis) }),
    },
    selections: bet.legs.map((leg, i) => ({
      id: String(i),
      type: 'match',
      matchId: leg.matchId,
      marketId: 0,
      specifier: '',
      outcomeId: String(i),
      outcomeName: '',
      marketName: '',
      matchName: '',
      odds: leg.oddsMillis / 1000,
      acceptedOdds: leg.oddsMillis / 1000,
      initialOdds: leg.oddsMillis / 1000,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
      active: true,
      provider: leg.provider as SlipBet['selections'][number]['provider'],
      matchStatus: 0,
    })),
  };
}
