'use client';

import { useEffect, useState } from 'react';
import { localePath } from '../../i18n/paths';
import { errorTexts } from './error-texts';
import { FullPageMessage } from './full-page-message';
import styles from './full-page-message.module.css';

/**
 * The error screen of every page's error boundary (`app/[locale]/error.tsx`): the spec's image,
 * page.error.description, the home button and a retry. It renders without server messages, so it uses the error
 * app's own texts.
 */
export default function PageErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale, setLocale] = useState('en');
  useEffect(() => {
    setLocale(document.documentElement.lang || 'en');
    // The standard report: the console, and error tracking when it is on (shared/error-reporting).
    reportError(error);
  }, [error]);
  const texts = errorTexts(locale);
  return (
    <FullPageMessage
      code="500"
      imageAlt={texts.image}
      message={texts.description}
      homeHref={localePath(locale, '/')}
      homeLabel={texts.home}
    >
      <button type="button" className={styles.secondary} onClick={reset}>
        {texts.retry}
      </button>
    </FullPageMessage>
  );
}
