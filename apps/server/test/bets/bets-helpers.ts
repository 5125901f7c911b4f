import { randomUUID } from 'node:crypto';
import { type Bet, placeBetsReplySchema } from '@sportsbook/contract/bets';
import type { Market } from '@sportsbook/contract/catalog';
import { depositReplySchema } from '@sportsbook/contract/platform';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accounts, bets, ledgerEntries } from '../../src/db/schema';
import type { FeedEvent } from '../../src/feed/types';
import { PlatformClient } from '../players/platform-client';

/** A payload selection (spec 001 §7.3 names). */
export type WireSelection = {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
};

/** A signed-in player with a funded EUR account. */
export type FundedPlayer = { client: PlatformClient; id: number; email: string };

/** Signs up, confirms, signs in and deposits `amount` minor units through the sandbox cashier (the real API path). */
export async function fundedPlayer(app: FastifyInstance, amount: number): Promise<FundedPlayer> {
  const client = new PlatformClient(app);
  const player = await client.register();
  if (amount > 0) {
    await client.json(
      client.post('/api/platform/payments/sandbox/deposits', {
        amount,
        currency: 'EUR',
        card_number: '4242424242424242',
      }),
      depositReplySchema,
      201,
    );
  }
  return { client, id: player.id, email: player.email ?? '' };
}

/** Prematch (or live) selections from the live catalog: one per match, on open markets with active outcomes. */
export function pickSelections(
  app: FastifyInstance,
  count: number,
  options: { status?: 0 | 1; provider?: string; minOdds?: number; maxOdds?: number; exclude?: number[] } = {},
): WireSelection[] {
  const out: WireSelection[] = [];
  const status = options.status ?? 0;
  const ids = app.catalog
    .allMatches('en')
    .filter((m) => m.status === status && m.type === 'match' && m.provider === (options.provider ?? 'betradar'))
    .map((m) => m.id)
    .filter((id) => !options.exclude?.includes(id))
    .sort((a, b) => a - b);
  for (const matchId of ids) {
    const market = (app.catalog.marketsOf(matchId) ?? []).find(
      (m) =>
        m.status === 1 &&
        m.outcomes.every((o) => o.active) &&
        m.outcomes.some((o) => o.odds >= (options.minOdds ?? 1.2) && o.odds <= (options.maxOdds ?? 10)),
    );
    const outcome = market?.outcomes.find(
      (o) => o.odds >= (options.minOdds ?? 1.2) && o.odds <= (options.maxOdds ?? 10),
    );
    if (!market || !outcome) continue;
    out.push({
      match_id: matchId,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds,
    });
    if (out.length === count) return out;
  }
  throw new Error(`only ${out.length} of ${count} selections found`);
}

/** The live market of a selection. */
export function marketOf(app: FastifyInstance, s: WireSelection): Market {
  const market = app.catalog.marketsOf(s.match_id)?.find((m) => m.id === s.market_id && m.specifier === s.specifier);
  if (!market) throw new Error(`market ${s.market_id} of match ${s.match_id} not found`);
  return market;
}

/**
 * Feeds events to the catalog as if the feed had sent them (suspensions, odds moves). Test-only access to the
 * store's batch handler: the simulator gives no way to force a suspension at a chosen moment.
 */
export function applyFeedEvents(app: FastifyInstance, events: FeedEvent[]): void {
  (app.catalog as unknown as { apply(events: readonly FeedEvent[]): void }).apply(events);
}

/** Sets one outcome's odds (and optionally the market status) in the live catalog. */
export function moveMarket(app: FastifyInstance, s: WireSelection, change: { odds?: number; status?: number }): void {
  const market = marketOf(app, s);
  const next: Market = {
    ...market,
    status: change.status ?? market.status,
    outcomes: market.outcomes.map((o) =>
      o.outcomeId === s.outcome_id && change.odds ? { ...o, odds: change.odds } : o,
    ),
  };
  applyFeedEvents(app, [{ kind: 'markets_changed', matchId: s.match_id, markets: [next] }]);
}

export const DEVICE = 'test-device-1';

/** A placement payload. */
export function payload(
  betsIn: { stake: string; selections: WireSelection[]; system_id?: string; currency?: string }[],
  meta: { quick?: boolean; type?: 'single' | 'combo' | 'system' } = {},
) {
  const first = betsIn[0];
  const type = meta.type ?? (first?.system_id ? 'system' : (first?.selections.length ?? 0) > 1 ? 'combo' : 'single');
  return {
    meta: { device_id: DEVICE, quick: meta.quick ?? false, type },
    bets: betsIn.map((b) => ({
      stake: { value: b.stake, currency: b.currency ?? 'EUR' },
      selections: b.selections,
      ...(b.system_id ? { system_id: b.system_id } : {}),
    })),
  };
}

/** POST /api/v3/bets with an idempotency key (a fresh one unless given; '' sends none). */
export function place(
  player: FundedPlayer,
  body: unknown,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return player.client.post('/api/v3/bets', body, key === '' ? {} : { headers: { 'idempotency-key': key } });
}

/** Places and expects 201; answers the placed bets (checked against the contract). */
export async function placeOk(player: FundedPlayer, body: unknown, key?: string): Promise<Bet[]> {
  const r = await place(player, body, key);
  expect(r.statusCode, r.body).toBe(201);
  return placeBetsReplySchema.parse(r.json());
}

/**
 * Balance, ledger sum and ledger entry count of a player's EUR account (`kind`: cash by default, or the free-bet
 * account), straight from the database.
 */
export async function money(app: FastifyInstance, playerId: number, kind: 'cash' | 'freebet' = 'cash') {
  const { db } = app.database;
  const [account] = await db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, 'EUR'), eq(accounts.kind, kind)));
  const [ledger] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})`, entries: sql<string>`count(*)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account?.id ?? -1));
  const [betCount] = await db.select({ n: sql<string>`count(*)` }).from(bets).where(eq(bets.playerId, playerId));
  return {
    balance: Number(account?.balance ?? 0),
    ledger: Number(ledger?.total ?? 0),
    entries: Number(ledger?.entries ?? 0),
    bets: Number(betCount?.n ?? 0),
  };
}

/** Ledger entries of one bet (reference `bet:{id}`), by kind. */
export async function betEntries(app: FastifyInstance, betId: number) {
  return (
    app.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      // The bet's own entries and its partial cash-outs (`bet:{id}:part:{n}`).
      .where(or(eq(ledgerEntries.reference, `bet:${betId}`), like(ledgerEntries.reference, `bet:${betId}:part:%`)))
      .orderBy(ledgerEntries.id)
  );
}

/** The database id of a placed bet (the wire carries the public id, `BetIds`). */
export function dbId(app: FastifyInstance, bet: { betId: number } | undefined): number {
  const id = bet ? app.bets.ids.internalId(bet.betId) : null;
  if (id === null) throw new Error(`not a bet id: ${bet?.betId}`);
  return id;
}
