import { readInboundHostMessage } from '@sportsbook/contract/host-message-reader';
import type { InboundHostMessage } from '@sportsbook/contract/host-messages';
import type { OddsType } from '@sportsbook/domain/odds';
import { postToHost } from '../../shared/embed/host-port';

/** Spec 001 §9: the layout size message is throttled to one per 100 ms. */
export const PAGE_SIZE_THROTTLE_MS = 100;
/** Spec 001 §9: page-loaded waits for an idle moment, at most 3 s. */
export const PAGE_LOADED_IDLE_FALLBACK_MS = 3_000;

/** What the frame does for each inbound message (the bridge component wires it to the stores and the router). */
export type HostActions = {
  navigate(path: string): void;
  changeLocale(locale: string): void;
  setOddsType(type: OddsType): void;
  setCurrency(code: string): void;
  setSession(token: string | null): void;
  /** The part of the frame the visitor sees, in frame pixels, below the host's fixed header. */
  setViewport(visible: { top: number; height: number }): void;
  /** A ping: say hello again. */
  announce(): void;
};

/** Counts of host messages the frame refused (shown on the body for support and tests). */
export type BridgeStats = { rejected: number; malformed: number };

/**
 * Handles one `message` event: only `sportsbook:` messages are ours; one from another window than the host page,
 * or from an origin other than the host's, is ignored and counted (spec 000 §6); a malformed one is ignored with a
 * console warning. Never throws.
 */
export function handleHostEvent(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  host: { origin: string; window: Window | null },
  actions: HostActions,
  stats: BridgeStats,
): void {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !type.startsWith('sportsbook:')) return;
  if (event.origin !== host.origin || event.source !== host.window) {
    stats.rejected += 1;
    return;
  }
  const message = readInboundHostMessage(data);
  if (!message) {
    stats.malformed += 1;
    console.warn('sportsbook: ignored a malformed host message', data);
    return;
  }
  try {
    apply(message, actions);
  } catch (error) {
    console.warn('sportsbook: a host message failed', message.type, error);
  }
}

function apply(message: InboundHostMessage, actions: HostActions): void {
  switch (message.type) {
    case 'sportsbook:viewport':
      // The host has already taken its fixed header off: `top` is the first frame pixel the visitor sees.
      actions.setViewport({ top: Math.max(0, message.payload.top), height: message.payload.height });
      return;
    case 'sportsbook:session':
      actions.setSession(message.payload.token);
      return;
    case 'sportsbook:locale':
      actions.changeLocale(message.payload.locale);
      return;
    case 'sportsbook:odds-format':
      actions.setOddsType(message.payload.oddsType);
      return;
    case 'sportsbook:currency':
      actions.setCurrency(message.payload.currency);
      return;
    case 'sportsbook:navigate':
      actions.navigate(message.payload.path);
      return;
    case 'sportsbook:ping':
      actions.announce();
      return;
  }
}

/**
 * Calls `send` at most once per `ms`: at once when the last call is older, else once at the end of the window with
 * the latest value (so the final size always goes out).
 */
export function throttle<T>(send: (value: T) => void, ms: number): { push(value: T): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  return {
    push(value) {
      const now = performance.now();
      if (timer === null && now - last >= ms) {
        last = now;
        send(value);
        return;
      }
      pending = { value };
      timer ??= setTimeout(
        () => {
          timer = null;
          last = performance.now();
          if (pending) send(pending.value);
          pending = null;
        },
        Math.max(0, ms - (now - last)),
      );
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

/**
 * Reports the page's content size to the host (`sportsbook:page-size-changed`, throttled), so it sizes the frame to
 * it. The body is measured, not the document: a document inside a frame is never shorter than the frame itself,
 * and a frame sized from it could grow but never shrink.
 */
export function watchPageSize(body: HTMLElement): () => void {
  const size = () => ({ height: Math.ceil(body.getBoundingClientRect().height), width: Math.ceil(body.clientWidth) });
  let previous = { height: -1, width: -1 };
  const throttled = throttle<{ height: number; width: number }>((next) => {
    if (next.height === previous.height && next.width === previous.width) return;
    previous = next;
    postToHost('sportsbook:page-size-changed', next);
  }, PAGE_SIZE_THROTTLE_MS);
  const observer = new ResizeObserver(() => throttled.push(size()));
  observer.observe(body);
  throttled.push(size());
  return () => {
    observer.disconnect();
    throttled.cancel();
  };
}

/** The name a dialog goes by in `sportsbook:notify-modal-triggered`: its `data-modal`, id or accessible label. */
function modalName(dialog: HTMLDialogElement): string {
  return (dialog.dataset.modal || dialog.id || dialog.getAttribute('aria-label') || 'dialog').slice(0, 64);
}

/**
 * Tells the host when a modal dialog opens or closes (`sportsbook:notify-modal-triggered`), so it can dim its own
 * chrome or bring the frame into view. Native `<dialog>` elements: their `open` attribute, and removal while open.
 */
export function watchModals(root: HTMLElement): () => void {
  const open = new Set<HTMLDialogElement>();
  const update = (dialog: HTMLDialogElement) => {
    const isOpen = dialog.open && dialog.isConnected;
    if (isOpen === open.has(dialog)) return;
    if (isOpen) open.add(dialog);
    else open.delete(dialog);
    postToHost('sportsbook:notify-modal-triggered', { modal: modalName(dialog), open: isOpen });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLDialogElement) update(record.target);
    }
    for (const dialog of [...open]) if (!dialog.isConnected) update(dialog);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  for (const dialog of root.querySelectorAll('dialog[open]')) update(dialog as HTMLDialogElement);
  return () => observer.disconnect();
}

/** Tells the host of clicks on a top event (`[data-top-events]` sections): `sportsbook:top-event-clicked`. */
export function watchTopEvents(root: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('[data-top-events] a[href]');
    const row = link?.closest<HTMLElement>('[data-match-id]');
    if (!(link instanceof HTMLAnchorElement) || !row) return;
    const matchId = Number(row.dataset.matchId);
    const url = new URL(link.href);
    if (Number.isInteger(matchId)) postToHost('sportsbook:top-event-clicked', { matchId, path: url.pathname });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
