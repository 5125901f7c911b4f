import { operatorPlayerSchema } from '@sportsbook/contract/operator';
import { playerSchema, termsStateSchema } from '@sportsbook/contract/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_VERSION } from '../../src/config';
import { fundedPlayer, money, payload, pickSelections, place, placeOk } from '../bets/bets-helpers';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind, persistentDatabase } from '../helpers/test-app';

const KEY = 'operator-key-of-the-terms-tests-0123456';
const NEXT_VERSION = '2027-01-15';

describe(`terms and conditions: acceptance at sign-up, the placement guard, POST /player/terms (${databaseKind})`, () => {
  let store: Awaited<ReturnType<typeof persistentDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    store = await persistentDatabase();
    first = await createTestApp({ ...store.env, AUTH_RATE_LIMIT_PER_MINUTE: '0', OPERATOR_API_KEY: KEY });
  });
  afterAll(async () => {
    await first.close();
    await second?.close();
    await store.drop();
  });

  it('records the version in force at sign-up, tells it on the player and to the operator, and places bets', async () => {
    const player = await fundedPlayer(first, 1000);
    const profile = playerSchema.parse((await player.client.get('/api/platform/player')).json());
    expect(profile.terms).toEqual({
      version: DEFAULT_TERMS_VERSION,
      acceptedVersion: DEFAULT_TERMS_VERSION,
      accepted: true,
    });
    const operator = await first.inject({
      method: 'GET',
      url: `/api/operator/players/${player.id}`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(operatorPlayerSchema.parse(operator.json()).acceptedTermsVersion).toBe(DEFAULT_TERMS_VERSION);
    const [s] = pickSelections(first, 1);
    await placeOk(player, payload([{ stake: '1', selections: s ? [s] : [] }]));
  });

  it('after TERMS_VERSION changes: placement refused (403 terms_not_accepted, nothing moved) until the player accepts it', async () => {
    const player = await fundedPlayer(first, 2000);
    // A player with a limit takes the locked slow path: the same statement refuses there too.
    const limited = await fundedPlayer(first, 2000);
    const set = await limited.client.post('/api/platform/user_limits', { type: 'bet', value: 1500, currency: 'EUR' });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const cookies = { player: player.client.cookie, limited: limited.client.cookie };
    await first.close();

    second = await createTestApp({ ...store.env, AUTH_RATE_LIMIT_PER_MINUTE: '0', TERMS_VERSION: NEXT_VERSION });
    const app = second;
    for (const p of [player, limited]) (p.client as { app: FastifyInstance }).app = app;
    player.client.cookie = cookies.player;
    limited.client.cookie = cookies.limited;

    const profile = playerSchema.parse((await player.client.get('/api/platform/player')).json());
    expect(profile.terms).toEqual({ version: NEXT_VERSION, acceptedVersion: DEFAULT_TERMS_VERSION, accepted: false });

    const [s] = pickSelections(app, 1);
    if (!s) throw new Error('no selection');
    const body = payload([{ stake: '1', selections: [s] }]);
    for (const p of [player, limited]) {
      const before = await money(app, p.id);
      const error = expectError(await place(p, body), 403, 'terms_not_accepted');
      expect(error.error.details).toEqual({ termsVersion: NEXT_VERSION });
      expect(await money(app, p.id)).toEqual(before);
    }

    // The old version (or any other) is refused with the version in force named; nothing is recorded.
    const stale = expectError(
      await player.client.post('/api/platform/player/terms', { version: DEFAULT_TERMS_VERSION }),
      409,
      'terms_version_outdated',
    );
    expect(stale.error.details).toEqual({ termsVersion: NEXT_VERSION });
    expectError(await player.client.post('/api/platform/player/terms', {}), 400, 'validation_failed');
    expectError(await player.client.post('/api/platform/player/terms', { version: NEXT_VERSION }, { cookie: '' }), 401);

    for (const p of [player, limited]) {
      const accepted = await p.client.json(
        p.client.post('/api/platform/player/terms', { version: NEXT_VERSION }),
        termsStateSchema,
      );
      expect(accepted).toEqual({ version: NEXT_VERSION, acceptedVersion: NEXT_VERSION, accepted: true });
      await placeOk(p, body);
    }
    expect((await money(app, player.id)).balance).toBe(1900);
    const after = playerSchema.parse((await player.client.get('/api/platform/player')).json());
    expect(after.terms.accepted).toBe(true);

    // A new player signing up under the new version has accepted it.
    const fresh = await fundedPlayer(app, 500);
    await placeOk(fresh, body);
  });
});
