'use client';

import { useId } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { useQuickBetStore } from './quick-bet-store';
import { useSelectionStore } from './selection-store';
import styles from './slip-body.module.css';
import { StakeInput } from './stake-input';

/**
 * Quick bet settings in the slip (spec 000 §4 Quick bet): on/off, the quick stake, and the approval without which a
 * live selection is only added to the slip. The last quick bet's result shows here.
 */
export function QuickBetToggle({ m, locale }: { m: FlatMessages; locale: string }) {
  const quick = useQuickBetStore((s) => s.quick);
  const dispatch = useQuickBetStore((s) => s.dispatch);
  const context = useSelectionStore((s) => s.context);
  const id = useId();
  return (
    <div className={styles.quick}>
      <label className={styles.switch} htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          role="switch"
          aria-checked={quick.isEnabled}
          checked={quick.isEnabled}
          onChange={() => dispatch({ type: 'toggled' })}
        />
        <span>{tr(m, 'bet-slip.quick.title')}</span>
      </label>
      {quick.isEnabled && (
        <>
          <p className={styles.hint}>{tr(m, 'bet-slip.quick.hint')}</p>
          <StakeInput
            value={quick.stake}
            subunits={context.subunits}
            currency={quick.currency}
            locale={locale}
            label={tr(m, 'bet-slip.quick.stake')}
            invalidLabel={tr(m, 'bet-slip.stake-invalid')}
            onChange={(stake) => dispatch({ type: 'stakeChanged', stake })}
          />
          <label className={styles.switch} htmlFor={`${id}-ok`}>
            <input
              id={`${id}-ok`}
              type="checkbox"
              checked={quick.isApproved}
              disabled={quick.stake <= 0}
              onChange={(event) => dispatch({ type: 'approvalSet', approved: event.target.checked })}
            />
            <span>{tr(m, 'bet-slip.quick.approve')}</span>
          </label>
          {quick.state === 'SUCCESS' && <p role="status">{tr(m, 'bet-slip.quick.placed')}</p>}
          {quick.state === 'ERROR' && quick.error && (
            <p role="alert" className={styles.error}>
              {quick.error.message ?? tr(m, quick.error.messageKey)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
