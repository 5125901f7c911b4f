'use client';

import { ODDS_TYPES, type OddsType } from '@sportsbook/domain/odds';
import { setOddsType, useOddsType } from './odds-type';

/** The odds display type selector; switching changes every price on the page at once. */
export function OddsFormatSelect({
  types,
  names,
  label,
  className,
}: {
  types: readonly OddsType[];
  names: Record<OddsType, string>;
  label: string;
  className?: string;
}) {
  const current = useOddsType();
  return (
    <select
      className={className}
      aria-label={label}
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        const type = ODDS_TYPES.find((t) => t === value);
        if (type) setOddsType(type);
      }}
    >
      {types.map((type) => (
        <option key={type} value={type}>
          {names[type]}
        </option>
      ))}
    </select>
  );
}
