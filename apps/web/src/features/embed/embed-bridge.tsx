'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { localePath, splitLocale } from '../../i18n/paths';
import { routing } from '../../i18n/routing';
import { platformApi } from '../../shared/api/platform-api';
import { setCookie } from '../../shared/browser/cookie';
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
  setCookie('locale', next);
  window.location.assign(`${localePath(next, path)}${window.location.search}`);
}

/**
 * The host page owns the history (docs/embedding.md): it pushes an entry for each page the frame reports, and back
 * and forward come to the frame as `navigate`. The frame's own navigations replace its entry instead of pushing
 * one, or every page would take two steps back (the frame's entry and the host's) in the joint session history.
 */
function letTheHostOwnHistory(): () => void {
  const push = history.pushState;
  history.pushState = function replaceInstead(data: unknown, unused: string, url?: string | URL | null) {
    history.replaceState(data, unused, url);
  };
  return () => {
    history.pushState = push;
  };
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
 * The frame's side of the host-message contract (docs/embedding.md), mounted only in a host site's frame: listens
 * to the host (its origin only), and tells it what the spec's eleven messages say when they happen.
 */
export default function EmbedBridge() {
  const router = useRouter();
  const pathname = usePathname();
  const stats = useRef<BridgeStats>({ rejected: 0, malformed: 0 });

  useEffect(() => {
    const origin = hostOrigin();
    if (origin === null) return;
    const root = document.documentElement;
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
      handleHostEvent(event, { origin, window: window.parent }, actions, stats.current);
      document.body.dataset.hostMessagesRejected = String(stats.current.rejected);
    };
    window.addEventListener('message', onMessage);
    const stops = [
      handAccountDialogsToHost(),
      letTheHostOwnHistory(),
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
  }, [router]);

  // Spec 001 §9: page-loaded when the new page is idle, at the latest after 3 s; the host puts the path in its URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page.
  useEffect(
    () =>
      whenIdle(
        () => postToHost('sportsbook:page-loaded', { path: currentPath(), title: document.title.slice(0, 300) }),
        PAGE_LOADED_IDLE_FALLBACK_MS,
      ),
    [pathname],
  );
  return null;
}
