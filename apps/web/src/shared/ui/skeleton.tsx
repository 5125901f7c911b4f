import styles from './skeleton.module.css';

/** Placeholder of a page of match lists while the server renders it (same row sizes: no layout shift). */
export function ListSkeleton({ groups = 2, rows = 4, label }: { groups?: number; rows?: number; label: string }) {
  return (
    <div className={styles.page} aria-busy="true" aria-label={label} role="status">
      <div className={styles.title} />
      <div className={styles.tabs} />
      {Array.from({ length: groups }, (_, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <div key={g} className={styles.group}>
          <div className={styles.head} />
          {Array.from({ length: rows }, (_, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
            <div key={r} className={styles.row}>
              <span className={styles.cellTime} />
              <span className={styles.cellTeams} />
              <span className={styles.cellOdds} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
