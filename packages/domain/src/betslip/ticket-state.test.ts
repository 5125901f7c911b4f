import { describe, expect, it } from 'vitest';
import type { MarketUpdate } from './market-update';
import { aBet, aSelection } from './test-fixtures';
import { initialTicket, type Ticket, type TicketAction, ticketReducer } from './ticket-state';

const single = aBet('single', [aSelection({ odds: 2 })], { stake: 500 });
const unstaked = aBet('single', [aSelection({ matchId: 2 })], { stake: 0 });
const changed = aBet('single', [{ ...aSelection({ matchId: 3 }), odds: 2.4, isChanged: true }]);
const drop: MarketUpdate = {
  matchId: 1,
  id: 1,
  specifier: '',
  status: 1,
  outcomes: [{ outcomeId: '1', active: true, odds: 1.8 }],
};

const run = (ticket: Ticket, ...actions: TicketAction[]) => actions.reduce(ticketReducer, ticket);
const withBets = (...bets: (typeof single)[]) =>
  run(initialTicket(), { type: 'betsSet', slip: { bets, systemTypes: [] } });
const placing = () => run(withBets(single, unstaked), { type: 'placeRequested' }, { type: 'placementSent' });

describe('ticket state', () => {
  it('setting bets gives ODDS_CHANGED when any bet has changed odds, otherwise INITIAL', () => {
    expect(withBets(single).ticketState).toBe('INITIAL');
    expect(withBets(single, changed).ticketState).toBe('ODDS_CHANGED');
  });

  it('entering ERROR or INITIAL clears the processing bets', () => {
    const failed = run(placing(), { type: 'placementFailed', failure: { status: 422, code: 101 } });
    expect(failed).toMatchObject({ ticketState: 'ERROR', processingBets: [] });
    const reset = run(placing(), { type: 'placementFailed', failure: { status: null } });
    expect(reset).toMatchObject({ ticketState: 'INITIAL', processingBets: [] });
  });

  it('a refused placement whose price moved in flight gives ODDS_CHANGED with the error, and accepting clears it', () => {
    const inFlight = run(placing(), { type: 'marketsUpdated', markets: [drop], mode: 'none' });
    expect(inFlight.ticketState).toBe('PROCESSING');
    const refused = ticketReducer(inFlight, {
      type: 'placementFailed',
      failure: { status: 422, code: 101, message: 'The odds changed from 2 to 1.8.' },
    });
    expect(refused).toMatchObject({ ticketState: 'ODDS_CHANGED', inProgress: false, processingBets: [] });
    expect(refused.error?.code).toBe(101);
    const accepted = ticketReducer(refused, { type: 'oddsChangesAccepted' });
    expect(accepted).toMatchObject({ ticketState: 'INITIAL', error: null });
    expect(accepted.bets[0]?.selections[0]).toMatchObject({ odds: 1.8, isChanged: false });
  });

  it('placing resets to INITIAL, clears the error, sets inProgress and keeps bets with stake above 0 as processing', () => {
    const errored = run(placing(), { type: 'placementFailed', failure: { status: 422, code: 114 } });
    const again = ticketReducer(errored, { type: 'placeRequested' });
    expect(again).toMatchObject({ ticketState: 'INITIAL', error: null, inProgress: true, processingBets: [single] });
  });

  it('sending makes it PROCESSING; success gives SUCCESS with the placed bets', () => {
    expect(placing()).toMatchObject({ ticketState: 'PROCESSING', inProgress: true });
    const done = ticketReducer(placing(), { type: 'placementSucceeded', placedBets: [{ id: 'b1' }] });
    expect(done).toMatchObject({ ticketState: 'SUCCESS', inProgress: false, placedBets: [{ id: 'b1' }] });
  });

  it('not signed in returns to INITIAL and asks for the sign-in prompt', () => {
    const ticket = run(withBets(single), { type: 'placeRequested' }, { type: 'signInRequired' });
    expect(ticket).toMatchObject({ ticketState: 'INITIAL', inProgress: false, processingBets: [] });
    expect(ticket.notice).toEqual({ kind: 'sign_in', sessionExpired: false });
    expect(ticketReducer(ticket, { type: 'noticeShown' }).notice).toBeNull();
  });

  it('a coded error that is not 401 gives ERROR with message, details and per-bet messages', () => {
    const failure = {
      status: 422,
      code: 101,
      message: 'odds moved',
      localizedMessage: 'Cuotas cambiadas',
      details: { at: 0 },
      betMessages: ['x'],
    };
    const ticket = run(placing(), { type: 'placementFailed', failure });
    expect(ticket.error).toEqual({
      code: 101,
      messageKey: 'error.place_bets.invalid_odds',
      message: 'Cuotas cambiadas',
      details: { at: 0 },
      betMessages: ['x'],
    });
  });

  it('a 401 means the session expired: INITIAL and the sign-in prompt', () => {
    const ticket = run(placing(), { type: 'placementFailed', failure: { status: 401, code: 'unauthorized' } });
    expect(ticket).toMatchObject({
      ticketState: 'INITIAL',
      error: null,
      notice: { kind: 'sign_in', sessionExpired: true },
    });
  });

  it('other errors reset to INITIAL with the generic alert', () => {
    const ticket = run(placing(), { type: 'placementFailed', failure: { status: 500 } });
    expect(ticket.notice).toMatchObject({ kind: 'generic_error', titleKey: 'global-error.default.title' });
  });

  it('accepting odds changes returns to INITIAL', () => {
    const ticket = ticketReducer(withBets(single, changed), { type: 'oddsChangesAccepted' });
    expect(ticket.ticketState).toBe('INITIAL');
    expect(ticket.bets[1]?.selections[0]).toMatchObject({ acceptedOdds: 2.4, isChanged: false });
  });

  it('a market update marks ODDS_CHANGED unless a placement is in progress or finished', () => {
    const update = { type: 'marketsUpdated', markets: [drop], mode: 'none' } as const;
    expect(ticketReducer(withBets(single), update).ticketState).toBe('ODDS_CHANGED');
    const inProgress = ticketReducer(placing(), update);
    expect(inProgress.ticketState).toBe('PROCESSING');
    expect(inProgress.bets[0]?.selections[0]?.isChanged).toBe(true);
    const done = run(placing(), { type: 'placementSucceeded', placedBets: [] }, update);
    expect(done.ticketState).toBe('SUCCESS');
  });

  it('a market update the accept mode takes keeps the state, and one that undoes the change returns to INITIAL', () => {
    const ticket = withBets(single);
    expect(ticketReducer(ticket, { type: 'marketsUpdated', markets: [drop], mode: 'any' }).ticketState).toBe('INITIAL');
    const back = { ...drop, outcomes: [{ outcomeId: '1', active: true, odds: 2 }] };
    const flagged = ticketReducer(ticket, { type: 'marketsUpdated', markets: [drop], mode: 'none' });
    expect(ticketReducer(flagged, { type: 'marketsUpdated', markets: [back], mode: 'none' }).ticketState).toBe(
      'INITIAL',
    );
    expect(ticketReducer(ticket, { type: 'marketsUpdated', markets: [], mode: 'none' })).toBe(ticket);
  });

  it('a provider status change flags selections of an unavailable provider', () => {
    const ticket = ticketReducer(withBets(single), {
      type: 'providerStatusesChanged',
      statuses: { betradar: 'inactive' },
    });
    expect(ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });

  it('ignores new bets and odds acceptance while a placement is in progress', () => {
    const ticket = placing();
    expect(ticketReducer(ticket, { type: 'betsSet', slip: { bets: [], systemTypes: [] } })).toBe(ticket);
    expect(ticketReducer(ticket, { type: 'placeRequested' })).toBe(ticket);
    expect(ticketReducer(ticket, { type: 'oddsChangesAccepted' })).toBe(ticket);
  });
});
