'use client';

import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A component in a chunk of its own that renders in the browser only, once the page has hydrated (nothing on the
 * server, nothing in the first-load JavaScript): for what shows nothing before the visitor does something, or
 * before the connection starts. React's own `lazy`, so the first load does not carry `next/dynamic`'s runtime either.
 */
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function AfterHydration(props: P) {
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
