import { HOST_MESSAGE_VERSION } from '@sportsbook/contract/host-message-version';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, type SportsbookHandle } from '../src/index';

const BOOK = 'https://sports.example.test';

function fromFrame(handle: SportsbookHandle, type: string, payload: unknown, init: Partial<MessageEventInit> = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type, version: HOST_MESSAGE_VERSION, payload },
      origin: BOOK,
      source: handle.iframe.contentWindow,
      ...init,
    }),
  );
}

describe('mount (the host SDK)', () => {
  let container: HTMLElement;
  let handle: SportsbookHandle | null = null;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    history.replaceState(null, '', '/casino');
  });
  afterEach(() => {
    handle?.destroy();
    handle = null;
    container.remove();
  });

  const mounted = (options: Partial<Parameters<typeof mount>[1]> = {}) => {
    handle = mount(container, { url: `${BOOK}/anything`, ...options });
    return handle;
  };
  const sent = (h: SportsbookHandle) => vi.spyOn(h.iframe.contentWindow as Window, 'postMessage');

  it('points the frame at /init-sportsbook with the host origin, the page, locale and odds format', () => {
    const h = mounted({ path: '/live', locale: 'de', oddsFormat: 'american', title: 'Sports' });
    const src = new URL(h.iframe.src);
    expect(src.origin + src.pathname).toBe(`${BOOK}/init-sportsbook`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      origin: window.location.origin,
      path: '/live',
      locale: 'de',
      oddsFormat: 'american',
    });
    expect(h.iframe.title).toBe('Sports');
    expect(container.contains(h.iframe)).toBe(true);
  });

  it('opens the page a deep link in the host URL names, and ignores one that is not a path', () => {
    history.replaceState(null, '', '/casino?sportsbook=%2Fde%2Fbasketball');
    expect(new URL(mounted({ path: '/live' }).iframe.src).searchParams.get('path')).toBe('/de/basketball');
    handle?.destroy();
    history.replaceState(null, '', '/casino?sportsbook=%2F%2Fevil.example');
    expect(new URL(mounted({ path: '/live' }).iframe.src).searchParams.get('path')).toBe('/live');
  });

  it('queues messages until the frame says it is initialized, then sends them to the book origin only', () => {
    const h = mounted({ token: 'one-time-token-0123456789', oddsFormat: 'british', currency: 'USD' });
    const post = sent(h);
    h.setLocale('de');
    expect(post).not.toHaveBeenCalled();
    fromFrame(h, 'sportsbook:initialized', { locale: 'en', path: '/' });
    const types = post.mock.calls.map(([message]) => (message as { type: string }).type);
    expect(types).toEqual([
      'sportsbook:odds-format',
      'sportsbook:session',
      'sportsbook:currency',
      'sportsbook:locale',
      'sportsbook:viewport',
    ]);
    for (const [message, target] of post.mock.calls) {
      expect(target).toBe(BOOK);
      expect((message as { version: number }).version).toBe(HOST_MESSAGE_VERSION);
    }
    post.mockClear();
    h.setOddsFormat('american');
    h.setCurrency('EUR');
    h.setSession(null);
    h.navigate('/live');
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { type: 'sportsbook:odds-format', version: HOST_MESSAGE_VERSION, payload: { oddsType: 'american' } },
      { type: 'sportsbook:currency', version: HOST_MESSAGE_VERSION, payload: { currency: 'EUR' } },
      { type: 'sportsbook:session', version: HOST_MESSAGE_VERSION, payload: { token: null } },
      { type: 'sportsbook:navigate', version: HOST_MESSAGE_VERSION, payload: { path: '/live' } },
    ]);
  });

  it('sizes the frame and calls the handler of every message, by its short name', () => {
    const onSize = vi.fn();
    const onSignIn = vi.fn();
    const h = mounted({ on: { 'page-size-changed': onSize, 'sign-in': onSignIn } });
    fromFrame(h, 'sportsbook:page-size-changed', { height: 1234, width: 800 });
    expect(h.iframe.style.height).toBe('1234px');
    expect(onSize).toHaveBeenCalledWith({ height: 1234, width: 800 });
    fromFrame(h, 'sportsbook:sign-in', { reason: 'place-bet' });
    expect(onSignIn).toHaveBeenCalledWith({ reason: 'place-bet' });
  });

  it('ignores messages from another origin, another window, another version or of another kind', () => {
    const onSignIn = vi.fn();
    const h = mounted({ on: { 'sign-in': onSignIn } });
    fromFrame(h, 'sportsbook:sign-in', { reason: 'other' }, { origin: 'https://evil.example' });
    fromFrame(h, 'sportsbook:sign-in', { reason: 'other' }, { source: window });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'sportsbook:sign-in', version: 99, payload: {} },
        origin: BOOK,
        source: h.iframe.contentWindow,
      }),
    );
    fromFrame(h, 'something-else', {});
    fromFrame(h, 'sportsbook:page-size-changed', { height: 99, width: 1 }, { origin: 'https://evil.example' });
    expect(onSignIn).not.toHaveBeenCalled();
    expect(h.iframe.style.height).toBe('600px');
  });

  it('keeps the host URL in step: the first page replaces, the next push, back navigates the frame', () => {
    const h = mounted();
    fromFrame(h, 'sportsbook:initialized', { locale: 'en', path: '/' });
    const before = history.length;
    fromFrame(h, 'sportsbook:page-loaded', { path: '/', title: 'Home' });
    expect(new URL(window.location.href).searchParams.get('sportsbook')).toBe('/');
    expect(history.length).toBe(before);
    fromFrame(h, 'sportsbook:page-loaded', { path: '/live', title: 'Live' });
    expect(window.location.search).toBe('?sportsbook=%2Flive');
    expect(history.length).toBe(before + 1);
    fromFrame(h, 'sportsbook:page-loaded', { path: '/live', title: 'Live' });
    expect(history.length).toBe(before + 1);

    const post = sent(h);
    history.replaceState(null, '', '/casino?sportsbook=%2F');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(post).toHaveBeenCalledWith(
      { type: 'sportsbook:navigate', version: HOST_MESSAGE_VERSION, payload: { path: '/' } },
      BOOK,
    );
  });

  it('leaves the URL alone with urlParam: false', () => {
    const h = mounted({ urlParam: false });
    fromFrame(h, 'sportsbook:page-loaded', { path: '/live', title: 'Live' });
    expect(window.location.search).toBe('');
  });

  it('tells the frame which part of it is visible below the host header', () => {
    const h = mounted({ headerHeight: () => 64 });
    vi.spyOn(h.iframe, 'getBoundingClientRect').mockReturnValue({ top: -500, bottom: 2500 } as DOMRect);
    const post = sent(h);
    fromFrame(h, 'sportsbook:initialized', { locale: 'en', path: '/' });
    expect(post).toHaveBeenLastCalledWith(
      {
        type: 'sportsbook:viewport',
        version: HOST_MESSAGE_VERSION,
        payload: { top: 564, height: window.innerHeight - 64, headerHeight: 64 },
      },
      BOOK,
    );
  });

  it('destroy removes the frame and stops listening', () => {
    const onSignIn = vi.fn();
    const h = mounted({ on: { 'sign-in': onSignIn } });
    const frameWindow = h.iframe.contentWindow;
    h.destroy();
    handle = null;
    expect(container.querySelector('iframe')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'sportsbook:sign-in', version: HOST_MESSAGE_VERSION, payload: { reason: 'other' } },
        origin: BOOK,
        source: frameWindow,
      }),
    );
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
