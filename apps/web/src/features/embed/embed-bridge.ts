import { localePath, splitLocale } from '../../i18n/paths';
import { routing } from '../../i18n/routing';
import { platformApi } from '../../shared/api/platform-api';
import { setCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';
import { whenIdle } from '../../shared/browser/when-idle';
import { hostOrigin, postToHost } from '../../shared/embed/host-port';
import { changeCurrency, signedIn, signOut, useAuthStore, whenAuthKnown } from '../account/auth-store';
import { useSelectionStore } from '../betslip/selection-store';
import { setOddsType } from '../odds/odds-type';
import { handAccountDialogsToHost } from './account-handover';
import {
  type BridgeStats,
  type HostActions,
  handleHostEvent,
  PAGE_LOADED_IDLE_FALLBACK_MS,
  watchModals,
  watchPageSize,
  watchTopEvents,
} from './host-bridge';

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const announce = () =>
  postToHost('sportsbook:initialized', { locale: document.documentElement.lang, path: currentPath() });

/** A locale switch reloads the frame's document under the new prefix: texts and direction are server-rendered. */
async function changeLocale(next: string): Promise<void> {
  const { locale, path } = splitLocale(window.location.pathname, routing.locales);
  if (next === locale || !(routing.locales as readonly string[]).includes(next)) return;
  const { confirmLocaleChange } = await import('../account/locale-change');
  if (!(await confirmLocaleChange(next))) return;
  setCookie(COOKIES.locale, next);
  window.location.assign(`${localePath(next, path)}${window.location.search}`);
}

/** The host signs a player in (a one-time token) or out, applied in place: no reload of the frame. */
async function setSession(token: string | null): Promise<void> {
  if (token === null) {
    whenAuthKnown((status) => {
      if (status === 'LOGGED_IN') void signOut();
    });
    return;
  }
  try {
    await signedIn(await platformApi.hostSession(token));
  } catch (error) {
    console.warn('sportsbook: the host session could not be opened', error);
  }
}

/**
 * A frame in a host site on another site keeps only cookies marked SameSite=None, Secure and Partitioned (docs/
 * embedding.md): the page's own cookie writes (odds format, locale, theme, time zone) are given those attributes,
 * here, so the pages that are not embedded carry nothing of it.
 */
function partitionFrameCookies(): () => void {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!native?.get || !native.set) return () => undefined;
  const { get, set } = native;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document),
    set: (value: string) =>
      set.call(document, `${value.replace(/;\s*samesite=\w+/i, '')}; samesite=none; secure; partitioned`),
  });
  return () => {
    delete (document as { cookie?: string }).cookie;
  };
}

/**
 * The host page owns the history (docs/embedding.md): it pushes an entry for each page the frame reports, and back
 * and forward come to the frame as `navigate`. The frame's own navigations replace its entry instead of pushing
 * one, or every page would take two steps back (the frame's entry and the host's) in the joint session history.
 * Each navigation also starts the wait for the new page's `page-loaded` (spec 001 §9: once idle, at most 3 s).
 */
function followRoutes(): () => void {
  const { pushState, replaceState } = history;
  let path = window.location.pathname;
  const loaded = () =>
    postToHost('sportsbook:page-loaded', { path: currentPath(), title: document.title.slice(0, 300) });
  let cancel = whenIdle(loaded, PAGE_LOADED_IDLE_FALLBACK_MS);
  const routed = () => {
    if (window.location.pathname === path) return;
    path = window.location.pathname;
    cancel();
    cancel = whenIdle(loaded, PAGE_LOADED_IDLE_FALLBACK_MS);
  };
  history.replaceState = function replaceAndFollow(data: unknown, unused: string, url?: string | URL | null) {
    replaceState.call(history, data, unused, url);
    routed();
  };
  history.pushState = history.replaceState;
  window.addEventListener('popstate', routed);
  return () => {
    cancel();
    history.pushState = pushState;
    history.replaceState = replaceState;
    window.removeEventListener('popstate', routed);
  };
}

/** Follows the stores and tells the host: balance, currency and the slip's state. */
function followStores(): () => void {
  let account = useAuthStore.getState().activeAccount;
  const send = () => {
    if (!account || useAuthStore.getState().authStatus !== 'LOGGED_IN') return;
    const { currency, balance } = account;
    postToHost('sportsbook:balance-changed', { currency: currency.code, balance, subunits: currency.subunits });
  };
  send();
  const offAuth = useAuthStore.subscribe((state) => {
    const next = state.authStatus === 'LOGGED_IN' ? state.activeAccount : null;
    if (next === account) return;
    const before = account;
    account = next;
    if (!next) return;
    if (before && before.currency.code !== next.currency.code) {
      postToHost('sportsbook:notify-currency-changed', { currency: next.currency.code });
    }
    if (!before || before.balance !== next.balance || before.currency.code !== next.currency.code) send();
  });
  const slipState = () => {
    const { ticket, selections } = useSelectionStore.getState();
    return { count: selections.length, state: ticket.ticketState };
  };
  let slip = slipState();
  postToHost('sportsbook:bet-slip-state-changed', slip);
  const offSlip = useSelectionStore.subscribe(() => {
    const next = slipState();
    if (next.count === slip.count && next.state === slip.state) return;
    slip = next;
    postToHost('sportsbook:bet-slip-state-changed', next);
  });
  return () => {
    offAuth();
    offSlip();
  };
}

/**
 * The frame's side of the host-message contract (docs/embedding.md), started only in a host site's frame (the
 * shell loads this chunk when the server rendered `data-host-origin`): listens to the host, its origin only, and
 * tells it what the spec's eleven messages say when they happen. Answers the stopper.
 */
export function startEmbedBridge(router: { push(href: string): void }): () => void {
  const origin = hostOrigin();
  if (origin === null) return () => undefined;
  const root = document.documentElement;
  const stats: BridgeStats = { rejected: 0, malformed: 0 };
  const actions: HostActions = {
    navigate: (path) => {
      if (path !== currentPath()) router.push(path);
    },
    changeLocale: (locale) => void changeLocale(locale),
    setOddsType: (type) => setOddsType(type),
    setCurrency: (code) =>
      whenAuthKnown((status) => {
        if (status === 'LOGGED_IN') void changeCurrency(code, { openNew: true }).catch(() => undefined);
      }),
    setSession: (token) => void setSession(token),
    setViewport: ({ top, height }) => {
      root.style.setProperty('--host-visible-top', `${top}px`);
      root.style.setProperty('--host-visible-height', `${height}px`);
    },
    announce,
  };
  const onMessage = (event: MessageEvent) => {
    handleHostEvent(event, { origin, window: window.parent }, actions, stats);
    document.body.dataset.hostMessagesRejected = String(stats.rejected);
  };
  window.addEventListener('message', onMessage);
  const stops = [
    partitionFrameCookies(),
    handAccountDialogsToHost(),
    followRoutes(),
    watchPageSize(document.body),
    watchModals(document.body),
    watchTopEvents(document),
    followStores(),
  ];
  announce();
  return () => {
    window.removeEventListener('message', onMessage);
    for (const stop of stops) stop();
  };
}
