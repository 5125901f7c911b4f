import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HttpPublisher } from '../../src/realtime/publisher';
import { API_KEY, PLAYER_HEADER, startServer, type TestServer } from './helpers';

let server: TestServer;
const ORIGIN = 'https://sportsbook.example';

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 120, allowedOrigins: [ORIGIN] });
});

afterAll(async () => {
  await server.close();
});

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url, payload: body as object, headers });
}

describe('token routes', () => {
  it('issues a connection token for the player, or with an empty sub for a visitor', async () => {
    const before = Math.floor(Date.now() / 1000);
    const player = await post('/api/sportsbook/websocket/token', undefined, { [PLAYER_HEADER]: '42' });
    expect(player.statusCode).toBe(200);
    const claims = decodeJwt(player.json<{ token: string }>().token);
    expect(claims.sub).toBe('42');
    expect(claims.exp).toBeGreaterThanOrEqual(before + 120);
    const visitor = await post('/api/sportsbook/websocket/token', undefined);
    expect(decodeJwt(visitor.json<{ token: string }>().token).sub).toBe('');
  });

  it('authorizes only the channels the caller may read', async () => {
    const response = await post(
      '/api/sportsbook/websocket/authorize',
      { channels: ['$user:42', '$user:7', 'sportsbook:en', 'news:1'] },
      { [PLAYER_HEADER]: '42' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ channels: { channel: string; token: string }[] }>();
    expect(body.channels.map((c) => c.channel)).toEqual(['$user:42', 'sportsbook:en']);
    const claims = decodeJwt(body.channels[0]?.token ?? '');
    expect(claims).toMatchObject({ sub: '42', channel: '$user:42' });

    const visitor = await post('/api/sportsbook/websocket/authorize', { channel: '$user:42' });
    expect(visitor.json()).toEqual({ channels: [], token: '' });
    const single = await post(
      '/api/sportsbook/websocket/authorize',
      { channel: '$user:42' },
      { [PLAYER_HEADER]: '42' },
    );
    expect(single.json<{ token: string }>().token).not.toBe('');
  });

  it.each([[{}], [{ channels: [] }], [{ channels: 'sportsbook:en' }], [{ channels: [42] }], [[]]])(
    'answers 400 bad_request to %j',
    async (body) => {
      const response = await post('/api/sportsbook/websocket/authorize', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'bad_request', message: expect.any(String) } });
    },
  );
});

describe('publish API', () => {
  it('requires the API key (X-API-Key or Authorization: apikey)', async () => {
    const body = { channel: 'sportsbook:en', data: { type: 'match_changed', payload: {} } };
    expect((await post('/api/publish', body)).statusCode).toBe(401);
    expect((await post('/api/publish', body, { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const ok = await post('/api/publish', body, { authorization: `apikey ${API_KEY}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: { offset: 1, epoch: expect.any(String) } });
  });

  it('answers Centrifugo-style errors: HTTP 200 with error, or a status in transport mode', async () => {
    const headers = { 'x-api-key': API_KEY };
    const unknown = await post('/api/publish', { channel: 'news', data: {} }, headers);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ error: { code: 102, message: 'unknown channel' } });
    const noData = await post('/api/publish', { channel: 'sportsbook:en' }, headers);
    expect(noData.json()).toEqual({ error: { code: 107, message: 'bad request' } });
    const transport = await post(
      '/api/publish',
      { channel: 'news', data: {} },
      {
        ...headers,
        'x-centrifugo-error-mode': 'transport',
      },
    );
    expect(transport.statusCode).toBe(400);
  });

  it('broadcasts to several channels, once per stream (the locales of a public channel share one)', async () => {
    const response = await post(
      '/api/broadcast',
      { channels: ['sportsbook:de:match:b', 'bad channel', 'sportsbook:fr:match:b', '$user:b'], data: { x: 1 } },
      { 'x-api-key': API_KEY },
    );
    const position = { offset: 1, epoch: expect.any(String) };
    expect(response.json()).toEqual({
      result: {
        responses: [
          { result: position },
          { error: { code: 102, message: 'unknown channel' } },
          { result: position },
          { result: position },
        ],
      },
    });
    const [de, , fr] = (response.json() as { result: { responses: { result?: { epoch: string } }[] } }).result
      .responses;
    expect(fr?.result?.epoch).toBe(de?.result?.epoch);
  });

  it('is what HttpPublisher speaks (as with a real Centrifugo)', async () => {
    const publisher = new HttpPublisher({ apiUrl: `${server.base}/api`, apiKey: API_KEY });
    const position = await publisher.publishWithPosition('sportsbook:fr:match:http', { team: 'Atlético' });
    expect(position.offset).toBe(1);
    await expect(publisher.publish('nope', {})).rejects.toMatchObject({ code: 102 });
    const unauthorized = new HttpPublisher({ apiUrl: `${server.base}/api/`, apiKey: 'bad' });
    await expect(unauthorized.publish('sportsbook:fr', {})).rejects.toThrow(/HTTP 401/);
  });

  it('broadcasts through HttpPublisher: the channel of every locale in one call, one publication per stream here', async () => {
    const publisher = new HttpPublisher({ apiUrl: `${server.base}/api/publish`, apiKey: API_KEY });
    expect(publisher.sharesLocaleStreams).toBe(false);
    await publisher.broadcast(['sportsbook:de:match:hb', 'sportsbook:fr:match:hb'], { n: 1 });
    const next = await publisher.publishWithPosition('sportsbook:en:match:hb', { n: 2 });
    expect(next.offset).toBe(2);
    await expect(publisher.broadcast(['sportsbook:de:match:hb', 'nope'], { n: 3 })).rejects.toMatchObject({
      code: 102,
    });
  });
});

describe('emulation and CORS', () => {
  it('answers preflights and echoes an allowed origin with credentials', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/emulation',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '300',
    });
    const post204 = await post(
      '/emulation',
      { session: 's', node: server.handle.nodeId, data: '{}' },
      { origin: ORIGIN },
    );
    expect(post204.statusCode).toBe(204);
    expect(post204.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('answers 404 for an unknown node, 400 for a bad body, 403 for a foreign origin', async () => {
    expect((await post('/emulation', { session: 's', node: 'other', data: '{}' })).statusCode).toBe(404);
    expect((await post('/emulation', { session: 's' })).statusCode).toBe(400);
    const foreign = await post('/emulation', { session: 's', node: 'x', data: '' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const sse = await server.app.inject({ method: 'GET', url: '/connection/sse' });
    expect(sse.statusCode).toBe(400);
  });

  it('refuses WebSocket upgrades from a foreign origin (403)', async () => {
    const url = `${server.base.replace('http', 'ws')}/connection/websocket`;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(url, { origin: 'https://evil.example' });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});
