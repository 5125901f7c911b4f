import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * An open-loop HTTP/1.1 load at a fixed rate: request i is due at `start + i / rate`, whatever the replies are
 * doing, and goes out on the first idle keep-alive connection (one request in flight per connection, as
 * autocannon without pipelining). Its latency is counted from when it was due, not from when it was sent, so a
 * request that waited for a free connection counts that wait ("coordinated omission" avoided): the figures are
 * what a client arriving at that rate would see.
 *
 * Why not autocannon's `overallRate`: it gives each connection a quota per second and sends the quota back to
 * back from the start of each second, a burst at full speed followed by silence, so its latencies are those of a
 * saturated server for most of each second.
 */
export type PacedLoadOptions = {
  url: string;
  connections: number;
  /** requests per second */
  rate: number;
  durationS: number;
  /** the n-th request (from 0): method and path are fixed, headers and body may change per request */
  request: (n: number) => { headers: Record<string, string>; body: string };
  method: 'POST' | 'GET';
  path: string;
};

export type PacedLoadResult = {
  offeredRate: number;
  achievedRate: number;
  completed: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p90: number; p99: number; p999: number; max: number };
  /** how long requests waited for a free connection after they were due, p99 (ms) */
  queueWaitP99Ms: number;
};

type Pending = { due: number; n: number };

/** One keep-alive connection: sends a request, reads exactly one reply (Content-Length framed), reports. */
class Connection {
  readonly #socket: Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #current: Pending | null = null;
  #onDone: (request: Pending, status: number | null) => void;

  constructor(host: string, port: number, onDone: (request: Pending, status: number | null) => void) {
    this.#onDone = onDone;
    this.#socket = new Socket();
    this.#socket.setNoDelay(true);
    this.#socket.connect(port, host);
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', () => this.#fail());
    this.#socket.on('close', () => this.#fail());
  }

  get idle(): boolean {
    return this.#current === null && !this.#socket.destroyed;
  }

  get closed(): boolean {
    return this.#socket.destroyed;
  }

  send(request: Pending, bytes: Buffer): void {
    this.#current = request;
    this.#socket.write(bytes);
  }

  close(): void {
    this.#socket.removeAllListeners('close');
    this.#socket.destroy();
  }

  #fail(): void {
    const request = this.#current;
    this.#current = null;
    if (request) this.#onDone(request, null);
  }

  #read(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const headerEnd = this.#buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.#buffer.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      this.#socket.destroy(); // not Content-Length framed: counted as an error
      return;
    }
    if (this.#buffer.length < headerEnd + 4 + length) return;
    const status = Number(head.slice(9, 12));
    this.#buffer = this.#buffer.subarray(headerEnd + 4 + length);
    const request = this.#current;
    this.#current = null;
    if (request) this.#onDone(request, status);
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** Runs the load for `durationS` and resolves with latency percentiles once every due request has answered. */
export function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const { hostname, port } = new URL(options.url);
  const total = Math.round(options.rate * options.durationS);
  const intervalMs = 1000 / options.rate;
  const latencies = new Float64Array(total);
  const waits = new Float64Array(total);
  const queue: Pending[] = [];
  let completed = 0;
  let status2xx = 0;
  let non2xx = 0;
  let errors = 0;
  let scheduled = 0;
  let start = 0;
  let lastDone = 0;

  return new Promise((resolve) => {
    const connections: Connection[] = [];
    const dispatch = () => {
      if (connections.every((c) => c.closed)) {
        // Every connection is gone (the server stopped): what is due fails now instead of waiting forever.
        for (const request of queue.splice(0)) onDone(request, null);
        return;
      }
      for (const connection of connections) {
        const next = queue[0];
        if (!next) return;
        if (!connection.idle) continue;
        queue.shift();
        waits[next.n] = performance.now() - next.due;
        const { headers, body } = options.request(next.n);
        const lines = [`${options.method} ${options.path} HTTP/1.1`, `host: ${hostname}:${port}`];
        for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
        lines.push(`content-length: ${Buffer.byteLength(body)}`, '', body);
        connection.send(next, Buffer.from(lines.join('\r\n')));
      }
    };
    const onDone = (request: Pending, status: number | null) => {
      const now = performance.now();
      latencies[request.n] = now - request.due;
      lastDone = now;
      completed += 1;
      if (status === null) errors += 1;
      else if (status >= 200 && status < 300) status2xx += 1;
      else non2xx += 1;
      if (completed === total) finish();
      else dispatch();
    };
    const tick = () => {
      const now = performance.now();
      while (scheduled < total && start + scheduled * intervalMs <= now) {
        queue.push({ due: start + scheduled * intervalMs, n: scheduled });
        scheduled += 1;
      }
      dispatch();
      if (scheduled === total) clearInterval(timer);
    };
    const finish = () => {
      for (const connection of connections) connection.close();
      const sorted = latencies.slice(0, completed).sort();
      const sortedWaits = waits.slice(0, completed).sort();
      const elapsedS = (lastDone - start) / 1000;
      resolve({
        offeredRate: options.rate,
        achievedRate: Math.round(status2xx / elapsedS),
        completed,
        status2xx,
        non2xx,
        errors,
        latencyMs: {
          p50: percentile(sorted, 50),
          p90: percentile(sorted, 90),
          p99: percentile(sorted, 99),
          p999: percentile(sorted, 99.9),
          max: percentile(sorted, 100),
        },
        queueWaitP99Ms: percentile(sortedWaits, 99),
      });
    };
    for (let i = 0; i < options.connections; i++) connections.push(new Connection(hostname, Number(port), onDone));
    start = performance.now() + 100; // connections open first
    const timer = setInterval(tick, 1);
  });
}
