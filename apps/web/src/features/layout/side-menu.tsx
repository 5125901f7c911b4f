'use client';

import { useEffect } from 'react';

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
