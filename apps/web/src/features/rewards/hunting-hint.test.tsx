import type { SlipBet } from '@sportsbook/domain/betslip/types';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime', () => ({ onPrivateEvent: () => () => undefined }));

import HuntingHint, { countingHunting } from './hunting-hint';
import { resetJoinedHuntings } from './joined-huntings';
import { hunting, m, paged, stubApi } from './test-fixtures';

const selection = (odds: number, id = '1:1::1') => ({
  id,
  type: 'match' as const,
  matchId: Number(id.split(':')[0]),
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  outcomeName: 'Home',
  marketName: '1x2',
  matchName: 'A – B',
  odds,
  acceptedOdds: odds,
  initialOdds: odds,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
  active: true,
  provider: 'betradar' as const,
  matchStatus: 0 as const,
});

const single = (stake: number, odds: number, over: Partial<SlipBet> = {}): SlipBet => ({
  stake,
  currency: 'EUR',
  subunits: 2,
  betType: 'single',
  systemType: null,
  customOdds: null,
  selections: [selection(odds)],
  ...over,
});

const joined = hunting({ joined: true });

describe('which hunting campaign a slip bet counts for', () => {
  it('counts a bet that meets the min stake and min odds, in the campaign currency', () => {
    expect(countingHunting([joined], single(200, 1.5))?.name).toBe('Hunt the free bets');
  });

  it('does not count a bet below the min stake or min odds, in another currency, a free bet or a finished hunt', () => {
    expect(countingHunting([joined], single(199, 2))).toBeNull();
    expect(countingHunting([joined], single(500, 1.49))).toBeNull();
    expect(countingHunting([joined], single(500, 2, { currency: 'USD' }))).toBeNull();
    expect(
      countingHunting([joined], single(500, 2, { bonus: { id: '1', type: 'freebet_only_win', amount: 500 } })),
    ).toBeNull();
    expect(countingHunting([hunting({ joined: true, progressCount: 5 })], single(500, 2))).toBeNull();
    expect(countingHunting([hunting({ joined: false })], single(500, 2))).toBeNull();
  });

  it('does not promise a campaign limited to sports (the slip does not know a selection’s sport)', () => {
    expect(
      countingHunting([hunting({ joined: true, rules: { ...joined.rules, sports: ['football'] } })], single(500, 2)),
    ).toBeNull();
  });
});

describe('the slip hint', () => {
  beforeEach(() => resetJoinedHuntings());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the joined huntings once and shows the line only under a qualifying bet', async () => {
    const calls = stubApi({ 'GET /api/v3/bonuses/huntings': () => ({ status: 200, body: paged([joined]) }) });
    render(
      <>
        <div data-testid="good">
          <HuntingHint bet={single(300, 1.8)} playerId={17} m={m} locale="en" />
        </div>
        <div data-testid="low">
          <HuntingHint bet={single(100, 1.8)} playerId={17} m={m} locale="en" />
        </div>
      </>,
    );
    expect(await screen.findByText('Counts for Hunt the free bets (3 of 5)')).toBeTruthy();
    expect(screen.getByTestId('low').textContent).toBe('');
    expect(calls).toEqual(['GET /api/v3/bonuses/huntings?page=1&limit=20&locale=en&active=true']);
  });
});
