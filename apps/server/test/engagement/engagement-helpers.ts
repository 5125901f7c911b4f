import type { AddressInfo } from 'node:net';
import { type RealtimeEvent, realtimeEventSchema } from '@sportsbook/contract/realtime-events';
import type { Centrifuge } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { userChannel } from '../../src/realtime/channels';
import { PlatformClient } from '../players/platform-client';
import { newClient, waitFor } from '../realtime/helpers';

/** A signed-in player (signed up, confirmed, signed in through the platform API). */
export type Player = { client: PlatformClient; id: number };

export async function signedInPlayer(app: FastifyInstance): Promise<Player> {
  const client = new PlatformClient(app);
  const profile = await client.register();
  return { client, id: profile.id };
}

/** A browser without a session (the application header is still sent on state-changing calls). */
export function visitor(app: FastifyInstance): PlatformClient {
  return new PlatformClient(app);
}

/** Listens on a free port (for the real centrifuge client); answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A POST over the network with the player's session cookie and the application header. */
async function postWithSession(base: string, cookie: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'x-application': 'engagement-tests',
      cookie: `sb_session=${cookie}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

/**
 * The real centrifuge client connected as the player (token from `POST /websocket/token` with the session cookie)
 * and subscribed to `$user:{id}` (token from `/websocket/authorize`); every publication parsed with the contract.
 */
export async function followPrivateChannel(base: string, player: Player) {
  const channel = userChannel(player.id);
  const client: Centrifuge = newClient(base, 'websocket', {
    getToken: async () =>
      ((await postWithSession(base, player.client.cookie, '/api/sportsbook/websocket/token')) as { token: string })
        .token,
  });
  const received: RealtimeEvent[] = [];
  const invalid: unknown[] = [];
  const sub = client.newSubscription(channel, {
    getToken: async () =>
      (
        (await postWithSession(base, player.client.cookie, '/api/sportsbook/websocket/authorize', {
          channels: [channel],
        })) as { channels: { channel: string; token: string }[] }
      ).channels[0]?.token ?? '',
  });
  sub.on('publication', (ctx) => {
    try {
      const parsed = realtimeEventSchema.safeParse(ctx.data);
      if (parsed.success) received.push(parsed.data);
      else invalid.push(ctx.data);
    } catch (error) {
      invalid.push(error);
    }
  });
  const subscribed = waitFor(sub, 'subscribed');
  sub.subscribe();
  client.connect();
  await subscribed;
  return { client, sub, received, invalid, close: () => client.disconnect() };
}

/**
 * Polls `check` (async) until it answers true. The default wait is long: the work it waits for runs after a reply, in
 * an app whose embedded database is shared with the simulation, on a box running other test files at once.
 */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
