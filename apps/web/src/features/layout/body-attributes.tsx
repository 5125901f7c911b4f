'use client';

import { useEffect } from 'react';
import { setCookie } from '../../shared/browser/cookie';

/**
 * Keeps the body attributes the server cannot know: `data-in-iframe` (embedded in a host page) and the
 * visitor's time zone (the `tz` cookie, so the next server render shows local times).
 */
export function BodyAttributes() {
  useEffect(() => {
    let embedded = true;
    try {
      embedded = window.self !== window.top;
    } catch {
      // cross-origin parent: we are embedded
    }
    document.body.dataset.inIframe = String(embedded);
    // Reading the zone builds the first Intl formatter (loads locale data): keep it out of hydration.
    const remember = () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && !document.cookie.split('; ').includes(`tz=${encodeURIComponent(zone)}`)) setCookie('tz', zone);
    };
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(remember, { timeout: 10_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(remember, 3000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * Names the current page on `<body data-page>` (the layout sets it for the first render; this on navigation)
 * and marks the page interactive with `data-ready` once its content has hydrated (browser tests wait for it).
 */
export function PageName({ page }: { page: string }) {
  useEffect(() => {
    document.body.dataset.page = page;
    document.body.dataset.ready = 'true';
  }, [page]);
  return null;
}
