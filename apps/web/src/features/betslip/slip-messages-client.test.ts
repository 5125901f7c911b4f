import { describe, expect, it, vi } from 'vitest';
import { loadSlipMessages } from './slip-messages-client';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe("loadSlipMessages: the slip's texts load once per locale", () => {
  it("fetches the locale's texts from its path once and shares the answer", async () => {
    const fetchFn = vi.fn(() => answer({ 'bet-slip.place': 'Wette platzieren' }));
    const first = loadSlipMessages('de', fetchFn as typeof fetch);
    const second = loadSlipMessages('de', fetchFn as typeof fetch);
    expect(await first).toEqual({ 'bet-slip.place': 'Wette platzieren' });
    expect(await second).toBe(await first);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/de/slip-messages');
  });

  it('asks the default locale without a prefix', async () => {
    const fetchFn = vi.fn(() => answer({}));
    await loadSlipMessages('en', fetchFn as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith('/slip-messages');
  });

  it('forgets a failed fetch, so the next use asks again', async () => {
    const failing = vi.fn(() => answer({ error: {} }, 503));
    await expect(loadSlipMessages('fr', failing as typeof fetch)).rejects.toThrow('503');
    const working = vi.fn(() => answer({ 'bet-slip.place': 'Parier' }));
    expect(await loadSlipMessages('fr', working as typeof fetch)).toEqual({ 'bet-slip.place': 'Parier' });
    expect(working).toHaveBeenCalledTimes(1);
  });
});
