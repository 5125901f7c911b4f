'use client';

import { useEffect, useId, useState } from 'react';
import { formatStakeInput, parseStakeInput, separators } from '../../shared/money/stake-input-parse';
import styles from './slip-body.module.css';

type Props = {
  /** Minor units. */
  value: number;
  subunits: number;
  currency: string;
  locale: string;
  label: string;
  invalidLabel: string;
  onChange: (minor: number) => void;
  /** Shown, not typed: a free bet's stake is its amount. */
  readOnly?: boolean;
};

/**
 * A money field: the player types in the locale's decimal format ("10,50" in de); the slip gets integer minor units.
 * Text that does not parse keeps the last valid stake and says why; outside changes (presets) replace the text.
 */
export function StakeInput({ value, subunits, currency, locale, label, invalidLabel, onChange, readOnly }: Props) {
  const [text, setText] = useState(() => formatStakeInput(value, locale, subunits));
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  useEffect(() => {
    setText((current) => {
      const parsed = parseStakeInput(current, locale, subunits);
      return parsed.ok && parsed.minor === value ? current : formatStakeInput(value, locale, subunits);
    });
  }, [value, locale, subunits]);

  return (
    <div className={styles.stakeField}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label}
      </label>
      <div className={styles.stakeBox} data-invalid={invalid || undefined} data-readonly={readOnly || undefined}>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode={subunits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={subunits > 0 ? `0${separators(locale).decimal}00` : '0'}
          value={text}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const parsed = parseStakeInput(next, locale, subunits);
            setInvalid(!parsed.ok);
            if (parsed.ok) onChange(parsed.minor);
          }}
        />
        <span className={styles.currency} aria-hidden="true">
          {currency}
        </span>
      </div>
      {invalid && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {invalidLabel}
        </span>
      )}
    </div>
  );
}
