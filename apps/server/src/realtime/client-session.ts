import { randomUUID } from 'node:crypto';
import type { HistoryResult, Publication, StreamPosition } from './broker';
import { isPrivateChannel, parseChannel } from './channels';
import { type Disconnect, disconnects, errors, type ProtocolError, unsubscribes } from './codes';
import type { Hub } from './hub';
import { RawJson, stringifyWithRaw } from './payload';
import { type PreparedPublication, recoveredPublications } from './publication';

/** The transports of the Centrifugo protocol the hub serves. */
export type TransportName = 'websocket' | 'http_stream' | 'sse';

/**
 * What a session needs from its socket or stream. Transports are thin: they frame messages and report
 * what the peer sends; the session holds every protocol rule.
 */
export interface SessionTransport {
  readonly name: TransportName;
  /** http_stream and sse: one-way stream; later commands arrive through POST /emulation. */
  readonly emulation: boolean;
  /** Sends one reply, push or ping (one JSON object, never blank). */
  send(message: string | Buffer): void;
  /** Bytes accepted by `send` and not yet written to the socket. */
  bufferedBytes(): number;
  /** Ends the connection: a WebSocket close frame, or on emulation a disconnect push and the end of the stream. */
  close(disconnect: Disconnect): void;
}

/** Session-level settings, shared by all sessions of a hub. */
export interface SessionSettings {
  pingIntervalMs: number;
  pongTimeoutMs: number;
  /** Time past a connection's or subscription's expiry allowed for its refresh to arrive. */
  expiryGraceMs: number;
  /** Time after which a connection that has not sent `connect` is closed. */
  staleCloseDelayMs: number;
  /** Queued bytes beyond which a client is disconnected as slow (3008). */
  maxBufferedBytes: number;
  version: string;
}

/** One subscription of a session: its stream position and delta base. */
export class Subscription {
  readonly channel: string;
  readonly session: ClientSession;
  readonly delta: boolean;
  /** Position of the last publication accounted for (sent, or known to the client on subscribe). */
  epoch = '';
  offset = 0;
  /** Offset of the last publication sent on this subscription: the client's delta base. */
  lastSentOffset: number | null = null;
  /** Live publications received while the subscribe is in progress; null once subscribed. */
  buffer: PreparedPublication[] | null = [];
  expiresAt: number | null = null;
  expiryTimer: NodeJS.Timeout | null = null;

  constructor(channel: string, session: ClientSession, delta: boolean) {
    this.channel = channel;
    this.session = session;
    this.delta = delta;
  }
}

type Params = Record<string, unknown>;

