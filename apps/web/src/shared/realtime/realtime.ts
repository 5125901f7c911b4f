'use client';

/**
 * The tab's real-time connection: its public face. This module is small and sits in the first-load JS; the
 * `centrifuge` client is in `connection.ts`, imported dynamically by `startRealtime()` once the page has hydrated
 * and the browser is idle. Calls made before it is loaded are remembered and replayed.
 *
 * - `startRealtime()` — one connection per tab, started while the auth status is still unknown (spec 000 §4).
 * - `retainChannel(name)` — ref-counted public subscriptions (pages subscribe to what they show; see
 *   `features/live/use-channels.ts`); the last release unsubscribes.
 * - `onRealtimeEvent(type, handler)` — events of public channels; `onPrivateEvent(type, handler)` — events of the
 *   player's `$user:{id}` channel. Handlers run guarded: one that throws never breaks the others or the connection.
 * - `setRealtimeUser(id | null)` and `reconnectRealtime()` — for the auth feature: drop the token and reconnect
 *   when the player signs in or out; subscribe `$user:{id}` while a player is set.
 * - `onResync(handler)` — a channel could not recover what it missed (recovery failed or the stream epoch changed):
 *   the page must refetch its snapshot. `onPrivateSubscribed(handler)` — the private channel is (re)subscribed;
 *   `onChannelSubscribed(handler)` — a public channel is (re)subscribed.
 */
import { useSyncExternalStore } from 'react';
import { createEventRouter, type EventHandler, guard } from './event-router';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';
export type RealtimeStatus = { readonly state: ConnectionState; readonly online: boolean; readonly started: boolean };

/** What the lazy connection module implements. */
export interface RealtimeConnection {
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  setUser(playerId: string | null): void;
  reconnect(): void;
}

/** What the lazy connection module gets from here. */
export interface RealtimeHost {
  publicEvent(channel: string, data: unknown): void;
  privateEvent(channel: string, data: unknown): void;
  /** `transport` (websocket, http_stream, sse) once connected. */
  setState(state: ConnectionState, transport?: string): void;
  resync(channel: string): void;
  /** The player's `$user:{id}` channel is (re)subscribed: events from now on arrive. */
  privateSubscribed(channel: string): void;
  /** A public channel is (re)subscribed: its publications from now on arrive. */
  channelSubscribed(channel: string): void;
}

const publicRouter = createEventRouter();
const privateRouter = createEventRouter();
const channels = new Map<string, number>();
const resyncHandlers = new Set<(channel: string) => void>();
const privateSubscribedHandlers = new Set<() => void>();
const channelSubscribedHandlers = new Set<(channel: string) => void>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = { state: 'disconnected', online: true, started: false };
let connection: RealtimeConnection | null = null;
let loading: Promise<void> | null = null;
let user: string | null = null;

function setStatus(next: Partial<RealtimeStatus>): void {
  const merged = { ...status, ...next };
  if (merged.state === status.state && merged.online === status.online && merged.started === status.started) return;
  status = merged;
  // Visible to tests and support tooling: <html data-realtime="connected">.
  if (typeof document !== 'undefined') document.documentElement.dataset.realtime = merged.state;
  for (const listener of [...statusListeners]) guard(listener);
}

const host: RealtimeHost = {
  publicEvent: (channel, data) => publicRouter.dispatch(channel, data),
  privateEvent: (channel, data) => privateRouter.dispatch(channel, data),
  setState: (state, transport) => {
    // Which transport carries the connection (websocket, or the http_stream / sse fallbacks), for tests and support.
    if (transport && typeof document !== 'undefined') document.documentElement.dataset.realtimeTransport = transport;
    setStatus({ state });
  },
  resync: (channel) => {
    for (const handler of [...resyncHandlers]) guard(() => handler(channel));
  },
  privateSubscribed: () => {
    for (const handler of [...privateSubscribedHandlers]) guard(handler);
  },
  channelSubscribed: (channel) => {
    for (const handler of [...channelSubscribedHandlers]) guard(() => handler(channel));
  },
};

/** Starts the connection (idempotent): loads the client chunk, connects, subscribes what pages retained. */
export function startRealtime(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= (async () => {
    setStatus({ started: true, online: navigator.onLine !== false });
    window.addEventListener('online', () => setStatus({ online: true }));
    window.addEventListener('offline', () => setStatus({ online: false }));
    const { createConnection } = await import('./connection');
    connection = createConnection(host, document.documentElement.lang || 'en');
    connection.setUser(user);
    for (const channel of channels.keys()) connection.subscribe(channel);
  })().catch((error: unknown) => {
    loading = null;
    console.error('[realtime] could not start', error);
  });
  return loading;
}

/** Keeps a public channel subscribed until the returned function is called (ref-counted). */
export function retainChannel(channel: string): () => void {
  const count = channels.get(channel) ?? 0;
  channels.set(channel, count + 1);
  if (count === 0) connection?.subscribe(channel);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (channels.get(channel) ?? 1) - 1;
    if (left > 0) {
      channels.set(channel, left);
      return;
    }
    channels.delete(channel);
    connection?.unsubscribe(channel);
  };
}

/** Handles one event type of the public channels ("*" for all); returns the function that removes the handler. */
export function onRealtimeEvent(type: string, handler: EventHandler): () => void {
  return publicRouter.on(type, handler);
}

/** Handles one event type of the player's private channel (`$user:{id}`); returns the remover. */
export function onPrivateEvent(type: string, handler: EventHandler): () => void {
  return privateRouter.on(type, handler);
}

/** Called when a channel lost publications it could not recover: refetch what it feeds. */
export function onResync(handler: (channel: string) => void): () => void {
  resyncHandlers.add(handler);
  return () => resyncHandlers.delete(handler);
}

/**
 * Called each time the player's private channel is subscribed (after sign-in and after every reconnect): what was
 * published before could not reach this tab, so read the state it feeds (the unread count) again.
 */
export function onPrivateSubscribed(handler: () => void): () => void {
  privateSubscribedHandlers.add(handler);
  return () => privateSubscribedHandlers.delete(handler);
}

/**
 * Called each time a public channel is subscribed (first time and after every reconnect). A first subscription has
 * no history to recover, so what was published between the page's snapshot and now can only be read again.
 */
export function onChannelSubscribed(handler: (channel: string) => void): () => void {
  channelSubscribedHandlers.add(handler);
  return () => channelSubscribedHandlers.delete(handler);
}

/**
 * The signed-in player (null for a visitor). A change drops the connection token and reconnects with a fresh one
 * (spec 000 §4), and moves the `$user:{id}` subscription.
 */
export function setRealtimeUser(playerId: string | null): void {
  if (playerId === user) return;
  user = playerId;
  connection?.setUser(playerId);
}

/** Drops the connection token and reconnects (the auth state changed in a way the player id does not show). */
export function reconnectRealtime(): void {
  connection?.reconnect();
}

function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const serverStatus: RealtimeStatus = { state: 'disconnected', online: true, started: false };

/** The connection state and the browser's online flag, for the connection alert. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    subscribeStatus,
    () => status,
    () => serverStatus,
  );
}

/** For tests and diagnostics. */
export function realtimeDebug() {
  return { channels: new Map(channels), status, user };
}
