/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), or after a short delay where there is no
 * `requestIdleCallback` (Safari). Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
