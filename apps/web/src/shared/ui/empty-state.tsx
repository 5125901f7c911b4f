import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A real empty state: an icon, what is (not) here and what to do next. */
export function EmptyState({
  icon,
  title,
  hint,
  children,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {hint && <p className={styles.hint}>{hint}</p>}
      {children}
    </div>
  );
}
