'use client';

import { useEffect } from 'react';
import { UNEXPECTED_ERROR } from '../features/errors/unexpected-error';

/**
 * The last-resort fallback for a crashed render of the root layout itself (spec §2: 'UNEXPECTED ERROR').
 * It replaces the whole document, so it carries its own minimal inline styles.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The console, and error tracking when it is on (shared/error-reporting).
  useEffect(() => reportError(error), [error]);
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          background: '#0b1119',
          color: '#e9eef5',
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <main style={{ display: 'grid', gap: 16, justifyItems: 'center', padding: 24, textAlign: 'center' }}>
          <h1 style={{ margin: 0, fontSize: 24, letterSpacing: '0.08em' }}>{UNEXPECTED_ERROR}</h1>
          <button
            type="button"
            onClick={reset}
            style={{
              height: 44,
              padding: '0 20px',
              border: 0,
              borderRadius: 6,
              background: '#22d37b',
              color: '#04140b',
              fontWeight: 800,
              cursor: 'pointer',
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
