import type {
  BetBonusesBody,
  Bonus,
  BonusTypePath,
  Campaign,
  CampaignBody,
  CampaignPatch,
  CampaignTrigger,
} from '@sportsbook/contract/bonuses';
import { BONUS_TYPE_PATHS } from '@sportsbook/contract/bonuses';
import { type Paged, paginate } from '@sportsbook/contract/pagination';
import { ENGAGEMENT_TYPES, type EngagementType } from '@sportsbook/contract/rewards';
import { type BonusState, type CampaignType, isUsable, playerProblem } from '@sportsbook/domain/bonus-rules';
import { currencyByCode } from '@sportsbook/domain/money';
import { fromOddsMillis, toOddsMillis } from '@sportsbook/domain/odds';
import type { Db, Tx } from '../../db/client';
import type { CampaignRules } from '../../db/schema-bonuses';
import { AppError, fieldError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { WalletService } from '../wallet/wallet-service';
import type { BonusBets } from './bonus-bets';
import {
  type CampaignRow,
  campaignsOfPlayer,
  campaignsWithTrigger,
  deactivateOthers,
  findCampaign,
  findCampaignByCode,
  findPlayerBonus,
  insertCampaign,
  insertPlayerBonus,
  issuedCount,
  listCampaigns,
  markSeen,
  type NewCampaignRow,
  type PlayerBonusRow,
  playerFacts,
  setBonusActive,
  updateCampaign,
} from './bonuses-repository';
import { effectiveType, issuedState } from './issued-state';
import { textIn } from './localized-text';

const FREEBETS: readonly string[] = BONUS_TYPE_PATHS.freebets;
type Joined = { id: number; type: EngagementType; joined: true };
const DAY_MS = 86_400_000;

const notFound = () => new AppError(404, 'bonus_not_found', 'There is no such bonus.');

/** Body rules (snake_case, decimal odds) → stored rules (camelCase, odds in thousandths). */
function storedRules(body: NonNullable<CampaignBody['rules']>): CampaignRules {
  const odds = (value: number | null | undefined) => (value == null ? value : toOddsMillis(value));
  return {
    onlyVerified: body.only_verified,
    countryCodes: body.country_codes,
    minOddsMillis: odds(body.min_odds),
    maxOddsMillis: odds(body.max_odds),
    selectionsFrom: body.selections_from,
    selectionsTo: body.selections_to,
    matchStatus: body.match_status,
    sports: body.sports,
    providers: body.providers,
    ranges: body.ranges?.map((r) => ({ min: r.min, max: r.max, oddsMillis: toOddsMillis(r.odds) })),
    usesCount: body.uses_count,
    validDays: body.valid_days,
    minDeposit: body.min_deposit,
    minStake: body.min_stake,
    huntingRanges: body.hunting_ranges,
    farmingFreebetType: body.farming_freebet_type,
    pointsPerUnit: body.points_per_unit,
    farmOncePerEvent: body.farm_once_per_event,
    initialPool: body.initial_pool,
    poolShare: body.pool_share,
    prizeTable: body.prize_table,
    showInPromotion: body.show_in_promotion,
    boostPoints: body.boost_points,
    betsPerBox: body.bets_per_box,
    lootboxPrizes: body.lootbox_prizes,
  };
}

/** Stored rules → reply rules, with every default spelled out. */
function replyRules(rules: CampaignRules) {
  const odds = (millis: number | null | undefined) => (millis == null ? null : fromOddsMillis(millis));
  return {
    onlyVerified: rules.onlyVerified ?? false,
    countryCodes: rules.countryCodes ?? [],
    minOdds: odds(rules.minOddsMillis),
    maxOdds: odds(rules.maxOddsMillis),
    selectionsFrom: rules.selectionsFrom ?? null,
    selectionsTo: rules.selectionsTo ?? null,
    matchStatus: rules.matchStatus ?? 'both',
    sports: rules.sports ?? [],
    providers: rules.providers ?? [],
    ranges: (rules.ranges ?? []).map((r) => ({ min: r.min, max: r.max, odds: fromOddsMillis(r.oddsMillis) })),
    usesCount: rules.usesCount ?? null,
    validDays: rules.validDays ?? null,
    minDeposit: rules.minDeposit ?? null,
  };
}

/** A hunting, tournament or lootbox campaign's rules as the operator reads them back, defaults spelled out. */
function engagementRules(r: CampaignRules) {
  return {
    minStake: r.minStake ?? 0,
    huntingRanges: r.huntingRanges ?? [],
    farmingFreebetType: r.farmingFreebetType ?? 'freebet_only_win',
    pointsPerUnit: r.pointsPerUnit ?? 1,
    farmOncePerEvent: r.farmOncePerEvent ?? false,
    initialPool: r.initialPool ?? 0,
    poolShare: r.poolShare ?? 0,
    prizeTable: r.prizeTable ?? [],
    showInPromotion: r.showInPromotion ?? true,
    boostPoints: r.boostPoints ?? 0,
    betsPerBox: r.betsPerBox ?? 1,
    lootboxPrizes: r.lootboxPrizes ?? [],
  };
}

/** Drops undefined fields (a PATCH leaves them as they are). */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Refuses a campaign that cannot work: a free bet without its amount, a boost without ranges, a code trigger without a code. */
function checkCampaign(
  row: Pick<
    NewCampaignRow,
    'type' | 'trigger' | 'promoCode' | 'amount' | 'currency' | 'rules' | 'validFrom' | 'validTo'
  >,
): void {
  const rules = row.rules ?? {};
  const engagement = (ENGAGEMENT_TYPES as readonly string[]).includes(row.type);
  if (engagement !== (row.trigger === 'opt_in')) {
    throw fieldError('body.trigger', 'hunting, tournament and lootbox campaigns, and only they, are joined (opt_in)');
  }
  if (engagement) {
    if (!row.currency || !currencyByCode(row.currency)) throw fieldError('body.currency', 'needs a known currency');
    if (row.type === 'hunting') {
      if (!row.amount) throw fieldError('body.amount', 'a hunting campaign needs the amount of each free bet');
      if (!rules.huntingRanges?.length) throw fieldError('body.rules.hunting_ranges', 'needs its steps');
    }
    if (row.type === 'tournament') {
      if (!rules.prizeTable?.length) throw fieldError('body.rules.prize_table', 'needs its prize table');
      if (rules.prizeTable.reduce((a, b) => a + b, 0) > 100)
        throw fieldError('body.rules.prize_table', 'shares more than 100 % of the pool');
      if (!row.validTo) throw fieldError('body.valid_to', 'a tournament needs its end');
    }
    if (row.type === 'lootbox' && !rules.lootboxPrizes?.length)
      throw fieldError('body.rules.lootbox_prizes', 'needs its prize table');
  } else if (FREEBETS.includes(row.type)) {
    if (!row.amount) throw fieldError('body.amount', 'a free bet needs its amount');
    if (!row.currency || !currencyByCode(row.currency))
      throw fieldError('body.currency', 'a free bet needs a known currency');
  } else if (!rules.ranges || rules.ranges.length === 0) {
    throw fieldError('body.rules.ranges', 'a combo boost needs its ranges');
  }
  for (const range of rules.ranges ?? []) {
    if (range.max !== null && range.max < range.min) throw fieldError('body.rules.ranges', 'max below min');
  }
  if (row.trigger === 'promo_code' && !row.promoCode)
    throw fieldError('body.promo_code', 'a promo-code campaign needs its code');
  if (row.trigger === 'deposit' && !rules.minDeposit)
    throw fieldError('body.rules.min_deposit', 'a deposit campaign needs its minimum');
  if ((row.trigger === 'deposit' || row.trigger === 'first_deposit') && !row.currency) {
    throw fieldError('body.currency', 'a deposit campaign needs the currency of its amounts');
  }
  if (row.validTo && row.validFrom && row.validTo <= row.validFrom)
    throw fieldError('body.valid_to', 'must be after valid_from');
}

/**
 * Campaigns and the bonuses issued from them (issue 17): the operator's calls, the triggers that issue, and the
 * player's `/bonuses` routes. Every state comes from `bonusState` (domain); the rules a player must meet from
 * `playerProblem`.
 */
export class BonusesService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** Free bets are credited to the player's free-bet account when issued. */
      wallet: WalletService;
      /** Which bonuses a slip bet could use (`POST /bonuses`). */
      bonusBets: BonusBets;
      /** Settings `isMultiActiveFreebetsAllowed`: more than one active free bet at a time. */
      multiActiveFreebets: boolean;
      /** Joining hunting, tournament and lootbox campaigns (`activate` on one). */
      rewards: { join(playerId: number, campaign: CampaignRow): Promise<Joined> };
    },
  ) {}

  /** Publishes on the player's private channel; set by the bonuses module once the real-time hub exists. */
  #publish: ((playerId: number, type: 'bonus_issued', payload: Record<string, unknown>) => Promise<void>) | null = null;

  setPublisher(
    publish: (playerId: number, type: 'bonus_issued', payload: Record<string, unknown>) => Promise<void>,
  ): void {
    this.#publish = publish;
  }

  /**
   * Tells a player of bonuses issued to them (`bonus_issued` on `$user:{id}`): called after the issuing transaction
   * committed. The web app raises its toaster once, after a delay. A failed publication is only logged by the hub:
   * the bonus is listed as unseen anyway.
   */
  async announce(playerId: number, campaignIds: readonly number[]): Promise<void> {
    if (!this.#publish || campaignIds.length === 0) return;
    for (const id of campaignIds) {
      const campaign = await findCampaign(this.deps.db, id);
      if (!campaign) continue;
      await this.#publish(playerId, 'bonus_issued', { bonus: { id, type: campaign.type } }).catch(() => undefined);
    }
  }

  #now(): Date {
    return new Date(this.deps.clock.now());
  }

  // -- operator ---------------------------------------------------------------------------------------------------

  async createCampaign(body: CampaignBody): Promise<Campaign> {
    const now = this.#now();
    const row: NewCampaignRow = {
      key: body.key,
      type: body.type,
      trigger: body.trigger,
      status: body.status ?? 'active',
      promoCode: body.promo_code ?? null,
      name: body.name,
      description: body.description ?? {},
      terms: body.terms ?? {},
      amount: body.amount ?? null,
      currency: body.currency ?? null,
      rules: storedRules(body.rules ?? {}),
      validFrom: body.valid_from ? new Date(body.valid_from) : now,
      validTo: body.valid_to ? new Date(body.valid_to) : null,
      createdAt: now,
      updatedAt: now,
    };
    checkCampaign(row);
    if (row.promoCode && (await findCampaignByCode(this.deps.db, row.promoCode))) {
      throw new AppError(409, 'promo_code_taken', `Another campaign has the code ${row.promoCode}.`);
    }
    const inserted = await insertCampaign(this.deps.db, row);
    this.deps.bonusBets.forgetCampaigns();
    if (!inserted) throw new AppError(409, 'campaign_key_taken', `A campaign with the key ${body.key} exists.`);
    return this.#campaign(inserted, 0);
  }

  async updateCampaign(id: number, patch: CampaignPatch): Promise<Campaign> {
    const current = await findCampaign(this.deps.db, id);
    if (!current) throw new AppError(404, 'campaign_not_found', 'There is no such campaign.');
    const set = defined({
      trigger: patch.trigger,
      status: patch.status,
      promoCode: patch.promo_code,
      name: patch.name,
      description: patch.description,
      terms: patch.terms,
      amount: patch.amount,
      currency: patch.currency,
      rules: patch.rules ? { ...current.rules, ...defined(storedRules(patch.rules)) } : undefined,
      validFrom: patch.valid_from ? new Date(patch.valid_from) : undefined,
      validTo: patch.valid_to === null ? null : patch.valid_to ? new Date(patch.valid_to) : undefined,
    });
    checkCampaign({ ...current, ...set });
    if (
      set.promoCode &&
      set.promoCode !== current.promoCode &&
      (await findCampaignByCode(this.deps.db, set.promoCode))
    ) {
      throw new AppError(409, 'promo_code_taken', `Another campaign has the code ${set.promoCode}.`);
    }
    const row = await updateCampaign(this.deps.db, id, { ...set, updatedAt: this.#now() });
    this.deps.bonusBets.forgetCampaigns();
    if (!row) throw new AppError(404, 'campaign_not_found', 'There is no such campaign.');
    return this.#campaign(row, await issuedCount(this.deps.db, id));
  }

  async listCampaigns(): Promise<Campaign[]> {
    return (await listCampaigns(this.deps.db)).map((row) => this.#campaign(row, row.issuedCount));
  }

  #campaign(row: CampaignRow, issuedCount: number): Campaign {
    return {
      id: row.id,
      key: row.key,
      type: row.type as CampaignType,
      trigger: row.trigger as CampaignTrigger,
      status: row.status as 'active' | 'paused',
      promoCode: row.promoCode,
      name: row.name,
      description: row.description,
      terms: row.terms,
      amount: row.amount,
      currency: row.currency,
      rules: replyRules(row.rules),
      validFrom: row.validFrom.toISOString(),
      validTo: row.validTo?.toISOString() ?? null,
      issuedCount,
      engagement: (ENGAGEMENT_TYPES as readonly string[]).includes(row.type) ? engagementRules(row.rules) : null,
    };
  }

  /** `POST /api/operator/bonuses`: the operator issues a campaign's bonus to a player. */
  async issueByOperator(campaignId: number, playerId: number): Promise<Bonus> {
    const campaign = await findCampaign(this.deps.db, campaignId);
    if (!campaign) throw new AppError(404, 'campaign_not_found', 'There is no such campaign.');
    await this.deps.db.transaction((tx) => this.issue(tx, playerId, campaign));
    await this.announce(playerId, [campaignId]);
    return this.#view(playerId, campaignId, 'en');
  }

  // -- issuing -----------------------------------------------------------------------------------------------------

  /**
   * Issues a campaign's bonus to a player, inside the caller's transaction: the campaign must be on and in its window,
   * the player must meet its rules, and a player gets one bonus per campaign (409 `bonus_already_issued`).
   */
  async issue(tx: Tx, playerId: number, campaign: CampaignRow): Promise<PlayerBonusRow> {
    const now = this.#now();
    if (campaign.status !== 'active') throw new AppError(409, 'bonus_not_available', 'This promotion is paused.');
    if (now < campaign.validFrom || (campaign.validTo && now >= campaign.validTo)) {
      throw new AppError(410, 'bonus_expired', 'This promotion is not running.');
    }
    const facts = await playerFacts(tx, playerId);
    if (!facts) throw new AppError(404, 'player_not_found', 'There is no such player.');
    const problem = playerProblem(
      { onlyVerified: campaign.rules.onlyVerified ?? false, countryCodes: campaign.rules.countryCodes ?? [] },
      facts,
    );
    if (problem === 'not_verified') {
      throw new AppError(
        403,
        'bonus_not_eligible',
        'This promotion is for verified players; verify your phone first.',
        { reason: problem },
      );
    }
    if (problem === 'country') {
      throw new AppError(403, 'bonus_not_eligible', 'This promotion is not offered in your country.', {
        reason: problem,
      });
    }
    const validDays = campaign.rules.validDays ?? null;
    const ends = [campaign.validTo?.getTime(), validDays ? now.getTime() + validDays * DAY_MS : undefined].filter(
      (t): t is number => t !== undefined,
    );
    const issued = await insertPlayerBonus(tx, {
      playerId,
      campaignId: campaign.id,
      amount: campaign.amount,
      currency: campaign.currency,
      usesCount: FREEBETS.includes(campaign.type) ? 1 : (campaign.rules.usesCount ?? null),
      issuedAt: now,
      expiresAt: ends.length > 0 ? new Date(Math.min(...ends)) : null,
    });
    if (!issued) throw new AppError(409, 'bonus_already_issued', 'You already have this bonus.');
    // A free bet's money: its amount lands in the free-bet account, never the cash one (a no-risk bonus is a cash bet).
    if (
      (campaign.type === 'freebet_only_win' || campaign.type === 'freebet_all_win') &&
      issued.amount &&
      issued.currency
    ) {
      await this.deps.wallet.post(tx, {
        playerId,
        currency: issued.currency,
        amount: issued.amount,
        kind: 'freebet_issued',
        reference: `bonus:${issued.id}`,
        account: 'freebet',
      });
    }
    return issued;
  }

  /**
   * The triggers of sign-up and deposits: issues every running campaign of the trigger the player qualifies for,
   * skipping (not failing on) the ones they do not. Inside the caller's transaction. Answers the campaign ids issued.
   */
  async issueOnTrigger(
    tx: Tx,
    playerId: number,
    event: { trigger: 'sign_up' } | { trigger: 'deposit'; amount: number; currency: string; first: boolean },
  ): Promise<number[]> {
    const triggers =
      event.trigger === 'sign_up' ? ['sign_up'] : event.first ? ['first_deposit', 'deposit'] : ['deposit'];
    const issued: number[] = [];
    for (const trigger of triggers) {
      for (const campaign of await campaignsWithTrigger(tx, trigger)) {
        if (event.trigger === 'deposit') {
          if (campaign.currency !== event.currency) continue;
          if (trigger === 'deposit' && event.amount < (campaign.rules.minDeposit ?? Number.POSITIVE_INFINITY)) continue;
        }
        if (await findPlayerBonus(tx, playerId, campaign.id)) continue;
        try {
          await this.issue(tx, playerId, campaign);
          issued.push(campaign.id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
    return issued;
  }

  /** `POST /bonuses/promo-code`: unknown, not running, already used and not-for-you codes each say so. */
  async redeem(playerId: number, code: string): Promise<Bonus> {
    const campaign = await findCampaignByCode(this.deps.db, code.trim().toUpperCase());
    if (campaign?.trigger !== 'promo_code') {
      throw new AppError(404, 'promo_code_not_found', 'This promo code does not exist; check its spelling.');
    }
    const now = this.#now();
    if (campaign.status !== 'active' || now < campaign.validFrom || (campaign.validTo && now >= campaign.validTo)) {
      throw new AppError(410, 'promo_code_expired', 'This promo code is no longer valid.');
    }
    if (await findPlayerBonus(this.deps.db, playerId, campaign.id)) {
      throw new AppError(409, 'promo_code_used', 'You have already used this promo code.');
    }
    try {
      await this.deps.db.transaction((tx) => this.issue(tx, playerId, campaign));
    } catch (error) {
      if (error instanceof AppError && error.code === 'bonus_already_issued') {
        throw new AppError(409, 'promo_code_used', 'You have already used this promo code.');
      }
      throw error;
    }
    await this.announce(playerId, [campaign.id]);
    return this.#view(playerId, campaign.id, 'en');
  }

  // -- the player's views ------------------------------------------------------------------------------------------

  async #entries(playerId: number | null, locale: string): Promise<Bonus[]> {
    const now = this.deps.clock.now();
    const facts = playerId === null ? null : await playerFacts(this.deps.db, playerId);
    // Hunting, tournament and lootbox campaigns have their own lists; a player's free bets from them are bonuses.
    return (await campaignsOfPlayer(this.deps.db, playerId))
      .filter(
        ({ campaign, bonus }) => bonus !== null || !(ENGAGEMENT_TYPES as readonly string[]).includes(campaign.type),
      )
      .map(({ campaign, bonus }) => this.#bonus(campaign, bonus, facts, now, locale));
  }

  #bonus(
    campaign: CampaignRow,
    bonus: PlayerBonusRow | null,
    facts: { countryCode: string | null; verified: boolean } | null,
    now: number,
    locale: string,
  ): Bonus {
    const status = issuedState(campaign, bonus, facts, now);
    const currency = bonus?.currency ?? campaign.currency;
    return {
      id: campaign.id,
      type: effectiveType(bonus, campaign),
      name: textIn(campaign.name, locale),
      description: textIn(campaign.description, locale),
      status,
      trigger: campaign.trigger as CampaignTrigger,
      amount: bonus?.amount ?? campaign.amount,
      currency,
      subunits: currency ? (currencyByCode(currency)?.subunits ?? null) : null,
      rules: replyRules(campaign.rules),
      validFrom: campaign.validFrom.toISOString(),
      validTo: campaign.validTo?.toISOString() ?? null,
      issued: bonus && {
        isActive: bonus.isActive,
        seen: bonus.seen,
        timesUsed: bonus.timesUsed,
        usesCount: bonus.usesCount,
        issuedAt: bonus.issuedAt.toISOString(),
        activatedAt: bonus.activatedAt?.toISOString() ?? null,
        expiredAt: bonus.expiresAt?.toISOString() ?? null,
      },
    };
  }

  /** Whether a campaign is open to come by (the promotions page): on, running, and issued by an event or a code. */
  #open(bonus: Bonus): boolean {
    return (
      bonus.issued === null && bonus.trigger !== 'operator' && bonus.status === 'not_available' && this.#running(bonus)
    );
  }

  #running(bonus: Bonus): boolean {
    const now = this.deps.clock.now();
    return Date.parse(bonus.validFrom) <= now && (bonus.validTo === null || Date.parse(bonus.validTo) > now);
  }

  /**
   * `GET /bonuses`: the player's bonuses; `available=true` keeps the usable ones and adds the campaigns still open to
   * them (the promotions page; a visitor sees only those); `status`, `type` and `unseen` filter; `limit_per_type`
   * caps each type.
   */
  async list(
    playerId: number | null,
    query: {
      status?: BonusState;
      available?: 'true' | 'false';
      unseen?: 'true' | 'false';
      limit_per_type?: number;
      type?: string;
    },
    locale: string,
  ): Promise<Bonus[]> {
    let list = (await this.#entries(playerId, locale)).filter((b) =>
      query.available === 'true' ? isUsable(b.status) || this.#open(b) : b.issued !== null,
    );
    if (query.status) list = list.filter((b) => b.status === query.status);
    if (query.type) list = list.filter((b) => b.type === query.type);
    if (query.unseen === 'true') list = list.filter((b) => b.issued !== null && !b.issued.seen);
    if (query.limit_per_type) {
      const taken = new Map<string, number>();
      list = list.filter((b) => {
        const n = taken.get(b.type) ?? 0;
        taken.set(b.type, n + 1);
        return n < (query.limit_per_type ?? 0);
      });
    }
    return list;
  }

  /** `GET /bonuses/{typePlural}`: paged (4 by default). */
  async page(
    playerId: number | null,
    path: BonusTypePath,
    query: {
      page: number;
      limit: number;
      status?: BonusState;
      available?: 'true' | 'false';
      active?: 'true' | 'false';
    },
    locale: string,
  ): Promise<Paged<Bonus>> {
    const types: readonly string[] = BONUS_TYPE_PATHS[path];
    let list = (await this.list(playerId, { available: query.available, status: query.status }, locale)).filter((b) =>
      types.includes(b.type),
    );
    if (query.active === 'true') list = list.filter((b) => b.status === 'active');
    const start = (query.page - 1) * query.limit;
    return { data: list.slice(start, start + query.limit), pagination: paginate(list.length, query.page, query.limit) };
  }

  async #view(playerId: number | null, id: number, locale: string): Promise<Bonus> {
    const found = (await this.#entries(playerId, locale)).find((b) => b.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** `GET /bonuses/{typePlural}/{id}`: a player's bonus, or a campaign open to them. */
  async detail(playerId: number | null, path: BonusTypePath, id: number, locale: string): Promise<Bonus> {
    const bonus = await this.#view(playerId, id, locale);
    const types: readonly string[] = BONUS_TYPE_PATHS[path];
    if (!types.includes(bonus.type) || (bonus.issued === null && !this.#open(bonus))) throw notFound();
    return bonus;
  }

  /** `GET /bonuses/{typePlural}/{id}/terms` in the locale (English when the operator wrote none in it). */
  async terms(playerId: number | null, path: BonusTypePath, id: number, locale: string) {
    await this.detail(playerId, path, id, locale);
    const campaign = await findCampaign(this.deps.db, id);
    if (!campaign) throw notFound();
    return { id, locale: campaign.terms[locale] ? locale : 'en', terms: textIn(campaign.terms, locale) };
  }

  /**
   * `POST /bonuses/{id}/activate`: switches the player's bonus on. Only an available one (409 otherwise); without
   * `isMultiActiveFreebetsAllowed`, the player's other active free bets are switched off (they stay available).
   */
  async activate(playerId: number, id: number): Promise<Bonus | Joined> {
    const campaign = await findCampaign(this.deps.db, id);
    if (campaign && (ENGAGEMENT_TYPES as readonly string[]).includes(campaign.type)) {
      if (!(await findPlayerBonus(this.deps.db, playerId, id))) return this.deps.rewards.join(playerId, campaign);
    }
    const bonus = await this.#view(playerId, id, 'en');
    if (bonus.issued === null) throw notFound();
    if (bonus.status === 'active') return bonus;
    if (bonus.status !== 'available') {
      throw new AppError(
        409,
        'bonus_not_available',
        `This bonus cannot be activated: it is ${bonus.status.replace('_', ' ')}.`,
        {
          status: bonus.status,
        },
      );
    }
    await this.deps.db.transaction(async (tx) => {
      const row = await findPlayerBonus(tx, playerId, id);
      if (!row) throw notFound();
      await setBonusActive(tx, row.id, true, this.#now());
      if (FREEBETS.includes(bonus.type) && !this.deps.multiActiveFreebets)
        await deactivateOthers(tx, playerId, row.id, FREEBETS);
    });
    return this.#view(playerId, id, 'en');
  }

  /** `POST /bonuses`: per slip bet, the bonuses it could use (`BonusBets.available`). */
  async forBets(playerId: number, bets: BetBonusesBody['bets'], locale: string) {
    const { bonusBets, db } = this.deps;
    return bonusBets.available(db, playerId, bonusBets.candidatesOf(bets), locale);
  }

  /** `POST /bonuses/mark-as-seen`. */
  async markSeen(playerId: number, items: readonly { id: number }[]): Promise<void> {
    await markSeen(
      this.deps.db,
      playerId,
      items.map((item) => item.id),
    );
  }
}
