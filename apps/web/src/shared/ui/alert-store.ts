/**
 * Alerts (spec 001 §9): short status messages after an action (a failed save, a payment result, a refused bet's
 * reason) shown bottom-centre and closed after `ALERT_MS`; toasts (bonus toaster, top-right) are another thing. A
 * tiny external store, so any feature can raise one without loading the host that renders them (`alerts.tsx`).
 */

/** How long an alert stays (spec 001 §9: 5 s); hover or focus pauses it. The one home of this number. */
export const ALERT_MS = 5_000;
/** At most this many alerts at once; a newer one pushes the oldest out. */
export const MAX_ALERTS = 3;

/** `info`/`success` are announced politely (role="status"), `error` at once (role="alert"). */
export type AlertTone = 'info' | 'success' | 'error';
export type Alert = { id: number; tone: AlertTone; text: string };

let alerts: readonly Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Alert[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

/** Shows an alert; the same text already shown is not repeated (a double click, a retried call). Answers its id. */
export function showAlert(alert: { tone: AlertTone; text: string }): number {
  const same = alerts.find((a) => a.text === alert.text && a.tone === alert.tone);
  if (same) return same.id;
  const id = nextId++;
  emit([...alerts, { id, ...alert }].slice(-MAX_ALERTS));
  return id;
}

export function dismissAlert(id: number): void {
  if (alerts.some((a) => a.id === id)) emit(alerts.filter((a) => a.id !== id));
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAlerts(): readonly Alert[] {
  return alerts;
}

/** Tests: forget every alert. */
export function resetAlerts(): void {
  emit([]);
}
