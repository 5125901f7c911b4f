'use client';

import { realtimeLocale } from '@sportsbook/domain/locale-tags';
import { useEffect } from 'react';
import { retainChannel } from '../../shared/realtime/realtime';

/** The page's locale as the hub names channels ("br"/"pt-BR" → "pt"). */
export function channelLocale(): string {
  return realtimeLocale(document.documentElement.lang || 'en');
}

/** `sportsbook:{locale}`: list-level changes (main markets, clocks, scores, statuses). */
export function localeChannel(locale: string): string {
  return `sportsbook:${realtimeLocale(locale)}`;
}

/** `sportsbook:{locale}:match:{id}`: everything about one match. */
export function matchChannel(locale: string, matchId: number): string {
  return `sportsbook:${realtimeLocale(locale)}:match:${matchId}`;
}

/** Keeps the locale channel subscribed while the component is mounted (any number of callers share it). */
export function useLocaleChannel(): void {
  useEffect(() => retainChannel(localeChannel(channelLocale())), []);
}

/** Keeps one match's channel subscribed while the component is mounted. */
export function useMatchChannel(matchId: number): void {
  useEffect(() => retainChannel(matchChannel(channelLocale(), matchId)), [matchId]);
}
