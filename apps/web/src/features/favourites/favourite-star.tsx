'use client';

import { memo } from 'react';
import { Icon } from '../../shared/ui/icons';
import { openAuthDialog, whenAuthKnown } from '../account/auth-store';
import styles from './favourite-star.module.css';
import { useIsFavourite } from './favourites-store';

/**
 * The star of a match (lists and the match page): a toggle `button` with `aria-pressed`, named after the match
 * ("Favorite: Arsenal vs Chelsea"). A player's click flips it at once and tells the server (reverting with the
 * error toast when that fails); a visitor's click opens the sign-in dialog (favorites need an account, spec §6).
 * `data-favourite-star` tells it apart from the outcome buttons, which are toggle buttons too.
 */
export const FavouriteStar = memo(function FavouriteStar({
  matchId,
  label,
  size = 'm',
}: {
  matchId: number;
  /** Accessible name, naming the match. */
  label: string;
  size?: 'm' | 'l';
}) {
  const starred = useIsFavourite(matchId);
  return (
    <button
      type="button"
      className={size === 'l' ? `${styles.star} ${styles.large}` : styles.star}
      aria-pressed={starred}
      aria-label={label}
      data-favourite-star=""
      onClick={() => {
        // A click while the session still loads is acted on once it is known.
        whenAuthKnown((status) => {
          if (status !== 'LOGGED_IN') openAuthDialog('sign-in', { reason: 'favourite' });
          // Loaded after hydration already, as a rule; a click before that waits for it.
          else void import('./favourites-sync').then(({ toggleFavourite }) => toggleFavourite(matchId));
        });
      }}
    >
      <Icon name={starred ? 'star-filled' : 'star'} size={size === 'l' ? 22 : 18} />
    </button>
  );
});
