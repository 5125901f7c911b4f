import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
// npm start's readiness wait (scripts/start.mjs starts the web app only once the API answers).
import { waitForHealth } from '../../../../scripts/wait-for-health.mjs';

describe('npm start waits for the API before starting the web app (issue 14)', () => {
  it('resolves once /health answers, not before; false at the timeout', async () => {
    let ready = false;
    const server = createServer((req, res) => {
      res.statusCode = ready && req.url === '/health' ? 200 : 503;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await waitForHealth(url, { timeoutMs: 300, everyMs: 20 })).toBe(false);
      const started = Date.now();
      setTimeout(() => {
        ready = true;
      }, 200);
      expect(await waitForHealth(url, { timeoutMs: 5000, everyMs: 20 })).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(await waitForHealth('http://127.0.0.1:9', { timeoutMs: 200, everyMs: 20 })).toBe(false);
    } finally {
      server.close();
    }
  });
});
