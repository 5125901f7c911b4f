'use client';

import { type ReactNode, useState } from 'react';
import { setCookie } from '../../shared/browser/cookie';

export type Theme = 'dark' | 'light';

/**
 * Switches the dark (default) and light themes; remembered in the `theme` cookie so the server renders it. The icons
 * come from the server (`children`: a sun and a moon, one shown by the page's `data-theme` in CSS), so no icon
 * drawing is in the first-load JavaScript.
 */
export function ThemeToggle({
  initial,
  toLight,
  toDark,
  className,
  children,
}: {
  initial: Theme;
  toLight: string;
  toDark: string;
  className?: string;
  children: ReactNode;
}) {
  const [theme, setTheme] = useState<Theme>(initial);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-label={next === 'light' ? toLight : toDark}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        setCookie('theme', next);
        setTheme(next);
      }}
    >
      {children}
    </button>
  );
}
