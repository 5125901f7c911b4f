/**
 * The client side of the WebSocket fan-out benchmark, run as its own process (pinned to its own core by the
 * parent): N raw `ws` connections speaking the Centrifugo JSON protocol (connect, subscribe, pong), counting
 * publication frames and sampling publish → receive latency from the payload's `ts`.
 *
 * Controlled over IPC by `bench/realtime-fanout.ts`:
 *   → { cmd: 'connect', url, token, channel, clients, samplers }   ← { ok: 'connected', clients, ms }
 *   → { cmd: 'mark' }                                                (starts a measurement window)
 *   → { cmd: 'report' }   ← { ok: 'report', frames, seconds, latency: { p50, p99, max, samples }, disconnects }
 *   → { cmd: 'close' }
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

type Command =
  | { cmd: 'connect'; url: string; token: string; channel: string; clients: number; samplers: number }
  | { cmd: 'mark' }
  | { cmd: 'report' }
  | { cmd: 'close' };

const sockets: WebSocket[] = [];
let frames = 0;
let disconnects = 0;
let markAt = performance.now();
let markCpu = process.cpuUsage();
let latencies = new Float64Array(1 << 16);
let latencyCount = 0;

function send(message: object): void {
  process.send?.(message);
}

function recordLatency(value: number): void {
  if (latencyCount === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[latencyCount++] = value;
}

/** `ts` of a publication frame, read without parsing the whole frame (`..."ts":1234.5,...`). */
function stampOf(text: string): number {
  const at = text.indexOf('"ts":');
  if (at < 0) return Number.NaN;
  let end = at + 5;
  while (end < text.length && text.charCodeAt(end) !== 44 && text.charCodeAt(end) !== 125) end++;
  return Number(text.slice(at + 5, end));
}

function open(url: string, token: string, channel: string, sampler: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    let subscribed = false;
    ws.on('open', () => {
      // As centrifuge-js does: connect and subscribe in one frame, without waiting for the connect reply.
      ws.send(
        `${JSON.stringify({ id: 1, connect: { token, name: 'bench' } })}\n${JSON.stringify({
          id: 2,
          subscribe: { channel, flag: 1 },
        })}`,
      );
    });
    ws.on('message', (data: Buffer) => {
      // Publications start with {"push": ...; replies with {"id": ...; a ping is {} (answer with a pong).
      if (data.length > 8 && data[2] === 0x70 /* p */) {
        frames += 1;
        if (sampler) recordLatency(performance.timeOrigin + performance.now() - stampOf(data.toString()));
        return;
      }
      const text = data.toString();
      if (text === '{}') {
        ws.send('{}');
        return;
      }
      for (const line of text.split('\n')) {
        const reply = JSON.parse(line) as { id?: number; error?: unknown };
        if (reply.error) reject(new Error(`bench client: ${JSON.stringify(reply.error)}`));
        else if (reply.id === 2 && !subscribed) {
          subscribed = true;
          resolve();
        }
      }
    });
    ws.on('close', (code) => {
      disconnects += 1;
      if (!subscribed) reject(new Error(`bench client closed with ${code} before subscribing`));
    });
    ws.on('error', (error) => {
      if (!subscribed) reject(error);
    });
    sockets.push(ws);
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

process.on('message', async (message: Command) => {
  if (message.cmd === 'connect') {
    const started = performance.now();
    // In waves, so the server's accept queue is not flooded.
    for (let i = 0; i < message.clients; i += 100) {
      const wave = [];
      for (let j = i; j < Math.min(message.clients, i + 100); j++) {
        // Samplers spread evenly over the connections.
        const sampler = j % Math.max(1, Math.round(message.clients / message.samplers)) === 0;
        wave.push(open(message.url, message.token, message.channel, sampler));
      }
      await Promise.all(wave);
    }
    send({ ok: 'connected', clients: sockets.length, ms: Math.round(performance.now() - started) });
  } else if (message.cmd === 'mark') {
    frames = 0;
    latencyCount = 0;
    markAt = performance.now();
    markCpu = process.cpuUsage();
  } else if (message.cmd === 'report') {
    const seconds = (performance.now() - markAt) / 1000;
    const cpu = process.cpuUsage(markCpu);
    const sorted = latencies.slice(0, latencyCount).sort();
    send({
      ok: 'report',
      frames,
      seconds,
      latency: {
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? 0) : 0,
        samples: latencyCount,
      },
      disconnects,
      cpuPercent: (cpu.user + cpu.system) / 1e4 / seconds,
    });
  } else if (message.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
