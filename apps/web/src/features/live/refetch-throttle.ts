/**
 * When the page refetches its lists after status changes (a match went live, finished, was added or removed): at
 * most once per `everyMs`, counted from the page's own snapshot. The page was rendered moments before it mounts, so
 * a status change in its first seconds waits like any other instead of refetching (and moving the list) while the
 * visitor starts to read and tap. A lost publication (`now()`) refetches at once.
 */
export function createRefetchThrottle(refetch: () => void, everyMs: number, clock: () => number = Date.now) {
  let last = clock();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = clock();
    refetch();
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    /** A status change: refetch once the window since the last snapshot has passed (one pending at a time). */
    schedule(): void {
      if (timer === null) timer = setTimeout(run, Math.max(0, last + everyMs - clock()));
    },
    /** A lost publication: the snapshot is stale now. */
    now(): void {
      cancel();
      run();
    },
    cancel,
  };
}
