/**
 * The broker carries publications between nodes and keeps each channel's history. One process uses
 * {@link MemoryBroker}; several processes share channels, history and emulation sessions through
 * `RedisBroker`.
 */

/** Where a channel's stream stands: `offset` 0 means nothing was published in this epoch. */
export interface StreamPosition {
  offset: number;
  /** Changes whenever the history was lost (created anew); offsets of different epochs don't compare. */
  epoch: string;
}

/** One publication as stored and fanned out. */
export interface Publication extends StreamPosition {
  /** The payload as compact JSON with non-ASCII escaped (see `encodePayload`). */
  data: string;
  /** When it was published (ms since epoch). */
  time: number;
}

/** A history read. `limit`: 0 = position only, -1 = everything kept, N = at most N. */
export interface HistoryQuery {
  /** Only publications after this position; none when its epoch is not the current one. */
  since?: StreamPosition | undefined;
  limit: number;
  /** Newest first (the last `limit` publications). */
  reverse?: boolean | undefined;
}

export interface HistoryResult {
  publications: Publication[];
  /** The stream top at the time of the read. */
  position: StreamPosition;
}

/** How long and how much history a broker keeps per channel. */
export interface HistoryOptions {
  /** Publications kept per channel. */
  size: number;
  /** Seconds a publication stays in history. */
  ttlSeconds: number;
  /** Seconds a channel's epoch and top offset survive without publications; after that, a new epoch. */
  metaTtlSeconds: number;
}

/** What a node receives from the broker. */
export interface BrokerHandler {
  /** A publication on a channel this node subscribed to, in offset order per channel. */
  onPublication(channel: string, publication: Publication): void;
  /** Emulation commands another node received for a session held by this node. */
  onEmulation(sessionId: string, data: string): void;
}

export interface Broker {
  /** Starts delivering to `handler` as node `nodeId`. */
  start(nodeId: string, handler: BrokerHandler): Promise<void>;
  /** Appends to the channel's history and delivers to every node subscribed to it, atomically. */
  publish(channel: string, data: string): Promise<StreamPosition>;
  /**
   * Resolves once publications of `channel` are delivered to this node. Subscribe and unsubscribe calls
   * for one channel take effect in call order, whenever their promises settle.
   */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Reads history; creates the channel's epoch when it has none, so positions are stable. */
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  /** Hands emulation commands to node `nodeId`; false when no such node is running. */
  forwardEmulation(nodeId: string, sessionId: string, data: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Applies a history query to publications of one epoch, oldest first. */
export function selectHistory(
  publications: readonly Publication[],
  position: StreamPosition,
  query: HistoryQuery,
): HistoryResult {
  if (query.limit === 0) return { publications: [], position };
  let selected: Publication[] = [...publications];
  if (query.since !== undefined) {
    if (query.since.epoch !== '' && query.since.epoch !== position.epoch) return { publications: [], position };
    const after = query.since.offset;
    selected = selected.filter((p) => p.offset > after);
  }
  if (query.reverse === true) selected.reverse();
  if (query.limit > 0) selected = selected.slice(0, query.limit);
  return { publications: selected, position };
}
