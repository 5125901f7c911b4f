import type { Jackpot, JackpotBody, JackpotHit } from '@sportsbook/contract/rewards';
import { currencyByCode } from '@sportsbook/domain/money';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { textIn } from '../bonuses/localized-text';
import type { WalletService } from '../wallet/wallet-service';
import {
  approvedHits,
  findHits,
  type HitRow,
  insertJackpot,
  insertParticipant,
  type JackpotRow,
  jackpotsWithLevels,
  joinedJackpots,
  type LevelRow,
  levelPoolsSql,
  markHitPaid,
  markHitsSeen,
  setJackpotStatus,
  totals,
} from './jackpots-repository';

const notFound = () => new AppError(404, 'jackpot_not_found', 'There is no such jackpot.');

type Publisher = {
  jackpot(payload: { id: number; amount: number; levels: { code: string; pool: number }[] }): Promise<void>;
  hit(playerId: number, hit: JackpotHit): Promise<void>;
};

/**
 * Jackpots (issue 19; docs/decisions.md "Jackpots"): the operator's jackpots, the player's views and opt-in, and the
 * payment of hits. Contributions and hits happen in the placement statement (trigger `bets_jackpot_contribute`,
 * migration 0018); this pays each approved hit once through the ledger (`jackpot_win`, reference `jackpot_hit:{id}`)
 * and announces it.
 */
