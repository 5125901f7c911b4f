import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type {
  Broker,
  BrokerHandler,
  HistoryOptions,
  HistoryQuery,
  HistoryResult,
  Publication,
  StreamPosition,
} from './broker';
import { selectHistory } from './broker';
import { newEpoch } from './memory-broker';

/**
 * Appends one publication and announces it, atomically: bumps the top offset in the meta hash (creating
 * the epoch when the meta is gone, which also drops the stale stream), adds the entry to a capped
 * stream, refreshes both TTLs and PUBLISHes `offset:epoch:time:data` to the channel's pub/sub channel.
 */
const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('del', KEYS[1])
  redis.call('hset', KEYS[2], 'e', epoch)
end
local top = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('expire', KEYS[2], ARGV[4])
redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], '*', 'o', top, 't', ARGV[7], 'd', ARGV[1])
redis.call('expire', KEYS[1], ARGV[3])
redis.call('publish', ARGV[6], top .. ':' .. epoch .. ':' .. ARGV[7] .. ':' .. ARGV[1])
return {top, epoch}
`;

/** Reads the position (creating the epoch when missing) and, when asked, the whole stream, atomically. */
const HISTORY_SCRIPT = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('del', KEYS[1])
  redis.call('hset', KEYS[2], 'e', epoch)
end
redis.call('expire', KEYS[2], ARGV[2])
local top = redis.call('hget', KEYS[2], 's')
if not top then top = '0' end
local entries = {}
if ARGV[3] == '1' then entries = redis.call('xrange', KEYS[1], '-', '+') end
return {top, epoch, entries}
`;

interface Script {
  source: string;
  sha: string;
}

