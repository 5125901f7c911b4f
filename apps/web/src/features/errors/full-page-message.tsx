import type { ReactNode } from 'react';
import { ErrorIllustration } from './error-illustration';
import styles from './full-page-message.module.css';

/**
 * A full-page message (spec §2): locked, blocked, error, not found. Image, the message as the page heading,
 * and the go-to-home-page button leading to the locale root.
 */
export function FullPageMessage({
  code,
  imageAlt,
  message,
  homeHref,
  homeLabel,
  children,
}: {
  code?: string;
  imageAlt: string;
  message: string;
  homeHref: string;
  homeLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <ErrorIllustration label={imageAlt} code={code} />
      <h1 className={styles.message}>{message}</h1>
      <div className={styles.actions}>
        {children}
        <a data-spa className={styles.home} href={homeHref}>
          {homeLabel}
        </a>
      </div>
    </section>
  );
}
