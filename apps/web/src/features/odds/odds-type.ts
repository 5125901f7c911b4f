'use client';

import type { OddsType } from '@sportsbook/domain/odds';
import { ODDS_TYPES } from '@sportsbook/domain/odds';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { setCookie } from '../../shared/browser/cookie';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';

/** Storage key of the chosen odds display type (spec 001 §7.7); mirrored in a cookie so the server renders it. */
export const ODDS_TYPE_KEY = STORAGE_KEYS.oddsType;

type Listener = () => void;
const listeners = new Set<Listener>();
let chosen: OddsType | null | undefined;

function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}

function readStored(): OddsType | null {
  try {
    const raw = window.localStorage.getItem(ODDS_TYPE_KEY);
    return isOddsType(raw) ? raw : null;
  } catch {
    return null;
  }
}

function current(): OddsType | null {
  if (chosen === undefined) chosen = readStored();
  return chosen;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ODDS_TYPE_KEY) return;
    chosen = isOddsType(event.newValue) ? event.newValue : null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const choiceListeners = new Set<(type: OddsType) => void>();

/**
 * Called when the visitor or player chooses a type (not when the account's stored type is applied): the player
 * settings save it to the account so it follows the player across devices. Returns the remover.
 */
export function onOddsTypeChosen(listener: (type: OddsType) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * Chooses the odds display type for every price on the page, and remembers it (local storage and cookie).
 * `fromAccount`: the type stored in the player's account is being applied, not a new choice to save.
 */
export function setOddsType(type: OddsType, options: { fromAccount?: boolean } = {}): void {
  if (options.fromAccount && current() === type) return;
  chosen = type;
  try {
    window.localStorage.setItem(ODDS_TYPE_KEY, type);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page
  }
  setCookie(ODDS_TYPE_KEY, type);
  for (const listener of [...listeners]) listener();
  if (!options.fromAccount) for (const listener of [...choiceListeners]) listener(type);
}

/** The odds type the server rendered with (operator default or the visitor's cookie). */
export const OddsTypeContext = createContext<OddsType>('european');

/** The odds display type in force: the visitor's choice, else the server's. */
export function useOddsType(): OddsType {
  const serverType = useContext(OddsTypeContext);
  return useSyncExternalStore(
    subscribe,
    () => current() ?? serverType,
    () => serverType,
  );
}

/** Forgets the module state (tests). */
export function resetOddsTypeForTests(): void {
  chosen = undefined;
  listeners.clear();
}
