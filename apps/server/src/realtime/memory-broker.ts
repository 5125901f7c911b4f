import { randomBytes } from 'node:crypto';
import {
  type Broker,
  type BrokerHandler,
  type HistoryOptions,
  type HistoryQuery,
  type HistoryResult,
  type Publication,
  type StreamPosition,
  selectHistory,
} from './broker';

interface Stream {
  epoch: string;
  top: number;
  publications: Publication[];
  /** When the epoch and top expire without publications (ms). */
  metaExpiresAt: number;
}

/** A random epoch: 8 hex characters. */
export function newEpoch(): string {
  return randomBytes(4).toString('hex');
}

/**
 * The in-process broker (default): history in memory, publications delivered synchronously to the one
 * node of this process. Emulation forwarding always fails (there is no other node).
 */
export class MemoryBroker implements Broker {
  readonly #options: HistoryOptions;
  readonly #streams = new Map<string, Stream>();
  readonly #subscribed = new Set<string>();
  #handler: BrokerHandler | null = null;
  #sweep: NodeJS.Timeout | null = null;
  readonly #now: () => number;

  constructor(options: HistoryOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  async start(_nodeId: string, handler: BrokerHandler): Promise<void> {
    this.#handler = handler;
    this.#sweep = setInterval(() => this.#removeExpired(), 60_000);
    this.#sweep.unref();
  }

  async publish(channel: string, data: string): Promise<StreamPosition> {
    const stream = this.#stream(channel);
    const now = this.#now();
    stream.top += 1;
    stream.metaExpiresAt = now + this.#options.metaTtlSeconds * 1000;
    const publication: Publication = { offset: stream.top, epoch: stream.epoch, data, time: now };
    stream.publications.push(publication);
    if (stream.publications.length > this.#options.size) stream.publications.shift();
    if (this.#subscribed.has(channel)) this.#handler?.onPublication(channel, publication);
    return { offset: stream.top, epoch: stream.epoch };
  }

  async subscribe(channel: string): Promise<void> {
    this.#subscribed.add(channel);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.#subscribed.delete(channel);
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const stream = this.#stream(channel);
    const oldest = this.#now() - this.#options.ttlSeconds * 1000;
    const kept = stream.publications.filter((p) => p.time > oldest);
    return selectHistory(kept, { offset: stream.top, epoch: stream.epoch }, query);
  }

  async forwardEmulation(): Promise<boolean> {
    return false;
  }

  async close(): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    this.#sweep = null;
    this.#handler = null;
    this.#subscribed.clear();
  }

  #stream(channel: string): Stream {
    const now = this.#now();
    let stream = this.#streams.get(channel);
    if (stream === undefined || stream.metaExpiresAt <= now) {
      stream = {
        epoch: newEpoch(),
        top: 0,
        publications: [],
        metaExpiresAt: now + this.#options.metaTtlSeconds * 1000,
      };
      this.#streams.set(channel, stream);
    }
    return stream;
  }

  #removeExpired(): void {
    const now = this.#now();
    const oldest = now - this.#options.ttlSeconds * 1000;
    for (const [channel, stream] of this.#streams) {
      if (stream.metaExpiresAt <= now) {
        this.#streams.delete(channel);
        continue;
      }
      const firstKept = stream.publications.findIndex((p) => p.time > oldest);
      if (firstKept === -1) stream.publications = [];
      else if (firstKept > 0) stream.publications = stream.publications.slice(firstKept);
    }
  }
}
