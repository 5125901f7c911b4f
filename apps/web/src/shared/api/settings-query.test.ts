import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from './query-client';
import { onSettings, publishSettings, readSettings } from './settings-query';

/** Replies that say which read they answer, after a short delay (a read still in flight when the next starts). */
function stubSettingsServer() {
  let reads = 0;
  const fetch = vi.fn(async () => {
    reads += 1;
    const read = reads;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return new Response(JSON.stringify({ defaultLocale: `read-${read}` }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('settings: one read shared by every reader', () => {
  afterEach(() => {
    getQueryClient().clear();
    vi.unstubAllGlobals();
  });

  it('readers share one request', async () => {
    const fetch = stubSettingsServer();
    const [a, b] = await Promise.all([readSettings(), readSettings()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('a fresh read (a new session) replaces one in flight, and its reader gets the fresh answer', async () => {
    stubSettingsServer();
    const before = readSettings();
    const fresh = readSettings({ fresh: true });
    expect((await fresh).defaultLocale).toBe('read-2');
    expect((await before).defaultLocale).toBe('read-2');
  });

  it('a published reply reaches the followers at once', async () => {
    const seen: string[] = [];
    const off = onSettings((reply) => seen.push(reply.defaultLocale));
    publishSettings({ defaultLocale: 'saved' } as never);
    off();
    expect(seen).toEqual(['saved']);
  });
});
