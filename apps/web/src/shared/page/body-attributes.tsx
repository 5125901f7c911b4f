'use client';

import { useEffect } from 'react';
import { setCookie } from '../browser/cookie';

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
    // The zone is for the next server render only, and reading it builds the first Intl formatter (loads locale
    // data: a long task on a slow phone). So it is read when a server render is next: the page is being left or
    // hidden, or an internal link was clicked. Local times are right meanwhile (`LocalTime` checks offsets).
    const remember = () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && !document.cookie.split('; ').includes(`tz=${encodeURIComponent(zone)}`)) setCookie('tz', zone);
      stop();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') remember();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) remember();
    };
    const stop = () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', remember);
      document.removeEventListener('click', onClick, true);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', remember);
    document.addEventListener('click', onClick, true);
    return stop;
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