const METHODS = new Set([
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'rpc',
  'refresh',
  'sub_refresh',
  'send',
  'ping',
]);

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonNegativeInteger(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function ttlSeconds(expiresAt: number): number {
  return Math.max(1, Math.floor((expiresAt - Date.now()) / 1000));
}

/**
 * Recovered iff the epochs match (an empty requested epoch matches) and every publication after the
 * requested offset up to the top is present (Centrifuge `isStreamRecovered`).
 */
export function isRecovered(since: StreamPosition, history: HistoryResult): boolean {
  const { position, publications } = history;
  if (since.epoch !== '' && since.epoch !== position.epoch) return false;
  const first = publications[0];
  const last = publications[publications.length - 1];
  if (first === undefined || last === undefined) return position.offset === since.offset;
  return first.offset === since.offset + 1 && last.offset === position.offset;
}

/**
 * One client connection speaking Centrifugo protocol v2 (JSON), independent of its transport. Commands
 * are handled strictly in arrival order, one at a time (the client sends `connect` and its subscribes in
 * one frame without waiting). A reply is always sent before any push that depends on it.
 */
export class ClientSession {
  /** Connection id (`client` in the connect reply). */
  readonly clientId = randomUUID();
  /** Emulation session id (`session` in the connect reply, then in every POST /emulation). */
  readonly sessionId = randomUUID();
  readonly transport: SessionTransport;
  /** Player id; `""` for an anonymous visitor; null until connected. */
  user: string | null = null;
  readonly #hub: Hub;
  readonly #settings: SessionSettings;
  readonly #subs = new Map<string, Subscription>();
  #queue: Promise<void> = Promise.resolve();
  #state: 'new' | 'connected' | 'unusable' | 'closed' = 'new';
  #expiresAt: number | null = null;
  #expiryTimer: NodeJS.Timeout | null = null;
  #pingTimer: NodeJS.Timeout | null = null;
  #pongTimer: NodeJS.Timeout | null = null;
  #staleTimer: NodeJS.Timeout | null;

  constructor(hub: Hub, transport: SessionTransport, settings: SessionSettings) {
    this.#hub = hub;
    this.transport = transport;
    this.#settings = settings;
    this.#staleTimer = setTimeout(() => {
      if (this.#state === 'new' || this.#state === 'unusable') this.disconnect(disconnects.stale);
    }, settings.staleCloseDelayMs);
    this.#staleTimer.unref();
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  get closed(): boolean {
    return this.#state === 'closed';
  }

  get subscriptionCount(): number {
    return this.#subs.size;
  }

  /** The channels this session is subscribed to (subscribe finished or in progress). */
  channels(): string[] {
    return [...this.#subs.keys()];
  }

  /**
   * Takes one WebSocket frame or emulation `data`: newline-separated JSON commands. Undecodable input
   * disconnects with 3501.
   */
  receiveText(text: string): void {
    const commands: unknown[] = [];
    try {
      for (const line of text.split('\n')) {
        if (line.trim() !== '') commands.push(JSON.parse(line));
      }
    } catch {
      this.disconnect(disconnects.badRequest);
      return;
    }
    this.receive(commands);
  }

  /** Queues decoded commands behind those already received. */
  receive(commands: readonly unknown[]): void {
    for (const command of commands) {
      this.#queue = this.#queue
        .then(() => this.#handle(command))
        .catch((error: unknown) => {
          this.#hub.logger.error({ err: error, client: this.clientId }, 'realtime command failed');
          this.disconnect(disconnects.internal);
        });
    }
  }

  /** Resolves when every command received so far was handled (tests). */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Closes the connection with `reason`; later calls do nothing. */
  disconnect(reason: Disconnect): void {
    if (this.#state === 'closed') return;
    this.#teardown();
    try {
      this.transport.close(reason);
    } catch (error) {
      this.#hub.logger.debug({ err: error }, 'realtime transport close failed');
    }
  }

  /** The transport ended by itself (peer gone): forget the session without writing. */
  transportClosed(): void {
    if (this.#state === 'closed') return;
    this.#teardown();
  }

  /** A live publication of a subscribed channel (called by the hub, in offset order). */
  deliver(sub: Subscription, prepared: PreparedPublication): void {
    if (this.#state === 'closed' || this.#subs.get(sub.channel) !== sub) return;
    if (sub.buffer !== null) {
      sub.buffer.push(prepared);
      return;
    }
    this.#sendPublication(sub, prepared);
  }

  /** Ends one subscription with an unsubscribe push (2000 final, 2500+ the client resubscribes). */
  unsubscribe(channel: string, reason: Disconnect = unsubscribes.server): void {
    const sub = this.#subs.get(channel);
    if (sub === undefined || this.#state === 'closed') return;
    this.#removeSubscription(sub);
    this.#write(JSON.stringify({ push: { channel, unsubscribe: { code: reason.code, reason: reason.reason } } }));
  }

  #teardown(): void {
    this.#state = 'closed';
    for (const timer of [this.#staleTimer, this.#pingTimer, this.#pongTimer, this.#expiryTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    for (const sub of [...this.#subs.values()]) this.#removeSubscription(sub);
    this.#hub.sessionClosed(this);
  }

  #write(message: string | Buffer): void {
    if (this.#state === 'closed') return;
    this.transport.send(message);
    if (this.transport.bufferedBytes() > this.#settings.maxBufferedBytes) this.disconnect(disconnects.slow);
  }

  #reply(id: number, method: string, result: object): void {
    this.#write(stringifyWithRaw({ id, [method]: result }));
  }

  #error(id: number, error: ProtocolError): void {
    const body: ProtocolError = { code: error.code, message: error.message };
    if (error.temporary === true) body.temporary = true;
    this.#write(JSON.stringify({ id, error: body }));
  }

  async #handle(command: unknown): Promise<void> {
    if (this.#state === 'closed') return;
    if (!isObject(command)) return this.disconnect(disconnects.badRequest);
    const keys = Object.keys(command);
    if (keys.length === 0) return this.#pong();
    const methods = keys.filter((k) => k !== 'id');
    const method = methods[0];
    if (methods.length !== 1 || method === undefined || !METHODS.has(method)) {
      return this.disconnect(disconnects.badRequest);
    }
    const params = command[method] ?? {};
    if (!isObject(params)) return this.disconnect(disconnects.badRequest);
    if (method === 'send') return; // Async messages to the server: none are expected; ignored.
    const id = command.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return this.disconnect(disconnects.badRequest);
    if (this.#state !== 'connected') {
      if (method === 'connect' && this.#state === 'new') return this.#connect(id, params);
      return this.disconnect(disconnects.badRequest);
    }
    switch (method) {
      case 'subscribe':
        return this.#subscribe(id, params);
      case 'unsubscribe':
        return this.#unsubscribeCommand(id, params);
      case 'refresh':
        return this.#refresh(id, params);
      case 'sub_refresh':
        return this.#subRefresh(id, params);
      case 'history':
        return this.#history(id, params);
      case 'presence':
        return this.#presence(id, params);
      case 'presence_stats':
        return this.#presenceStats(id, params);
      case 'publish':
        return this.#error(id, errors.permissionDenied);
      case 'rpc':
        return this.#error(id, errors.methodNotFound);
      case 'ping':
        return this.#reply(id, 'ping', {});
      default:
        // A second connect.
        return this.disconnect(disconnects.badRequest);
    }
  }

  async #connect(id: number, params: Params): Promise<void> {
    const token = params.token;
    if (typeof token !== 'string' || token === '') return this.disconnect(disconnects.badRequest);
    const check = await this.#hub.tokens.verifyConnectionToken(token);
    if (this.#state !== 'new') return;
    if (!check.ok) {
      if (check.reason === 'invalid') return this.disconnect(disconnects.invalidToken);
      // The client gets a new token and reconnects; this connection takes no more commands.
      this.#state = 'unusable';
      return this.#error(id, errors.tokenExpired);
    }
    this.#state = 'connected';
    if (this.#staleTimer !== null) clearTimeout(this.#staleTimer);
    this.#staleTimer = null;
    this.user = check.claims.user;
    this.#expiresAt = check.claims.expiresAt;
    this.#hub.sessionConnected(this);
    const result: Record<string, unknown> = {
      client: this.clientId,
      version: this.#settings.version,
      ping: Math.max(1, Math.round(this.#settings.pingIntervalMs / 1000)),
      pong: true,
    };
    if (this.#expiresAt !== null) {
      result.expires = true;
      result.ttl = ttlSeconds(this.#expiresAt);
    }
    if (this.transport.emulation) {
      result.session = this.sessionId;
      result.node = this.#hub.nodeId;
    }
    this.#reply(id, 'connect', result);
    this.#scheduleExpiry();
    this.#schedulePing(true);
  }

  async #refresh(id: number, params: Params): Promise<void> {
    const token = params.token;
    if (typeof token !== 'string' || token === '') return this.disconnect(disconnects.badRequest);
    const check = await this.#hub.tokens.verifyConnectionToken(token);
    if (this.#state !== 'connected') return;
    if (!check.ok) return this.disconnect(check.reason === 'expired' ? disconnects.expired : disconnects.invalidToken);
    if (check.claims.user !== this.user) return this.disconnect(disconnects.invalidToken);
    this.#expiresAt = check.claims.expiresAt;
    this.#scheduleExpiry();
    const result: Record<string, unknown> = { client: this.clientId, version: this.#settings.version };
    if (this.#expiresAt !== null) {
      result.expires = true;
      result.ttl = ttlSeconds(this.#expiresAt);
    }
    this.#reply(id, 'refresh', result);
  }

  async #subscribe(id: number, params: Params): Promise<void> {
    const channel = params.channel;
    if (typeof channel !== 'string' || channel === '') return this.disconnect(disconnects.badRequest);
    if (this.#subs.has(channel)) return this.#error(id, errors.alreadySubscribed);
    if (params.type !== undefined && params.type !== 0) return this.#error(id, errors.permissionDenied);
    if (parseChannel(channel) === null) return this.#error(id, errors.unknownChannel);
    const deltaType = params.delta;
    if (deltaType !== undefined && deltaType !== '' && deltaType !== 'fossil') {
      return this.#error(id, errors.badRequest);
    }
    let expiresAt: number | null = null;
    let data: unknown;
    if (isPrivateChannel(channel)) {
      const token = params.token;
      if (typeof token !== 'string' || token === '') return this.#error(id, errors.permissionDenied);
      const check = await this.#hub.tokens.verifySubscriptionToken(token);
      if (this.#state !== 'connected') return;
      if (!check.ok) return this.#error(id, check.reason === 'expired' ? errors.tokenExpired : errors.permissionDenied);
      const claims = check.claims;
      if (claims.channel !== channel || claims.user !== this.user) return this.disconnect(disconnects.invalidToken);
      if (claims.client !== null && claims.client !== this.clientId) return this.disconnect(disconnects.invalidToken);
      if (claims.expiresAt !== null && claims.expiresAt <= Date.now()) return this.#error(id, errors.tokenExpired);
      expiresAt = claims.expiresAt;
      data = claims.data;
    }

    // Registered with a buffer before history is read, so no live publication falls in between.
    const sub = new Subscription(channel, this, deltaType === 'fossil');
    this.#subs.set(channel, sub);
    const recover = params.recover === true;
    const since: StreamPosition = {
      offset: nonNegativeInteger(params.offset),
      epoch: typeof params.epoch === 'string' ? params.epoch : '',
    };
    let history: HistoryResult;
    try {
      await this.#hub.attach(sub);
      history = await this.#hub.history(channel, recover ? { since, limit: -1 } : { limit: 0 });
    } catch (error) {
      this.#hub.logger.warn({ err: error, channel }, 'realtime subscribe failed');
      if (this.#subs.get(channel) === sub) this.#removeSubscription(sub);
      return this.#error(id, errors.internal);
    }
    if (this.#state !== 'connected' || this.#subs.get(channel) !== sub) return;

    const recovered = recover && isRecovered(since, history);
    const rejectUnrecovered = (nonNegativeInteger(params.flag) & 2) === 2;
    if (recover && !recovered && rejectUnrecovered) {
      this.#removeSubscription(sub);
      return this.#error(id, errors.unrecoverablePosition);
    }
    const { position } = history;
    const publications: Publication[] = recovered ? history.publications : [];
    const result: Record<string, unknown> = {
      recoverable: true,
      positioned: true,
      epoch: position.epoch,
      // After a recovery the client advances from its own offset through the recovered publications.
      offset: recovered ? since.offset : position.offset,
    };
    if (recover) {
      result.was_recovering = true;
      result.recovered = recovered;
    }
    if (publications.length > 0) result.publications = recoveredPublications(publications, sub.delta);
    if (sub.delta) result.delta = true;
    if (expiresAt !== null) {
      result.expires = true;
      result.ttl = ttlSeconds(expiresAt);
    }
    if (data !== undefined) result.data = data;
    this.#reply(id, 'subscribe', result);

    sub.epoch = position.epoch;
    sub.offset = position.offset;
    const last = publications[publications.length - 1];
    // The client's delta base is only known when this subscription sent it.
    sub.lastSentOffset = last === undefined ? null : last.offset;
    if (last !== undefined) this.#hub.rememberPublication(channel, last);
    sub.expiresAt = expiresAt;
    this.#scheduleSubscriptionExpiry(sub);
    const buffered = sub.buffer ?? [];
    sub.buffer = null;
    for (const prepared of buffered) {
      if (this.#subs.get(channel) !== sub) break;
      this.#sendPublication(sub, prepared);
    }
  }

  #sendPublication(sub: Subscription, prepared: PreparedPublication): void {
    const pub = prepared.publication;
    if (pub.epoch === sub.epoch && pub.offset <= sub.offset) return; // Already accounted for.
    if (pub.epoch !== sub.epoch || pub.offset !== sub.offset + 1) {
      // A gap or a new epoch: the client resubscribes and recovers what it missed.
      this.unsubscribe(sub.channel, unsubscribes.insufficientState);
      return;
    }
    let frame: Buffer;
    if (!sub.delta) frame = prepared.plainFrame();
    else if (prepared.hasDeltaBase(sub.lastSentOffset)) frame = prepared.deltaFrame() ?? prepared.fullFrame();
    else frame = prepared.fullFrame();
    sub.offset = pub.offset;
    sub.lastSentOffset = pub.offset;
    this.#hub.countDelivery(frame.length);
    this.#write(frame);
  }

  #unsubscribeCommand(id: number, params: Params): void {
    const channel = params.channel;
    if (typeof channel === 'string') {
      const sub = this.#subs.get(channel);
      if (sub !== undefined) this.#removeSubscription(sub);
    }
    // Never an error: the client would reconnect (connectingCodes.unsubscribeError).
    this.#reply(id, 'unsubscribe', {});
  }

  async #subRefresh(id: number, params: Params): Promise<void> {
    const { channel, token } = params;
    if (typeof channel !== 'string' || channel === '' || typeof token !== 'string' || token === '') {
      return this.disconnect(disconnects.badRequest);
    }
    if (this.#subs.get(channel)?.buffer !== null) return this.#error(id, errors.permissionDenied);
    const check = await this.#hub.tokens.verifySubscriptionToken(token);
    const sub = this.#subs.get(channel);
    if (this.#state !== 'connected' || sub === undefined) return;
    if (!check.ok) {
      if (check.reason === 'expired') return this.#error(id, errors.expired);
      return this.disconnect(disconnects.invalidToken);
    }
    const claims = check.claims;
    if (claims.channel !== channel || claims.user !== this.user) return this.disconnect(disconnects.invalidToken);
    if (claims.client !== null && claims.client !== this.clientId) return this.disconnect(disconnects.invalidToken);
    sub.expiresAt = claims.expiresAt;
    this.#scheduleSubscriptionExpiry(sub);
    this.#reply(id, 'sub_refresh', sub.expiresAt === null ? {} : { expires: true, ttl: ttlSeconds(sub.expiresAt) });
  }

  async #history(id: number, params: Params): Promise<void> {
    const channel = this.#subscribedChannel(id, params);
    if (channel === null) return;
    const limit = typeof params.limit === 'number' && Number.isSafeInteger(params.limit) ? params.limit : 0;
    const reverse = params.reverse === true;
    let since: StreamPosition | undefined;
    if (isObject(params.since)) {
      since = {
        offset: nonNegativeInteger(params.since.offset),
        epoch: typeof params.since.epoch === 'string' ? params.since.epoch : '',
      };
      if (reverse && since.offset === 0) return this.#error(id, errors.badRequest);
    }
    let history: HistoryResult;
    try {
      history = await this.#hub.history(channel, { since, limit: limit < 0 ? -1 : limit, reverse });
    } catch (error) {
      this.#hub.logger.warn({ err: error, channel }, 'realtime history failed');
      return this.#error(id, errors.internal);
    }
    if (this.#state !== 'connected') return;
    if (since !== undefined && since.epoch !== '' && since.epoch !== history.position.epoch) {
      return this.#error(id, errors.unrecoverablePosition);
    }
    this.#reply(id, 'history', {
      publications: history.publications.map((p) => ({ data: new RawJson(p.data), offset: p.offset })),
      epoch: history.position.epoch,
      offset: history.position.offset,
    });
  }

  /**
   * The channel of a history/presence command, when this session is subscribed to it (reading needs
   * the right to read the channel); otherwise answers the command and returns null.
   */
  #subscribedChannel(id: number, params: Params): string | null {
    const channel = params.channel;
    if (typeof channel !== 'string' || channel === '') {
      this.disconnect(disconnects.badRequest);
      return null;
    }
    if (this.#subs.get(channel)?.buffer !== null) {
      this.#error(id, errors.permissionDenied);
      return null;
    }
    return channel;
  }

  /** Presence lists connections of `$user:` channels only (a player's own), from this node. */
  #presence(id: number, params: Params): void {
    const channel = this.#subscribedChannel(id, params);
    if (channel === null) return;
    if (!isPrivateChannel(channel)) {
      this.#error(id, errors.notAvailable);
      return;
    }
    const presence: Record<string, { user: string; client: string }> = {};
    for (const session of this.#hub.localSubscribers(channel)) {
      presence[session.clientId] = { user: session.user ?? '', client: session.clientId };
    }
    this.#reply(id, 'presence', { presence });
  }

  /** Counts of this node's subscribers of a channel the caller is subscribed to. */
  #presenceStats(id: number, params: Params): void {
    const channel = this.#subscribedChannel(id, params);
    if (channel === null) return;
    const sessions = this.#hub.localSubscribers(channel);
    const users = new Set(sessions.map((s) => s.user ?? ''));
    this.#reply(id, 'presence_stats', { num_clients: sessions.length, num_users: users.size });
  }

  #removeSubscription(sub: Subscription): void {
    if (sub.expiryTimer !== null) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    if (this.#subs.get(sub.channel) === sub) this.#subs.delete(sub.channel);
    this.#hub.detach(sub);
  }

  #schedulePing(first: boolean): void {
    const interval = this.#settings.pingIntervalMs;
    // The first ping is spread between half the interval and the interval, as in Centrifuge.
    const delay = first ? interval / 2 + Math.random() * (interval / 2) : interval;
    this.#pingTimer = setTimeout(() => this.#ping(), delay);
    this.#pingTimer.unref();
  }

  #ping(): void {
    if (this.#state !== 'connected') return;
    this.#write('{}');
    if (this.#pongTimer === null) {
      this.#pongTimer = setTimeout(() => this.disconnect(disconnects.noPong), this.#settings.pongTimeoutMs);
      this.#pongTimer.unref();
    }
    this.#schedulePing(false);
  }

  /** A pong (`{}`) clears the deadline of the last ping; one without a ping outstanding is ignored. */
  #pong(): void {
    if (this.#pongTimer !== null) clearTimeout(this.#pongTimer);
    this.#pongTimer = null;
  }

  #scheduleExpiry(): void {
    if (this.#expiryTimer !== null) clearTimeout(this.#expiryTimer);
    this.#expiryTimer = null;
    const expiresAt = this.#expiresAt;
    if (expiresAt === null) return;
    const check = () => {
      if (this.#expiresAt === null || this.#state !== 'connected') return;
      const left = this.#expiresAt + this.#settings.expiryGraceMs - Date.now();
      if (left > 0) {
        this.#expiryTimer = setTimeout(check, Math.min(left, 2 ** 31 - 1));
        this.#expiryTimer.unref();
      } else this.disconnect(disconnects.expired);
    };
    check();
  }

  #scheduleSubscriptionExpiry(sub: Subscription): void {
    if (sub.expiryTimer !== null) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    if (sub.expiresAt === null) return;
    const check = () => {
      if (sub.expiresAt === null || this.#subs.get(sub.channel) !== sub) return;
      const left = sub.expiresAt + this.#settings.expiryGraceMs - Date.now();
      if (left > 0) {
        sub.expiryTimer = setTimeout(check, Math.min(left, 2 ** 31 - 1));
        sub.expiryTimer.unref();
      } else this.unsubscribe(sub.channel, unsubscribes.expired);
    };
    check();
  }
}
