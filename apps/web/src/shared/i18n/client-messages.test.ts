import { describe, expect, it, vi } from 'vitest';
import { loadClientMessages } from './client-messages';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("loadClientMessages: a feature's texts load once per locale", () => {
  it("fetches the bundle from the locale's path once and shares the answer", async () => {
    const fetchFn = vi.fn(() => answer({ 'bet-slip.place': 'Wette platzieren' }));
    const first = loadClientMessages('de', 'slip', fetchFn as typeof fetch);
    const second = loadClientMessages('de', 'slip', fetchFn as typeof fetch);
    expect(await first).toEqual({ 'bet-slip.place': 'Wette platzieren' });
    expect(await second).toBe(await first);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/de/messages/slip');
  });

  it('asks the default locale without a prefix, and each bundle apart', async () => {
    const fetchFn = vi.fn(() => answer({}));
    await loadClientMessages('en', 'slip', fetchFn as typeof fetch);
    await loadClientMessages('en', 'account', fetchFn as typeof fetch);
    expect(fetchFn.mock.calls).toEqual([['/messages/slip'], ['/messages/account']]);
  });

  it('forgets a failed fetch, so the next use asks again', async () => {
    const failing = vi.fn(() => answer({ error: {} }, 503));
    await expect(loadClientMessages('fr', 'account', failing as typeof fetch)).rejects.toThrow('503');
    const working = vi.fn(() => answer({ 'account.sign-in': 'Se connecter' }));
    expect(await loadClientMessages('fr', 'account', working as typeof fetch)).toEqual({
      'account.sign-in': 'Se connecter',
    });
    expect(working).toHaveBeenCalledTimes(1);
  });
});
