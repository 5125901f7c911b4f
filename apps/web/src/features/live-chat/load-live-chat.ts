import { whenConsented } from '../tracking/consent';

/** Marks the widget's script element, so a page loads it once whatever mounts the slot again. */
const MARK = 'data-live-chat';

/**
 * Loads the operator's live-chat widget (spec 000 §1): a third-party script that sets its own cookies and records
 * the visit, so it waits for analytics consent (docs/decisions.md), then for an idle moment, and is added once per
 * page. The widget reads the page's locale from the script's `data-locale`. Answers a function that cancels the wait.
 * A withdrawal takes effect at the next page load: a script that ran cannot be taken back.
 */
export function loadLiveChat(src: string, locale: string, idle: (run: () => void) => () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelConsent = whenConsented('analytics', () => {
    cancelIdle = idle(() => {
      if (document.querySelector(`script[${MARK}]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.setAttribute(MARK, '');
      script.dataset.locale = locale;
      document.body.append(script);
    });
  });
  return () => {
    cancelConsent();
    cancelIdle();
  };
}
