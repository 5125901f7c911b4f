'use client';

import { onSettings, readSettings } from '../../shared/api/settings-query';
import { useSelectionStore } from './selection-store';
import { configureSlip } from './slip-summary';

let started = false;

/**
 * Follows the settings the slip composes with, once the slip has loaded (`loadSlip`): the accept mode (the player's
 * own, or the operator's default) and multi-single by provider go through `configureSlip`, the one channel of slip
 * configuration (the panel sets the player's currency there, and the page's first multi-single map); provider
 * statuses reach the ticket. The settings are read now if no one has read them yet.
 */
export function startSlipConfig(): void {
  if (started) return;
  started = true;
  onSettings((settings) => {
    configureSlip({
      acceptMode: settings.betting.oddsAcceptMode,
      context: { multiSingleByProvider: settings.betting.multiSingleAvailableByProvider },
    });
    useSelectionStore
      .getState()
      .dispatch({ type: 'providerStatusesChanged', statuses: settings.providers.providerStatuses });
  });
  readSettings().catch(() => undefined);
}
