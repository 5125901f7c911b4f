/**
 * What the browser does not report to error tracking (spec 001 §8), in one place: network, connection-abort and
 * time-out errors, cancelled requests, chunk-load and script-load failures, the resize-observer loop message,
 * errors of marketing and tracking scripts, errors flagged to skip, out-of-limit answers, and jackpot reads that
 * answered 400, 404 or 500. Everything else is reported. Pure: no SDK import, so it is tested without one.
 */

const SKIP = Symbol.for('sportsbook.skip-report');

/** Flags an error as not to be reported (a failure the caller handled and showed); answers it. */
export function skipReport<E>(error: E): E {
  if (typeof error === 'object' && error !== null) Object.defineProperty(error, SKIP, { value: true });
  return error;
}

/** Error names that are not faults of the product. */
const IGNORED_NAMES = new Set(['AbortError', 'TimeoutError', 'CancelledError', 'ChunkLoadError', 'NetworkError']);

/** Messages of the same kinds, as the browsers and libraries word them. */
const IGNORED_MESSAGES: readonly RegExp[] = [
  // network
  /^Failed to fetch\b/i,
  /NetworkError when attempting to fetch resource/i,
  /^Load failed$/i,
  /network ?(error|request failed)/i,
  /ERR_(NETWORK|INTERNET_DISCONNECTED|CONNECTION_(REFUSED|RESET|CLOSED))/,
  // connection abort, time-out, cancelled
  /\baborted\b/i,
  /\btimed? ?out\b/i,
  /^CancelledError$/,
  /\bcancell?ed\b/i,
  // chunk and script loading
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /^Script error\.?$/i,
  /Failed to load script/i,
  // the browser's resize-observer loop notice (harmless)
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
];

/** Hosts of marketing and tracking scripts (tag manager, analytics, ad pixels): their errors are not ours. */
const TRACKING_HOSTS: readonly string[] = [
  'googletagmanager.com',
  'google-analytics.com',
  'analytics.google.com',
  'doubleclick.net',
  'googleadservices.com',
  'connect.facebook.net',
  'hotjar.com',
  'clarity.ms',
  'bat.bing.com',
  'analytics.tiktok.com',
  'snap.licdn.com',
];

/** Jackpot reads whose 400, 404 and 500 answers are expected (spec 001 §8): the widget simply shows no jackpot. */
const JACKPOT_READ = /^\/api\/v3\/jackpot(s|-hits)\/?$/;
const QUIET_JACKPOT_STATUSES = new Set([400, 404, 500]);
/** Limit answers (responsible-gambling and bet limits): expected, shown to the player. */
const OUT_OF_LIMIT_CODE = /_limit_(exceeded|reached)$/;

/** The fields of an API error these rules read (`shared/api/api-error.ts` ApiError). */
type RequestFailure = { status: number; code: string | number; url?: string | null };

function isRequestFailure(error: object): error is RequestFailure {
  return typeof (error as { status?: unknown }).status === 'number' && 'code' in error;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

function isTrackingScript(file: string): boolean {
  if (/^(chrome|moz|safari(-web)?)-extension:/.test(file)) return true;
  let host: string;
  try {
    host = new URL(file).hostname;
  } catch {
    return false;
  }
  return TRACKING_HOSTS.some((tracked) => host === tracked || host.endsWith(`.${tracked}`));
}

/**
 * Whether an error is reported. `file`: the script the error was thrown in, when known (the top stack frame, or an
 * `error` event's filename).
 */
export function shouldReport(error: unknown, file?: string | null): boolean {
  if (file && isTrackingScript(file)) return false;
  if (typeof error === 'string') return !IGNORED_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== 'object' || error === null) return true;
  if ((error as { [SKIP]?: boolean })[SKIP]) return false;
  if (isRequestFailure(error)) {
    if (error.status === 0 || error.code === 'network') return false;
    if (typeof error.code === 'string' && OUT_OF_LIMIT_CODE.test(error.code)) return false;
    if (error.url && JACKPOT_READ.test(pathOf(error.url)) && QUIET_JACKPOT_STATUSES.has(error.status)) return false;
    return true;
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && IGNORED_NAMES.has(name)) return false;
  if (typeof message === 'string' && IGNORED_MESSAGES.some((pattern) => pattern.test(message))) return false;
  return true;
}

/** The parts of a Sentry event these rules read (kept structural: this module imports no SDK). */
export type ReportEvent = {
  message?: string;
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string }[] } }[] };
  contexts?: Record<string, Record<string, unknown> | undefined>;
};

/**
 * Sentry's `beforeSend`: drops what `shouldReport` refuses (the original error when the SDK kept it, else the event's
 * own type, message and top frame), and adds an API error's address, status, code and answer.
 */
export function beforeSend<E extends ReportEvent>(event: E, hint: { originalException?: unknown }): E | null {
  const values = event.exception?.values ?? [];
  const last = values[values.length - 1];
  const frames = last?.stacktrace?.frames ?? [];
  const file = frames[frames.length - 1]?.filename ?? null;
  const original = hint.originalException;
  const subject =
    original !== undefined && original !== null
      ? original
      : last
        ? { name: last.type, message: last.value }
        : (event.message ?? null);
  if (!shouldReport(subject, file)) return null;
  if (typeof original === 'object' && original !== null && isRequestFailure(original)) {
    const { status, code, url } = original;
    const { message, details } = original as { message?: string; details?: unknown };
    event.contexts = { ...event.contexts, response: { url: url ?? null, status, code, message, details } };
  }
  return event;
}
