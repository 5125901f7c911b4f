import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');

import { loadPlayer, resetAuthStore } from './auth-store';
import { confirmLocaleChange } from './locale-change';
import { loggedIn, mockServer } from './test-fixtures';

beforeEach(() => resetAuthStore());
afterEach(() => vi.unstubAllGlobals());

describe('locale change (spec 000 §4: applied only when the server reply confirms it)', () => {
  it('applies a visitor’s choice at once, without a call', async () => {
    const calls = mockServer({});
    expect(await confirmLocaleChange('de')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('stores a player’s choice first and applies it when the reply names the same locale', async () => {
    const calls = mockServer({
      ...loggedIn,
      'PATCH /player/update_locale': (init) => ({
        status: 200,
        body: { locale: JSON.parse(String(init?.body)).locale },
      }),
    });
    await loadPlayer();
    expect(await confirmLocaleChange('de')).toBe(true);
    expect(calls).toContain('PATCH /player/update_locale');
  });

  it('keeps the page when the reply names another locale or the call fails', async () => {
    let answer = { status: 200, body: { locale: 'en' } as unknown };
    mockServer({ ...loggedIn, 'PATCH /player/update_locale': () => answer });
    await loadPlayer();
    expect(await confirmLocaleChange('de')).toBe(false);
    answer = { status: 422, body: { error: { code: 'invalid_locale', message: 'no' } } };
    expect(await confirmLocaleChange('de')).toBe(false);
  });
});
