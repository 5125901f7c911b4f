import { randomInt } from 'node:crypto';
import { type Paged, paginate } from '@sportsbook/contract/pagination';
import type { Hunting, LeaderboardRow, Lootbox, Tournament } from '@sportsbook/contract/rewards';
import type { BonusState } from '@sportsbook/domain/bonus-rules';
import { playerProblem } from '@sportsbook/domain/bonus-rules';
import { currencyByCode } from '@sportsbook/domain/money';
import { fromOddsMillis } from '@sportsbook/domain/odds';
import { freebetsEarned, possibleProgress } from '@sportsbook/domain/rewards/hunting';
import { boxesEarned, chestSize, prizeFor, totalWeight } from '@sportsbook/domain/rewards/lootbox';
import { type QualifyingRules, qualifyingProblem } from '@sportsbook/domain/rewards/qualifying-bet';
import { compPointsFor } from '@sportsbook/domain/rewards/status-progress';
import { farmedPoints, poolState, rank, splitPool } from '@sportsbook/domain/rewards/tournament';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { BetRecord } from '../bets/bets-repository';
import { type CampaignRow, findCampaign, playerBonusesWithCampaigns, playerFacts } from '../bonuses/bonuses-repository';
import { issuedState } from '../bonuses/issued-state';
import { textIn } from '../bonuses/localized-text';
import type { BalanceChange, WalletService } from '../wallet/wallet-service';
import {
  addCompPoints,
  addFreebets,
  addToPool,
  closePool,
  engagementCampaigns,
  ensurePool,
  insertLootboxes,
  insertStanding,
  legFacts,
  lockCampaignStandings,
  lockNextBox,
  lockPool,
  lockStandings,
  lootboxesOf,
  openBox,
  openTournamentStakes,
  participantCounts,
  pools,
  rankedStandings,
  type StandingRow,
  saveStanding,
  setPrize,
  spendFreebetUse,
  standingsOf,
  unopenedCount,
} from './rewards-repository';

const DAY_MS = 86_400_000;
const notFound = () => new AppError(404, 'bonus_not_found', 'There is no such promotion.');

/** What settlement leaves to announce once its transaction committed. */
export type RewardEffects = {
  /** Players who were issued free bets (campaign ids), for `bonus_issued`. */
  issued: { playerId: number; campaignId: number; type: string }[];
  /** Tournament pools that grew: campaign id → amount. */
  pools: Map<number, number>;
};

type Publisher = {
  user(playerId: number, type: 'bonus_issued', payload: Record<string, unknown>): Promise<void>;
  pool(payload: { id: number; amount: number; state: string }): Promise<void>;
};

function qualifyingRules(campaign: CampaignRow): QualifyingRules {
  const r = campaign.rules;
  return {
    currency: campaign.currency,
    minStake: r.minStake ?? 0,
    minOddsMillis: r.minOddsMillis ?? null,
    maxOddsMillis: r.maxOddsMillis ?? null,
    selectionsFrom: r.selectionsFrom ?? null,
    selectionsTo: r.selectionsTo ?? null,
    matchStatus: r.matchStatus ?? 'both',
    sports: r.sports ?? [],
    providers: r.providers ?? [],
  };
}

function rulesView(campaign: CampaignRow) {
  const r = campaign.rules;
  return {
    minStake: r.minStake ?? 0,
    minOdds: r.minOddsMillis == null ? null : fromOddsMillis(r.minOddsMillis),
    selectionsFrom: r.selectionsFrom ?? null,
    matchStatus: r.matchStatus ?? 'both',
    sports: r.sports ?? [],
  };
}

/** Whether a campaign is taking part now: switched on and inside its window. */
function running(campaign: CampaignRow, now: number): boolean {
  return (
    campaign.status === 'active' &&
    campaign.validFrom.getTime() <= now &&
    (campaign.validTo === null || campaign.validTo.getTime() > now)
  );
}

