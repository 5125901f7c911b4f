import { HOST_MESSAGE_VERSION } from '@sportsbook/contract/host-message-version';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToHost } from '../../shared/embed/host-port';
import {
  type BridgeStats,
  type HostActions,
  handleHostEvent,
  PAGE_SIZE_THROTTLE_MS,
  throttle,
  watchModals,
} from './host-bridge';

const HOST = 'https://casino.example.test';

function fakeParent() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage } });
  document.body.dataset.hostOrigin = HOST;
  return postMessage;
}

function actions() {
  return {
    navigate: vi.fn<HostActions['navigate']>(),
    changeLocale: vi.fn<HostActions['changeLocale']>(),
    setOddsType: vi.fn<HostActions['setOddsType']>(),
    setCurrency: vi.fn<HostActions['setCurrency']>(),
    setSession: vi.fn<HostActions['setSession']>(),
    setViewport: vi.fn<HostActions['setViewport']>(),
    announce: vi.fn<HostActions['announce']>(),
  } satisfies HostActions;
}

describe('the host port', () => {
  afterEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, value: window });
    delete document.body.dataset.hostOrigin;
  });

  it('posts versioned messages to the host origin only, never "*"', () => {
    const post = fakeParent();
    expect(postToHost('sportsbook:sign-in', { reason: 'place-bet' })).toBe(true);
    expect(post).toHaveBeenCalledWith(
      { type: 'sportsbook:sign-in', version: HOST_MESSAGE_VERSION, payload: { reason: 'place-bet' } },
      HOST,
    );
  });

  it('does nothing when the page is not in a frame, or the server named no host', () => {
    document.body.dataset.hostOrigin = HOST;
    expect(postToHost('sportsbook:sign-up', {})).toBe(false);
    const post = fakeParent();
    delete document.body.dataset.hostOrigin;
    expect(postToHost('sportsbook:sign-up', {})).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('handleHostEvent (spec 000 §6: host messages only from the allowed origin)', () => {
  const hostWindow = {} as Window;
  const host = { origin: HOST, window: hostWindow };
  let stats: BridgeStats;
  beforeEach(() => {
    stats = { rejected: 0, malformed: 0 };
  });
  const event = (data: unknown, origin = HOST, source: unknown = hostWindow) =>
    ({ data, origin, source }) as Pick<MessageEvent, 'data' | 'origin' | 'source'>;
  const msg = (type: string, payload: unknown) => ({ type, version: HOST_MESSAGE_VERSION, payload });

  it('applies each inbound message', () => {
    const a = actions();
    handleHostEvent(event(msg('sportsbook:navigate', { path: '/live' })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:locale', { locale: 'de' })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:odds-format', { oddsType: 'american' })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:currency', { currency: 'USD' })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:session', { token: 'a-one-time-token-123' })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:session', { token: null })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:viewport', { top: -20, height: 700, headerHeight: 64 })), host, a, stats);
    handleHostEvent(event(msg('sportsbook:ping', {})), host, a, stats);
    expect(a.navigate).toHaveBeenCalledWith('/live');
    expect(a.changeLocale).toHaveBeenCalledWith('de');
    expect(a.setOddsType).toHaveBeenCalledWith('american');
    expect(a.setCurrency).toHaveBeenCalledWith('USD');
    expect(a.setSession.mock.calls).toEqual([['a-one-time-token-123'], [null]]);
    expect(a.setViewport).toHaveBeenCalledWith({ top: 0, height: 700 });
    expect(a.announce).toHaveBeenCalledTimes(1);
    expect(stats).toEqual({ rejected: 0, malformed: 0 });
  });

  it('ignores and counts a message from another origin or another window', () => {
    const a = actions();
    handleHostEvent(event(msg('sportsbook:locale', { locale: 'de' }), 'https://evil.example'), host, a, stats);
    handleHostEvent(event(msg('sportsbook:locale', { locale: 'de' }), HOST, window), host, a, stats);
    expect(a.changeLocale).not.toHaveBeenCalled();
    expect(stats.rejected).toBe(2);
  });

  it('ignores a malformed message with a warning, never throws, and leaves other kinds alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = actions();
    for (const bad of [
      msg('sportsbook:navigate', { path: 'https://evil.example/' }),
      msg('sportsbook:locale', {}),
      { type: 'sportsbook:ping', version: 2, payload: {} },
      msg('sportsbook:unknown', {}),
      msg('sportsbook:session', { token: 'short' }),
    ]) {
      expect(() => handleHostEvent(event(bad), host, a, stats)).not.toThrow();
    }
    expect(stats.malformed).toBe(5);
    expect(warn).toHaveBeenCalledTimes(5);
    for (const other of [null, 'text', { type: 'webpackOk' }, { type: 42 }])
      handleHostEvent(event(other), host, a, stats);
    expect(stats).toEqual({ rejected: 0, malformed: 5 });
    expect(Object.values(a).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it('survives an action that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = actions();
    a.navigate.mockImplementation(() => {
      throw new Error('router gone');
    });
    expect(() => handleHostEvent(event(msg('sportsbook:navigate', { path: '/' })), host, a, stats)).not.toThrow();
  });
});

describe('throttle (spec 001 §9: the layout size message at most once per 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first value at once and the latest one at the end of the window', () => {
    const send = vi.fn();
    const throttled = throttle(send, PAGE_SIZE_THROTTLE_MS);
    throttled.push(1);
    throttled.push(2);
    throttled.push(3);
    expect(send.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(PAGE_SIZE_THROTTLE_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([[1], [3]]);
    // A burst of 1 s sends about one value per window, never more.
    for (let ms = 0; ms < 1000; ms += 10) {
      throttled.push(ms);
      vi.advanceTimersByTime(10);
    }
    expect(send.mock.calls.length).toBeLessThanOrEqual(2 + 1000 / PAGE_SIZE_THROTTLE_MS + 1);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(1000 / PAGE_SIZE_THROTTLE_MS - 1);
  });

  it('cancel drops the pending value', () => {
    const send = vi.fn();
    const throttled = throttle(send, PAGE_SIZE_THROTTLE_MS);
    throttled.push(1);
    throttled.push(2);
    throttled.cancel();
    vi.advanceTimersByTime(PAGE_SIZE_THROTTLE_MS * 2);
    expect(send.mock.calls).toEqual([[1]]);
  });
});

describe('watchModals', () => {
  afterEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, value: window });
    delete document.body.dataset.hostOrigin;
    document.body.replaceChildren();
  });

  it('tells the host when a dialog opens, closes, or leaves the page open', async () => {
    const post = fakeParent();
    const stop = watchModals(document.body);
    const dialog = document.createElement('dialog');
    dialog.dataset.modal = 'sign-in';
    document.body.append(dialog);
    dialog.setAttribute('open', '');
    await Promise.resolve();
    dialog.removeAttribute('open');
    await Promise.resolve();
    dialog.setAttribute('open', '');
    await Promise.resolve();
    dialog.remove();
    await Promise.resolve();
    stop();
    const payloads = post.mock.calls.map(([message]) => (message as { payload: unknown }).payload);
    expect(payloads).toEqual([
      { modal: 'sign-in', open: true },
      { modal: 'sign-in', open: false },
      { modal: 'sign-in', open: true },
      { modal: 'sign-in', open: false },
    ]);
  });
});
