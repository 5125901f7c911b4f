/** A due refetch waits until the visitor has not pointed, touched, scrolled or typed for this long. */
export const SETTLE_MS = 1_000;
/** The longest a due refetch waits for the visitor to settle. */
export const MAX_SETTLE_WAIT_MS = 10_000;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

/** The time of the visitor's last pointer, touch, wheel, scroll or key event on `target` (0 before any). */
export function trackActivity(target: Window, clock: () => number = Date.now) {
  let last = 0;
  const seen = () => {
    last = clock();
  };
  const options = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, seen, options);
  return {
    last: () => last,
    stop: () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, seen, options);
    },
  };
}

/**
 * When the page refetches its lists after status changes (a match went live, finished, was added or removed): at
 * most once per `everyMs`, counted from the page's own snapshot. The page was rendered moments before it mounts, so
 * a status change in its first seconds waits like any other instead of refetching (and moving the list) while the
 * visitor starts to read and tap. A due refetch also waits while the visitor is pointing, touching, scrolling or
 * typing (`lastActivity`, up to `MAX_SETTLE_WAIT_MS`), so rows do not move under a finger about to tap a price.
 * A lost publication (`now()`) refetches at once.
 */
export function createRefetchThrottle(
  refetch: () => void,
  everyMs: number,
  { clock = Date.now, lastActivity = () => 0 }: { clock?: () => number; lastActivity?: () => number } = {},
) {
  let last = clock();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = clock();
    refetch();
  };
  /** The refetch is due since `dueSince`: it runs once the visitor has settled, or at the longest wait. */
  const whenSettled = (dueSince: number) => {
    const now = clock();
    const settledAt = lastActivity() + SETTLE_MS;
    if (settledAt > now && now - dueSince < MAX_SETTLE_WAIT_MS) {
      timer = setTimeout(() => whenSettled(dueSince), Math.min(settledAt, dueSince + MAX_SETTLE_WAIT_MS) - now);
      return;
    }
    run();
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    /** A status change: refetch once the window since the last snapshot has passed (one pending at a time). */
    schedule(): void {
      if (timer === null) timer = setTimeout(() => whenSettled(clock()), Math.max(0, last + everyMs - clock()));
    },
    /** A lost publication: the snapshot is stale now. */
    now(): void {
      cancel();
      run();
    },
    cancel,
  };
}
