/**
 * The `centrifuge` client of the tab (loaded lazily by `realtime.ts`). Transports websocket → http_stream → sse on
 * the same origin (rewritten to the hub), reconnect and timeouts per spec 001 §9, fossil delta on public channels,
 * subscription tokens for `$user:{id}`. Every listener runs guarded: centrifuge 5.8.0 disconnects for good when an
 * event handler throws.
 */

import { readRealtimeEvent } from '@sportsbook/contract/realtime-event-reader';
import { Centrifuge, type SubscribedContext, type Subscription } from 'centrifuge';
import { apiHeaders } from '../api/api-headers';
import { guard } from './event-router';
import type { RealtimeConnection, RealtimeHost } from './realtime';

/** Spec 001 §9: reconnect 0.5–20 s (exponential with jitter), request timeout 5 s, 10 s past the ping interval. */
export const REALTIME_OPTIONS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
} as const;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: apiHeaders(true),
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A connection token for the caller (an anonymous one for visitors). */
export async function fetchConnectionToken(): Promise<string> {
  return (await post<{ token: string }>('/api/sportsbook/websocket/token', {})).token;
}

/** A subscription token for one private channel ("" when refused). */
export async function fetchSubscriptionToken(channel: string): Promise<string> {
  const reply = await post<{ token?: string; channels?: { channel: string; token: string }[] }>(
    '/api/sportsbook/websocket/authorize',
    { channel },
  );
  return reply.token ?? reply.channels?.find((c) => c.channel === channel)?.token ?? '';
}

let malformedReported = 0;

/** Reports a publication that is not one of the contract's events (a few times per page, not per message). */
function reportMalformed(channel: string, data: unknown): void {
  if (malformedReported >= 5) return;
  malformedReported += 1;
  console.warn('[realtime] dropped a publication that is not a contract event', channel, data);
}

/** Whether a (re)subscription lost publications it could not recover: the snapshot must be refetched. */
export function lostPublications(
  ctx: Pick<SubscribedContext, 'wasRecovering' | 'recovered' | 'streamPosition'>,
  knownEpoch: string | undefined,
): boolean {
  if (ctx.wasRecovering && !ctx.recovered) return true;
  const epoch = ctx.streamPosition?.epoch;
  return knownEpoch !== undefined && epoch !== undefined && epoch !== knownEpoch;
}

export function createConnection(host: RealtimeHost, _locale: string): RealtimeConnection {
  const origin = window.location.origin;
  const client = new Centrifuge(
    [
      { transport: 'websocket', endpoint: `${origin.replace(/^http/, 'ws')}/connection/websocket` },
      { transport: 'http_stream', endpoint: `${origin}/connection/http_stream` },
      { transport: 'sse', endpoint: `${origin}/connection/sse` },
    ],
    { ...REALTIME_OPTIONS, emulationEndpoint: `${origin}/emulation`, getToken: fetchConnectionToken },
  );
  const epochs = new Map<string, string>();
  let privateSub: Subscription | null = null;

  client.on('connecting', () => guard(() => host.setState('connecting')));
  client.on('connected', (ctx) => guard(() => host.setState('connected', ctx.transport)));
  client.on('disconnected', () => guard(() => host.setState('disconnected')));
  client.on('error', (ctx) => guard(() => console.warn('[realtime] client error', ctx.error)));

  function track(sub: Subscription, deliver: (channel: string, data: unknown) => void): Subscription {
    const channel = sub.channel;
    sub.on('publication', (ctx) =>
      guard(() => {
        // The contract's events only: anything else is reported and dropped before a handler sees it.
        const event = readRealtimeEvent(ctx.data);
        if (event) deliver(channel, event);
        else reportMalformed(channel, ctx.data);
      }),
    );
    sub.on('subscribed', (ctx) =>
      guard(() => {
        const lost = lostPublications(ctx, epochs.get(channel));
        if (ctx.streamPosition?.epoch) epochs.set(channel, ctx.streamPosition.epoch);
        if (lost) host.resync(channel);
      }),
    );
    sub.on('error', (ctx) => guard(() => console.warn('[realtime] subscription error', channel, ctx.error)));
    return sub;
  }

  function drop(sub: Subscription | null): void {
    if (sub === null) return;
    guard(() => {
      sub.unsubscribe();
      sub.removeAllListeners();
      client.removeSubscription(sub);
    });
    epochs.delete(sub.channel);
  }

  function freshToken(): void {
    client.disconnect();
    client.setToken('');
    client.connect();
  }

  client.connect();

  return {
    subscribe(channel) {
      guard(() => {
        let sub = client.getSubscription(channel);
        if (sub === null) {
          sub = track(client.newSubscription(channel, { delta: 'fossil' }), host.publicEvent);
          sub.on('subscribed', () => guard(() => host.channelSubscribed(channel)));
        }
        sub.subscribe();
      });
    },
    unsubscribe(channel) {
      drop(client.getSubscription(channel));
    },
    setUser(playerId) {
      const channel = playerId === null ? null : `$user:${playerId}`;
      if ((privateSub?.channel ?? null) === channel) return;
      drop(privateSub);
      privateSub = null;
      if (channel !== null) {
        guard(() => {
          privateSub = track(
            client.newSubscription(channel, { getToken: () => fetchSubscriptionToken(channel) }),
            host.privateEvent,
          );
          privateSub.on('subscribed', () => guard(() => host.privateSubscribed(channel)));
          privateSub.subscribe();
        });
      }
      // Spec 000 §4: signing in or out drops the connection and its token, then reconnects.
      freshToken();
    },
    reconnect: freshToken,
  };
}
