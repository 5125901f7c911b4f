import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load';

let server: Server | null = null;

/** A server that answers every request after `delayMs` with `status`, counting what it received. */
async function serve(delayMs: number, status = 201, framed = true) {
  const seen: { body: string; key: string | undefined }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ body, key: req.headers['idempotency-key'] as string | undefined });
      setTimeout(() => {
        if (framed) res.writeHead(status, { 'content-type': 'application/json', 'content-length': '2' }).end('{}');
        else res.writeHead(status, { 'transfer-encoding': 'chunked' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

const load = (url: string, connections: number, rate: number, durationS: number) =>
  pacedLoad({
    url,
    connections,
    rate,
    durationS,
    method: 'POST',
    path: '/bets',
    request: (n) => ({
      headers: { 'content-type': 'application/json', 'idempotency-key': `k-${n}` },
      body: `{"n":${n}}`,
    }),
  });

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('pacedLoad', () => {
  it('sends rate × duration requests, each with its own headers and body, and counts the 2xx replies', async () => {
    const { url, seen } = await serve(0);
    const result = await load(url, 4, 200, 0.5);
    expect(result.completed).toBe(100);
    expect(result.status2xx).toBe(100);
    expect(result.non2xx + result.errors).toBe(0);
    expect(new Set(seen.map((s) => s.key)).size).toBe(100);
    expect(seen.map((s) => JSON.parse(s.body).n).sort((a, b) => a - b)).toEqual([...Array(100).keys()]);
  });

  it('paces the requests: half a second of load takes about half a second', async () => {
    const { url } = await serve(0);
    const started = performance.now();
    const result = await load(url, 4, 100, 0.5);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(450);
    expect(result.achievedRate).toBeGreaterThan(80);
    expect(result.achievedRate).toBeLessThan(125);
  });

  it('counts the wait for a free connection in the latency (no coordinated omission)', async () => {
    // One connection, 50 ms per reply, a request due every 10 ms: the 20th request is sent about 19 × 50 ms
    // after the first while it was due 190 ms after it, so it waits ~760 ms before the server even sees it.
    const { url } = await serve(50);
    const result = await load(url, 1, 100, 0.2);
    expect(result.completed).toBe(20);
    expect(result.latencyMs.p50).toBeGreaterThan(300);
    expect(result.latencyMs.max).toBeGreaterThan(700);
    expect(result.queueWaitP99Ms).toBeGreaterThan(600);
  });

  it('counts non-2xx replies and replies it cannot frame apart from successes', async () => {
    const refused = await serve(0, 422);
    const r1 = await load(refused.url, 2, 100, 0.1);
    expect(r1).toMatchObject({ completed: 10, status2xx: 0, non2xx: 10, errors: 0 });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const chunked = await serve(0, 201, false);
    const r2 = await load(chunked.url, 10, 100, 0.1);
    expect(r2.status2xx).toBe(0);
    expect(r2.errors).toBe(10);
  });
});
