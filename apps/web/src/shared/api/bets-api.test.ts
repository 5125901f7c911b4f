import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { VERSIONED_ACCEPT } from './api-headers';
import { cashoutBet, listBets } from './bets-api';
import { onUnauthorized } from './client-api';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('bets API client', () => {
  afterEach(() => {
    onUnauthorized(null);
    vi.unstubAllGlobals();
  });

  it('sends the versioned accept header and the application header (spec 001 §7)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply(200, { data: [] }));
    vi.stubGlobal('fetch', fetch);
    await listBets('open', 'all', 'en');
    await cashoutBet(3, 150).catch(() => undefined);
    const listHeaders = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const cashoutHeaders = fetch.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(listHeaders.accept).toBe(VERSIONED_ACCEPT);
    expect(listHeaders['x-application']).toBe('sportsbook-web');
    expect(cashoutHeaders['content-type']).toBe('application/json');
    expect(cashoutHeaders['x-application']).toBe('sportsbook-web');
  });

  it('reports a 401 so the account signs out (any 401 ends the session, spec 001 §8)', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, { error: { code: 'unauthorized', message: 'Sign in first.' } })),
    );
    const error = await listBets('all', 'all', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(handler).toHaveBeenCalledWith({ status: 401, code: 'unauthorized' });
  });

  it('does not report other failures', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(409, { error: { code: 'offer_changed', message: 'moved' } })),
    );
    await cashoutBet(3, 150).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
  });
});