/**
 * Hunting, tournaments and lootboxes (issue 19; docs/decisions.md "Hunting, tournaments, lootboxes"): players join a
 * campaign, their cash bets count when they settle (won or lost; a bet voided whole, cashed out or staked with a free
 * bet does not), in the settlement transaction; free bets are issued through the wallet's one ledger writer. Comp
 * points are earned here too, from every settled cash bet.
 */
export class RewardsService {
  #publish: Publisher | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      wallet: WalletService;
      /** Comp points per whole unit staked on a settled cash bet (`COMP_POINTS_RATE`). */
      compPointsRate: number;
      /** The hash that names a player on public lists. */
      userHash: (playerId: number) => string;
    },
  ) {}

  setPublisher(publisher: Publisher): void {
    this.#publish = publisher;
  }

  #now(): Date {
    return new Date(this.deps.clock.now());
  }

  // -- joining ----------------------------------------------------------------------------------------------------

  /** `POST /bonuses/{id}/activate` on a hunting, tournament or lootbox campaign: the player takes part. */
  async join(
    playerId: number,
    campaign: CampaignRow,
  ): Promise<{ id: number; type: 'hunting' | 'tournament' | 'lootbox'; joined: true }> {
    const now = this.deps.clock.now();
    if (!running(campaign, now)) {
      throw new AppError(409, 'bonus_not_available', 'This promotion is not running.');
    }
    const facts = await playerFacts(this.deps.db, playerId);
    if (!facts) throw new AppError(404, 'player_not_found', 'There is no such player.');
    const problem = playerProblem(
      { onlyVerified: campaign.rules.onlyVerified ?? false, countryCodes: campaign.rules.countryCodes ?? [] },
      facts,
    );
    if (problem) {
      throw new AppError(
        403,
        'bonus_not_eligible',
        problem === 'not_verified'
          ? 'This promotion is for verified players; verify your phone first.'
          : 'This promotion is not offered in your country.',
        { reason: problem },
      );
    }
    await this.deps.db.transaction(async (tx) => {
      if (campaign.type === 'tournament') await ensurePool(tx, campaign);
      await insertStanding(tx, campaign.id, playerId, new Date(now));
    });
    return { id: campaign.id, type: campaign.type as 'hunting' | 'tournament' | 'lootbox', joined: true };
  }

  // -- the player's lists -----------------------------------------------------------------------------------------

  async #context(playerId: number | null) {
    const { db } = this.deps;
    const [campaigns, standings] = await Promise.all([
      engagementCampaigns(db),
      playerId === null ? Promise.resolve([]) : standingsOf(db, playerId),
    ]);
    return { campaigns, standings: new Map(standings.map((s) => [s.campaignId, s])) };
  }

  /** Campaigns of a type a player sees: running ones, and those they joined until they end (tournaments: finished too). */
  #visible(campaign: CampaignRow, joined: boolean, now: number): boolean {
    if (campaign.status !== 'active' && !joined) return false;
    if (campaign.validFrom.getTime() > now) return false;
    const ended = campaign.validTo !== null && campaign.validTo.getTime() <= now;
    return !ended || (joined && campaign.type === 'tournament');
  }

  #base(campaign: CampaignRow, joined: boolean, locale: string) {
    const currency = campaign.currency ?? 'EUR';
    return {
      id: campaign.id,
      name: textIn(campaign.name, locale),
      description: textIn(campaign.description, locale),
      currency,
      subunits: currencyByCode(currency)?.subunits ?? 2,
      validFrom: campaign.validFrom.toISOString(),
      validTo: campaign.validTo?.toISOString() ?? null,
      joined,
      rules: rulesView(campaign),
    };
  }

  async huntings(
    playerId: number | null,
    query: { page: number; limit: number; active?: 'true' | 'false' },
    locale: string,
  ): Promise<Paged<Hunting>> {
    const now = this.deps.clock.now();
    const { campaigns, standings } = await this.#context(playerId);
    const list = campaigns
      .filter((c) => c.type === 'hunting')
      .filter((c) => this.#visible(c, standings.has(c.id), now) && (query.active !== 'true' || standings.has(c.id)))
      .map((campaign): Hunting => {
        const standing = standings.get(campaign.id);
        const ranges = campaign.rules.huntingRanges ?? [];
        const amount = campaign.amount ?? 0;
        const progress = standing?.betsCount ?? 0;
        return {
          ...this.#base(campaign, standing !== undefined, locale),
          type: 'hunting',
          progressCount: Math.min(progress, possibleProgress(ranges)),
          possibleProgressCount: possibleProgress(ranges),
          stakeCurrency: campaign.currency ?? 'EUR',
          minStake: campaign.rules.minStake ?? 0,
          issueToDays: campaign.rules.validDays ?? null,
          freebetType: freebetTypeOf(campaign),
          freebetAmount: amount,
          ranges: [...ranges]
            .sort((a, b) => a.bets - b.bets)
            .map((r) => ({
              numberOfBets: r.bets,
              numberOfFreebets: r.freebets,
              issuedAmount: r.freebets * amount,
              reached: progress >= r.bets,
            })),
          freebetsIssued: standing?.freebetsIssued ?? 0,
        };
      });
    return page(list, query);
  }

  async tournaments(
    playerId: number | null,
    query: { page: number; limit: number; active?: 'true' | 'false' },
    locale: string,
  ): Promise<Paged<Tournament>> {
    const now = this.deps.clock.now();
    const { db } = this.deps;
    const { campaigns, standings } = await this.#context(playerId);
    const shown = campaigns
      .filter((c) => c.type === 'tournament')
      .filter((c) => this.#visible(c, standings.has(c.id), now) && (query.active !== 'true' || standings.has(c.id)));
    if (shown.length === 0) return page([], query);
    const [poolRows, counts, freebets, open] = await Promise.all([
      pools(db),
      participantCounts(db),
      playerId === null ? Promise.resolve([]) : playerBonusesWithCampaigns(db, playerId),
      playerId === null ? Promise.resolve(new Map<number, number[]>()) : openTournamentStakes(db, playerId),
    ]);
    const facts = playerId === null ? null : await playerFacts(db, playerId);
    const list: Tournament[] = [];
    for (const campaign of shown) {
      const standing = standings.get(campaign.id);
      const rules = campaign.rules;
      const pool = poolRows.get(campaign.id);
      const amount = pool?.amount ?? rules.initialPool ?? 0;
      const table = rules.prizeTable ?? [];
      const ranked = rank(
        (await rankedStandings(db, campaign.id)).map((s) => ({
          ...s,
          points: Number(s.points),
          reachedAt: s.reachedAt?.getTime() ?? 0,
        })),
      );
      const finished = pool?.prizesIssuedAt != null;
      const prizes = finished ? ranked.map((s) => s.prize ?? 0) : splitPool(amount, table, table.length);
      const position = ranked.find((s) => s.playerId === playerId)?.position ?? null;
      const currency = campaign.currency ?? 'EUR';
      const subunits = currencyByCode(currency)?.subunits ?? 2;
      const boostable =
        (rules.boostPoints ?? 0) > 0
          ? freebets
              .filter(({ bonus, campaign: c }) => {
                const state: BonusState = issuedState(c, bonus, facts, now);
                return (
                  (state === 'active' || state === 'available') &&
                  bonus.currency === currency &&
                  (bonus.type ?? c.type).startsWith('freebet_') &&
                  (bonus.type ?? c.type) !== 'freebet_no_risk'
                );
              })
              .map(({ bonus, campaign: c }) => ({
                id: c.id,
                amount: bonus.amount ?? 0,
                currency: bonus.currency ?? currency,
              }))
          : [];
      const points = Number(standing?.points ?? 0);
      const betsCount = standing?.betsCount ?? 0;
      list.push({
        ...this.#base(campaign, standing !== undefined, locale),
        type: 'tournament',
        pool: {
          amount,
          initial: rules.initialPool ?? 0,
          state: poolState(
            {
              paused: campaign.status !== 'active',
              validFrom: campaign.validFrom.getTime(),
              validTo: campaign.validTo?.getTime() ?? null,
              prizesIssued: finished,
            },
            now,
          ),
        },
        prizeTable: table,
        prizes,
        farmOncePerEvent: rules.farmOncePerEvent ?? false,
        farmingFreebetType: freebetTypeOf(campaign),
        showInPromotion: rules.showInPromotion ?? true,
        pointsPerUnit: rules.pointsPerUnit ?? 1,
        boostPoints: rules.boostPoints ?? 0,
        participants: counts.get(campaign.id) ?? 0,
        position,
        farmingStats: {
          avgStake: betsCount > 0 ? Math.floor(Number(standing?.stakeSum ?? 0) / betsCount) : 0,
          betsCount,
          points,
          availablePoints: boostable.reduce(
            (sum, f) => sum + Math.floor(f.amount / 10 ** subunits) * (rules.boostPoints ?? 0),
            0,
          ),
          potentialPoints: (open.get(campaign.id) ?? []).reduce(
            (sum, stake) => sum + farmedPoints(stake, subunits, rules.pointsPerUnit ?? 1),
            0,
          ),
          potentialFreebetAmount: position === null ? 0 : (prizes[position - 1] ?? 0),
          initialPool: rules.initialPool ?? 0,
        },
        farmedEventIds: standing?.farmedEventIds ?? [],
        freebetsToBoost: boostable,
      });
    }
    return page(list, query);
  }

  /** `GET /bonuses/tournaments/{id}/rating`: the leaderboard, paged, with the player's own row. */
  async rating(playerId: number | null, campaignId: number, query: { page: number; limit: number }) {
    const campaign = await findCampaign(this.deps.db, campaignId);
    if (campaign?.type !== 'tournament') throw notFound();
    const { db } = this.deps;
    const pool = (await pools(db)).get(campaignId);
    const amount = pool?.amount ?? campaign.rules.initialPool ?? 0;
    const table = campaign.rules.prizeTable ?? [];
    const ranked = rank(
      (await rankedStandings(db, campaignId)).map((s) => ({
        ...s,
        points: Number(s.points),
        reachedAt: s.reachedAt?.getTime() ?? 0,
      })),
    );
    const prizes = pool?.prizesIssuedAt != null ? null : splitPool(amount, table, table.length);
    const currency = campaign.currency ?? 'EUR';
    const rows: LeaderboardRow[] = ranked.map((s) => ({
      position: s.position,
      isCurrentUser: s.playerId === playerId,
      userHash: this.deps.userHash(s.playerId),
      points: s.points,
      farmedAmount: prizes ? (prizes[s.position - 1] ?? 0) : Number(s.prize ?? 0),
      currency,
      farmedFreebetsCount: s.betsCount,
    }));
    const start = (query.page - 1) * query.limit;
    const data = rows.slice(start, start + query.limit);
    const mine = rows.find((r) => r.isCurrentUser) ?? null;
    return {
      data,
      pagination: paginate(rows.length, query.page, query.limit),
      me: mine && !data.includes(mine) ? mine : null,
    };
  }

  /**
   * `POST /bonuses/{id}/boost`: spends one use of one of the player's free bets (its campaign id) on tournament
   * points, `boostPoints` per whole unit of its amount. The free bet's money leaves the free-bet account
   * (`freebet_boost`), in the same transaction as the points.
   */
  async boost(playerId: number, tournamentId: number, bonusId: number): Promise<{ points: number; added: number }> {
    const view = (await this.tournaments(playerId, { page: 1, limit: 1000 }, 'en')).data.find(
      (t) => t.id === tournamentId,
    );
    if (!view) throw notFound();
    if (!view.joined) throw new AppError(409, 'bonus_not_joined', 'Join this tournament first.');
    if (view.pool.state !== 'active') throw new AppError(409, 'bonus_not_available', 'This tournament is not running.');
    if (view.boostPoints <= 0) throw new AppError(409, 'boost_not_offered', 'This tournament has no boosts.');
    const freebet = view.freebetsToBoost.find((f) => f.id === bonusId);
    if (!freebet) throw new AppError(422, 'boost_freebet_invalid', 'This free bet cannot boost the tournament.');
    const added = Math.floor(freebet.amount / 10 ** view.subunits) * view.boostPoints;
    const now = this.#now();
    return this.deps.db.transaction(async (tx) => {
      // Standings first, then the bonus row and the free-bet account: the order settlement takes them in.
      const [standing] = await lockStandings(tx, [playerId]).then((s) =>
        s.filter((x) => x.campaignId === tournamentId),
      );
      if (!standing) throw new AppError(409, 'bonus_not_joined', 'Join this tournament first.');
      const row = await spendFreebetUse(tx, playerId, bonusId, now);
      if (!row) throw new AppError(409, 'boost_freebet_invalid', 'This free bet was used meanwhile.');
      await this.deps.wallet.post(tx, {
        playerId,
        currency: freebet.currency,
        amount: -freebet.amount,
        kind: 'freebet_boost',
        reference: `bonus:${row.id}:use:${row.timesUsed}`,
        account: 'freebet',
      });
      const points = Number(standing.points) + added;
      await saveStanding(tx, { ...standing, points, reachedAt: now });
      return { points, added };
    });
  }

  async lootboxes(
    playerId: number | null,
    query: { page: number; limit: number; active?: 'true' | 'false' },
    locale: string,
  ): Promise<Paged<Lootbox>> {
    const now = this.deps.clock.now();
    const { campaigns, standings } = await this.#context(playerId);
    const boxes = playerId === null ? [] : await lootboxesOf(this.deps.db, playerId);
    const list = campaigns
      .filter((c) => c.type === 'lootbox')
      .filter((c) => {
        const joined = standings.has(c.id);
        const waiting = boxes.some((b) => b.campaignId === c.id && b.openedAt === null);
        return (this.#visible(c, joined, now) || waiting) && (query.active !== 'true' || joined);
      })
      .map((campaign): Lootbox => {
        const standing = standings.get(campaign.id);
        const perBox = campaign.rules.betsPerBox ?? 1;
        const mine = boxes.filter((b) => b.campaignId === campaign.id);
        const unopened = mine.filter((b) => b.openedAt === null).length;
        const table = campaign.rules.lootboxPrizes ?? [];
        const total = totalWeight(table);
        return {
          ...this.#base(campaign, standing !== undefined, locale),
          type: 'lootbox',
          progressCount: (standing?.betsCount ?? 0) % perBox,
          betsPerBox: perBox,
          boxes: unopened,
          chest: chestSize(unopened),
          prizes: table.map((p) => ({
            kind: p.kind,
            amount: p.amount,
            chance: total > 0 ? Math.round((p.weight / total) * 10_000) / 100 : 0,
          })),
          opened: mine
            .filter((b) => b.openedAt !== null)
            .slice(-10)
            .reverse()
            .map((b) => ({
              id: b.id,
              kind: (b.prizeKind ?? 'none') as 'cash' | 'points' | 'none',
              amount: Number(b.prizeAmount ?? 0),
              openedAt: b.openedAt?.toISOString() ?? '',
            })),
        };
      });
    return page(list, query);
  }

  /**
   * `POST /bonuses/lootboxes/{id}/open`: the player's oldest unopened box of the campaign gets its prize, drawn from
   * the campaign's prize table with `crypto.randomInt` (`draw` injectable for tests), kept on the box for audit, and
   * paid in the same transaction: cash through the ledger (`lootbox_prize`), points to the comp points.
   */
  async openLootbox(
    playerId: number,
    campaignId: number,
    draw: (total: number) => number = (total) => randomInt(total),
  ): Promise<{
    id: number;
    kind: 'cash' | 'points' | 'none';
    amount: number;
    currency: string;
    boxesLeft: number;
    change: BalanceChange | null;
  }> {
    const campaign = await findCampaign(this.deps.db, campaignId);
    if (campaign?.type !== 'lootbox') throw notFound();
    const table = campaign.rules.lootboxPrizes ?? [];
    const total = totalWeight(table);
    if (total <= 0) throw new AppError(409, 'lootbox_empty_table', 'This lootbox has no prizes.');
    const currency = campaign.currency ?? 'EUR';
    const now = this.#now();
    return this.deps.db.transaction(async (tx) => {
      const box = await lockNextBox(tx, playerId, campaignId);
      if (!box) throw new AppError(409, 'lootbox_none', 'You have no box to open; place qualifying bets to earn one.');
      const value = draw(total);
      const { index, prize } = prizeFor(table, value);
      await openBox(tx, box.id, {
        openedAt: now,
        draw: value,
        prizeIndex: index,
        prizeKind: prize.kind,
        prizeAmount: prize.amount,
      });
      let change: BalanceChange | null = null;
      if (prize.kind === 'cash' && prize.amount > 0) {
        change = await this.deps.wallet.post(tx, {
          playerId,
          currency,
          amount: prize.amount,
          kind: 'lootbox_prize',
          reference: `lootbox:${box.id}`,
        });
      } else if (prize.kind === 'points' && prize.amount > 0) {
        await addCompPoints(tx, new Map([[playerId, prize.amount]]));
      }
      const boxesLeft = await unopenedCount(tx, playerId, campaignId);
      return { id: box.id, kind: prize.kind, amount: prize.amount, currency, boxesLeft, change };
    });
  }

  // -- settlement --------------------------------------------------------------------------------------------------

  /**
   * Counts settled bets, in the settlement transaction: comp points for every cash bet; for the campaigns each
   * player joined before placing, a qualifying bet (`qualifyingProblem`, won or lost, placed in the campaign's window)
   * moves hunting progress (issuing the free bets of each step reached), earns lootboxes, and farms tournament points
   * (once per match where the campaign says so) while adding its share to the pool.
   */
  async onSettled(tx: Tx, bets: readonly BetRecord[]): Promise<RewardEffects> {
    const effects: RewardEffects = { issued: [], pools: new Map() };
    const counted = bets.filter((b) => b.result !== 'refund_entire' && !isFreebetBet(b) && b.cashoutParts === 0);
    if (counted.length === 0) return effects;
    const points = new Map<number, number>();
    for (const bet of counted) {
      const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
      points.set(
        bet.playerId,
        (points.get(bet.playerId) ?? 0) + compPointsFor(bet.totalStake, subunits, this.deps.compPointsRate),
      );
    }
    await addCompPoints(tx, points);
    const standings = await lockStandings(tx, [...new Set(counted.map((b) => b.playerId))]);
    if (standings.length === 0) return effects;
    const campaigns = new Map((await engagementCampaigns(tx)).map((c) => [c.id, c]));
    const legs = await legFacts(
      tx,
      counted.map((b) => b.id),
    );
    const now = this.#now();
    for (const standing of standings) {
      const campaign = campaigns.get(standing.campaignId);
      if (!campaign) continue;
      let changed = false;
      const row: StandingRow = { ...standing, farmedEventIds: [...standing.farmedEventIds] };
      for (const bet of counted) {
        if (bet.playerId !== row.playerId || !this.#qualifies(campaign, row, bet, legs.get(bet.id) ?? [])) continue;
        const subunits = currencyByCode(bet.currency)?.subunits ?? 2;
        const matchIds = (legs.get(bet.id) ?? []).map((l) => l.matchId);
        if (campaign.type === 'tournament') {
          if (campaign.rules.farmOncePerEvent && matchIds.some((id) => row.farmedEventIds.includes(id))) continue;
          const share = Math.floor((bet.totalStake * (campaign.rules.poolShare ?? 0)) / 100);
          if (share > 0) {
            const amount = await addToPool(tx, campaign.id, share);
            if (amount === null) continue;
            effects.pools.set(campaign.id, amount);
          }
          row.points = Number(row.points) + farmedPoints(bet.totalStake, subunits, campaign.rules.pointsPerUnit ?? 1);
          row.farmedEventIds = [...new Set([...row.farmedEventIds, ...matchIds])];
          row.reachedAt = now;
        }
        row.betsCount += 1;
        row.stakeSum = Number(row.stakeSum) + bet.totalStake;
        changed = true;
        if (campaign.type === 'lootbox') {
          const earned = boxesEarned(row.betsCount, campaign.rules.betsPerBox ?? 1);
          const fresh = earned - row.boxesEarned;
          if (fresh > 0) {
            await insertLootboxes(
              tx,
              Array.from({ length: fresh }, (_, k) => ({
                campaignId: campaign.id,
                playerId: row.playerId,
                earnedBy: fresh === 1 ? `bet:${bet.id}` : `bet:${bet.id}:${k}`,
                earnedAt: now,
              })),
            );
            row.boxesEarned = earned;
          }
        }
      }
      if (campaign.type === 'hunting') {
        const earned = freebetsEarned(campaign.rules.huntingRanges ?? [], row.betsCount);
        const fresh = earned - row.freebetsIssued;
        if (
          fresh > 0 &&
          (await this.#issueFreebets(tx, campaign, row.playerId, fresh, campaign.amount ?? 0, now, `hunt:${earned}`))
        ) {
          row.freebetsIssued = earned;
          effects.issued.push({ playerId: row.playerId, campaignId: campaign.id, type: freebetTypeOf(campaign) });
        }
      }
      if (changed) await saveStanding(tx, row);
    }
    return effects;
  }

  #qualifies(
    campaign: CampaignRow,
    standing: StandingRow,
    bet: BetRecord,
    legs: readonly { oddsMillis: number; provider: string; sportKey: string; startTime: Date | null }[],
  ): boolean {
    const placed = bet.createdAt.getTime();
    if (campaign.status !== 'active' || placed < standing.joinedAt.getTime()) return false;
    if (placed < campaign.validFrom.getTime() || (campaign.validTo && placed >= campaign.validTo.getTime()))
      return false;
    return (
      qualifyingProblem(qualifyingRules(campaign), {
        currency: bet.currency,
        totalStake: bet.totalStake,
        freebet: false,
        selections: legs.map((l) => ({
          oddsMillis: l.oddsMillis,
          live: l.startTime !== null && placed >= l.startTime.getTime(),
          sportKey: l.sportKey,
          provider: l.provider,
        })),
      }) === null
    );
  }

  /** Issues `count` free bets of `amount` from a campaign: the bonus row's uses and the free-bet account, together. */
  async #issueFreebets(
    tx: Tx,
    campaign: CampaignRow,
    playerId: number,
    count: number,
    amount: number,
    now: Date,
    /** What this issue is, unique per player and campaign: the ledger reference `campaign:{id}:{tag}`. */
    tag: string,
  ): Promise<boolean> {
    const currency = campaign.currency;
    if (!currency || amount <= 0) return false;
    const days = campaign.rules.validDays ?? null;
    const expiresAt = days ? new Date(now.getTime() + days * DAY_MS) : campaign.validTo;
    // The free-bet account before the bonus row: the order a placement with a free bet locks them in.
    const posted = await this.deps.wallet.post(tx, {
      playerId,
      currency,
      amount: amount * count,
      kind: 'freebet_issued',
      reference: `campaign:${campaign.id}:${tag}`,
      account: 'freebet',
    });
    if (posted.replayed) return false;
    await addFreebets(tx, {
      playerId,
      campaignId: campaign.id,
      type: freebetTypeOf(campaign),
      amount,
      currency,
      count,
      now,
      expiresAt,
    });
    return true;
  }

  /** Announces what a committed settlement changed: free bets issued, tournament pools. */
  async announce(effects: RewardEffects): Promise<void> {
    const publish = this.#publish;
    if (!publish) return;
    for (const { playerId, campaignId, type } of effects.issued) {
      await publish.user(playerId, 'bonus_issued', { bonus: { id: campaignId, type } }).catch(() => undefined);
    }
    for (const [id, amount] of effects.pools) {
      await publish.pool({ id, amount, state: 'active' }).catch(() => undefined);
    }
  }

  // -- finishing tournaments ---------------------------------------------------------------------------------------

  /**
   * Issues the prizes of tournaments whose end passed (each once: the pool row is locked and closed in the same
   * transaction): the pool split by the prize table (`splitPool`) over the leaderboard (`rank`), each prize a free bet
   * of the campaign's farming type. A tournament paused at its end issues nothing (`disabled`). Answers how many
   * tournaments finished.
   */
  async finishTournaments(): Promise<number> {
    const now = this.#now();
    const { db } = this.deps;
    const due = (await engagementCampaigns(db)).filter(
      (c) =>
        c.type === 'tournament' && c.status === 'active' && c.validTo !== null && c.validTo.getTime() <= now.getTime(),
    );
    let finished = 0;
    for (const campaign of due) {
      const effects: RewardEffects = { issued: [], pools: new Map() };
      const done = await db.transaction(async (tx) => {
        await ensurePool(tx, campaign);
        // The standings, then the pool: the order settlement takes them in (it farms, then adds to the pool).
        const standings = await lockCampaignStandings(tx, campaign.id);
        const pool = await lockPool(tx, campaign.id);
        if (!pool || pool.prizesIssuedAt !== null) return false;
        const ranked = rank(
          standings.map((s) => ({
            ...s,
            points: Number(s.points),
            reachedAt: s.reachedAt?.getTime() ?? 0,
          })),
        );
        const prizes = splitPool(Number(pool.amount), campaign.rules.prizeTable ?? [], ranked.length);
        for (const standing of ranked) {
          const prize = prizes[standing.position - 1] ?? 0;
          if (prize > 0 && (await this.#issueFreebets(tx, campaign, standing.playerId, 1, prize, now, 'prize'))) {
            effects.issued.push({
              playerId: standing.playerId,
              campaignId: campaign.id,
              type: freebetTypeOf(campaign),
            });
          }
          await setPrize(tx, campaign.id, standing.playerId, prize, standing.position);
        }
        await closePool(tx, campaign.id, now);
        return true;
      });
      if (done) {
        finished += 1;
        await this.announce(effects);
        await this.#publish?.pool({ id: campaign.id, amount: 0, state: 'finished' }).catch(() => undefined);
      }
    }
    return finished;
  }
}

/** The type of the free bets a hunting or tournament campaign issues (only-win unless the operator chose). */
function freebetTypeOf(campaign: CampaignRow): 'freebet_only_win' | 'freebet_all_win' {
  return campaign.rules.farmingFreebetType ?? 'freebet_only_win';
}

function isFreebetBet(bet: BetRecord): boolean {
  return bet.bonus?.type === 'freebet_only_win' || bet.bonus?.type === 'freebet_all_win';
}

function page<T>(list: T[], query: { page: number; limit: number }): Paged<T> {
  const start = (query.page - 1) * query.limit;
  return { data: list.slice(start, start + query.limit), pagination: paginate(list.length, query.page, query.limit) };
}
