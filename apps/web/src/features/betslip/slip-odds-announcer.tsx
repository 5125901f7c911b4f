'use client';

import type { SlipBet } from '@sportsbook/domain/betslip/types';
import type { OddsType } from '@sportsbook/domain/odds';
import { useEffect, useRef, useState } from 'react';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { displayName, formatPrice } from '../odds/format-price';

/** Shortest time between two announcements: moves within it are read out together, never one per tick. */
export const SLIP_ANNOUNCE_EVERY_MS = 2_000;

/** What moved between two looks at the slip: each selection whose price is not the one seen before. */
export function oddsMoves(
  seen: ReadonlyMap<string, number>,
  bets: readonly SlipBet[],
): { id: string; name: string; from: number; to: number }[] {
  const moves = new Map<string, { id: string; name: string; from: number; to: number }>();
  for (const bet of bets) {
    for (const s of bet.selections) {
      const before = seen.get(s.id);
      if (before !== undefined && before !== s.odds) {
        moves.set(s.id, { id: s.id, name: displayName(s.outcomeName), from: before, to: s.odds });
      }
    }
  }
  return [...moves.values()];
}

/**
 * Reads out price moves of the slip's selections in a polite live region (issue 22): "Arsenal: odds went up,
 * 2.10 → 2.30". The region is in the slip from its first render, so assistive technology is listening before the
 * first move; moves within {@link SLIP_ANNOUNCE_EVERY_MS} are read as one sentence.
 */
export function SlipOddsAnnouncer({
  bets,
  m,
  oddsType,
}: {
  bets: readonly SlipBet[];
  m: FlatMessages;
  oddsType: OddsType;
}) {
  const seen = useRef(new Map<string, number>());
  const pending = useRef(new Map<string, { name: string; from: number; to: number }>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    for (const move of oddsMoves(seen.current, bets)) {
      const earlier = pending.current.get(move.id);
      pending.current.set(move.id, { ...move, from: earlier?.from ?? move.from });
    }
    seen.current = new Map(bets.flatMap((bet) => bet.selections.map((s) => [s.id, s.odds] as const)));
    if (pending.current.size === 0 || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const lines = [...pending.current.values()]
        .filter((move) => move.from !== move.to)
        .map(
          (move) =>
            `${move.name}: ${tr(m, move.to > move.from ? 'bet-slip.odds-up' : 'bet-slip.odds-down')}, ${formatPrice(move.from, oddsType)} → ${formatPrice(move.to, oddsType)}`,
        );
      pending.current.clear();
      if (lines.length > 0) setText(lines.join('. '));
    }, SLIP_ANNOUNCE_EVERY_MS);
  }, [bets, m, oddsType]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <p className="sr-only" role="status" aria-live="polite" data-slip-announcer="">
      {text}
    </p>
  );
}
