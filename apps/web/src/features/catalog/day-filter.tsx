import type { Sport } from '@sportsbook/contract/catalog';
import { dateFormatter } from '../../shared/time/format';
import { SportIcon } from '../../shared/ui/icons';
import page from '../../shared/ui/page.module.css';

/** Day and sport filter chips of the schedule and results pages (links: `?day=…&sport=…`). */
export function DayFilter({
  base,
  days,
  activeDay,
  dayLabel,
  sports,
  activeSport,
  daysLabel,
  sportsLabel,
  allSportsLabel,
}: {
  base: string;
  days: readonly string[];
  activeDay: string;
  dayLabel: (day: string) => string | null;
  sports: readonly Sport[];
  activeSport: string | undefined;
  daysLabel: string;
  sportsLabel: string;
  allSportsLabel: string;
  locale: string;
}) {
  const href = (day: string, sport: string | undefined) => {
    const params = new URLSearchParams({ day });
    if (sport) params.set('sport', sport);
    return `${base}?${params}`;
  };
  return (
    <>
      <nav aria-label={daysLabel}>
        <ul className={page.chips}>
          {days.map((day) => (
            <li key={day}>
              <a
                data-spa="keep-scroll"
                className={page.chip}
                href={href(day, activeSport)}
                aria-current={day === activeDay ? 'page' : undefined}
              >
                {dayLabel(day)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={sportsLabel}>
        <ul className={page.chips}>
          <li>
            <a
              data-spa="keep-scroll"
              className={page.chip}
              href={href(activeDay, undefined)}
              aria-current={activeSport ? undefined : 'page'}
            >
              {allSportsLabel}
            </a>
          </li>
          {sports.map((sport) => (
            <li key={sport.key}>
              <a
                data-spa="keep-scroll"
                className={page.chip}
                href={href(activeDay, sport.key)}
                aria-current={activeSport === sport.key ? 'page' : undefined}
              >
                <SportIcon sportKey={sport.key} size={18} />
                {sport.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** "Today", "Tomorrow", "Yesterday" or a short weekday date, for a `YYYY-MM-DD` in the list's zone. */
export function dayLabeller(locale: string, named: Record<string, string>): (day: string) => string {
  return (day) => named[day] ?? dateFormatter(locale, 'weekday-date', 'UTC').format(new Date(`${day}T12:00:00Z`));
}
