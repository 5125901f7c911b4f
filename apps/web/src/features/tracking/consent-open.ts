/**
 * The window event that asks the tracking root to show the consent dialog. A file of its own: the footer's
 * "Cookie settings" is in every page's first-load JavaScript, the consent store is not.
 */
export const CONSENT_OPEN_EVENT = 'sportsbook:consent-open';

let requested = false;

/** Opens the consent dialog with the current choice, to change it. */
export function openConsentSettings(): void {
  requested = true;
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Whether an open was asked and not taken yet (also a click before the tracking root loaded); takes it. */
export function takeOpenRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