function script(source: string): Script {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

const publishScript = script(PUBLISH_SCRIPT);
const historyScript = script(HISTORY_SCRIPT);

export interface RedisBrokerOptions extends HistoryOptions {
  url: string;
  /** Prefix of every key and pub/sub channel, so several deployments (or test runs) share one Redis. */
  prefix?: string | undefined;
  /** Called with connection errors (ioredis reconnects by itself). */
  onError?: ((error: Error) => void) | undefined;
}

/**
 * The Redis broker: history as capped Redis streams plus a meta hash (epoch, top offset) updated by one
 * Lua script per publication; fan-out over Redis PUB/SUB to every node with local subscribers; emulation
 * commands routed to the node holding a session over `{prefix}emulation:{nodeId}`.
 */
export class RedisBroker implements Broker {
  readonly #options: RedisBrokerOptions;
  readonly #prefix: string;
  readonly #commands: Redis;
  readonly #subscriber: Redis;
  #handler: BrokerHandler | null = null;
  #emulationChannel = '';

  constructor(options: RedisBrokerOptions) {
    this.#options = options;
    this.#prefix = options.prefix ?? 'sportsbook:rt:';
    const onError = (error: Error) => options.onError?.(error);
    this.#commands = new Redis(options.url, { lazyConnect: true });
    this.#subscriber = new Redis(options.url, { lazyConnect: true });
    this.#commands.on('error', onError);
    this.#subscriber.on('error', onError);
  }

  async start(nodeId: string, handler: BrokerHandler): Promise<void> {
    this.#handler = handler;
    await Promise.all([this.#commands.connect(), this.#subscriber.connect()]);
    const channelPrefix = `${this.#prefix}ch:`;
    this.#emulationChannel = `${this.#prefix}emulation:${nodeId}`;
    this.#subscriber.on('message', (redisChannel: string, message: string) => {
      if (redisChannel === this.#emulationChannel) this.#receiveEmulation(message);
      else if (redisChannel.startsWith(channelPrefix)) {
        const publication = parsePublication(message);
        if (publication) this.#handler?.onPublication(redisChannel.slice(channelPrefix.length), publication);
      }
    });
    await this.#subscriber.subscribe(this.#emulationChannel);
  }

  async publish(channel: string, data: string): Promise<StreamPosition> {
    const { size, ttlSeconds, metaTtlSeconds } = this.#options;
    const reply = await this.#eval(
      publishScript,
      [this.#streamKey(channel), this.#metaKey(channel)],
      [
        data,
        String(size),
        String(Math.max(1, Math.ceil(ttlSeconds))),
        String(Math.max(1, Math.ceil(metaTtlSeconds))),
        newEpoch(),
        this.#pubsubChannel(channel),
        String(Date.now()),
      ],
    );
    if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected reply of the publish script');
    return { offset: Number(reply[0]), epoch: String(reply[1]) };
  }

  async subscribe(channel: string): Promise<void> {
    await this.#subscriber.subscribe(this.#pubsubChannel(channel));
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.#subscriber.unsubscribe(this.#pubsubChannel(channel));
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const reply = await this.#eval(
      historyScript,
      [this.#streamKey(channel), this.#metaKey(channel)],
      [newEpoch(), String(Math.max(1, Math.ceil(this.#options.metaTtlSeconds))), query.limit === 0 ? '0' : '1'],
    );
    if (!Array.isArray(reply) || reply.length !== 3) throw new Error('unexpected reply of the history script');
    const position = { offset: Number(reply[0]), epoch: String(reply[1]) };
    const oldest = Date.now() - this.#options.ttlSeconds * 1000;
    const publications = parseEntries(reply[2], position.epoch).filter((p) => p.time > oldest);
    return selectHistory(publications, position, query);
  }

  async forwardEmulation(nodeId: string, sessionId: string, data: string): Promise<boolean> {
    const receivers = await this.#commands.publish(
      `${this.#prefix}emulation:${nodeId}`,
      JSON.stringify({ s: sessionId, d: data }),
    );
    return receivers > 0;
  }

  async close(): Promise<void> {
    this.#handler = null;
    await Promise.allSettled([this.#subscriber.quit(), this.#commands.quit()]);
  }

  #receiveEmulation(message: string): void {
    try {
      const parsed: unknown = JSON.parse(message);
      if (typeof parsed !== 'object' || parsed === null) return;
      const { s, d } = parsed as { s?: unknown; d?: unknown };
      if (typeof s === 'string' && typeof d === 'string') this.#handler?.onEmulation(s, d);
    } catch {
      // Not ours: ignore.
    }
  }

  async #eval(s: Script, keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.#commands.evalsha(s.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return this.#commands.eval(s.source, keys.length, ...keys, ...args);
    }
  }

  #streamKey(channel: string): string {
    return `${this.#prefix}s:{${channel}}`;
  }

  #metaKey(channel: string): string {
    return `${this.#prefix}m:{${channel}}`;
  }

  #pubsubChannel(channel: string): string {
    return `${this.#prefix}ch:${channel}`;
  }
}

/** `offset:epoch:time:data` from the publish script. */
function parsePublication(message: string): Publication | null {
  const a = message.indexOf(':');
  const b = message.indexOf(':', a + 1);
  const c = message.indexOf(':', b + 1);
  if (a < 1 || b < 0 || c < 0) return null;
  const offset = Number(message.slice(0, a));
  const time = Number(message.slice(b + 1, c));
  if (!Number.isSafeInteger(offset) || !Number.isFinite(time)) return null;
  return { offset, epoch: message.slice(a + 1, b), time, data: message.slice(c + 1) };
}

/** XRANGE entries `[id, [field, value, …]]` with fields o (offset), t (time), d (data). */
function parseEntries(entries: unknown, epoch: string): Publication[] {
  if (!Array.isArray(entries)) return [];
  const publications: Publication[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry) || !Array.isArray(entry[1])) continue;
    const fields: unknown[] = entry[1];
    let offset = Number.NaN;
    let time = 0;
    let data: string | null = null;
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const value = String(fields[i + 1]);
      if (fields[i] === 'o') offset = Number(value);
      else if (fields[i] === 't') time = Number(value);
      else if (fields[i] === 'd') data = value;
    }
    if (Number.isSafeInteger(offset) && data !== null) publications.push({ offset, epoch, time, data });
  }
  return publications;
}
