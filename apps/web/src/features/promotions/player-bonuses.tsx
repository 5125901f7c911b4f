'use client';

import { useState } from 'react';
import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import { MyBonuses, type MyBonusesLabels } from '../bonuses/my-bonuses';
import { PromoCodeForm, type PromoCodeLabels } from '../bonuses/promo-code-form';

/**
 * The promotions page's player part: the promo-code field and the player's bonuses (refreshed after a code is
 * redeemed) for a player, a sign-in button for a visitor.
 */
export function PlayerBonuses({
  locale,
  promoCode,
  bonuses,
  signIn,
}: {
  locale: string;
  promoCode: PromoCodeLabels;
  bonuses: MyBonusesLabels;
  signIn: string;
}) {
  const status = useAuthStore((s) => s.authStatus);
  const [version, setVersion] = useState(0);
  if (status === 'NOT_LOGGED_IN') return <SignInButton label={signIn} />;
  if (status !== 'LOGGED_IN') return null;
  return (
    <>
      <PromoCodeForm labels={promoCode} onRedeemed={() => setVersion((v) => v + 1)} />
      <MyBonuses locale={locale} labels={bonuses} version={version} />
    </>
  );
}
