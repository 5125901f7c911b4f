/** What tells that someone is using the page: scrolling, a pointer or finger, a key. */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Runs `run` once, on the first sign that someone is using the page (not during its load, where it would compete
 * with hydration). Answers a function that cancels it.
 */
export function onFirstUse(run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of USE_EVENTS) window.removeEventListener(type, fire, options);
  };
  function fire(): void {
    stop();
    run();
  }
  for (const type of USE_EVENTS) window.addEventListener(type, fire, options);
  return stop;
}
