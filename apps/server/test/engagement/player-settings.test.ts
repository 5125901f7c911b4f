import { settingsReplySchema } from '@sportsbook/contract/player-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PASSWORD, PlatformClient } from '../players/platform-client';
import { signedInPlayer, visitor } from './engagement-helpers';

describe(`player settings (${databaseKind})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await app.close();
  });

  const settingsOf = (client: PlatformClient) =>
    client.json(client.get('/api/sportsbook/settings'), settingsReplySchema);

  it('gives a visitor the public settings (player: null) and 401 on POST', async () => {
    const guest = visitor(app);
    const response = await guest.get('/api/sportsbook/settings');
    expect(response.headers['cache-control']).toBeUndefined();
    const settings = await guest.json(response, settingsReplySchema);
    expect(settings.player).toBeNull();
    expect(settings.betting).toMatchObject({
      stakesPresets: [1, 5, 10, 25, 50],
      oddsAcceptMode: 'none',
      activeOddsType: 'european',
    });
    expectError(await guest.post('/api/sportsbook/settings', { odds_type: 'american' }), 401, 'unauthorized');
    // A visitor is refused before the body is looked at.
    expectError(await guest.post('/api/sportsbook/settings', { odds_type: 'roman' }), 401, 'unauthorized');
  });

  it('stores a player’s values and lays them over betting on GET and in the POST reply', async () => {
    const { client, id } = await signedInPlayer(app);
    const before = await settingsOf(client);
    expect(before.player).toEqual({
      stakes: null,
      autoAcceptOddsChange: null,
      oddsType: null,
      oneSignalPushNotificationSubscription: null,
      updatedAt: null,
    });

    const saved = await client.json(
      client.post('/api/sportsbook/settings', {
        stakes: [2, 7.5, 20],
        auto_accept_odds_change: 'higher',
        odds_type: 'american',
        one_signal_push_notification_subscription: 'sub-123',
        unknown_field: 'stripped',
      }),
      settingsReplySchema,
    );
    expect(saved.betting).toMatchObject({
      stakesPresets: [2, 7.5, 20],
      oddsAcceptMode: 'higher',
      activeOddsType: 'american',
    });
    expect(saved.player).toMatchObject({
      stakes: [2, 7.5, 20],
      autoAcceptOddsChange: 'higher',
      oddsType: 'american',
      oneSignalPushNotificationSubscription: 'sub-123',
    });

    const response = await client.get('/api/sportsbook/settings');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const read = await client.json(response, settingsReplySchema);
    expect(read.betting).toEqual(saved.betting);
    expect(read.player).toEqual(saved.player);
    // Everything else is the public settings.
    expect({ ...read, betting: null, player: null }).toEqual({ ...before, betting: null, player: null });

    // Memory (what the bets module reads per placement) follows the write.
    expect(app.playerSettings.get(id)).toEqual(saved.player);
    expect(app.playerSettings.oddsAcceptMode(id)).toBe('higher');
    expect(app.bets.preferences.oddsAcceptMode(id)).toBe('higher');
  });

  it('keeps absent fields, resets null ones to the operator default', async () => {
    const { client, id } = await signedInPlayer(app);
    await client.post('/api/sportsbook/settings', {
      stakes: [3, 6],
      auto_accept_odds_change: 'any',
      odds_type: 'british',
    });
    const partial = await client.json(
      client.post('/api/sportsbook/settings', { odds_type: 'percent' }),
      settingsReplySchema,
    );
    expect(partial.betting).toMatchObject({ stakesPresets: [3, 6], oddsAcceptMode: 'any', activeOddsType: 'percent' });
    const reset = await client.json(
      client.post('/api/sportsbook/settings', { stakes: null, auto_accept_odds_change: null }),
      settingsReplySchema,
    );
    expect(reset.betting).toMatchObject({
      stakesPresets: [1, 5, 10, 25, 50],
      oddsAcceptMode: 'none',
      activeOddsType: 'percent',
    });
    expect(reset.player).toMatchObject({ stakes: null, autoAcceptOddsChange: null, oddsType: 'percent' });
    expect(app.playerSettings.oddsAcceptMode(id)).toBeUndefined();
    // The bets module falls back to the operator default.
    expect(app.bets.preferences.oddsAcceptMode(id)).toBe('none');
  });

  it('follows the player to another signed-in device, not to other players', async () => {
    const first = new PlatformClient(app);
    const profile = await first.register();
    await first.post('/api/sportsbook/settings', { odds_type: 'hongkong' });
    const second = new PlatformClient(app);
    expect((await second.signIn(profile.email ?? '', PASSWORD)).statusCode).toBe(200);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await settingsOf(second)).betting.activeOddsType).toBe('hongkong');
    const stranger = await signedInPlayer(app);
    expect((await settingsOf(stranger.client)).betting.activeOddsType).toBe('european');
  });

  it('loads saved settings into memory when the app starts', async () => {
    const { client, id } = await signedInPlayer(app);
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'any' });
    const { PlayerSettingsService } = await import('../../src/modules/player-settings/player-settings-service');
    const fresh = new PlayerSettingsService({ db: app.database.db, clock: app.clock, log: app.log });
    expect(fresh.oddsAcceptMode(id)).toBeUndefined();
    await fresh.load();
    expect(fresh.oddsAcceptMode(id)).toBe('any');
    // A refresh picks up rows written elsewhere (another node) after the load.
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'higher' });
    await fresh.refresh();
    expect(fresh.oddsAcceptMode(id)).toBe('higher');
  });

  it('answers bad values with 400 and the error body', async () => {
    const { client } = await signedInPlayer(app);
    const bad = [
      {},
      { stakes: [] },
      { stakes: [0] },
      { stakes: [-5] },
      { stakes: [1.005] },
      { stakes: [5, 5] },
      { stakes: Array.from({ length: 11 }, (_, i) => i + 1) },
      { stakes: [2_000_000] },
      { stakes: '5,10' },
      { auto_accept_odds_change: 'sometimes' },
      { auto_accept_odds_change: true },
      { odds_type: 'roman' },
      { one_signal_push_notification_subscription: '' },
      { one_signal_push_notification_subscription: 'x'.repeat(201) },
    ];
    for (const body of bad) {
      expectError(await client.post('/api/sportsbook/settings', body), 400, 'validation_failed');
    }
    expectError(
      await client.post('/api/sportsbook/settings', { odds_type: 'american' }, { noApplication: true }),
      403,
      'application_header_missing',
    );
    // Nothing was stored.
    expect((await settingsOf(client)).player?.updatedAt).toBeNull();
  });
});
