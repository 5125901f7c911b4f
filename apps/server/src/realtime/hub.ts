import type { Broker, BrokerHandler, HistoryQuery, HistoryResult, Publication, StreamPosition } from './broker';
import { streamOf } from './channels';
import { ClientSession, type SessionSettings, type SessionTransport, type Subscription } from './client-session';
import { type Disconnect, disconnects, errors, type ProtocolError } from './codes';
import { encodePayload, escapeNonAscii } from './payload';
import { PreparedPublication, type PreviousPublication, PublicationPayload } from './publication';
import type { TokenService } from './tokens';

/** The subset of a pino/Fastify logger the hub uses. */
export interface HubLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** An error with a Centrifugo API code (102 unknown channel, 107 bad request, …). */
export class RealtimeError extends Error {
  readonly code: number;

  constructor(error: ProtocolError) {
    super(error.message);
    this.name = 'RealtimeError';
    this.code = error.code;
  }
}

export interface HubOptions extends SessionSettings {
  nodeId: string;
  broker: Broker;
  tokens: TokenService;
  logger: HubLogger;
}

/** Counters for `stats()` and benchmarks. */
export interface HubStats {
  nodeId: string;
  connections: number;
  connectionsByTransport: Record<SessionTransport['name'], number>;
  /** Channel names with local subscribers (every locale's name of a stream counts). */
  channels: number;
  /** Broker streams this node receives (one per public channel whatever the locale). */
  streams: number;
  subscriptions: number;
  published: number;
  deliveredFrames: number;
  deliveredBytes: number;
}

interface StreamState {
  /** Local subscriptions grouped by the channel name they subscribed with (pushes carry that name). */
  channels: Map<string, Set<Subscription>>;
  /** Resolves once the broker delivers this stream's publications to this node. */
  ready: Promise<void>;
  /** The stream's last publication seen here: the base of the next delta. */
  last: PreviousPublication | null;
}

/** The broker stream of a channel; {@link RealtimeError} 102 when the hub does not serve the channel. */
function streamKey(channel: string): string {
  const stream = streamOf(channel);
  if (stream === null) throw new RealtimeError(errors.unknownChannel);
  return stream;
}

/**
 * The node: its sessions, which of them subscribe to which channel, and the fan-out of publications
 * coming from the broker. Channels are mapped to broker streams by `streamOf`: every locale's name of a
 * public channel reads one stream, published and stored once; the fan-out groups a stream's subscribers
 * by the channel name they used and builds each name's frames once. Plain class, no sockets: transports create sessions with
 * {@link Hub.createSession} and feed them commands.
 */
export class Hub implements BrokerHandler {
  readonly nodeId: string;
  readonly tokens: TokenService;
  readonly logger: HubLogger;
  readonly #broker: Broker;
  readonly #settings: SessionSettings;
  readonly #sessions = new Set<ClientSession>();
  /** Connected emulation sessions by session id, for POST /emulation. */
  readonly #emulation = new Map<string, ClientSession>();
  readonly #streams = new Map<string, StreamState>();
  #published = 0;
  #deliveredFrames = 0;
  #deliveredBytes = 0;
  #closed = false;

