import { LocalTime } from '../../shared/time/local-time';
import { serverTime } from '../../shared/time/server-time';
import type { ListContext } from './list-context';

/** " · Ends <date>" of an outright, in the visitor's zone; nothing without an end date. */
export function EndsOn({ iso, label, ctx }: { iso: string | null; label: string; ctx: ListContext }) {
  if (!iso) return null;
  return (
    <>
      {' · '}
      {label}{' '}
      <LocalTime
        iso={iso}
        locale={ctx.locale}
        server={serverTime(iso, ctx.locale, ctx.timeZone, 'date')}
        format="date"
      />
    </>
  );
}
