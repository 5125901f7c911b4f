// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticBrotli } from '../static-brotli.mjs';

const SCRIPT = `self.chunk = ${JSON.stringify('const price = 1.85; '.repeat(400))};`;
let server: Server;
let base = '';

/** A GET through a server that answers 404 (standing for Next) whatever the handler does not serve. */
async function get(pathname: string, encoding = 'gzip, deflate, br, zstd', method = 'GET') {
  const response = await fetch(`${base}${pathname}`, { method, headers: { 'accept-encoding': encoding } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static/chunks/app.js'), SCRIPT);
  writeFileSync(path.join(dist, 'secret.js'), 'not public');
  const serve = staticBrotli(dist);
  server = createServer((req, res) => {
    if (serve(req, res)) return;
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('immutable scripts at brotli quality 11', () => {
  it('leaves the first request to the caller, then serves the compressed file from memory', async () => {
    expect((await get('/_next/static/chunks/app.js')).response.status).toBe(404);
    await expect
      .poll(async () => (await get('/_next/static/chunks/app.js')).response.status, { timeout: 5000 })
      .toBe(200);
    // fetch decodes brotli itself: the body is the file, and the headers say how it travelled.
    const { response, body } = await get('/_next/static/chunks/app.js');
    expect(body.toString()).toBe(SCRIPT);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 10);
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves clients without brotli, other paths and files outside the static folder to the caller', async () => {
    await expect.poll(async () => (await get('/_next/static/chunks/app.js')).response.status).toBe(200);
    expect((await get('/_next/static/chunks/app.js', 'gzip')).response.status).toBe(404);
    expect((await get('/_next/static/chunks/app.js', 'gzip, br;q=0')).response.status).toBe(404);
    expect((await get('/_next/static/chunks/missing.js')).response.status).toBe(404);
    for (const outside of [
      '/_next/static/..%2Fsecret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      expect((await get(outside)).response.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await get(outside)).response.status).toBe(404);
    }
    expect((await get('/about')).response.status).toBe(404);
  });
});
