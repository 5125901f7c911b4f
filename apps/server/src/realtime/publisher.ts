import type { StreamPosition } from './broker';
import { type Hub, RealtimeError } from './hub';
import { encodePayload } from './payload';

/**
 * How the rest of the server sends real-time events. `data` is any JSON value, by convention
 * `{ type, payload }` (ARCHITECTURE "Wire conventions"). Resolves once the broker (or Centrifugo)
 * accepted the publication.
 */
export interface RealtimePublisher {
  publish(channel: string, data: unknown): Promise<void>;
  /** The same `data` to several channels in one call (Centrifugo's `/api/broadcast`). */
  broadcast(channels: readonly string[], data: unknown): Promise<void>;
  /**
   * True when every locale's name of a public channel is one stream (this hub): publish locale-independent data
   * once, to any locale's name. False for a real Centrifugo, where each locale's channel is its own: broadcast to
   * the channel of every locale.
   */
  readonly sharesLocaleStreams: boolean;
}

/** Publishes through this process's hub (and its broker: other nodes get it over Redis). */
export class InProcessPublisher implements RealtimePublisher {
  readonly sharesLocaleStreams = true;
  readonly #hub: Hub;

  constructor(hub: Hub) {
    this.#hub = hub;
  }

  async publish(channel: string, data: unknown): Promise<void> {
    await this.#hub.publish(channel, data);
  }

  /** Publishes once per stream; throws the first failure (e.g. 102 for a channel the hub does not serve). */
  async broadcast(channels: readonly string[], data: unknown): Promise<void> {
    const failed = (await this.#hub.broadcast(channels, data)).find((r) => r instanceof RealtimeError);
    if (failed !== undefined) throw failed;
  }
}

export interface HttpPublisherOptions {
  /** Centrifugo's server API base, e.g. `http://centrifugo:8000/api` (`/publish` is appended). */
  apiUrl: string;
  apiKey: string;
  /**
   * Ask for a fossil delta (`"delta": true`). Needs `allowed_delta_types: ["fossil"]` on the namespace;
   * `delta_publish: true` there does the same without this flag.
   */
  delta?: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Publishes to a Centrifugo-compatible server API (a real Centrifugo, or another node of this server)
 * with `POST {apiUrl}/publish` and `X-API-Key`. The payload is sent with non-ASCII escaped, so fossil
 * deltas stay valid UTF-8 whatever the Centrifugo version.
 */
export class HttpPublisher implements RealtimePublisher {
  readonly sharesLocaleStreams = false;
  readonly #url: string;
  readonly #broadcastUrl: string;
  readonly #options: HttpPublisherOptions;
  readonly #fetch: typeof fetch;

  constructor(options: HttpPublisherOptions) {
    const base = options.apiUrl.replace(/\/+$/, '');
    const root = base.endsWith('/publish') ? base.slice(0, -'/publish'.length) : base;
    this.#url = `${root}/publish`;
    this.#broadcastUrl = `${root}/broadcast`;
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
  }

  async publish(channel: string, data: unknown): Promise<void> {
    await this.publishWithPosition(channel, data);
  }

  /** Publishes and returns the position Centrifugo gave the publication. */
  async publishWithPosition(channel: string, data: unknown): Promise<StreamPosition> {
    const body = `{"channel":${encodePayload(channel)},"data":${encodePayload(data)}${this.#deltaField()}}`;
    const result = (await this.#post(this.#url, body)) as { offset?: unknown; epoch?: unknown } | undefined;
    return {
      offset: typeof result?.offset === 'number' ? result.offset : 0,
      epoch: typeof result?.epoch === 'string' ? result.epoch : '',
    };
  }

  /** `POST {apiUrl}/broadcast`; throws the first per-channel error. */
  async broadcast(channels: readonly string[], data: unknown): Promise<void> {
    if (channels.length === 0) return;
    const body = `{"channels":${encodePayload(channels)},"data":${encodePayload(data)}${this.#deltaField()}}`;
    const result = (await this.#post(this.#broadcastUrl, body)) as { responses?: unknown } | undefined;
    if (!Array.isArray(result?.responses)) return;
    for (const response of result.responses as unknown[]) {
      if (typeof response === 'object' && response !== null && 'error' in response) throwApiError(response.error);
    }
  }

  #deltaField(): string {
    return this.#options.delta ? ',"delta":true' : '';
  }

  /** Posts to the API; answers `result`, throws on an HTTP failure or an API error. */
  async #post(url: string, body: string): Promise<unknown> {
    const response = await this.#fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.#options.apiKey },
      body,
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 5000),
    });
    if (!response.ok) throw new Error(`realtime publish to ${url} failed: HTTP ${response.status}`);
    const reply: unknown = await response.json();
    if (typeof reply !== 'object' || reply === null) throw new Error('realtime publish: unexpected reply');
    const { result, error } = reply as { result?: unknown; error?: unknown };
    throwApiError(error);
    return result;
  }
}

/** Throws a Centrifugo API error object as a {@link RealtimeError}; does nothing for anything else. */
function throwApiError(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  const { code, message } = error as { code?: unknown; message?: unknown };
  throw new RealtimeError({
    code: typeof code === 'number' ? code : 100,
    message: typeof message === 'string' ? message : 'publish failed',
  });
}
