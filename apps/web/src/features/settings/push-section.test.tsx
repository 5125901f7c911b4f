import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { resetAuthStore, useAuthStore } from '../account/auth-store';
import { flattenMessages, translator } from '../account/i18n';
import { applicationServerKey, type PushEnvironment } from '../notifications/web-push';
import { usePlayerSettings } from './player-settings-store';
import { PushSection } from './push-section';

const KEY = `B${'A'.repeat(86)}`;
const t = translator(flattenMessages(en.settings));

/** A browser that grants permission and subscribes (`PushManager` as far as the section uses it). */
function grantingBrowser(): PushEnvironment {
  let subscription: unknown = null;
  const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      subscription = {
        endpoint,
        options: { applicationServerKey: applicationServerKey(KEY).buffer },
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
      };
      return subscription;
    },
  };
  const registration = { pushManager };
  return {
    serviceWorker: {
      register: async () => registration,
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
    notification: { permission: 'default', requestPermission: async () => 'granted' },
    hasPushManager: true,
    embedded: false,
  } as unknown as PushEnvironment;
}

describe('the notifications section of the settings page', () => {
  let stored: string | null = null;
  const posts: unknown[] = [];

  beforeEach(() => {
    stored = null;
    posts.length = 0;
    resetAuthStore();
    usePlayerSettings.setState({ status: 'idle', betting: null, player: null, oddsTypeSave: 'idle' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posts.push(body);
          stored = body.one_signal_push_notification_subscription;
        }
        const reply = {
          betting: {
            stakesPresets: [1],
            oddsAcceptMode: 'none',
            activeOddsType: 'european',
            oddsTypes: ['european'],
            multiSingleAvailableByProvider: {},
          },
          player: {
            stakes: null,
            autoAcceptOddsChange: null,
            oddsType: null,
            oneSignalPushNotificationSubscription: stored,
            updatedAt: null,
          },
        };
        return new Response(JSON.stringify(reply), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns push on after a click, stores the subscription on the account, and turns it off again', async () => {
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 1 } as never }));
    render(<PushSection t={t} publicKey={KEY} environment={grantingBrowser()} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await screen.findByRole('button', { name: 'Turn off notifications' });
    expect(screen.getByText('Notifications are on for this device.')).toBeTruthy();
    expect(JSON.parse(String(stored))).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(posts.at(-1)).toEqual({ one_signal_push_notification_subscription: null });
  });

  it('says so when the player blocked notifications in the browser', async () => {
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 1 } as never }));
    const blocked = {
      ...grantingBrowser(),
      notification: { permission: 'denied' as const, requestPermission: vi.fn() },
    };
    render(<PushSection t={t} publicKey={KEY} environment={blocked} />);
    await waitFor(() => expect(screen.getByText(/Notifications are blocked for this site/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('offers no control where the browser has no push (this test browser) or to a visitor', async () => {
    act(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player: { id: 1 } as never }));
    const { unmount } = render(<PushSection t={t} publicKey={KEY} />);
    await waitFor(() => expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy());
    unmount();

    act(() => useAuthStore.setState({ authStatus: 'NOT_LOGGED_IN', player: null }));
    render(<PushSection t={t} publicKey={KEY} environment={grantingBrowser()} />);
    expect(screen.getByText('Sign in to get notifications about your bets and bonuses.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });
});
