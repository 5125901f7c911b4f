'use client';

import type { SettingsReply } from '@sportsbook/contract/player-settings';
import { isCancelledError, useQuery } from '@tanstack/react-query';
import { apiFetch } from './platform-fetch';
import { getQueryClient } from './query-client';

/**
 * `GET /api/sportsbook/settings` as this caller sees it (the operator's settings with a signed-in player's own
 * betting values over the defaults), read once per page into the query cache and shared by every reader: the
 * player-settings store (which refreshes it on sign-in, sign-out and saves), the slip and quick bet.
 */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

const SETTINGS_URL = '/api/sportsbook/settings';

function fetchSettings(): Promise<SettingsReply> {
  return apiFetch<SettingsReply>(SETTINGS_URL);
}

/** The settings, from the cache when read already; a fresh read with `fresh` (another device may have saved). */
export async function readSettings(options: { fresh?: boolean } = {}): Promise<SettingsReply> {
  const client = getQueryClient();
  // A read in flight may be of the session before (a visitor's values): a fresh read replaces it.
  if (options.fresh) await client.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
  try {
    return await client.fetchQuery({
      queryKey: SETTINGS_QUERY_KEY,
      queryFn: fetchSettings,
      staleTime: options.fresh ? 0 : Number.POSITIVE_INFINITY,
    });
  } catch (error) {
    // A fresher read replaced this one (the session changed): answer with that one.
    if (isCancelledError(error)) return readSettings();
    throw error;
  }
}

/** Lays a reply (a save's answer) into the cache, so every reader sees it at once. */
export function publishSettings(reply: SettingsReply): void {
  getQueryClient().setQueryData(SETTINGS_QUERY_KEY, reply);
}

/** Follows the cached settings outside React; answers the unsubscribe. */
export function onSettings(listener: (reply: SettingsReply) => void): () => void {
  const client = getQueryClient();
  // A failing listener must not fail the read or save that published the settings.
  const notify = (reply: SettingsReply) => {
    try {
      listener(reply);
    } catch (error) {
      globalThis.reportError?.(error);
    }
  };
  const current = client.getQueryData<SettingsReply>(SETTINGS_QUERY_KEY);
  if (current) notify(current);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== SETTINGS_QUERY_KEY[0]) return;
    const data = event.query.state.data as SettingsReply | undefined;
    if (data && event.action.type === 'success') notify(data);
  });
}

/** The settings in a component (read on first use), or null while loading or after a failed read. */
export function useSettings(): SettingsReply | null {
  const { data } = useQuery(
    { queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: Number.POSITIVE_INFINITY },
    getQueryClient(),
  );
  return data ?? null;
}
