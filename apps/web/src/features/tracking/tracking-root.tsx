'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../../shared/browser/when-idle';
import { hostOrigin } from '../../shared/embed/host-port';
import { hasConsent, readConsent, saveConsent, subscribeConsent } from './consent';
import { CONSENT_BANNER_ATTR, CONSENT_CHOICE_ATTR } from './consent-banner';
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
    const banner = adoptBanner(() => setDialog('settings'));
    // Without the server's banner (a page cached before, or rendered while the cookie was being written): the
    // client's own first-visit dialog, once the page is idle.
    const cancel = banner
      ? () => undefined
      : whenIdle(() => {
          if (readConsent() === null) setDialog((current) => current ?? 'first');
        });
    return () => {
      cancel();
      banner?.stop();
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

/**
 * Gives the server-rendered first-visit banner (`consent-banner.tsx`) its choices: "Accept all" and "Necessary only"
 * record the choice and remove it, "Choose" removes it and opens the settings dialog. A banner for a visitor who has
 * chosen meanwhile (another tab) is removed. Answers null when there is no banner.
 */
function adoptBanner(choose: () => void): { stop: () => void } | null {
  const banner = document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTR}]`);
  if (!banner) return null;
  const close = () => {
    const hadFocus = banner.contains(document.activeElement);
    banner.remove();
    if (hadFocus) document.getElementById('content')?.focus();
  };
  if (readConsent() !== null) {
    close();
    return null;
  }
  const onClick = (event: MouseEvent) => {
    const choice = (event.target as Element | null)
      ?.closest(`[${CONSENT_CHOICE_ATTR}]`)
      ?.getAttribute(CONSENT_CHOICE_ATTR);
    if (choice === 'all') saveConsent({ analytics: true, marketing: true });
    else if (choice === 'necessary') saveConsent({ analytics: false, marketing: false });
    else if (choice !== 'choose') return;
    close();
    if (choice === 'choose') choose();
  };
  banner.addEventListener('click', onClick);
  for (const button of banner.querySelectorAll<HTMLButtonElement>(`[${CONSENT_CHOICE_ATTR}]`)) button.disabled = false;
  return { stop: () => banner.removeEventListener('click', onClick) };
}
