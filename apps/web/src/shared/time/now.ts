'use client';

import { useSyncExternalStore } from 'react';

/** One 1-second ticker shared by every clock on the page; it runs only while something listens. */
type Listener = () => void;
const listeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const noSubscription = () => () => {};

/**
 * The current time in ms, updated every second while `running`; `serverNow` is what the server rendered
 * with (used for hydration, so server and client markup agree).
 */
export function useNow(serverNow: number, running = true): number {
  return useSyncExternalStore(
    running ? subscribe : noSubscription,
    () => (running ? now : serverNow),
    () => serverNow,
  );
}
