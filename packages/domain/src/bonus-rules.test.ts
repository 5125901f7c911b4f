import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeRangeIndex,
  type BetRules,
  type BonusFacts,
  betProblem,
  bonusState,
  boostOddsFor,
  isUsable,
  nextBoost,
  playerProblem,
  type RuledSelection,
} from './bonus-rules';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

const facts = (
  over: Partial<BonusFacts> = {},
  issued: Partial<NonNullable<BonusFacts['issued']>> | null = {},
): BonusFacts => ({
  type: 'freebet_only_win',
  campaignPaused: false,
  validFrom: NOW - DAY,
  validTo: NOW + DAY,
  playerEligible: true,
  issued:
    issued === null
      ? null
      : {
          isActive: false,
          timesUsed: 0,
          usesCount: 1,
          expiresAt: NOW + DAY,
          deactivatedAt: null,
          overriddenAt: null,
          ...issued,
        },
  ...over,
});

describe('bonus states (spec 000 §4), computed in one place', () => {
  it('an issued bonus is available, then active once switched on', () => {
    expect(bonusState(facts(), NOW)).toBe('available');
    expect(bonusState(facts({}, { isActive: true }), NOW)).toBe('active');
  });

  it('a type the book does not know is unknown', () => {
    expect(bonusState(facts({ type: 'mystery' }), NOW)).toBe('unknown');
  });

  it('a paused campaign or a deactivated bonus is deactivated, whatever else holds', () => {
    expect(bonusState(facts({ campaignPaused: true }, { isActive: true }), NOW)).toBe('deactivated');
    expect(bonusState(facts({}, { deactivatedAt: NOW - 1, timesUsed: 1 }), NOW)).toBe('deactivated');
  });

  it('expires by the clock: the issued bonus at its expiry, a campaign not issued at its end', () => {
    expect(bonusState(facts({}, { expiresAt: NOW }), NOW)).toBe('expired');
    expect(bonusState(facts({}, { expiresAt: NOW + 1 }), NOW)).toBe('available');
    expect(bonusState(facts({ validTo: NOW }, null), NOW)).toBe('expired');
  });

  it('is over once used as often as it may be; a boost without a uses count never is', () => {
    expect(bonusState(facts({}, { timesUsed: 1 }), NOW)).toBe('bonus_over');
    expect(bonusState(facts({ type: 'comboboost' }, { usesCount: null, timesUsed: 50 }), NOW)).toBe('available');
  });

  it('is overridden when another of its kind replaced it', () => {
    expect(bonusState(facts({}, { overriddenAt: NOW - 1 }), NOW)).toBe('overridden');
  });

  it('is not available before the campaign starts, to a player the rules leave out, or before it is issued', () => {
    expect(bonusState(facts({ validFrom: NOW + 1 }), NOW)).toBe('not_available');
    expect(bonusState(facts({ playerEligible: false }), NOW)).toBe('not_available');
    expect(bonusState(facts({}, null), NOW)).toBe('not_available');
  });

  it('only available and active bonuses are usable', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.integer({ min: -2, max: 2 })),
        (paused, active, used, expiry) => {
          const state = bonusState(
            facts(
              { campaignPaused: paused },
              { isActive: active, timesUsed: used, expiresAt: expiry === null ? null : NOW + expiry },
            ),
            NOW,
          );
          expect(isUsable(state)).toBe(!paused && used < 1 && (expiry === null || expiry > 0));
        },
      ),
    );
  });
});

describe('player rules (spec 000 §6: verified players only, by country)', () => {
  it('refuses an unverified player when the campaign wants verified ones, and other countries', () => {
    expect(playerProblem({ onlyVerified: true, countryCodes: [] }, { verified: false, countryCode: 'DE' })).toBe(
      'not_verified',
    );
    expect(
      playerProblem({ onlyVerified: false, countryCodes: ['DE', 'AT'] }, { verified: false, countryCode: 'FR' }),
    ).toBe('country');
    expect(playerProblem({ onlyVerified: false, countryCodes: ['DE'] }, { verified: false, countryCode: null })).toBe(
      'country',
    );
    expect(
      playerProblem({ onlyVerified: true, countryCodes: ['DE'] }, { verified: true, countryCode: 'DE' }),
    ).toBeNull();
  });
});

describe('bet rules of a bonus (min and max odds per selection, selection count, match status, sports, providers)', () => {
  const open: BetRules = {
    minOddsMillis: null,
    maxOddsMillis: null,
    selectionsFrom: null,
    selectionsTo: null,
    matchStatus: 'both',
    sports: [],
    providers: [],
  };
  const sel = (over: Partial<RuledSelection> = {}): RuledSelection => ({
    oddsMillis: 2000,
    live: false,
    sportKey: 'football',
    provider: 'sim',
    ...over,
  });

  it('admits any bet without rules', () => {
    expect(betProblem(open, [sel(), sel({ live: true })])).toBeNull();
  });

  it('refuses each broken rule with its reason', () => {
    expect(betProblem({ ...open, selectionsFrom: 3 }, [sel(), sel()])).toBe('selection_count');
    expect(betProblem({ ...open, selectionsTo: 1 }, [sel(), sel()])).toBe('selection_count');
    expect(betProblem({ ...open, minOddsMillis: 1500 }, [sel(), sel({ oddsMillis: 1400 })])).toBe('min_odds');
    expect(betProblem({ ...open, maxOddsMillis: 5000 }, [sel({ oddsMillis: 5001 })])).toBe('max_odds');
    expect(betProblem({ ...open, matchStatus: 'prematch' }, [sel({ live: true })])).toBe('match_status');
    expect(betProblem({ ...open, matchStatus: 'live' }, [sel()])).toBe('match_status');
    expect(betProblem({ ...open, sports: ['tennis'] }, [sel()])).toBe('sport');
    expect(betProblem({ ...open, providers: ['other'] }, [sel()])).toBe('provider');
  });

  it('the minimum odds hold at their edge', () => {
    expect(betProblem({ ...open, minOddsMillis: 1500 }, [sel({ oddsMillis: 1500 })])).toBeNull();
  });
});

describe('combo boost ranges', () => {
  const ranges = [
    { min: 3, max: 4, oddsMillis: 1050 },
    { min: 5, max: 6, oddsMillis: 1100 },
    { min: 7, max: null, oddsMillis: 1200 },
  ];

  it('finds the range of a selection count, and no boost outside them', () => {
    expect(activeRangeIndex(ranges, 2)).toBe(-1);
    expect(boostOddsFor(ranges, 2)).toBe(1000);
    expect(boostOddsFor(ranges, 3)).toBe(1050);
    expect(boostOddsFor(ranges, 6)).toBe(1100);
    expect(activeRangeIndex(ranges, 12)).toBe(2);
  });

  it('a void leg moves the bet to the range of the remaining count', () => {
    expect(boostOddsFor(ranges, 5 - 1)).toBe(1050);
    expect(boostOddsFor(ranges, 3 - 1)).toBe(1000);
  });

  it('hints the next range: "add 2 more selections for ×1.10"', () => {
    expect(nextBoost(ranges, 3)).toEqual({ more: 2, oddsMillis: 1100 });
    expect(nextBoost(ranges, 1)).toEqual({ more: 2, oddsMillis: 1050 });
    expect(nextBoost(ranges, 8)).toBeNull();
  });
});
