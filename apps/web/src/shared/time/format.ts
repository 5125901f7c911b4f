/** Intl formatting shared by server and client; formatters are cached (their construction is the costly part). */

const cache = new Map<string, Intl.DateTimeFormat>();

export type TimeStyle = 'time' | 'day-time' | 'date' | 'weekday-date' | 'full';

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  'day-time': { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  date: { day: 'numeric', month: 'short' },
  'weekday-date': { weekday: 'short', day: 'numeric', month: 'short' },
  full: { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
};

export function dateFormatter(locale: string, style: TimeStyle, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    const options = { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) };
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A locale the runtime does not know (e.g. an unknown first path segment on a not-found page): English.
      formatter = new Intl.DateTimeFormat('en', options);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in a time zone, or in the runtime's own zone when none is given (no Intl). */
export function dayKey(date: Date, timeZone: string | undefined): string {
  if (timeZone === undefined) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/** Seconds as `m:ss` (or `h:mm:ss` past an hour of play, which only some sports reach). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** The day label of a start time: "Today" / "Tomorrow" / a short date, in a zone (undefined: the runtime's). */
export function dayLabel(
  date: Date,
  locale: string,
  labels: { today: string; tomorrow: string },
  timeZone: string | undefined,
  now = new Date(),
): string {
  const day = dayKey(date, timeZone);
  if (day === dayKey(now, timeZone)) return labels.today;
  if (day === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) return labels.tomorrow;
  return dateFormatter(locale, 'date', timeZone).format(date);
}
