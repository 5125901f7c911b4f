import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConsent, saveConsent } from './consent';
import { ConsentBanner } from './consent-banner';
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

  describe('the banner the server rendered', () => {
    const serverBanner = () => {
      const host = document.createElement('div');
      host.innerHTML = renderToStaticMarkup(<ConsentBanner labels={labels} />);
      document.body.prepend(host);
      return host;
    };
    afterEach(() => {
      for (const node of document.querySelectorAll('[data-consent-banner]')) node.parentElement?.remove();
    });

    it('arrives with disabled buttons, is given its choices after hydration, and "Necessary only" records them', () => {
      serverBanner();
      const necessary = screen.getByRole('button', { name: 'necessaryOnly' }) as HTMLButtonElement;
      expect(necessary.disabled).toBe(true);
      render(<TrackingRoot labels={labels} />);
      expect(necessary.disabled).toBe(false);
      // No second, client-made dialog for the same question.
      expect(screen.getAllByRole('dialog', { name: 'title' })).toHaveLength(1);
      act(() => necessary.click());
      expect(readConsent()).toEqual({ analytics: false, marketing: false });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('"Choose" gives way to the settings dialog with the categories', async () => {
      serverBanner();
      render(<TrackingRoot labels={labels} />);
      act(() => (screen.getByRole('button', { name: 'choose' }) as HTMLButtonElement).click());
      expect(document.querySelector('[data-consent-banner]')).toBeNull();
      expect(await screen.findByRole('switch', { name: 'analytics' })).toBeTruthy();
      expect(readConsent()).toBeNull();
    });
  });
});
