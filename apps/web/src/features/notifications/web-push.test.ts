import { describe, expect, it, vi } from 'vitest';
import { applicationServerKey, isPushOn, type PushEnvironment, pushSupport, turnOffPush, turnOnPush } from './web-push';

// A VAPID public key's shape: 65 bytes, base64url.
const KEY = `B${'A'.repeat(86)}`;
const OTHER_KEY = `B${'Q'.repeat(86)}`;

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON: () => unknown;
};

function fakeSubscription(endpoint: string, key: string): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(key).buffer },
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
  };
}

function fakeEnvironment(options: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let current: FakeSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (init: { applicationServerKey: Uint8Array }) => {
      current = fakeSubscription('https://push.example/new', KEY);
      current.options.applicationServerKey = init.applicationServerKey.buffer as ArrayBuffer;
      return current;
    }),
  };
  const registration = { pushManager };
  const env = {
    serviceWorker: {
      register: vi.fn(async () => registration),
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
    notification: {
      permission: options.permission ?? 'default',
      requestPermission: vi.fn(async () => options.answer ?? 'granted'),
    },
    hasPushManager: true,
    embedded: false,
  };
  return {
    env: env as unknown as PushEnvironment,
    fakes: env,
    pushManager,
    setSubscription: (s: FakeSubscription | null) => {
      current = s;
    },
  };
}

describe('web push in the browser', () => {
  it('decodes a base64url VAPID key to its 65 bytes', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });

  it('is unavailable without the browser APIs or inside an iframe, and blocked when the player denied it', () => {
    const { env } = fakeEnvironment();
    expect(pushSupport(env)).toBe('supported');
    expect(pushSupport({ ...env, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...env, serviceWorker: undefined })).toBe('unsupported');
    expect(pushSupport({ ...env, embedded: true })).toBe('unsupported');
    expect(pushSupport(fakeEnvironment({ permission: 'denied' }).env)).toBe('denied');
  });

  it('asks permission, registers the worker, subscribes to the key and saves the subscription JSON', async () => {
    const { env, fakes, pushManager } = fakeEnvironment();
    const save = vi.fn(async (_: string) => undefined);
    expect(await turnOnPush(KEY, save, env)).toBe('on');
    expect(fakes.notification.requestPermission).toHaveBeenCalledOnce();
    expect(fakes.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const init = pushManager.subscribe.mock.calls[0]?.[0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(init.userVisibleOnly).toBe(true);
    expect([...init.applicationServerKey]).toEqual([...applicationServerKey(KEY)]);
    expect(JSON.parse(save.mock.calls[0]?.[0] ?? '')).toEqual({
      endpoint: 'https://push.example/new',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('saves nothing when the player refuses the prompt', async () => {
    const { env, pushManager } = fakeEnvironment({ answer: 'denied' });
    const save = vi.fn(async () => undefined);
    expect(await turnOnPush(KEY, save, env)).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('replaces a subscription made for another key, and keeps one made for this key', async () => {
    const stale = fakeSubscription('https://push.example/stale', OTHER_KEY);
    const first = fakeEnvironment();
    first.setSubscription(stale);
    await turnOnPush(KEY, async () => undefined, first.env);
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(first.pushManager.subscribe).toHaveBeenCalledOnce();

    const current = fakeSubscription('https://push.example/current', KEY);
    const second = fakeEnvironment();
    second.setSubscription(current);
    const save = vi.fn(async (_: string) => undefined);
    await turnOnPush(KEY, save, second.env);
    expect(second.pushManager.subscribe).not.toHaveBeenCalled();
    expect(save.mock.calls[0]?.[0]).toContain('https://push.example/current');
  });

  it('is on only when this browser holds the subscription stored on the account', async () => {
    const { env, setSubscription } = fakeEnvironment({ permission: 'granted' });
    setSubscription(fakeSubscription('https://push.example/mine', KEY));
    const stored = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: 'p', auth: 'a' } });
    expect(await isPushOn(KEY, stored('https://push.example/mine'), env)).toBe(true);
    expect(await isPushOn(KEY, stored('https://push.example/another-device'), env)).toBe(false);
    expect(await isPushOn(KEY, null, env)).toBe(false);
    expect(await isPushOn(OTHER_KEY, stored('https://push.example/mine'), env)).toBe(false);
  });

  it('turns off: unsubscribes this browser and clears the account', async () => {
    const { env, setSubscription } = fakeEnvironment({ permission: 'granted' });
    const mine = fakeSubscription('https://push.example/mine', KEY);
    setSubscription(mine);
    const save = vi.fn(async (_: null) => undefined);
    await turnOffPush(save, env);
    expect(mine.unsubscribe).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith(null);
  });
});
