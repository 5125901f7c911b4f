import styles from './consent-dialog.module.css';
import type { ConsentLabels } from './consent-labels';

/** Marks the server-rendered banner; `tracking-root.tsx` adopts it (its buttons) after hydration. */
export const CONSENT_BANNER_ATTR = 'data-consent-banner';
/** A banner button's choice: `all`, `necessary` or `choose`. */
export const CONSENT_CHOICE_ATTR = 'data-consent-choice';

/**
 * The first-visit consent banner, rendered with the page for a visitor without a choice (spec 000 §2 cookie
 * confirmation): painted with the first HTML, so it neither shifts nor becomes a late largest paint (it was the LCP
 * element at ~3.3 s when it came after hydration, issue 22). The same non-modal dialog as the client's "first" mode,
 * first in the body; its buttons are disabled until the choice handlers arrive right after hydration, so a click is
 * never lost. "Choose" opens the settings dialog with the categories.
 */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  return (
    <dialog
      open
      className={styles.dialog}
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-text"
      {...{ [CONSENT_BANNER_ATTR]: '' }}
    >
      <div className={styles.head}>
        <h2 id="consent-banner-title" className={styles.title}>
          {labels.title}
        </h2>
      </div>
      <p id="consent-banner-text" className={styles.text}>
        {labels.text}
      </p>
      {/* Refusing is as easy and as prominent as accepting. */}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled {...{ [CONSENT_CHOICE_ATTR]: 'all' }}>
          {labels.acceptAll}
        </button>
        <button type="button" className={styles.primary} disabled {...{ [CONSENT_CHOICE_ATTR]: 'necessary' }}>
          {labels.necessaryOnly}
        </button>
        <button type="button" className={styles.secondary} disabled {...{ [CONSENT_CHOICE_ATTR]: 'choose' }}>
          {labels.choose}
        </button>
      </div>
    </dialog>
  );
}
