import { AFFILIATE_TAG_MAX_LENGTH } from '@sportsbook/contract/affiliate-tag-rules';
import { operatorPlayerSchema } from '@sportsbook/contract/operator';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, databaseKind } from '../helpers/test-app';
import { PlatformClient, uniqueEmail } from './platform-client';

const KEY = 'operator-key-of-the-tests-0123456789';
const bearer = { authorization: `Bearer ${KEY}` };

describe(`affiliate tags: kept from the sign-up, answered by the operator API (${databaseKind})`, () => {
  let app: FastifyInstance;
  let client: PlatformClient;

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_API_KEY: KEY, AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    client = new PlatformClient(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const playerIdOf = async (email: string): Promise<number | null> => {
    const [row] = await app.database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    return row?.id ?? null;
  };
  const operatorPlayer = (id: number | string, headers: Record<string, string> = bearer) =>
    app.inject({ method: 'GET', url: `/api/operator/players/${id}`, headers });

  it('stores the tags a sign-up carries and answers them to the operator', async () => {
    const email = uniqueEmail('affiliate');
    const tags = { btag: 'a_123b_45c_', ctag: 'spring-promo', gclid: 'Cj0KCQjw-xyz_ABC.123' };
    const signUp = await client.signUp(email, { affiliate_tags: { ...tags, utm_source: 'dropped' } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const id = await playerIdOf(email);
    expect(id).not.toBeNull();

    const response = await operatorPlayer(id ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    const player = operatorPlayerSchema.parse(response.json());
    // Unknown names are stripped like any unknown field; the known ones come back as sent.
    expect(player).toMatchObject({ id, email, currency: 'EUR', country: 'DE', playerRef: null, affiliateTags: tags });
    expect(Number.isNaN(Date.parse(player.createdAt))).toBe(false);
  });

  it('answers null tags for a sign-up without any', async () => {
    const email = uniqueEmail('organic');
    expect((await client.signUp(email)).statusCode).toBe(201);
    const response = await operatorPlayer((await playerIdOf(email)) ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(operatorPlayerSchema.parse(response.json()).affiliateTags).toBeNull();
  });

  it('refuses bad tags with 400 naming the field, creating nothing, and takes the same sign-up with good tags', async () => {
    const email = uniqueEmail('bad-tags');
    const cases: [unknown, string][] = [
      [{ btag: 'x'.repeat(AFFILIATE_TAG_MAX_LENGTH + 1) }, 'body.user.affiliate_tags.btag'],
      [{ btag: 123 }, 'body.user.affiliate_tags.btag'],
      [{ gclid: ['a', 'b'] }, 'body.user.affiliate_tags.gclid'],
      [{ stag: 'two words' }, 'body.user.affiliate_tags.stag'],
      [{ qtag: '' }, 'body.user.affiliate_tags.qtag'],
      ['btag=abc', 'body.user.affiliate_tags'],
      [{}, 'body.user.affiliate_tags'],
    ];
    for (const [affiliateTags, path] of cases) {
      const body = expectError(await client.signUp(email, { affiliate_tags: affiliateTags }), 400, 'validation_failed');
      const details = body.error.details as { path: string }[];
      expect(
        details.some((d) => d.path === path),
        `${JSON.stringify(affiliateTags)} → ${JSON.stringify(details)}`,
      ).toBe(true);
      expect(await playerIdOf(email)).toBeNull();
    }

    // Nothing of the refused attempts is kept: the address is still free and the good tags are stored whole.
    expect((await client.signUp(email, { affiliate_tags: { stag: 'twowords' } })).statusCode).toBe(201);
    const response = await operatorPlayer((await playerIdOf(email)) ?? 0);
    expect(operatorPlayerSchema.parse(response.json()).affiliateTags).toEqual({ stag: 'twowords' });
  });

  it('guards the player read with the operator key and answers 404 and 400 for unknown and bad ids', async () => {
    const email = uniqueEmail('guarded');
    expect((await client.signUp(email, { affiliate_tags: { btag: 'b1' } })).statusCode).toBe(201);
    const id = (await playerIdOf(email)) ?? 0;
    expectError(await operatorPlayer(id, {}), 401, 'operator_unauthorized');
    expectError(await operatorPlayer(id, { authorization: 'Bearer wrong' }), 401, 'operator_unauthorized');
    // A player's own session is no credential here.
    const signedIn = await client.register();
    expectError(
      await app.inject({
        method: 'GET',
        url: `/api/operator/players/${signedIn.id}`,
        headers: { cookie: `sb_session=${client.cookie}` },
      }),
      401,
      'operator_unauthorized',
    );
    expectError(await operatorPlayer(2_000_000_000), 404, 'not_found');
    expectError(await operatorPlayer('abc'), 400, 'validation_failed');
    expectError(await operatorPlayer(0), 400, 'validation_failed');
  });
});
