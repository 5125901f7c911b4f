'use client';

import { useEffect, useState } from 'react';
import { days, deleteCookie, setCookie } from '../../shared/browser/cookie';
import { COOKIES, SIDEBAR_COLLAPSED } from '../../shared/browser/storage-keys';
import { MenuIcon } from '../../shared/ui/icons';

/**
 * Behaviour of the side menu popover (the left sidebar becomes a drawer below 960 px): following a link
 * inside closes it, and the page behind does not scroll while it is open (`<body data-scroll>`).
 * The opening and closing themselves are the platform's (`popover`, `popovertarget`, Escape, light dismiss).
 */
export function SideMenuBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const menu = document.getElementById(id);
    if (!menu) return;
    const onToggle = (event: Event) => {
      document.body.dataset.scroll = (event as ToggleEvent).newState === 'open' ? 'hidden' : 'visible';
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]') && menu.matches(':popover-open')) {
        menu.hidePopover();
      }
    };
    menu.addEventListener('toggle', onToggle);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      menu.removeEventListener('click', onClick);
    };
  }, [id]);
  return null;
}

/**
 * The desktop sports menu's collapse / expand button (from 960 px). The state lives on the layout's
 * `[data-sidebar]` element, which the server renders from the `is_left_sidebar_collapsed` cookie, so a reload paints
 * the chosen width at once; the button flips it and rewrites the cookie.
 */
export function SidebarCollapse({
  initial,
  controls,
  labels,
  className,
}: {
  initial: boolean;
  /** Id of the menu body the button shows and hides. */
  controls: string;
  labels: { collapse: string; expand: string };
  className?: string;
}) {
  const [collapsed, setCollapsed] = useState(initial);
  return (
    <button
      type="button"
      className={className}
      aria-expanded={!collapsed}
      aria-controls={controls}
      aria-label={collapsed ? labels.expand : labels.collapse}
      title={collapsed ? labels.expand : labels.collapse}
      onClick={(event) => {
        const next = !collapsed;
        const shell = event.currentTarget.closest<HTMLElement>('[data-sidebar]');
        if (shell) shell.dataset.sidebar = next ? 'collapsed' : 'expanded';
        if (next) setCookie(COOKIES.isLeftSidebarCollapsed, SIDEBAR_COLLAPSED, days(365));
        else deleteCookie(COOKIES.isLeftSidebarCollapsed);
        setCollapsed(next);
      }}
    >
      <MenuIcon size={20} />
    </button>
  );
}
