import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConsent, saveConsent } from './consent';
import ConsentDialog from './consent-dialog';
import type { ConsentLabels } from './consent-labels';
import { trackPageView } from './data-layer';
import { clearCookies } from './test-cookies';

const labels: ConsentLabels = {
  title: 'Cookies on this site',
  text: 'We use cookies.',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  choose: 'Choose',
  save: 'Save choices',
  close: 'Close',
  categories: 'Cookie categories',
  alwaysOn: 'Always on',
  necessary: 'Necessary',
  necessaryText: 'Needed.',
  analytics: 'Analytics',
  analyticsText: 'Counts pages.',
  marketing: 'Marketing',
  marketingText: 'Keeps tags.',
};

describe('consent dialog', () => {
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('is a dialog named by its title; "Necessary only" records the refusal and nothing is tracked', () => {
    const onClose = vi.fn();
    render(<ConsentDialog labels={labels} mode="first" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Cookies on this site' });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(readConsent()).toEqual({ analytics: false, marketing: false });
    expect(onClose).toHaveBeenCalledTimes(1);
    trackPageView();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('"Accept all" grants every category', () => {
    render(<ConsentDialog labels={labels} mode="first" onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toEqual({ analytics: true, marketing: true });
  });

  it('"Choose" shows a switch per category, focuses the first one and saves what is switched on', async () => {
    render(<ConsentDialog labels={labels} mode="first" onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const necessary = screen.getByRole('switch', { name: /Necessary/ });
    expect(necessary).toHaveProperty('checked', true);
    expect(necessary).toHaveProperty('disabled', true);
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    await waitFor(() => expect(document.activeElement).toBe(analytics));
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
  });

  it('opened as settings shows the current choice, and Escape closes it without a change', () => {
    saveConsent({ analytics: false, marketing: true });
    const onClose = vi.fn();
    render(<ConsentDialog labels={labels} mode="settings" onClose={onClose} />);
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Analytics' })).toHaveProperty('checked', false);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(readConsent()).toEqual({ analytics: false, marketing: true });
  });
});
