'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { CUSTOMIZER_PARAM } from './customizer-param';

// The preview (settings, CSS variables, the alert) is a chunk of its own: only a previewing browser loads it.
const CustomizerPreview = lazy(() => import('./customizer-preview'));

export type PreviewLabels = { message: string; exit: string };

/**
 * Starts the operator's look preview when this browser has one: a `?customizer=` link or stored settings
 * (`customizer_settings`). The check is two cheap reads; everyone else downloads nothing more.
 */
export function CustomizerBoot({ labels }: { labels: PreviewLabels }) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    try {
      const linked = new URLSearchParams(window.location.search).has(CUSTOMIZER_PARAM);
      if (linked || localStorage.getItem(STORAGE_KEYS.customizerSettings) !== null) setActive(true);
    } catch {
      // storage refused: no preview
    }
  }, []);
  if (!active) return null;
  return (
    <Suspense>
      <CustomizerPreview labels={labels} onExit={() => setActive(false)} />
    </Suspense>
  );
}
