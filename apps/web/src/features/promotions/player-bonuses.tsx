'use client';

import { useState } from 'react';
import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import { usePlayerView } from '../account/player-view';
import { MyBonuses, type MyBonusesLabels } from '../bonuses/my-bonuses';
import { PromoCodeForm, type PromoCodeLabels } from '../bonuses/promo-code-form';

/**
 * The promotions page's player part: the promo-code field and the player's bonuses (refreshed after a code is
 * redeemed) for a player, a sign-in button for a visitor. A request without a session cookie gets the button with
 * the page, so the promotions below it do not move when the session loads.
 */
export function PlayerBonuses({
  locale,
  promoCode,
  bonuses,
  signIn,
  sessionCookie = false,
}: {
  locale: string;
  promoCode: PromoCodeLabels;
  bonuses: MyBonusesLabels;
  signIn: string;
  /** The request had a session cookie. */
  sessionCookie?: boolean;
}) {
  const status = useAuthStore((s) => s.authStatus);
  const playerView = usePlayerView(sessionCookie);
  const [version, setVersion] = useState(0);
  if (!playerView) return <SignInButton label={signIn} />;
  if (status !== 'LOGGED_IN') return null;
  return (
    <>
      <PromoCodeForm labels={promoCode} onRedeemed={() => setVersion((v) => v + 1)} />
      <MyBonuses locale={locale} labels={bonuses} version={version} />
    </>
  );
}
