import type { Market, Match } from '@sportsbook/contract/catalog';
import {
  eventTimestamp,
  type MarketChange,
  type MatchChange,
  type RealtimeEvent,
} from '@sportsbook/contract/realtime-events';
import type { FeedEvent } from '../../feed/types';
import { CHANNEL_LOCALES, localeChannel, matchChannel } from '../../realtime/channels';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { CatalogStore } from '../catalog/catalog-store';
import { addedMatch, listMarketKeys, marketChange, marketKey, matchChange } from './live-changes';

/** The locale of the wire views the diff reads: only locale-independent fields are published. */
const VIEW_LOCALE = 'en';

export interface LiveUpdatesLogger {
  warn(obj: object, msg?: string): void;
}

export interface LiveUpdatesOptions {
  catalog: CatalogStore;
  publisher: RealtimePublisher;
  logger: LiveUpdatesLogger;
  /** Publish time in `ts` (default: `performance.timeOrigin + performance.now()`). */
  now?: () => number;
}

export interface LiveUpdatesStats {
  /** Feed batches that produced at least one message. */
  ticks: number;
  /** Messages handed to the publisher (one per stream; a real Centrifugo gets each for every locale). */
  messages: number;
  failures: number;
}

/** What subscribers were last told about one match: its wire view and each market as last published. */
interface Published {
  view: Match;
  markets: Map<string, Market>;
}

type Message = { channel: (locale: string) => string; event: RealtimeEvent };

/**
 * Turns catalog batches (one per feed tick) into real-time events, coalesced per match per tick:
 *
 * - `sportsbook:{locale}:match:{id}`: at most one `match_changed` (or `match_status_changed` when the status moved,
 *   carrying the other changed fields too) and one `markets_changed` with every changed market of the match;
 * - `sportsbook:{locale}`: at most one message of each kind per tick for all matches: `provider_status_changed`,
 *   `match_status_changed`, `match_changed`, and `markets_changed` for list markets (main, secondary).
 *
 * Outcomes are diffed against what was last published, so a market carries only the outcomes whose odds or active
 * flag changed. Payloads hold no localized text: the hub's public channels are one stream for every locale, so each
 * message is published once (to a real Centrifugo, broadcast to every locale's channel). Ticks are published in
 * order; within a tick, each channel's messages in order.
 */
export class LiveUpdatesPublisher {
  readonly #catalog: CatalogStore;
  readonly #publisher: RealtimePublisher;
  readonly #logger: LiveUpdatesLogger;
  readonly #now: () => number;
  readonly #published = new Map<number, Published>();
  #queue: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | null = null;
  #stats: LiveUpdatesStats = { ticks: 0, messages: 0, failures: 0 };

  constructor(options: LiveUpdatesOptions) {
    this.#catalog = options.catalog;
    this.#publisher = options.publisher;
    this.#logger = options.logger;
    this.#now = options.now ?? eventTimestamp;
  }

