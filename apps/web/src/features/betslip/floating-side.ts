'use client';

import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';

/** Which edge the floating bet-slip bar (780–1279 px) sits on: the inline end (default) or start. */
export type FloatingSide = 'start' | 'end';

const KEY = STORAGE_KEYS.floatingButton;
const listeners = new Set<() => void>();
let side: FloatingSide | undefined;

/** The stored side; anything but `start` (absent, invalid, storage refused) is the default `end`. */
export function readFloatingSide(): FloatingSide {
  try {
    return localStorage.getItem(KEY) === 'start' ? 'start' : 'end';
  } catch {
    return 'end';
  }
}

function current(): FloatingSide {
  side ??= readFloatingSide();
  return side;
}

/** Moves the floating bar to the other side and remembers it (`floating_button`). */
export function toggleFloatingSide(): void {
  side = current() === 'end' ? 'start' : 'end';
  try {
    if (side === 'start') localStorage.setItem(KEY, side);
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: the side lasts for this page
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The floating bar's side; the server (and hydration) render the default. */
export function useFloatingSide(): FloatingSide {
  return useSyncExternalStore(subscribe, current, () => 'end');
}

/** Forgets the module state (tests). */
export function resetFloatingSideForTests(): void {
  side = undefined;
  listeners.clear();
}
