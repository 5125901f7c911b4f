import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const realtime = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  return {
    handlers,
    onPrivateEvent: (type: string, handler: () => void) => {
      handlers.set(type, handler);
      return () => handlers.delete(type);
    },
  };
});
vi.mock('../../shared/realtime/realtime', () => realtime);

import { mockServer } from '../account/test-fixtures';
import { BONUS_TOASTER_DELAY_MS, BonusToaster } from './bonus-toaster';
import { PromoCodeForm } from './promo-code-form';

const bonus = (id: number, name: string) => ({
  id,
  type: 'freebet_only_win',
  name,
  description: '',
  status: 'available',
  trigger: 'operator',
  amount: 500,
  currency: 'EUR',
  subunits: 2,
  rules: {},
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: null,
  issued: {
    isActive: false,
    seen: false,
    timesUsed: 0,
    usesCount: 1,
    issuedAt: '',
    activatedAt: null,
    expiredAt: null,
  },
});

const labels = {
  label: 'Promo code',
  submit: 'Redeem',
  busy: 'Redeeming…',
  success: 'Done: {name} is yours.',
  errors: {
    promo_code_not_found: 'This code does not exist.',
    promo_code_used: 'You have already used this code.',
    default: 'Try again.',
  },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the promo-code form', () => {
  it('redeems a code and names the bonus received', async () => {
    const calls = mockServer({
      'POST /api/v3/bonuses/promo-code': () => ({ status: 201, body: bonus(3, '€10 free bet') }),
    });
    render(<PromoCodeForm labels={labels} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('status')).textContent).toContain('Done: €10 free bet is yours.');
    expect(calls).toEqual(['POST /api/v3/bonuses/promo-code']);
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('');
  });

  it('says why a code is refused, by its reason, and falls back to a generic text', async () => {
    mockServer({
      'POST /api/v3/bonuses/promo-code': () => ({
        status: 409,
        body: { error: { code: 'promo_code_used', message: 'used' } },
      }),
    });
    render(<PromoCodeForm labels={labels} />);
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You have already used this code.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    mockServer({
      'POST /api/v3/bonuses/promo-code': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByText('Try again.')).isConnected).toBe(true);
  });

  it('does not send an empty code', () => {
    const calls = mockServer({});
    render(<PromoCodeForm labels={labels} />);
    expect((screen.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });
});

function renderToaster() {
  render(
    <BonusToaster
      locale="en"
      promotionsHref="/promotions"
      labels={{ title: 'New bonus', view: 'See', close: 'Close' }}
    />,
  );
}

/** Lets the toaster's delay pass (a look at the unseen bonuses, and what it shows). */
async function afterTheDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(BONUS_TOASTER_DELAY_MS);
  });
}

describe('the bonus toaster (spec 000 §4: unseen bonuses once, after a delay, seen when dismissed)', () => {
  it('waits, shows the unseen bonuses one at a time, and marks each seen when dismissed', async () => {
    vi.useFakeTimers();
    const seen: unknown[] = [];
    const calls = mockServer({
      'GET /api/v3/bonuses': () => ({
        status: 200,
        body: { data: [bonus(1, 'Welcome free bet'), bonus(2, 'Acca boost')] },
      }),
      'POST /api/v3/bonuses/mark-as-seen': (init) => {
        seen.push(JSON.parse(String(init?.body)));
        return { status: 204 };
      },
    });
    renderToaster();
    expect(screen.queryByRole('status')).toBeNull();
    await afterTheDelay();
    expect(calls).toEqual(['GET /api/v3/bonuses']);
    expect(screen.getByRole('status', { name: 'New bonus' }).textContent).toContain('Welcome free bet');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.getByRole('status', { name: 'New bonus' }).textContent).toContain('Acca boost');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual([[{ id: 1, type: 'freebet_only_win' }], [{ id: 2, type: 'freebet_only_win' }]]);
  });

  it('looks again when a bonus is issued while the page is open', async () => {
    vi.useFakeTimers();
    const calls = mockServer({ 'GET /api/v3/bonuses': () => ({ status: 200, body: { data: [] } }) });
    renderToaster();
    await afterTheDelay();
    realtime.handlers.get('bonus_issued')?.();
    await afterTheDelay();
    expect(calls).toEqual(['GET /api/v3/bonuses', 'GET /api/v3/bonuses']);
  });

  it('shows a bonus once even when a second look still lists it as unseen (dismissed before the server marked it)', async () => {
    vi.useFakeTimers();
    // The server keeps listing the bonus as unseen: the second look raced the mark-as-seen call.
    mockServer({
      'GET /api/v3/bonuses': () => ({ status: 200, body: { data: [bonus(1, 'Welcome free bet')] } }),
      'POST /api/v3/bonuses/mark-as-seen': () => ({ status: 204 }),
    });
    renderToaster();
    await afterTheDelay();
    expect(screen.getByRole('status', { name: 'New bonus' }).textContent).toContain('Welcome free bet');
    // Issued again while it shows (the player redeemed a code): a second look lists the same bonus.
    realtime.handlers.get('bonus_issued')?.();
    await afterTheDelay();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('status')).toBeNull();
    // And a look after the dismissal, before the server has caught up, does not raise it either.
    realtime.handlers.get('bonus_issued')?.();
    await afterTheDelay();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