  /** Takes the catalog's current state as already known to clients (they load it over HTTP), then follows it. */
  start(): void {
    if (this.#unsubscribe !== null) return;
    for (const view of this.#catalog.allMatches(VIEW_LOCALE)) {
      const markets = new Map<string, Market>();
      for (const market of this.#catalog.marketsOf(view.id) ?? []) markets.set(marketKey(market), market);
      this.#published.set(view.id, { view, markets });
    }
    this.#unsubscribe = this.#catalog.onChange((events) => this.#onBatch(events));
  }

  /** Stops following the catalog; resolves once queued messages are published. */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await this.#queue;
  }

  /** Resolves once every message of the batches seen so far is published (tests). */
  idle(): Promise<void> {
    return this.#queue;
  }

  stats(): LiveUpdatesStats {
    return { ...this.#stats };
  }

  #onBatch(events: readonly FeedEvent[]): void {
    // Never throws into the catalog: its other listeners must run.
    try {
      const messages = this.#messages(events);
      if (messages.length === 0) return;
      this.#stats.ticks += 1;
      this.#queue = this.#queue.then(() => this.#publish(messages));
    } catch (error) {
      this.#stats.failures += 1;
      this.#logger.warn({ err: error }, 'live updates: batch not published');
    }
  }

  /** The tick's messages, in publish order; updates what was published. */
  #messages(events: readonly FeedEvent[]): Message[] {
    const touched = new Set<number>();
    const removed = new Set<number>();
    const changedMarkets = new Map<number, Map<string, Market>>();
    const messages: Message[] = [];
    const ts = this.#now();
    for (const event of events) {
      switch (event.kind) {
        case 'match_upserted':
          touched.add(event.match.id);
          break;
        case 'markets_changed': {
          touched.add(event.matchId);
          let markets = changedMarkets.get(event.matchId);
          if (markets === undefined) {
            markets = new Map();
            changedMarkets.set(event.matchId, markets);
          }
          for (const market of event.markets) markets.set(marketKey(market), market);
          break;
        }
        case 'match_removed':
          removed.add(event.matchId);
          break;
        case 'provider_status_changed':
          // Bettable flags of the provider's matches follow.
          for (const [id, { view }] of this.#published) if (view.provider === event.provider) touched.add(id);
          messages.push({
            channel: localeChannel,
            event: {
              type: 'provider_status_changed',
              payload: { ts, provider: event.provider, status: event.status, providerStatuses: { ...event.providers } },
            },
          });
          break;
        case 'match_settled':
          // Its status came with match_upserted; results are for bets, not for screens.
          break;
      }
    }

    const listStatus: MatchChange[] = [];
    const listMatches: MatchChange[] = [];
    const listMarkets: MarketChange[] = [];
    for (const id of touched) {
      if (removed.has(id)) continue;
      const view = this.#catalog.match(id, VIEW_LOCALE);
      if (view === undefined) {
        removed.add(id);
        continue;
      }
      const published = this.#published.get(id);
      if (published === undefined) {
        // New to the catalog: nobody is subscribed to its channel yet; lists learn it exists.
        const markets = new Map<string, Market>();
        for (const market of this.#catalog.marketsOf(id) ?? []) markets.set(marketKey(market), market);
        this.#published.set(id, { view, markets });
        listStatus.push(addedMatch(view));
        continue;
      }
      const change = matchChange(published.view, view);
      const marketChanges: MarketChange[] = [];
      const wasListed = listMarketKeys(published.view);
      const listed = listMarketKeys(view);
      for (const [key, market] of changedMarkets.get(id) ?? []) {
        const marketDelta = marketChange(published.markets.get(key), market);
        published.markets.set(key, market);
        if (marketDelta === null) continue;
        marketChanges.push(marketDelta);
        // A list market that stays one: its delta; one that just became a list market came whole in the match change.
        if (listed.includes(key) && wasListed.includes(key)) listMarkets.push(marketDelta);
      }
      published.view = view;
      const statusMoved = change?.status !== undefined;
      if (change !== null) {
        (statusMoved ? listStatus : listMatches).push(change);
        messages.push({
          channel: (locale) => matchChannel(locale, id),
          event: { type: statusMoved ? 'match_status_changed' : 'match_changed', payload: { ts, matches: [change] } },
        });
      }
      if (marketChanges.length > 0) {
        messages.push({
          channel: (locale) => matchChannel(locale, id),
          event: { type: 'markets_changed', payload: { ts, matchId: id, markets: marketChanges } },
        });
      }
    }
    for (const id of removed) {
      if (!this.#published.delete(id)) continue;
      const change: MatchChange = { id, removed: true };
      listStatus.push(change);
      messages.push({
        channel: (locale) => matchChannel(locale, id),
        event: { type: 'match_status_changed', payload: { ts, matches: [change] } },
      });
    }
    if (listStatus.length > 0) {
      messages.push({
        channel: localeChannel,
        event: { type: 'match_status_changed', payload: { ts, matches: listStatus } },
      });
    }
    if (listMatches.length > 0) {
      messages.push({
        channel: localeChannel,
        event: { type: 'match_changed', payload: { ts, matches: listMatches } },
      });
    }
    if (listMarkets.length > 0) {
      messages.push({
        channel: localeChannel,
        event: { type: 'markets_changed', payload: { ts, markets: listMarkets } },
      });
    }
    return messages;
  }

  /** Publishes one tick: channels concurrently, each channel's messages in order. */
  async #publish(messages: readonly Message[]): Promise<void> {
    const byChannel = new Map<string, Message[]>();
    for (const message of messages) {
      const key = message.channel(VIEW_LOCALE);
      const list = byChannel.get(key);
      if (list === undefined) byChannel.set(key, [message]);
      else list.push(message);
    }
    let failed: unknown = null;
    await Promise.all(
      [...byChannel.values()].map(async (list) => {
        for (const message of list) {
          try {
            await this.#send(message);
            this.#stats.messages += 1;
          } catch (error) {
            this.#stats.failures += 1;
            failed ??= error;
          }
        }
      }),
    );
    if (failed !== null) this.#logger.warn({ err: failed }, 'live updates: publish failed');
  }

  /** Once to this hub (every locale's name is one stream); to a real Centrifugo, to every locale's channel. */
  #send({ channel, event }: Message): Promise<void> {
    if (this.#publisher.sharesLocaleStreams) return this.#publisher.publish(channel(VIEW_LOCALE), event);
    return this.#publisher.broadcast(
      CHANNEL_LOCALES.map((locale) => channel(locale)),
      event,
    );
  }
}
