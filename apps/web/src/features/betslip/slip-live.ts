'use client';

import type { Market } from '@sportsbook/contract/catalog';
import type { MatchStatus } from '@sportsbook/domain/betslip/types';
import { fetchMatchMarkets } from '../../shared/api/client-api';
import { onChannelSubscribed, onRealtimeEvent, retainChannel } from '../../shared/realtime/realtime';
import { type LiveStore, liveStore } from '../live/live-store';
import { channelLocale, localeChannel, matchChannel } from '../live/use-channels';
import { type OddsStore, type OddsUpdate, oddsStore } from '../odds/odds-store';
import { useSelectionStore } from './selection-store';

type SlipStore = Pick<typeof useSelectionStore, 'getState' | 'subscribe'>;

export type SlipLiveDeps = {
  store?: SlipStore;
  odds?: OddsStore;
  retain?: (channel: string) => () => void;
  onEvent?: (type: string, handler: (payload: unknown) => void) => () => void;
  locale?: () => string;
  onSubscribed?: (handler: (channel: string) => void) => () => void;
  markets?: (matchId: number) => Promise<Market[]>;
  live?: LiveStore;
};

/**
 * The current prices of the given outcomes in a match's markets: a closed market, an inactive outcome or one no
 * longer offered counts as inactive (at its last known price).
 */
export function pricesOf(
  markets: readonly Market[],
  selections: readonly { id: string; odds: number }[],
): OddsUpdate[] {
  const offered = new Map<string, OddsUpdate>();
  for (const market of markets)
    for (const outcome of market.outcomes)
      offered.set(outcome.id, { id: outcome.id, odds: outcome.odds, active: market.status === 1 && outcome.active });
  return selections.map((s) => offered.get(s.id) ?? { id: s.id, odds: s.odds, active: false });
}

/** `provider_status_changed`'s statuses by provider, or null when the payload is malformed. */
export function providerStatusesOf(payload: unknown): Record<string, string> | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const statuses = (payload as { providerStatuses?: unknown }).providerStatuses;
  if (typeof statuses !== 'object' || statuses === null) return null;
  const out: Record<string, string> = {};
  for (const [provider, status] of Object.entries(statuses)) if (typeof status === 'string') out[provider] = status;
  return out;
}

/**
 * Keeps the slip's selections live wherever the bettor is (spec 000 §4 Ticket state, Selection state on market
 * update): while the slip holds selections it keeps their matches' channels and the list channel subscribed (so a
 * pick made on a match page still hears its price on the home page), feeds each selected outcome's price changes
 * into the ticket as market updates, and flags selections whose provider becomes unavailable. Resources follow the
 * selections: added ones are acquired, removed ones released. Each time a match channel is (re)subscribed, the
 * match's prices are read once: what moved before the subscription (no history to recover) reaches the ticket too.
 * Returns the function that stops it all.
 */
export function followSlip(deps: SlipLiveDeps = {}): () => void {
  const store = deps.store ?? useSelectionStore;
  const odds = deps.odds ?? oddsStore;
  const retain = deps.retain ?? retainChannel;
  const onEvent = deps.onEvent ?? onRealtimeEvent;
  const locale = deps.locale ?? channelLocale;
  const onSubscribed = deps.onSubscribed ?? onChannelSubscribed;
  const markets = deps.markets ?? fetchMatchMarkets;
  const live = deps.live ?? liveStore;
  const held = new Map<string, () => void>();

  const selectionsNow = () => store.getState().ticket.bets.flatMap((bet) => bet.selections);
  const selectionsOf = (matchId: number) => selectionsNow().filter((s) => s.matchId === matchId);

  const refresh = async (matchId: number) => {
    if (selectionsOf(matchId).length === 0) return;
    const versions = new Map(selectionsOf(matchId).map((s) => [s.id, odds.get(s.id)?.version]));
    const current = await markets(matchId).catch(() => null);
    // A failed read changes nothing: the channel's publications keep the prices live from here on. A price
    // published while the read was in flight is newer than the read, so it stays.
    if (current === null) return;
    const unchanged = selectionsOf(matchId).filter(
      (s) => versions.has(s.id) && odds.get(s.id)?.version === versions.get(s.id),
    );
    odds.applyOdds(pricesOf(current, unchanged));
  };

  const priceChanged = (selectionId: string) => {
    const entry = odds.get(selectionId);
    const selection = selectionsNow().find((s) => s.id === selectionId);
    if (!entry || !selection) return;
    store.getState().marketsUpdated([
      {
        matchId: selection.matchId,
        id: selection.marketId,
        specifier: selection.specifier,
        status: entry.active ? 1 : -1,
        outcomes: [{ outcomeId: selection.outcomeId, active: entry.active, odds: entry.odds }],
      },
    ]);
  };

  const statusChanged = (matchId: number) => {
    const status = live.match(matchId)?.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 0 || status > 5) return;
    store.getState().matchStatusChanged(matchId, status as MatchStatus);
  };

  const sync = () => {
    const selections = selectionsNow();
    const wanted = new Map<string, () => () => void>();
    for (const s of selections) {
      wanted.set(`odds ${s.id}`, () => odds.subscribe(s.id, () => priceChanged(s.id)));
      const channel = matchChannel(locale(), s.matchId);
      wanted.set(`channel ${channel}`, () => retain(channel));
    }
    // A custom bet goes when its match stops being prematch or live (spec 000 §4): its match's status is followed.
    const customMatches = new Set(
      store
        .getState()
        .ticket.bets.filter((bet) => bet.betType === 'custom_bet')
        .flatMap((bet) => bet.selections.map((s) => s.matchId)),
    );
    for (const matchId of customMatches) {
      wanted.set(`status ${matchId}`, () => {
        // What is known already applies after this sync (a dropped bet syncs again).
        queueMicrotask(() => statusChanged(matchId));
        return live.subscribe(matchId, () => statusChanged(matchId));
      });
    }
    if (selections.length > 0) {
      const channel = localeChannel(locale());
      wanted.set(`channel ${channel}`, () => retain(channel));
    }
    for (const [key, release] of held) {
      if (wanted.has(key)) continue;
      release();
      held.delete(key);
    }
    for (const [key, acquire] of wanted) if (!held.has(key)) held.set(key, acquire());
  };

  const offStore = store.subscribe((state, previous) => {
    if (state.ticket.bets !== previous.ticket.bets) sync();
  });
  const offSubscribed = onSubscribed((channel) => {
    const selection = selectionsNow().find((s) => matchChannel(locale(), s.matchId) === channel);
    if (selection) void refresh(selection.matchId);
  });
  const offProviders = onEvent('provider_status_changed', (payload) => {
    const statuses = providerStatusesOf(payload);
    if (statuses) store.getState().dispatch({ type: 'providerStatusesChanged', statuses });
  });
  sync();
  return () => {
    offStore();
    offSubscribed();
    offProviders();
    for (const release of held.values()) release();
    held.clear();
  };
}

let following = false;

/** Starts `followSlip` once per page; the slip chunk's loader calls it. */
export function startSlipLive(): void {
  if (following) return;
  following = true;
  followSlip();
}
