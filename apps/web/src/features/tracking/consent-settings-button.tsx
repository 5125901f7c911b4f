'use client';

import { openConsentSettings } from './consent-open';

/** The footer's "Cookie settings": reopens the consent dialog (hidden when embedded: the host owns consent). */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-consent-settings onClick={openConsentSettings}>
      {label}
    </button>
  );
}
