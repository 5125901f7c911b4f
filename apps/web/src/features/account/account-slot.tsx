'use client';

import { lazy, Suspense } from 'react';
import { ClientTexts } from '../../shared/i18n/client-texts';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { AccountSkeleton, type PlayerLabels, type VisitorLabels } from './account-skeleton';
import type { SessionSeed } from './auth-store';

// The account area (player menu, deep links, responsible gambling, deposit reminder) is a chunk of its own, loaded
// once the page has hydrated with its texts. The first paint is a skeleton shaped like what replaces it: a visitor's
// buttons when the request had no session cookie, a player's when the server could read the session.
const AccountArea = lazy(() => import('./account-area').then((m) => ({ default: m.AccountArea })));

/** The header's account slot: the loading skeleton until the account area is loaded, then the area itself. */
export function AccountSlot({
  loadingLabel,
  locale,
  phoneVerificationRequired,
  signUpReminderSeconds = 0,
  visitor,
  player,
  session,
}: {
  /** The skeleton's accessible name ("Loading account"). */
  loadingLabel: string;
  locale: string;
  phoneVerificationRequired: boolean;
  /** SIGN_UP_REMINDER_SECONDS (web config): 0 is off. */
  signUpReminderSeconds?: number;
  /** The request had no session cookie: the skeleton takes the room of these buttons. */
  visitor?: VisitorLabels | undefined;
  /** The server read the request's session: the skeleton takes the room of the player's buttons. */
  player?: PlayerLabels | undefined;
  /** The session's player and accounts as the server read them: the account store starts from them. */
  session?: SessionSeed | undefined;
}) {
  const hydrated = useHydrated();
  const skeleton = <AccountSkeleton label={loadingLabel} visitor={visitor} player={player} />;
  if (!hydrated) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <ClientTexts locale={locale} bundle="account">
        {(messages) => (
          <AccountArea
            messages={messages}
            locale={locale}
            phoneVerificationRequired={phoneVerificationRequired}
            signUpReminderSeconds={signUpReminderSeconds}
            visitor={visitor}
            player={player}
            session={session}
          />
        )}
      </ClientTexts>
    </Suspense>
  );
}
