import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toOddsMillis } from '../odds';
import { acceptOddsChanges, applyProviderStatuses } from './bet-updates';
import { applyMarketToSelection, applyMarketUpdates, isOddsChangeFlagged, type MarketUpdate } from './market-update';
import { aBet, aSelection } from './test-fixtures';
import type { OddsAcceptMode } from './types';

const selection = aSelection({ odds: 2 });
function market(fields: Partial<MarketUpdate> = {}, odds = 2, active = true): MarketUpdate {
  return { matchId: 1, id: 1, specifier: '', status: 1, outcomes: [{ outcomeId: '1', active, odds }], ...fields };
}

describe('suspension on market update', () => {
  it.each([0, -1, -2, -3, -4])('suspends a selection whose market has status %i', (status) => {
    expect(applyMarketToSelection(selection, market({ status }), 'none').isSuspended).toBe(true);
  });

  it('suspends a selection whose outcome is missing or inactive', () => {
    expect(applyMarketToSelection(selection, market({ outcomes: [] }), 'none')).toMatchObject({
      isSuspended: true,
      active: false,
    });
    expect(applyMarketToSelection(selection, market({}, 2, false), 'none')).toMatchObject({
      isSuspended: true,
      active: false,
    });
  });

  it('lifts the suspension when the market is allowed again and the outcome active', () => {
    const suspended = { ...selection, isSuspended: true };
    expect(applyMarketToSelection(suspended, market(), 'none').isSuspended).toBe(false);
  });

  it('ignores updates of other markets, specifiers and matches', () => {
    for (const other of [market({ id: 2 }), market({ specifier: 'total=2.5' }), market({ matchId: 3 })]) {
      expect(applyMarketToSelection(selection, { ...other, status: -1 }, 'none')).toBe(selection);
    }
  });
});

describe('odds changes per accept mode', () => {
  it('flags any change in mode none', () => {
    expect(applyMarketToSelection(selection, market({}, 2.1), 'none')).toMatchObject({
      odds: 2.1,
      acceptedOdds: 2,
      isChanged: true,
    });
    expect(applyMarketToSelection(selection, market({}, 1.9), 'none')).toMatchObject({
      odds: 1.9,
      acceptedOdds: 2,
      isChanged: true,
    });
  });

  it('flags only odds drops in higher mode and accepts raises automatically', () => {
    expect(applyMarketToSelection(selection, market({}, 2.1), 'higher')).toMatchObject({
      odds: 2.1,
      acceptedOdds: 2.1,
      isChanged: false,
    });
    expect(applyMarketToSelection(selection, market({}, 1.9), 'higher')).toMatchObject({
      odds: 1.9,
      acceptedOdds: 2,
      isChanged: true,
    });
  });

  it('flags nothing in any mode: every change is accepted', () => {
    expect(applyMarketToSelection(selection, market({}, 1.5), 'any')).toMatchObject({
      odds: 1.5,
      acceptedOdds: 1.5,
      isChanged: false,
    });
  });

  it('clears the flag when the odds come back to the accepted ones', () => {
    const changed = applyMarketToSelection(selection, market({}, 2.1), 'none');
    expect(applyMarketToSelection(changed, market({}, 2), 'none')).toMatchObject({
      odds: 2,
      acceptedOdds: 2,
      isChanged: false,
    });
  });

  it('flags exactly the changes the mode does not accept', () => {
    const mode = fc.constantFrom<OddsAcceptMode>('none', 'higher', 'any');
    const odds = fc.integer({ min: 1001, max: 30_000 }).map((m) => m / 1000);
    fc.assert(
      fc.property(mode, odds, odds, (m, accepted, next) => {
        const updated = applyMarketToSelection(aSelection({ odds: accepted }), market({}, next), m);
        const expected = m === 'none' ? next !== accepted : m === 'higher' ? next < accepted : false;
        expect(updated.isChanged).toBe(expected);
        expect(updated.isChanged).toBe(isOddsChangeFlagged(m, toOddsMillis(accepted), toOddsMillis(next)));
        expect(updated.acceptedOdds).toBe(expected ? accepted : next);
      }),
    );
  });
});

describe('replacing odds only where they changed', () => {
  it('returns the same selection, bet and array when nothing changed', () => {
    expect(applyMarketToSelection(selection, market({}, 2.0000001), 'none')).toBe(selection);
    const bets = [aBet('single', [selection])];
    expect(applyMarketUpdates(bets, [market()], 'none')).toBe(bets);
    expect(applyMarketUpdates(bets, [], 'none')).toBe(bets);
  });

  it('keeps untouched bets and selections as the same objects', () => {
    const other = aSelection({ matchId: 2 });
    const bets = [aBet('single', [selection]), aBet('single', [other])];
    const next = applyMarketUpdates(bets, [market({}, 2.5)], 'none');
    expect(next[1]).toBe(bets[1]);
    expect(next[0]?.selections[0]?.odds).toBe(2.5);
  });

  it('applies the last update of a market', () => {
    const bets = [aBet('single', [selection])];
    expect(applyMarketUpdates(bets, [market({}, 2.5), market({}, 3)], 'any')[0]?.selections[0]?.odds).toBe(3);
  });
});

describe('accepting changes and provider status', () => {
  it('accepting odds changes takes the current odds and clears every flag', () => {
    const bets = applyMarketUpdates([aBet('single', [selection])], [market({}, 1.8)], 'none');
    expect(acceptOddsChanges(bets)[0]?.selections[0]).toMatchObject({ odds: 1.8, acceptedOdds: 1.8, isChanged: false });
    const accepted = acceptOddsChanges(bets);
    expect(acceptOddsChanges(accepted)).toBe(accepted);
  });

  it('flags the selections of an unavailable provider and clears the flag when it is back', () => {
    const bets = [aBet('combo', [selection, aSelection({ matchId: 2, provider: 'oddin' })])];
    const down = applyProviderStatuses(bets, { oddin: 'inactive', betradar: 'active' });
    expect(down[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
    expect(applyProviderStatuses(down, { oddin: 'active' })[0]?.selections.map((s) => s.isNotAvailable)).toEqual([
      false,
      false,
    ]);
    expect(applyProviderStatuses(bets, {})).toBe(bets);
  });
});