  constructor(options: HubOptions) {
    this.nodeId = options.nodeId;
    this.tokens = options.tokens;
    this.logger = options.logger;
    this.#broker = options.broker;
    this.#settings = {
      pingIntervalMs: options.pingIntervalMs,
      pongTimeoutMs: options.pongTimeoutMs,
      expiryGraceMs: options.expiryGraceMs,
      staleCloseDelayMs: options.staleCloseDelayMs,
      maxBufferedBytes: options.maxBufferedBytes,
      version: options.version,
    };
  }

  /** Connects the broker; call once before accepting connections. */
  start(): Promise<void> {
    return this.#broker.start(this.nodeId, this);
  }

  /** A new session on `transport`; the transport then passes it what the peer sends. */
  createSession(transport: SessionTransport): ClientSession {
    const session = new ClientSession(this, transport, this.#settings);
    this.#sessions.add(session);
    if (this.#closed) session.disconnect(disconnects.shutdown);
    return session;
  }

  /**
   * Publishes `data` (any JSON value) to a hub channel; resolves with its stream position. A public
   * channel's publication reaches every locale's name of it (one stream). Throws {@link RealtimeError} 102
   * for a channel the hub does not serve.
   */
  publish(channel: string, data: unknown): Promise<StreamPosition> {
    return this.#publishEncoded(channel, encodePayload(data));
  }

  /** Like {@link publish} with the payload already as JSON text (it is not parsed again). */
  publishJson(channel: string, json: string): Promise<StreamPosition> {
    return this.#publishEncoded(channel, escapeNonAscii(json));
  }

  /** Publishes a payload already in the stored form (compact JSON, non-ASCII escaped). */
  async #publishEncoded(channel: string, data: string): Promise<StreamPosition> {
    const stream = streamKey(channel);
    const position = await this.#broker.publish(stream, data);
    this.#published += 1;
    return position;
  }

  /**
   * Publishes `data` to several channels, once per stream: channels that share a stream (the locales of one
   * public channel) get the same publication and position. Resolves with one result per channel, in order.
   */
  async broadcast(channels: readonly string[], data: unknown): Promise<(StreamPosition | RealtimeError)[]> {
    const json = encodePayload(data);
    const byStream = new Map<string, Promise<StreamPosition | RealtimeError>>();
    return Promise.all(
      channels.map((channel) => {
        const stream = streamOf(channel);
        if (stream === null) return new RealtimeError(errors.unknownChannel);
        let published = byStream.get(stream);
        if (published === undefined) {
          published = this.#publishEncoded(channel, json).catch((error: unknown) =>
            error instanceof RealtimeError ? error : new RealtimeError(errors.internal),
          );
          byStream.set(stream, published);
        }
        return published;
      }),
    );
  }

  /** Reads a channel's history (its stream's). */
  history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    return this.#broker.history(streamKey(channel), query);
  }

  /**
   * Handles POST /emulation: commands for a session of this node, or forwarded to the node holding it.
   * Resolves false when that node is unknown (the client then reconnects).
   */
  async handleEmulation(nodeId: string, sessionId: string, data: string): Promise<boolean> {
    if (nodeId === this.nodeId) {
      this.onEmulation(sessionId, data);
      return true;
    }
    return this.#broker.forwardEmulation(nodeId, sessionId, data);
  }

  /** Broker: emulation commands for a session here. A session already gone is ignored (its stream ended). */
  onEmulation(sessionId: string, data: string): void {
    this.#emulation.get(sessionId)?.receiveText(data);
  }

  /**
   * Broker: a publication of a stream this node subscribes to; fanned out to local subscribers, each
   * channel name's frames built once, the payload and delta once for all names.
   */
  onPublication(stream: string, publication: Publication): void {
    const state = this.#streams.get(stream);
    if (state === undefined) return;
    const payload = new PublicationPayload(publication, state.last);
    this.#remember(state, publication);
    for (const [channel, subs] of state.channels) {
      const prepared = new PreparedPublication(channel, payload);
      for (const sub of subs) sub.session.deliver(sub, prepared);
    }
  }

  /** Closes local connections matching `filter` (all when empty); returns how many. */
  disconnect(filter: { user?: string; client?: string } = {}, reason: Disconnect = disconnects.shutdown): number {
    let count = 0;
    for (const session of [...this.#sessions]) {
      if (filter.user !== undefined && session.user !== filter.user) continue;
      if (filter.client !== undefined && session.clientId !== filter.client) continue;
      session.disconnect(reason);
      count += 1;
    }
    return count;
  }

  stats(): HubStats {
    const byTransport = { websocket: 0, http_stream: 0, sse: 0 };
    let subscriptions = 0;
    let channels = 0;
    for (const state of this.#streams.values()) channels += state.channels.size;
    for (const session of this.#sessions) {
      byTransport[session.transport.name] += 1;
      subscriptions += session.subscriptionCount;
    }
    return {
      nodeId: this.nodeId,
      connections: this.#sessions.size,
      connectionsByTransport: byTransport,
      channels,
      streams: this.#streams.size,
      subscriptions,
      published: this.#published,
      deliveredFrames: this.#deliveredFrames,
      deliveredBytes: this.#deliveredBytes,
    };
  }

  /** Disconnects everyone with 3001 (clients reconnect, to another node) and stops the broker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.disconnect({}, disconnects.shutdown);
    await this.#broker.close();
  }

  // Called by sessions.

  /** Adds a (buffering) subscription; resolves once the broker delivers the channel's stream here. */
  async attach(sub: Subscription): Promise<void> {
    const stream = streamKey(sub.channel);
    let state = this.#streams.get(stream);
    if (state === undefined) {
      state = { channels: new Map(), ready: this.#broker.subscribe(stream), last: null };
      this.#streams.set(stream, state);
    }
    let subs = state.channels.get(sub.channel);
    if (subs === undefined) {
      subs = new Set();
      state.channels.set(sub.channel, subs);
    }
    subs.add(sub);
    await state.ready;
  }

  detach(sub: Subscription): void {
    const stream = streamOf(sub.channel);
    const state = stream === null ? undefined : this.#streams.get(stream);
    const subs = state?.channels.get(sub.channel);
    if (stream === null || state === undefined || subs === undefined || !subs.delete(sub) || subs.size > 0) return;
    state.channels.delete(sub.channel);
    if (state.channels.size > 0) return;
    this.#streams.delete(stream);
    // Issued at once: brokers apply subscribe/unsubscribe of a stream in call order.
    this.#broker
      .unsubscribe(stream)
      .catch((error: unknown) => this.logger.warn({ err: error, stream }, 'realtime unsubscribe failed'));
  }

  /** A publication known to be the channel's stream's (e.g. read from history): may serve as a delta base. */
  rememberPublication(channel: string, publication: Publication): void {
    const stream = streamOf(channel);
    const state = stream === null ? undefined : this.#streams.get(stream);
    if (state !== undefined) this.#remember(state, publication);
  }

  /** Sessions subscribed (subscribe finished) to exactly this channel name. */
  localSubscribers(channel: string): ClientSession[] {
    const stream = streamOf(channel);
    const subs = stream === null ? undefined : this.#streams.get(stream)?.channels.get(channel);
    if (subs === undefined) return [];
    return [...subs].filter((s) => s.buffer === null).map((s) => s.session);
  }

  sessionConnected(session: ClientSession): void {
    if (session.transport.emulation) this.#emulation.set(session.sessionId, session);
  }

  sessionClosed(session: ClientSession): void {
    this.#sessions.delete(session);
    if (this.#emulation.get(session.sessionId) === session) this.#emulation.delete(session.sessionId);
  }

  countDelivery(bytes: number): void {
    this.#deliveredFrames += 1;
    this.#deliveredBytes += bytes;
  }

  #remember(state: StreamState, publication: Publication): void {
    const last = state.last;
    if (last === null || last.epoch !== publication.epoch || publication.offset > last.offset) {
      state.last = { offset: publication.offset, epoch: publication.epoch, data: publication.data };
    }
  }
}
