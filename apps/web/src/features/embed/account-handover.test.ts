import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAuthDialog, resetAuthStore, useAuthStore } from '../account/auth-store';
import { handAccountDialogsToHost } from './account-handover';

const HOST = 'https://casino.example.test';

describe('embedded in a host site (spec 000 §1: the host signs in, signs up and takes deposits)', () => {
  let postMessage: ReturnType<typeof vi.fn>;
  let stop: () => void;
  beforeEach(() => {
    postMessage = vi.fn();
    Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage } });
    document.body.dataset.hostOrigin = HOST;
  });
  afterEach(() => {
    stop?.();
    Object.defineProperty(window, 'parent', { configurable: true, value: window });
    delete document.body.dataset.hostOrigin;
    resetAuthStore();
  });

  it('sends sign-in, sign-up and deposit to the host, and the book opens none of them', () => {
    const rendered: (string | null)[] = [];
    stop = handAccountDialogsToHost();
    const off = useAuthStore.subscribe((state) => rendered.push(state.dialog?.kind ?? null));
    openAuthDialog('sign-in', { reason: 'place-bet' });
    openAuthDialog('sign-up');
    openAuthDialog('deposit');
    off();
    expect(useAuthStore.getState().dialog).toBeNull();
    // Subscribers after the hand-over (React's among them) never see one of the three open.
    expect(rendered.every((kind) => kind === null)).toBe(true);
    expect(postMessage.mock.calls.map(([message, origin]) => [(message as { type: string }).type, origin])).toEqual([
      ['sportsbook:sign-in', HOST],
      ['sportsbook:sign-up', HOST],
      ['sportsbook:deposit', HOST],
    ]);
    expect(postMessage.mock.calls[0]?.[0]).toMatchObject({ payload: { reason: 'place-bet' } });
    expect(postMessage.mock.calls[2]?.[0]).toMatchObject({ payload: { currency: null } });
  });

  it('hands over a dialog asked for before the bridge started, and leaves the book its other dialogs', () => {
    openAuthDialog('sign-in', { sessionExpired: true });
    stop = handAccountDialogsToHost();
    expect(useAuthStore.getState().dialog).toBeNull();
    expect(postMessage).toHaveBeenCalledTimes(1);
    openAuthDialog('phone');
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'phone' });
  });

  it('stops when removed: the book opens its own forms again', () => {
    stop = handAccountDialogsToHost();
    stop();
    openAuthDialog('sign-in', { reason: 'favourite' });
    expect(useAuthStore.getState().dialog).toEqual({ kind: 'sign-in', reason: 'favourite' });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
