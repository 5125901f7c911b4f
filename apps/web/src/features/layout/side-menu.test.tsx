import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from '../../shared/browser/cookie';
import { COOKIES } from '../../shared/browser/storage-keys';
import { SidebarCollapse } from './side-menu';

const labels = { collapse: 'Collapse the sports menu', expand: 'Expand the sports menu' };

describe('SidebarCollapse (is_left_sidebar_collapsed)', () => {
  afterEach(() => deleteCookie(COOKIES.isLeftSidebarCollapsed));

  it('collapses and expands the layout column, keeping the cookie the server reads', () => {
    render(
      <div data-sidebar="expanded" data-testid="shell">
        <SidebarCollapse initial={false} controls="body" labels={labels} />
      </div>,
    );
    const shell = screen.getByTestId('shell');
    const button = screen.getByRole('button', { name: labels.collapse });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    expect(shell.dataset.sidebar).toBe('collapsed');
    expect(readCookie(COOKIES.isLeftSidebarCollapsed)).toBe('1');
    expect(screen.getByRole('button', { name: labels.expand }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(shell.dataset.sidebar).toBe('expanded');
    expect(readCookie(COOKIES.isLeftSidebarCollapsed)).toBeNull();
  });

  it('starts collapsed as the server rendered it', () => {
    render(<SidebarCollapse initial controls="body" labels={labels} />);
    expect(screen.getByRole('button', { name: labels.expand }).getAttribute('aria-expanded')).toBe('false');
  });
});
