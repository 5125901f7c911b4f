'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../../shared/browser/when-idle';
import { hostOrigin } from '../../shared/embed/host-port';
import { hasConsent, readConsent, subscribeConsent } from './consent';
import type { ConsentLabels } from './consent-labels';
import { CONSENT_OPEN_EVENT, takeOpenRequest } from './consent-open';
import { trackPageView } from './data-layer';

// The dialog is a chunk of its own: a returning visitor who has chosen never loads it.
const ConsentDialog = dynamic(() => import('./consent-dialog'), { ssr: false });

/**
 * Page-level tracking, loaded right after hydration (`features/layout/deferred-slots.tsx`), outside the first-load JavaScript: a `page_view` per page (first load and client
 * navigations; dropped without analytics consent), one for the page where analytics is granted, and the consent
 * dialog: for a visitor who has not chosen, once the page is idle after hydration, and from "Cookie settings".
 * Embedded in an operator's site the host owns consent: no dialog, and nothing optional runs (docs/decisions.md).
 */
export function TrackingRoot({ labels }: { labels: ConsentLabels }) {
  const pathname = usePathname();
  const [dialog, setDialog] = useState<'first' | 'settings' | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view.
  useEffect(() => {
    trackPageView();
  }, [pathname]);

  useEffect(() => {
    let analytics = hasConsent('analytics');
    return subscribeConsent((consent) => {
      if (consent.analytics && !analytics) trackPageView();
      analytics = consent.analytics;
    });
  }, []);

  useEffect(() => {
    if (hostOrigin()) return;
    const open = () => {
      if (takeOpenRequest()) setDialog('settings');
    };
    open();
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    const cancel = whenIdle(() => {
      if (readConsent() === null) setDialog((current) => current ?? 'first');
    });
    return () => {
      cancel();
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
    };
  }, []);

  // The dialog lives first in <body>, so screen readers and the Tab key meet it before the page.
  const shown = dialog !== null;
  useEffect(() => {
    if (!shown) return;
    const element = document.createElement('div');
    document.body.prepend(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [shown]);

  return dialog !== null && slot
    ? createPortal(<ConsentDialog labels={labels} mode={dialog} onClose={() => setDialog(null)} />, slot)
    : null;
}
