'use client';

import type { OddsType } from '@sportsbook/domain/odds';
import type { ReactNode } from 'react';
import { OddsTypeContext } from '../odds/odds-type';

/** Client context the server decides: the odds type it rendered prices with. */
export function AppProviders({ oddsType, children }: { oddsType: OddsType; children: ReactNode }) {
  return <OddsTypeContext value={oddsType}>{children}</OddsTypeContext>;
}
