import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MS, MAX_ALERTS, resetAlerts, showAlert } from './alert-store';
import { AlertHost } from './alerts';

beforeEach(() => {
  resetAlerts();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alerts (spec 001 §9: bottom-centre, closed after 5 s)', () => {
  it('announces info politely and errors assertively, in regions present before any alert', () => {
    render(<AlertHost dismissLabel="Dismiss" />);
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.textContent).toBe('');
    act(() => {
      showAlert({ tone: 'success', text: 'Saved' });
      showAlert({ tone: 'error', text: 'Failed' });
    });
    expect(status.textContent).toBe('Saved');
    expect(alert.textContent).toBe('Failed');
    expect(document.querySelector('[data-alerts]')?.getAttribute('data-pin')).toBe('bottom');
  });

  it('closes after ALERT_MS, pauses while hovered or focused and resumes with the time left', () => {
    render(<AlertHost dismissLabel="Dismiss" />);
    act(() => void showAlert({ tone: 'info', text: 'Copied' }));
    act(() => vi.advanceTimersByTime(ALERT_MS - 1000));
    const text = screen.getByText('Copied');
    fireEvent.pointerEnter(text.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(3 * ALERT_MS));
    expect(screen.getByText('Copied')).toBeTruthy();
    fireEvent.pointerLeave(text.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();

    act(() => void showAlert({ tone: 'info', text: 'Focused' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(2 * ALERT_MS));
    expect(screen.getByText('Focused')).toBeTruthy();
  });

  it('is dismissed by its button, keeps one copy of a repeated text and at most MAX_ALERTS', () => {
    render(<AlertHost dismissLabel="Dismiss" />);
    act(() => {
      showAlert({ tone: 'error', text: 'Same' });
      showAlert({ tone: 'error', text: 'Same' });
    });
    expect(screen.getAllByText('Same')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Same')).toBeNull();
    act(() => {
      for (let i = 0; i < MAX_ALERTS + 2; i++) showAlert({ tone: 'info', text: `n${i}` });
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(MAX_ALERTS);
    expect(screen.queryByText('n0')).toBeNull();
  });
});
