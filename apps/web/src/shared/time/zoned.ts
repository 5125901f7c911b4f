/** Calendar days in a time zone, for the schedule and results day filters. */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: number, timeZone: string) {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of a zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local midnight starting `YYYY-MM-DD` in a zone (DST-safe). */
function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

/** Start (inclusive) and end (exclusive) of a local day, as ISO instants. */
export function zonedDayRange(day: string, timeZone: string): { from: string; to: string } {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return {
    from: new Date(localMidnight(year, month, date, timeZone)).toISOString(),
    to: new Date(localMidnight(year, month, date + 1, timeZone)).toISOString(),
  };
}

/** `YYYY-MM-DD` of today in a zone, shifted by `offsetDays`. */
export function dayInZone(timeZone: string, offsetDays = 0, now = Date.now()): string {
  const p = partsIn(now, timeZone);
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays));
  return date.toISOString().slice(0, 10);
}

/** True for a well-formed `YYYY-MM-DD`. */
export function isDayKey(value: string | undefined): value is string {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
