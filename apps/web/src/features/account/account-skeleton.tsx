import styles from './account-area.module.css';

/** The labels of a visitor's account buttons. */
export type VisitorLabels = { signIn: string; signUp: string };

/** What a player's account buttons show (the server read the session with the page): deposit, balance, name. */
export type PlayerLabels = { deposit: string; balance: string; name: string };

/**
 * The header's account slot while the session is not known yet in the browser (what the server renders too), shaped
 * like what replaces it so the header does not move when it comes: a request without a session cookie gets the
 * sign-in and sign-up buttons' boxes, one whose session the server could read gets the deposit and account buttons'
 * boxes, each with its labels unseen, so they take the same room in any language. Otherwise (the server's read of
 * the session failed) it is a block of fixed size.
 */
export function AccountSkeleton({
  label,
  visitor,
  player,
}: {
  label: string;
  visitor?: VisitorLabels | undefined;
  player?: PlayerLabels | undefined;
}) {
  if (visitor) {
    return (
      <div className={styles.buttons} role="status" aria-busy="true" aria-label={label}>
        <span className={`${styles.signIn} ${styles.unseen}`} aria-hidden="true">
          {visitor.signIn}
        </span>
        <span className={`${styles.signUp} ${styles.unseen}`} aria-hidden="true">
          {visitor.signUp}
        </span>
      </div>
    );
  }
  if (player) {
    return (
      <div className={styles.player} role="status" aria-busy="true" aria-label={label}>
        <span className={`${styles.deposit} ${styles.unseen}`} aria-hidden="true">
          {player.deposit}
        </span>
        <span className={`${styles.menuButton} ${styles.unseen}`} aria-hidden="true">
          <span className={styles.balance}>{player.balance}</span>
          <span className={styles.name}>{player.name}</span>
        </span>
      </div>
    );
  }
  return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label} />;
}
