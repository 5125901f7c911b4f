'use client';

import styles from './auth-dialog.module.css';
import { openAuthDialog as open, type SignInReason } from './auth-store';

export type AuthMode = 'sign-in' | 'sign-up';

/** Opens the sign-in or sign-up dialog (kept for callers of the first version; see `auth-store.ts`). */
export function openAuthDialog(
  mode: AuthMode,
  options: { sessionExpired?: boolean; reason?: SignInReason } = {},
): void {
  open(mode, options);
}

/** A button that asks a visitor to sign in (favorites, my bets, placing a bet). */
export function SignInButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className ?? styles.primary} onClick={() => open('sign-in')}>
      {label}
    </button>
  );
}
