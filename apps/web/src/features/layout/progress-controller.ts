/**
 * The navigation progress bar's logic (nprogress semantics, spec 001 §9: minimum 0.08, speed 200 ms,
 * trickle 800 ms): `start` shows the bar at the minimum and trickles it towards 99.4 %; `done` fills it,
 * then hides it after one `speed`. Pure apart from the injected timers, so it is tested with fake timers.
 */

export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

export type ProgressView = { visible: boolean; value: number };
type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

/** How far one trickle moves the bar from `n` (slower as it fills). */
export function trickleAmount(n: number): number {
  if (n < 0.2) return 0.1;
  if (n < 0.5) return 0.04;
  if (n < 0.8) return 0.02;
  if (n < 0.99) return 0.005;
  return 0;
}

export function createProgress(
  render: (view: ProgressView) => void,
  settings: { minimum: number; speed: number; trickleSpeed: number } = PROGRESS_SETTINGS,
  timers: Timers = defaultTimers,
) {
  let value: number | null = null;
  let trickle: unknown = null;
  let hide: unknown = null;

  const emit = () => render({ visible: value !== null, value: value ?? 0 });
  const clamp = (n: number) => Math.min(Math.max(n, settings.minimum), 1);
  const stopTrickle = () => {
    if (trickle !== null) timers.clearInterval(trickle);
    trickle = null;
  };

  function set(n: number) {
    if (hide !== null) {
      timers.clearTimeout(hide);
      hide = null;
    }
    value = clamp(n);
    emit();
    if (value === 1) {
      stopTrickle();
      hide = timers.setTimeout(() => {
        hide = null;
        value = null;
        emit();
      }, settings.speed);
    }
  }

  function inc() {
    if (value === null) return start();
    if (value >= 1) return;
    set(Math.min(value + trickleAmount(value), 0.994));
  }

  function start() {
    if (value === null || value === 1) set(0);
    stopTrickle();
    trickle = timers.setInterval(inc, settings.trickleSpeed);
  }

  function done() {
    if (value === null) return;
    set(1);
  }

  return {
    start,
    done,
    set,
    inc,
    get value(): number | null {
      return value;
    },
    dispose() {
      stopTrickle();
      if (hide !== null) timers.clearTimeout(hide);
    },
  };
}
