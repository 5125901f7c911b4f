import { LOGO_VERSION } from '@sportsbook/domain/image-proxy';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crestInitials, crestSvg, escapeXml } from '../../src/modules/images/crest';
import { ImageRenderer } from '../../src/modules/images/image-renderer';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';

/** Spec 001 §7.5: logos through the resizing proxy (avif and webp, 1x and 2x, quality clamped 0 to 100). */
describe(`image proxy (${databaseKind})`, () => {
  let app: FastifyInstance;
  let teamId: number;
  let leagueId: number;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const logo = (query: string, kind = 'competitors', id = teamId) => get(`/api/images/${kind}/${id}?${query}`);

  beforeAll(async () => {
    app = await createTestApp();
    const match = app.catalog.allMatches('en').find((m) => m.type === 'match' && m.competitors.length === 2);
    if (!match?.competitors[0]) throw new Error('the simulator has no match');
    teamId = match.competitors[0].id;
    leagueId = match.tournament.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves avif and webp with their content type and the real pixel size', async () => {
    for (const format of ['avif', 'webp'] as const) {
      const reply = await logo(`w=48&format=${format}&v=${LOGO_VERSION}`);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(reply.rawPayload).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([48, 48]);
    }
  });

  it('renders 2x at twice the width', async () => {
    const one = await logo('w=32&dpr=1&format=webp');
    const two = await logo('w=32&dpr=2&format=webp');
    expect((await sharp(one.rawPayload).metadata()).width).toBe(32);
    expect((await sharp(two.rawPayload).metadata()).width).toBe(64);
  });

  it('serves league crests too', async () => {
    const reply = await logo('w=24&dpr=2&format=avif', 'leagues', leagueId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await sharp(reply.rawPayload).metadata()).width).toBe(48);
  });

  it('clamps the quality between 0 and 100 instead of refusing it (spec 000 §5)', async () => {
    const bytes = async (q: string) => {
      const reply = await logo(`w=64&format=webp&q=${q}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.rawPayload;
    };
    expect(await bytes('150')).toEqual(await bytes('100'));
    expect(await bytes('-5')).toEqual(await bytes('0'));
    expect((await bytes('0')).length).toBeLessThan((await bytes('100')).length);
    // Not a number: the default quality, not an error.
    expect(await bytes('abc')).toEqual(await bytes('75'));
  });

  it('chooses the format from Accept when the URL names none (png for neither)', async () => {
    const avif = await get(`/api/images/competitors/${teamId}?w=16`, { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    const webp = await get(`/api/images/competitors/${teamId}?w=16`, { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    const png = await get(`/api/images/competitors/${teamId}?w=16`, { accept: '*/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 in the error shape for an unknown team, league, kind or malformed id', async () => {
    expectError(await logo('w=32', 'competitors', 999_999_999), 404, 'not_found');
    expectError(await logo('w=32', 'leagues', 999_999), 404, 'not_found');
    expectError(await get('/api/images/players/1?w=32'), 404, 'not_found');
    expectError(await get('/api/images/competitors/12abc?w=32'), 404, 'not_found');
    expectError(await get('/api/images/competitors/-1?w=32'), 404, 'not_found');
  });

  it('answers 400 in the error shape for a width off the allow-list or a bad dpr or format', async () => {
    expectError(await logo('w=33'), 400, 'validation_failed');
    expectError(await logo('w=4096'), 400, 'validation_failed');
    expectError(await logo('w=abc'), 400, 'validation_failed');
    expectError(await logo(''), 400, 'validation_failed');
    expectError(await logo('w=32&dpr=3'), 400, 'validation_failed');
    expectError(await logo('w=32&format=gif'), 400, 'validation_failed');
  });

  it('caches versioned URLs for a year with an ETag, and answers 304 to it', async () => {
    const reply = await logo(`w=48&dpr=2&format=avif&v=${LOGO_VERSION}`);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = reply.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/api/images/competitors/${teamId}?w=48&dpr=2&format=avif&v=${LOGO_VERSION}`, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Without the current version (an old page), only briefly.
    expect((await logo('w=48&format=avif&v=0')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('encodes a logo once: the next request is a cache hit with the same bytes, and faster', async () => {
    const url = `w=96&dpr=2&format=avif&q=61&v=${LOGO_VERSION}`;
    const started = performance.now();
    const cold = await logo(url);
    const coldMs = performance.now() - started;
    const hitsBefore = app.images.hits;
    const warmStart = performance.now();
    const warm = await logo(url);
    const warmMs = performance.now() - warmStart;
    expect(cold.headers['x-image-cache']).toBe('miss');
    expect(warm.headers['x-image-cache']).toBe('hit');
    expect(app.images.hits).toBe(hitsBefore + 1);
    expect(warm.rawPayload).toEqual(cold.rawPayload);
    expect(warmMs).toBeLessThan(coldMs);
    console.info(
      `logo render: cold ${coldMs.toFixed(1)} ms, warm ${warmMs.toFixed(1)} ms (${cold.rawPayload.length} B)`,
    );
  });

  it('serves the source SVG, safe to open on its own', async () => {
    const reply = await get(`/api/images/source/competitors/${teamId}.svg`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(reply.body).not.toMatch(/<script|href=|on\w+=/i);
    expectError(await get(`/api/images/source/competitors/${teamId}.png`), 404, 'not_found');
  });
});

describe('crests', () => {
  it('are the same for the same team and differ between teams', () => {
    const a = crestSvg({ kind: 'competitors', id: 1, name: 'Arsenal' });
    expect(crestSvg({ kind: 'competitors', id: 1, name: 'Arsenal' })).toBe(a);
    expect(crestSvg({ kind: 'competitors', id: 2, name: 'Chelsea' })).not.toBe(a);
  });

  it('draw initials, escaped', () => {
    expect(crestInitials('Real Madrid')).toBe('RM');
    expect(crestInitials('Arsenal')).toBe('ARS');
    expect(crestInitials('Fenerbahçe II')).toBe('FI');
    expect(crestInitials('--')).toBe('?');
    expect(escapeXml(`<a&"'>`)).toBe('&lt;a&amp;&quot;&apos;&gt;');
    const svg = crestSvg({ kind: 'competitors', id: 3, name: '<script> & Co' });
    expect(svg).not.toContain('<script');
  });

  it('are valid images sharp can read', async () => {
    const svg = crestSvg({ kind: 'leagues', id: 9, name: 'Süper Lig' });
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 64, 64]);
  });

  it('stay in a bounded cache: the least recently used render goes first', async () => {
    const renderer = new ImageRenderer(2);
    const render = (id: number) =>
      renderer.render({
        key: String(id),
        svg: () => crestSvg({ kind: 'competitors', id, name: `Team ${id}` }),
        pixels: 16,
        format: 'webp',
        quality: 50,
      });
    await render(1);
    await render(2);
    expect((await render(1)).cached).toBe(true); // 1 is now the most recent
    await render(3); // evicts 2
    expect(renderer.size).toBe(2);
    expect((await render(1)).cached).toBe(true);
    expect((await render(2)).cached).toBe(false);
    const [a, b] = await Promise.all([render(9), render(9)]); // one encode for both
    expect(a.bytes).toBe(b.bytes);
  });
});
