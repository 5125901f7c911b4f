'use client';

import { useState } from 'react';
import { setCookie } from '../../shared/browser/cookie';
import { MoonIcon, SunIcon } from '../../shared/ui/icons';

export type Theme = 'dark' | 'light';

/** Switches the dark (default) and light themes; remembered in the `theme` cookie so the server renders it. */
export function ThemeToggle({
  initial,
  toLight,
  toDark,
  className,
}: {
  initial: Theme;
  toLight: string;
  toDark: string;
  className?: string;
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
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
