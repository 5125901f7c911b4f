import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FundedPlayer, fundedPlayer, pickSelections, type WireSelection } from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { uniqueEmail } from '../players/platform-client';

/** The 500s an outside review found (issue 14 item 4), each now a 4xx in the error shape. */
describe(`bad input answers 4xx in the error shape, never 500 (${databaseKind})`, () => {
  let app: FastifyInstance;
  let player: FundedPlayer;
  let selection: WireSelection;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    player = await fundedPlayer(app, 10_000);
    [selection] = pickSelections(app, 1) as [WireSelection];
  });
  afterAll(async () => {
    await app.close();
  });

  const single = (overrides: Partial<WireSelection>) => ({
    bets: [{ type: 'single', stake: { value: '1', currency: 'EUR' }, selections: [{ ...selection, ...overrides }] }],
  });

  it('refuses NUL in text fields with the field named', async () => {
    const cases = [
      ['PATCH', '/api/platform/player', { first_name: 'a\u0000b' }, 'body.first_name'],
      ['POST', '/api/v3/bets/share-code', single({ specifier: '\u0000' }), 'body.bets.0.selections.0.specifier'],
      ['POST', '/api/v3/bets/share-code', single({ outcome_id: '\u0000' }), 'body.bets.0.selections.0.outcome_id'],
      ['POST', '/api/v3/bets', single({ outcome_id: 'x\u0000' }), 'body.bets.0.selections.0.outcome_id'],
    ] as const;
    for (const [method, url, body, path] of cases) {
      const response = await player.client.call(method, url, { body });
      const error = expectError(response, 400, 'validation_failed');
      expect(error.error.details, url).toEqual([{ path, message: 'must not contain the NUL character' }]);
    }
    const signUp = await player.client.signUp(uniqueEmail(), { nickname: 'nick\u0000' }, { cookie: '' });
    expectError(signUp, 400, 'validation_failed');
    for (const url of ['/api/v3/bets/share-code?code=%00ABCDEFG', '/dev/mailbox?to=%00']) {
      expectError(await player.client.get(url), 400, 'validation_failed');
    }
  });

  it('refuses odds too large to compute with (1e21) instead of throwing', async () => {
    const placement = single({ odds: 1e21 });
    expectError(await player.client.post('/api/v3/bets', placement), 400, 'validation_failed');
    expectError(await player.client.post('/api/v3/bets/max-stake', placement.bets[0]), 400, 'validation_failed');
  });

  it('answers the framework’s own refusals in the error shape: 404, 413, 414, 415', async () => {
    expectError(await player.client.get('/api/v3/nowhere'), 404, 'not_found');
    const huge = await player.client.post('/api/v3/bets', { note: 'x'.repeat(300 * 1024) });
    expectError(huge, 413);
    expectError(await player.client.get(`/api/sportsbook/slugs/${'x'.repeat(200)}`), 414, 'uri_too_long');
    expectError(await player.client.get('/api/sportsbook/matches/%'), 400, 'bad_url');
    const form = await player.client.call('POST', '/api/v3/bets', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(form, 415);
  });

  it("answers Node's own refusals (431 headers too large, a malformed request) in the error shape", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/health', headers: { 'x-big': 'x'.repeat(40_000) } });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status.status).toBe(431);
    expect(JSON.parse(status.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
  });
});
