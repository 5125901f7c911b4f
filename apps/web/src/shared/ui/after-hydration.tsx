'use client';

import { type ReactNode, Suspense } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Renders its children in the browser only, once the page has hydrated: nothing on the server. Given components made
 * with React's `lazy`, they are chunks fetched then, outside the first-load JavaScript (and without `next/dynamic`'s
 * runtime): for what shows nothing before the visitor does something, or before the connection starts.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  if (!useHydrated()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
