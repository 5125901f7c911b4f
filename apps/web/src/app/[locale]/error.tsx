'use client';

import { lazy, Suspense } from 'react';

// Every route's first-load JavaScript carries its error boundary: the screen, its illustration and the error app's
// texts in seven locales are a chunk of their own, fetched only when a page has failed.
const PageErrorScreen = lazy(() => import('../../features/errors/page-error-screen'));

/** Error boundary of every page (features/errors/page-error-screen.tsx). */
export default function PageError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <PageErrorScreen {...props} />
    </Suspense>
  );
}
