import { dateFormatter, dayLabel, type TimeStyle } from './format';
import type { ServerTime } from './local-time';
import { zoneOffset } from './zoned';

/** The server's rendering of a date for {@link LocalTime}: text in `timeZone` and that zone's offsets. */
export function serverTime(iso: string, locale: string, timeZone: string, format: TimeStyle = 'time'): ServerTime {
  const date = new Date(iso);
  return {
    text: dateFormatter(locale, format, timeZone).format(date),
    offset: zoneOffset(date.getTime(), timeZone),
    nowOffset: zoneOffset(Date.now(), timeZone),
  };
}

/** The server's rendering of a list start time for {@link StartTime}: "day label\u0000time". */
export function serverStartTime(
  iso: string,
  locale: string,
  timeZone: string,
  labels: { today: string; tomorrow: string },
): ServerTime {
  const date = new Date(iso);
  return {
    text: `${dayLabel(date, locale, labels, timeZone)}\u0000${dateFormatter(locale, 'time', timeZone).format(date)}`,
    offset: zoneOffset(date.getTime(), timeZone),
    nowOffset: zoneOffset(Date.now(), timeZone),
  };
}
