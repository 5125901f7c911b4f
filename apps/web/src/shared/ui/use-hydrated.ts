'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while the page hydrates, true right after. The switch is a transition: set plainly in an
 * effect, React rendered what it reveals (the lazy slots, the account area) synchronously inside the hydration's
 * effects, one long task on every page load (issue 22); as a transition it renders in slices between frames.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
