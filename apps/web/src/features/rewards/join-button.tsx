'use client';

import { useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { openAuthDialog, whenAuthKnown } from '../account/auth-store';
import { ErrorLine } from './reward-section';
import styles from './rewards.module.css';
import { useRewardsPlayerView } from './served-session';

/**
 * "Join" of a campaign or jackpot the player has not joined: a visitor is asked to sign in; a player's join is
 * sent once (the button is busy meanwhile) and a refusal says what to do. Nothing once joined (the card says so).
 * Until the session is known the button is the one the lists were read for, and a click waits for the session:
 * it joins for a player and asks a visitor to sign in.
 */
export function JoinButton({
  joined,
  m,
  join,
  onJoined,
}: {
  joined: boolean;
  m: FlatMessages;
  join: () => Promise<unknown>;
  onJoined: () => void;
}) {
  const player = useRewardsPlayerView();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (joined) return <p className={styles.joined}>{tr(m, 'rewards.joined')}</p>;
  if (!player) {
    return (
      <button type="button" className={styles.primary} onClick={() => openAuthDialog('sign-in')}>
        {tr(m, 'rewards.sign-in-to-join')}
      </button>
    );
  }
  const click = async () => {
    setBusy(true);
    setError(null);
    try {
      await join();
      onJoined();
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => whenAuthKnown((status) => (status === 'LOGGED_IN' ? void click() : openAuthDialog('sign-in')))}
      >
        {busy ? tr(m, 'rewards.joining') : tr(m, 'rewards.join')}
      </button>
      {error ? <ErrorLine m={m} error={error} /> : null}
    </>
  );
}
