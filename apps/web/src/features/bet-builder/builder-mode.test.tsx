import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { flattenMessages } from '../account/i18n';
import { mockServer } from '../account/test-fixtures';
import { BuilderMode } from './builder-mode';

const messages = flattenMessages(en['bet-builder']);

function renderMode() {
  return render(
    <BuilderMode match={{ id: 7, name: 'Lions - Tigers', status: 0 }} messages={messages} locale="en">
      <p>Regular markets</p>
    </BuilderMode>,
  );
}

beforeEach(() => {
  mockServer({ 'GET /api/v3/bets/custom/markets/7': () => ({ status: 200, body: { data: [], pagination: {} } }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the match page’s bet builder mode', () => {
  it('opens from the #bet-builder fragment, in place of the regular markets, and closes dropping it', async () => {
    window.history.replaceState(null, '', '/football/lions-tigers#bet-builder');
    renderMode();
    const toggle = screen.getByRole('button', { name: 'Bet builder' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Bet builder' })).toBeTruthy();
    expect((screen.getByText('Regular markets').parentElement as HTMLElement).hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Bet builder' })).toBeNull();
    expect(window.location.hash).toBe('');
    expect((screen.getByText('Regular markets').parentElement as HTMLElement).hidden).toBe(false);
  });

  it('stays closed without the fragment until the toggle opens it (and names it in the address)', async () => {
    window.history.replaceState(null, '', '/football/lions-tigers');
    renderMode();
    const toggle = screen.getByRole('button', { name: 'Bet builder' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(window.location.hash).toBe('#bet-builder');
    expect(await screen.findByText('No markets of this match can be combined right now.')).toBeTruthy();
  });
});
