import styles from './account-area.module.css';

/** The header's account slot while the session is not known yet (what the server renders too). */
export function AccountSkeleton({ label }: { label: string }) {
  return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label} />;
}
