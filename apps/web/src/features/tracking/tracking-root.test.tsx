import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveConsent } from './consent';
import type { ConsentLabels } from './consent-labels';
import { openConsentSettings } from './consent-open';
import { clearCookies } from './test-cookies';
import { TrackingRoot } from './tracking-root';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));
// Runs the idle callback at once, so the first-visit dialog decision is synchronous.
vi.mock('../../shared/browser/when-idle', () => ({
  whenIdle: (run: () => void) => {
    run();
    return () => undefined;
  },
}));

const labels = new Proxy({} as ConsentLabels, { get: (_, key) => String(key) });

beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.show ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('tracking root', () => {
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
    delete document.body.dataset.hostOrigin;
    pathname = '/';
  });

  it('asks a visitor who has not chosen, first in <body>, and counts the page once analytics is granted', async () => {
    render(<TrackingRoot labels={labels} />);
    const dialog = await screen.findByRole('dialog', { name: 'title' });
    expect(document.body.firstElementChild?.contains(dialog)).toBe(true);
    expect(window.dataLayer ?? []).toEqual([]);
    act(() => screen.getByRole('button', { name: 'acceptAll' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.dataLayer).toMatchObject([{ event: 'page_view', page_path: '/' }]);
  });

  it('counts client navigations only with analytics consent', () => {
    saveConsent({ analytics: false, marketing: false });
    const { rerender } = render(<TrackingRoot labels={labels} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    pathname = '/live';
    rerender(<TrackingRoot labels={labels} />);
    expect(window.dataLayer ?? []).toEqual([]);

    saveConsent({ analytics: true, marketing: false });
    window.dataLayer = [];
    window.history.replaceState(null, '', '/football');
    pathname = '/football';
    rerender(<TrackingRoot labels={labels} />);
    expect(window.dataLayer).toMatchObject([{ event: 'page_view', page_path: '/football' }]);
  });

  it('reopens from "Cookie settings" as a modal with the categories', async () => {
    saveConsent({ analytics: true, marketing: false });
    render(<TrackingRoot labels={labels} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openConsentSettings());
    expect(await screen.findByRole('switch', { name: 'analytics' })).toHaveProperty('checked', true);
  });
});

describe('tracking root, loaded late', () => {
  afterEach(clearCookies);

  it('opens the settings a click asked for before it loaded', async () => {
    saveConsent({ analytics: false, marketing: false });
    openConsentSettings();
    render(<TrackingRoot labels={labels} />);
    expect(await screen.findByRole('switch', { name: 'marketing' })).toHaveProperty('checked', false);
  });
});
