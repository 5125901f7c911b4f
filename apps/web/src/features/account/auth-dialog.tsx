'use client';

import styles from './auth-dialog.module.css';
import { openAuthDialog } from './auth-store';

/** A button that asks a visitor to sign in (favorites, my bets, placing a bet). */
export function SignInButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className ?? styles.primary} onClick={() => openAuthDialog('sign-in')}>
      {label}
    </button>
  );
}
