'use client';

import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import { PromoCodeForm, type PromoCodeLabels } from '../bonuses/promo-code-form';

/** The promotions page's promo-code field: the form for a player, a sign-in button for a visitor. */
export function PromoCodeSlot({ labels, signIn }: { labels: PromoCodeLabels; signIn: string }) {
  const status = useAuthStore((s) => s.authStatus);
  if (status === 'LOGGED_IN') return <PromoCodeForm labels={labels} />;
  if (status === 'NOT_LOGGED_IN') return <SignInButton label={signIn} />;
  return null;
}
