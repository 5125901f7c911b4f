'use client';

import { useSyncExternalStore } from 'react';
import { dateFormatter, dayLabel, type TimeStyle } from './format';

const never = () => () => {};

/** What the server rendered: the text in its zone and that zone's UTC offset (ms) at the instant shown and now. */
export type ServerTime = { text: string; offset: number; nowOffset: number };

/** The browser's UTC offset in ms at an instant (no Intl: cheap, unlike building a formatter). */
function browserOffset(date: Date): number {
  return -date.getTimezoneOffset() * 60_000;
}

/** True when the browser's zone shows this instant (and today) exactly as the server's zone did. */
function sameAsServer(date: Date, server: ServerTime): boolean {
  return browserOffset(date) === server.offset && browserOffset(new Date()) === server.nowOffset;
}

/**
 * A date in the visitor's time zone. The server renders it in the zone of the `tz` cookie (UTC on a first
 * visit) and passes its text; the browser keeps that text when its own offset agrees (the common case, and no
 * Intl work during hydration), else re-renders it in its own zone right after hydration.
 */
export function LocalTime({
  iso,
  locale,
  format = 'time',
  server,
  className,
}: {
  iso: string;
  locale: string;
  format?: TimeStyle;
  server: ServerTime;
  className?: string;
}) {
  const text = useSyncExternalStore(
    never,
    () => {
      const date = new Date(iso);
      return sameAsServer(date, server) ? server.text : dateFormatter(locale, format).format(date);
    },
    () => server.text,
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

/** Start of a match in a list row: "Today" / "Tomorrow" / "Sat 12 Oct" above the time. */
export function StartTime({
  iso,
  locale,
  today,
  tomorrow,
  server,
  dayClassName,
  timeClassName,
}: {
  iso: string;
  locale: string;
  today: string;
  tomorrow: string;
  /** `text` is "day label\u0000time" as the server rendered it. */
  server: ServerTime;
  dayClassName?: string;
  timeClassName?: string;
}) {
  const text = useSyncExternalStore(
    never,
    () => {
      const date = new Date(iso);
      if (sameAsServer(date, server)) return server.text;
      return `${dayLabel(date, locale, { today, tomorrow }, undefined)}\u0000${dateFormatter(locale, 'time').format(date)}`;
    },
    () => server.text,
  );
  const [day, time] = text.split('\u0000');
  return (
    <time dateTime={iso}>
      <span className={dayClassName}>{day}</span>
      <span className={timeClassName}>{time}</span>
    </time>
  );
}
