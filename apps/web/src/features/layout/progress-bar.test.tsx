import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const location = { pathname: '/', search: '' };
vi.mock('next/navigation', () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
}));

const { ProgressBar, isNavigationClick } = await import('./progress-bar');

function Page() {
  return (
    <>
      <ProgressBar label="Loading page" />
      <a href="/live" onClick={(e) => e.preventDefault()}>
        Live
      </a>
      <a href="https://example.com/x">External</a>
    </>
  );
}

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    location.pathname = '/';
  });
  afterEach(() => vi.useRealTimers());

  it('appears at the minimum when an internal link is clicked and completes on the new path', () => {
    const { rerender } = render(<Page />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Like next/link, the link's own handler prevents the default action; the bar listens in the capture phase.
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(screen.getByRole('progressbar', { name: 'Loading page' }).getAttribute('aria-valuenow')).toBe('8');
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('18');
    location.pathname = '/live';
    rerender(<Page />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('does not start for external links, modified clicks or the current page', () => {
    const here = new URL('/live', window.location.href);
    const anchor = (href: string) => Object.assign(document.createElement('a'), { href });
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    expect(isNavigationClick(click(), anchor('https://example.com/'), here)).toBe(false);
    expect(isNavigationClick(click({ ctrlKey: true }), anchor('/football'), here)).toBe(false);
    expect(isNavigationClick(click(), anchor('/live'), here)).toBe(false);
    expect(isNavigationClick(click(), anchor('/football'), here)).toBe(true);
    expect(isNavigationClick(click(), anchor('/live?sport=tennis'), here)).toBe(true);
  });
});
