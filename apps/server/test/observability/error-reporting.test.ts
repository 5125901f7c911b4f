import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorReporting } from '../../src/plugins/error-reporting';
import { AppError } from '../../src/shared/app-error';
import { REDACTED } from '../../src/shared/scrub';
import { createTestApp, databaseKind } from '../helpers/test-app';

/** One Sentry envelope as the collector received it: its path and its items (header + payload). */
type Envelope = { path: string; items: { type: string; payload: Record<string, unknown> }[] };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** Envelope format: a header line, then for each item a header line and a payload line. */
function parseEnvelope(path: string, text: string): Envelope {
  const lines = text.split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? '{}') as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown> });
  }
  return { path, items };
}

describe(`error reporting to a Sentry endpoint (${databaseKind})`, () => {
  let collector: Server;
  let app: FastifyInstance;
  const envelopes: Envelope[] = [];
  const events = () => envelopes.flatMap((e) => e.items.filter((item) => item.type === 'event').map((i) => i.payload));

  beforeAll(async () => {
    // A local stand-in for the third-party collection endpoint (spec 001 §7.5): records every envelope.
    collector = createServer(async (request, response) => {
      envelopes.push(parseEnvelope(request.url ?? '', await readBody(request)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    app = await createTestApp({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`, SENTRY_ENVIRONMENT: 'test' });
    app.post('/api/test/boom', async () => {
      throw new Error('kaboom in a handler');
    });
    app.post('/api/test/coded', async () => {
      throw new AppError(403, 'not_allowed', 'a coded client error');
    });
    app.post('/api/test/unavailable', async () => {
      throw new AppError(503, 'feed_unavailable', 'the feed is down');
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it('reports an unexpected error with the request, its secrets removed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/boom?confirmation_token=tok-123&page=2',
      headers: {
        authorization: 'Bearer secret-bearer',
        cookie: 'sb_session=secret-session',
        'idempotency-key': 'req-42',
        'content-type': 'application/json',
      },
      payload: {
        email: 'ann@example.com',
        password: 'hunter2-secret',
        card_number: '4242424242424242',
        note: 'card 5555 5555 5555 4444',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side; please try again.' },
    });
    expect(await app.errorReporter?.flush(5000)).toBe(true);

    expect(envelopes.length).toBeGreaterThan(0);
    expect(envelopes[0]?.path).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=publickey/);
    const [event] = events();
    expect(event).toBeDefined();
    expect(event?.environment).toBe('test');
    const exception = (event?.exception as { values?: { type: string; value: string }[] } | undefined)?.values?.at(-1);
    expect(exception).toMatchObject({ type: 'Error', value: 'kaboom in a handler' });
    expect(event?.tags).toMatchObject({ status_code: '500', route: '/api/test/boom' });
    expect(event?.request).toEqual({
      method: 'POST',
      url: `/api/test/boom?confirmation_token=${encodeURIComponent(REDACTED)}&page=2`,
      headers: expect.objectContaining({
        authorization: REDACTED,
        cookie: REDACTED,
        'idempotency-key': 'req-42',
        'content-type': 'application/json',
      }),
      data: { email: 'ann@example.com', password: REDACTED, card_number: REDACTED, note: `card ${REDACTED}` },
    });
    const everything = JSON.stringify(envelopes);
    for (const secret of ['secret-bearer', 'secret-session', 'hunter2-secret', '4242424242424242', 'tok-123']) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('5555 5555 5555 4444');
  });

  it('reports a coded 5xx, and no client error (4xx, bad input)', async () => {
    const before = events().length;
    expect((await app.inject({ method: 'POST', url: '/api/test/coded', payload: {} })).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/test/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/test/unavailable', payload: {} })).statusCode).toBe(503);
    expect(await app.errorReporter?.flush(5000)).toBe(true);
    const added = events().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]?.tags).toMatchObject({ status_code: '503', route: '/api/test/unavailable' });
  });

  it('reports a background job that failed outside any request, and the job runs again', async () => {
    const before = events().length;
    // The jackpot payer runs every second on its own timer: its next turn fails once, the one after works.
    const pay = vi.spyOn(app.jackpots, 'payApproved').mockRejectedValueOnce(new Error('payer lost its connection'));
    await vi.waitFor(() => expect(pay.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 100 });
    pay.mockRestore();
    expect(await app.errorReporter?.flush(5000)).toBe(true);
    const added = events().slice(before);
    expect(added).toHaveLength(1);
    const exception = (added[0]?.exception as { values?: { value: string }[] } | undefined)?.values?.at(-1);
    expect(exception?.value).toBe('payer lost its connection');
    expect(added[0]?.contexts).toMatchObject({ details: { job: 'jackpot payment' } });
    expect(added[0]?.request).toBeUndefined();
  });

  it('reports nothing when SENTRY_DSN is not set', async () => {
    const quiet = Fastify();
    await registerErrorReporting(quiet, { dsn: undefined, environment: 'test' });
    expect(quiet.errorReporter).toBeNull();
    quiet.backgroundFailed('a sweep', new Error('logged only'));
    await quiet.close();
  });
});
