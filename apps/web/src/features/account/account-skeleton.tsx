import styles from './account-area.module.css';

/** The labels of a visitor's account buttons. */
export type VisitorLabels = { signIn: string; signUp: string };

/**
 * The header's account slot while the session is not known yet (what the server renders too). A request without a
 * session cookie is a visitor's: the skeleton is then the sign-in and sign-up buttons' own boxes with their labels
 * unseen, so the buttons that replace it take the same room in any language (a fixed width moved the header's
 * search button when they came).
 */
export function AccountSkeleton({ label, visitor }: { label: string; visitor?: VisitorLabels | undefined }) {
  if (!visitor) return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label} />;
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
