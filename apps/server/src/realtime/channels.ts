import { LOCALES } from '@sportsbook/domain/locales';

/**
 * The channels the hub serves (ARCHITECTURE "Wire conventions"); anything else is "unknown channel" (102).
 * Public channels must carry locale-independent payloads: all locales of one share a stream ({@link streamOf}).
 *
 * - `sportsbook:{locale}`: public, list-level changes for one locale;
 * - `sportsbook:{locale}:match:{matchId}`: public, everything about one match;
 * - `$user:{playerId}`: private, needs a subscription token for that player.
 */
export type ChannelRef =
  | { kind: 'locale'; locale: string }
  | { kind: 'match'; locale: string; matchId: string }
  | { kind: 'user'; playerId: string };

const LOCALE = '[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?';
const ID = '[A-Za-z0-9_.-]{1,64}';
const LOCALE_CHANNEL = new RegExp(`^sportsbook:(${LOCALE})$`);
const MATCH_CHANNEL = new RegExp(`^sportsbook:(${LOCALE}):match:(${ID})$`);
const USER_CHANNEL = new RegExp(`^\\$user:(${ID})$`);

/** Channels starting with `$` need a subscription token (Centrifugo's default private prefix). */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('$');
}

/** What a channel name refers to, or null when the hub does not serve it. */
export function parseChannel(channel: string): ChannelRef | null {
  let m = LOCALE_CHANNEL.exec(channel);
  if (m?.[1] !== undefined) return { kind: 'locale', locale: m[1] };
  m = MATCH_CHANNEL.exec(channel);
  if (m?.[1] !== undefined && m[2] !== undefined) return { kind: 'match', locale: m[1], matchId: m[2] };
  m = USER_CHANNEL.exec(channel);
  if (m?.[1] !== undefined) return { kind: 'user', playerId: m[1] };
  return null;
}

/**
 * The broker stream behind a channel, or null when the hub does not serve the channel. Public payloads carry no
 * localized text, so every locale's name of a public channel reads one locale-agnostic stream (history, offsets,
 * epochs and delta bases shared): `sportsbook:{locale}` → `sportsbook`, `sportsbook:{locale}:match:{id}` →
 * `sportsbook:match:{id}`. A publication is stored and sent between nodes once, whatever the number of locales;
 * each client's pushes still carry the channel name it subscribed with. `$user:{id}` is its own stream.
 * Stream keys are not channels: subscribing to one is 102.
 */
export function streamOf(channel: string): string | null {
  const ref = parseChannel(channel);
  if (ref === null) return null;
  if (ref.kind === 'locale') return 'sportsbook';
  if (ref.kind === 'match') return `sportsbook:match:${ref.matchId}`;
  return channel;
}

/** Whether `playerId` (null for a visitor) may read `channel`: public channels for all, `$user:X` for X only. */
export function mayRead(channel: string, playerId: string | null): boolean {
  const ref = parseChannel(channel);
  if (ref === null) return false;
  if (ref.kind === 'user') return playerId !== null && playerId !== '' && ref.playerId === playerId;
  return true;
}

/** The locale of channel names: `br` shares `pt`'s channels (spec 001 §7.4). */
export function channelLocale(locale: string): string {
  return locale === 'br' ? 'pt' : locale;
}

/**
 * The locale part of every channel name a shipped locale's pages use (`br` reads `pt`). Publishers that talk to a
 * real Centrifugo, where each locale's channel is its own, broadcast public data to all of them.
 */
export const CHANNEL_LOCALES: readonly string[] = [...new Set(LOCALES.map((locale) => channelLocale(locale)))];

/** `sportsbook:{locale}`. */
export function localeChannel(locale: string): string {
  return `sportsbook:${channelLocale(locale)}`;
}

/** `sportsbook:{locale}:match:{matchId}`. */
export function matchChannel(locale: string, matchId: string | number): string {
  return `sportsbook:${channelLocale(locale)}:match:${matchId}`;
}

/** `$user:{playerId}`. */
export function userChannel(playerId: string | number): string {
  return `$user:${playerId}`;
}