export class JackpotsService {
  #publish: Publisher | null = null;
  #lastAmounts = new Map<number, number>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      wallet: WalletService;
      userHash: (playerId: number) => string;
      /** Minor units of `currency` → euro cents (reference rates). */
      toEur: (amount: number, currency: string) => number;
    },
  ) {}

  /** The jackpots as the placement rule reads them, read again every 5 s and after the operator changes one. */
  #rules: { at: number; list: { id: number; currency: string; minStake: number; optIn: boolean }[] } | null = null;
  /** Players' opt-ins, kept a minute (a join on this node updates it at once). */
  readonly #joined = new Map<number, { at: number; ids: Set<number> }>();

  async #activeRules() {
    const now = Date.now();
    if (this.#rules === null || now - this.#rules.at > 5_000) {
      const rows = await jackpotsWithLevels(this.deps.db);
      this.#rules = {
        at: now,
        list: rows
          .filter((r) => r.jackpot.status === 'active' && r.levels.some((l) => l.active))
          .map((r) => ({
            id: r.jackpot.id,
            currency: r.jackpot.currency,
            minStake: Number(r.jackpot.minStake),
            optIn: r.jackpot.optIn,
          })),
      };
    }
    return this.#rules.list;
  }

  /**
   * The jackpots a placed bet took part in, by the rule of the placement statement (migration 0018): an active
   * jackpot of its currency, a cash stake of at least its minimum, and the player's opt-in where it asks for one.
   * From the cached view (a jackpot the operator switched in the last seconds may be missed here; the bet's stored
   * contributions are what My Bets reads).
   */
  async takingPart(
    playerId: number,
    bet: { currency: string; totalStake: number; freebet: boolean },
  ): Promise<number[]> {
    if (bet.freebet) return [];
    const candidates = (await this.#activeRules()).filter(
      (j) => j.currency === bet.currency && bet.totalStake >= j.minStake,
    );
    if (!candidates.some((j) => j.optIn)) return candidates.map((j) => j.id);
    const joined = await this.#joinedBy(playerId);
    return candidates.filter((j) => !j.optIn || joined.has(j.id)).map((j) => j.id);
  }

  async #joinedBy(playerId: number): Promise<Set<number>> {
    const cached = this.#joined.get(playerId);
    if (cached && Date.now() - cached.at < 60_000) return cached.ids;
    const ids = await joinedJackpots(this.deps.db, playerId);
    if (this.#joined.size > 100_000) this.#joined.clear();
    this.#joined.set(playerId, { at: Date.now(), ids });
    return ids;
  }

  setPublisher(publisher: Publisher): void {
    this.#publish = publisher;
  }

  #view(jackpot: JackpotRow, levels: readonly LevelRow[], joined: boolean, locale: string): Jackpot {
    const t = totals(levels);
    return {
      id: jackpot.id,
      name: textIn(jackpot.name, locale),
      amount: t.amount,
      poolAmount: t.contributed,
      hitsAmount: t.paid,
      currency: jackpot.currency,
      subunits: currencyByCode(jackpot.currency)?.subunits ?? 2,
      minStake: Number(jackpot.minStake),
      optIn: jackpot.optIn,
      joined: jackpot.optIn ? joined : true,
      levels: levels.map((l) => ({
        code: l.code,
        name: textIn(l.name, locale),
        pool: Number(l.pool),
        mustDropBy: l.mustDrop === null ? null : Number(l.mustDrop),
        active: l.active,
      })),
    };
  }

  /** `GET /jackpots`: the active jackpots. */
  async list(playerId: number | null, locale: string): Promise<Jackpot[]> {
    const [rows, joined] = await Promise.all([
      jackpotsWithLevels(this.deps.db),
      playerId === null ? Promise.resolve(new Set<number>()) : joinedJackpots(this.deps.db, playerId),
    ]);
    return rows
      .filter((r) => r.jackpot.status === 'active')
      .map((r) => this.#view(r.jackpot, r.levels, joined.has(r.jackpot.id), locale));
  }

  /** `GET /jackpots/{id}`. */
  async detail(playerId: number | null, id: number, locale: string): Promise<Jackpot> {
    const found = (await this.list(playerId, locale)).find((j) => j.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** `POST /jackpots`: the player takes part (a jackpot without opt-in counts everyone already). */
  async join(playerId: number, id: number): Promise<void> {
    const found = (await jackpotsWithLevels(this.deps.db)).find((r) => r.jackpot.id === id);
    if (found?.jackpot.status !== 'active') throw notFound();
    await insertParticipant(this.deps.db, id, playerId, new Date(this.deps.clock.now()));
    this.#joined.get(playerId)?.ids.add(id);
  }

  async #hitViews(rows: readonly HitRow[], playerId: number | null, locale: string): Promise<JackpotHit[]> {
    const all = await jackpotsWithLevels(this.deps.db);
    return rows.map((hit) => {
      const found = all.find((r) => r.jackpot.id === hit.jackpotId);
      const level = found?.levels.find((l) => l.id === hit.levelId);
      return {
        id: hit.id,
        amount: Number(hit.amount),
        amountEur: this.deps.toEur(Number(hit.amount), hit.currency),
        currency: hit.currency,
        createdAt: hit.createdAt.toISOString(),
        jackpotId: hit.jackpotId,
        name: found ? textIn(found.jackpot.name, locale) : '',
        levelCode: level?.code ?? '',
        levelName: level ? textIn(level.name, locale) : '',
        status: hit.status as 'approved' | 'paid',
        userHash: this.deps.userHash(hit.playerId),
        seen: hit.playerId === playerId ? hit.seen : false,
        mine: hit.playerId === playerId,
      };
    });
  }

  /** `GET /jackpot-hits`: newest first; `for_user` and `unseen` need a player (a visitor gets none of them). */
  async hits(
    playerId: number | null,
    query: { jackpot_id?: number; limit: number; status?: 'approved' | 'paid'; for_user?: string; unseen?: string },
    locale: string,
  ): Promise<JackpotHit[]> {
    const own = query.for_user === 'true' || query.unseen === 'true';
    if (own && playerId === null) return [];
    const rows = await findHits(this.deps.db, {
      limit: query.limit,
      ...(query.jackpot_id === undefined ? {} : { jackpotId: query.jackpot_id }),
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(own && playerId !== null ? { playerId } : {}),
      ...(query.unseen === 'true' ? { unseen: true } : {}),
    });
    return this.#hitViews(rows, playerId, locale);
  }

  async markSeen(playerId: number, ids: readonly number[]): Promise<void> {
    await markHitsSeen(this.deps.db, playerId, ids);
  }

  /**
   * Pays approved hits: each in its own transaction, marked paid by a conditional UPDATE (one winner across processes)
   * and credited to the winner's cash account with the same transaction. Answers how many were paid.
   */
  async payApproved(limit = 100): Promise<number> {
    const { db, wallet, clock } = this.deps;
    let paid = 0;
    for (const hit of await approvedHits(db, limit)) {
      const change = await db.transaction(async (tx) => {
        const row = await markHitPaid(tx, hit.id, new Date(clock.now()));
        if (!row) return null;
        return wallet.post(tx, {
          playerId: row.playerId,
          currency: row.currency,
          amount: Number(row.amount),
          kind: 'jackpot_win',
          reference: `jackpot_hit:${row.id}`,
        });
      });
      if (!change) continue;
      paid += 1;
      wallet.publish([change]);
      const [view] = await this.#hitViews([{ ...hit, status: 'paid' }], hit.playerId, 'en');
      if (view) await this.#publish?.hit(hit.playerId, view).catch(() => undefined);
    }
    return paid;
  }

  /** Publishes `jackpot_changed` for jackpots whose ticker moved since the last call. */
  async publishChanges(): Promise<void> {
    if (!this.#publish) return;
    const rows = (await this.deps.db.execute(levelPoolsSql)) as unknown as {
      rows: { jackpot_id: number; amount: string | number | null }[];
    };
    const moved = rows.rows.filter((r) => this.#lastAmounts.get(Number(r.jackpot_id)) !== Number(r.amount ?? 0));
    if (moved.length === 0) return;
    const all = await jackpotsWithLevels(this.deps.db);
    for (const r of moved) {
      const id = Number(r.jackpot_id);
      const amount = Number(r.amount ?? 0);
      this.#lastAmounts.set(id, amount);
      const levels = all.find((j) => j.jackpot.id === id)?.levels ?? [];
      await this.#publish
        .jackpot({ id, amount, levels: levels.map((l) => ({ code: l.code, pool: Number(l.pool) })) })
        .catch(() => undefined);
    }
  }

  // -- the operator --------------------------------------------------------------------------------------------------

  async operatorList() {
    return (await jackpotsWithLevels(this.deps.db)).map(({ jackpot, levels }) => ({
      ...this.#view(jackpot, levels, true, 'en'),
      key: jackpot.key,
      status: jackpot.status as 'active' | 'paused',
      levels: levels.map((l) => ({
        code: l.code,
        name: textIn(l.name, 'en'),
        pool: Number(l.pool),
        mustDropBy: l.mustDrop === null ? null : Number(l.mustDrop),
        active: l.active,
        seed: Number(l.seed),
        shareBp: l.shareBp,
        probability: l.probability,
        round: l.round,
      })),
    }));
  }

  /** `POST /api/operator/jackpots`: 409 `jackpot_key_taken` for a key in use; level codes must differ. */
  async create(body: JackpotBody) {
    if (!currencyByCode(body.currency)) {
      throw new AppError(400, 'validation_failed', 'body.currency: unknown currency', [
        { path: 'body.currency', message: 'unknown currency' },
      ]);
    }
    const codes = new Set(body.levels.map((l) => l.code));
    if (codes.size !== body.levels.length) {
      throw new AppError(400, 'validation_failed', 'body.levels: level codes must differ', [
        { path: 'body.levels', message: 'level codes must differ' },
      ]);
    }
    for (const [i, l] of body.levels.entries()) {
      if (l.must_drop_by != null && l.must_drop_by <= l.seed) {
        throw new AppError(400, 'validation_failed', `body.levels.${i}.must_drop_by: must be above the seed`, [
          { path: `body.levels.${i}.must_drop_by`, message: 'must be above the seed' },
        ]);
      }
    }
    const now = new Date(this.deps.clock.now());
    const created = await this.deps.db.transaction((tx) =>
      insertJackpot(
        tx,
        {
          key: body.key,
          name: body.name,
          currency: body.currency,
          status: body.status ?? 'active',
          minStake: body.min_stake ?? 0,
          optIn: body.opt_in ?? false,
          createdAt: now,
        },
        body.levels.map((l, position) => ({
          position,
          code: l.code,
          name: l.name,
          seed: l.seed,
          shareBp: l.share_bp,
          probability: l.probability,
          mustDrop: l.must_drop_by ?? null,
          pool: l.seed,
        })),
      ),
    );
    if (!created) throw new AppError(409, 'jackpot_key_taken', 'A jackpot with this key exists.');
    this.#rules = null;
    const found = (await this.operatorList()).find((j) => j.id === created.id);
    if (!found) throw notFound();
    return found;
  }

  async setStatus(id: number, status: 'active' | 'paused') {
    if (!(await setJackpotStatus(this.deps.db, id, status))) throw notFound();
    this.#rules = null;
    const found = (await this.operatorList()).find((j) => j.id === id);
    if (!found) throw notFound();
    return found;
  }
}
