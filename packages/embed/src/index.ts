/**
 * The host SDK (`@sportsbook/embed`, served as `/embed.js` too): puts the sportsbook in a host page's iframe and
 * speaks the host-message contract with it (`@sportsbook/contract/host-messages`, docs/embedding.md). No
 * dependencies; the contract's types are erased at build time.
 */
import { HOST_MESSAGE_VERSION } from '@sportsbook/contract/host-message-version';
import type {
  InboundHostMessage,
  InboundHostMessageType,
  OutboundHostMessage,
  OutboundHostMessageType,
} from '@sportsbook/contract/host-messages';

const PREFIX = 'sportsbook:';
type Short<T extends string> = T extends `sportsbook:${infer Name}` ? Name : never;

/** The sportsbook's messages by short name (`sign-in` for `sportsbook:sign-in`). */
export type SportsbookEventName = Short<OutboundHostMessageType>;
export type SportsbookEventPayload<N extends SportsbookEventName> = Extract<
  OutboundHostMessage,
  { type: `sportsbook:${N}` }
>['payload'];
/** Handlers of the sportsbook's messages: `on['sign-in']` is called with the payload of `sportsbook:sign-in`. */
export type SportsbookHandlers = { [N in SportsbookEventName]?: (payload: SportsbookEventPayload<N>) => void };
export type OddsFormat = Extract<InboundHostMessage, { type: 'sportsbook:odds-format' }>['payload']['oddsType'];

export type MountOptions = {
  /** Where the sportsbook is served: `https://sports.example.com` (its origin is the only one heard). */
  url: string;
  /** The page to open (`/live`, `/football`); a deep link in the host URL wins (see `urlParam`). */
  path?: string;
  locale?: string;
  oddsFormat?: OddsFormat;
  /** The player's currency (an ISO code), applied once signed in. */
  currency?: string;
  /** A one-time host session token from the operator API (`POST /api/operator/host-sessions`). */
  token?: string | null;
  /** Height of the host's fixed header in CSS pixels (modals and the slip stay below it); a function if it varies. */
  headerHeight?: number | (() => number);
  /**
   * The query parameter of the host URL that holds the sportsbook's route (default `sportsbook`): the host URL follows
   * the sportsbook's pages, back and forward work, and a link with it opens that page. `false`: the URL is left alone.
   */
  urlParam?: string | false;
  /** The frame's accessible name (default `Sportsbook`). */
  title?: string;
  on?: SportsbookHandlers;
};

export type SportsbookHandle = {
  readonly iframe: HTMLIFrameElement;
  setLocale(locale: string): void;
  setOddsFormat(format: OddsFormat): void;
  setCurrency(currency: string): void;
  /** Signs a player in with a one-time host session token, or out with null. */
  setSession(token: string | null): void;
  navigate(path: string): void;
  destroy(): void;
};

type InboundPayload<T extends InboundHostMessageType> = Extract<InboundHostMessage, { type: T }>['payload'];

function readParam(name: string | false): string | null {
  if (name === false) return null;
  const value = new URLSearchParams(window.location.search).get(name);
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** Mounts the sportsbook into `container` and answers the handle that drives it. */
export function mount(container: HTMLElement, options: MountOptions): SportsbookHandle {
  const origin = new URL(options.url).origin;
  const param = options.urlParam ?? 'sportsbook';
  const on = options.on ?? {};
  const header = () =>
    Math.max(
      0,
      Math.round(typeof options.headerHeight === 'function' ? options.headerHeight() : (options.headerHeight ?? 0)),
    );

  const src = new URL('/init-sportsbook', origin);
  src.searchParams.set('origin', window.location.origin);
  src.searchParams.set('path', readParam(param) ?? options.path ?? '/');
  if (options.locale) src.searchParams.set('locale', options.locale);
  if (options.oddsFormat) src.searchParams.set('oddsFormat', options.oddsFormat);

  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = options.title ?? 'Sportsbook';
  iframe.style.cssText = 'display:block;width:100%;height:600px;border:0;overflow:hidden';
  iframe.setAttribute('scrolling', 'no');

  let ready = false;
  let queue: InboundHostMessage[] = [];
  let routed = false;

  const post = <T extends InboundHostMessageType>(type: T, payload: InboundPayload<T>) => {
    const message = { type, version: HOST_MESSAGE_VERSION, payload } as InboundHostMessage;
    if (ready && iframe.contentWindow) iframe.contentWindow.postMessage(message, origin);
    else queue.push(message);
  };

  let frame = 0;
  const sendViewport = () => {
    frame = 0;
    const rect = iframe.getBoundingClientRect();
    const headerHeight = header();
    const start = Math.max(rect.top, headerHeight);
    const end = Math.min(rect.bottom, window.innerHeight);
    post('sportsbook:viewport', {
      top: Math.round(start - rect.top),
      height: Math.max(0, Math.round(end - start)),
      headerHeight,
    });
  };
  const onViewport = () => {
    if (ready && frame === 0) frame = requestAnimationFrame(sendViewport);
  };

  /** The host URL follows the sportsbook's route: the first page replaces, the next ones push. */
  const follow = (path: string) => {
    if (param === false) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(param) === path) return;
    url.searchParams.set(param, path);
    if (routed) history.pushState(history.state, '', url);
    else history.replaceState(history.state, '', url);
    routed = true;
  };
  const onPopState = () => {
    const path = readParam(param);
    if (path) post('sportsbook:navigate', { path });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const data = event.data as Partial<OutboundHostMessage> | null;
    if (!data || typeof data.type !== 'string' || !data.type.startsWith(PREFIX)) return;
    if (data.version !== HOST_MESSAGE_VERSION || typeof data.payload !== 'object' || data.payload === null) return;
    const message = data as OutboundHostMessage;
    switch (message.type) {
      case 'sportsbook:initialized': {
        ready = true;
        const waiting = queue;
        queue = [];
        for (const queued of waiting) iframe.contentWindow?.postMessage(queued, origin);
        sendViewport();
        break;
      }
      case 'sportsbook:page-size-changed':
        iframe.style.height = `${message.payload.height}px`;
        onViewport();
        break;
      case 'sportsbook:page-loaded':
        follow(message.payload.path);
        break;
    }
    const handler = on[message.type.slice(PREFIX.length) as SportsbookEventName] as
      | ((payload: unknown) => void)
      | undefined;
    handler?.(message.payload);
  };

  window.addEventListener('message', onMessage);
  window.addEventListener('scroll', onViewport, { passive: true });
  window.addEventListener('resize', onViewport);
  window.addEventListener('popstate', onPopState);
  if (options.oddsFormat) post('sportsbook:odds-format', { oddsType: options.oddsFormat });
  if (options.token) post('sportsbook:session', { token: options.token });
  if (options.currency) post('sportsbook:currency', { currency: options.currency });
  container.appendChild(iframe);

  return {
    iframe,
    setLocale: (locale) => post('sportsbook:locale', { locale }),
    setOddsFormat: (oddsType) => post('sportsbook:odds-format', { oddsType }),
    setCurrency: (currency) => post('sportsbook:currency', { currency }),
    setSession: (token) => post('sportsbook:session', { token }),
    navigate: (path) => post('sportsbook:navigate', { path }),
    destroy() {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', onViewport);
      window.removeEventListener('resize', onViewport);
      window.removeEventListener('popstate', onPopState);
      if (frame !== 0) cancelAnimationFrame(frame);
      iframe.remove();
    },
  };
}
