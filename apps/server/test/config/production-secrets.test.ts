import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const STRONG_SECRET = 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA';
const STRONG_KEY = 'a-32-byte-or-longer-publish-api-key-000';

describe('default secrets are refused in production (issue 14)', () => {
  it('refuses to start with an https public URL and no real-time secrets, naming both variables', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://bets.example' })).toThrow(
      /REALTIME_SECRET is the development default.*REALTIME_API_KEY is the development default.*BET_ID_KEY is the development default.*OPERATOR_API_KEY is the development default/,
    );
  });

  it('refuses with NODE_ENV=production even on plain http', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        REALTIME_API_KEY: STRONG_KEY,
        BET_ID_KEY: STRONG_KEY,
        OPERATOR_API_KEY: STRONG_KEY,
      }),
    ).toThrow(/REALTIME_SECRET is the development default/);
  });

  it('refuses secrets shorter than 32 bytes in production', () => {
    expect(() =>
      loadConfig({
        PUBLIC_URL: 'https://bets.example',
        REALTIME_SECRET: 'only-twenty-bytes-ok',
        REALTIME_API_KEY: STRONG_KEY,
        BET_ID_KEY: STRONG_KEY,
        OPERATOR_API_KEY: STRONG_KEY,
      }),
    ).toThrow(/REALTIME_SECRET is shorter than 32 bytes/);
  });

  it('starts with strong secrets in production, and with the defaults in development', () => {
    const production = loadConfig({
      PUBLIC_URL: 'https://bets.example',
      REALTIME_SECRET: STRONG_SECRET,
      REALTIME_API_KEY: STRONG_KEY,
      BET_ID_KEY: STRONG_KEY,
      OPERATOR_API_KEY: STRONG_KEY,
    });
    expect(production.realtime.secret).toBe(STRONG_SECRET);
    expect(loadConfig({}).realtime.secret).toBe('dev-only-realtime-secret-change-me');
  });
});
