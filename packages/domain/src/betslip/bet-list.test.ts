import { describe, expect, it } from 'vitest';
import { betListQuery, type ListBet, matchesBetList, mergeBetUpdate } from './bet-list';

type Row = Omit<ListBet, 'selections'> & {
  stake: string;
  selections: { id: string; name?: string; status?: string }[];
};
const open: Row = { id: 'b1', status: 'waiting_results', stake: '10.00', selections: [{ id: 's1', name: 'Arsenal' }] };

describe('bet list merge rules', () => {
  it('removes a VIP bet whose status becomes rejected', () => {
    const vip: Row = { ...open, id: 'v1', status: 'submitted', isVip: true };
    expect(mergeBetUpdate([open, vip], { ...vip, status: 'rejected' })).toEqual([open]);
    const list = [open];
    expect(mergeBetUpdate(list, { ...vip, status: 'rejected' })).toBe(list);
  });

  it('merges other updates onto the existing bet, keeping selection details', () => {
    const update: Row = {
      id: 'b1',
      status: 'done',
      result: 'win_entire',
      stake: '10.00',
      selections: [{ id: 's1', status: 'won' }],
    };
    expect(mergeBetUpdate([open], update)).toEqual([
      { ...open, status: 'done', result: 'win_entire', selections: [{ id: 's1', name: 'Arsenal', status: 'won' }] },
    ]);
  });

  it('keeps a non-VIP rejected bet and puts an unknown bet first', () => {
    expect(mergeBetUpdate([open], { ...open, status: 'rejected' })[0]?.status).toBe('rejected');
    const fresh: Row = { ...open, id: 'b2' };
    expect(mergeBetUpdate([open], fresh).map((bet) => bet.id)).toEqual(['b2', 'b1']);
  });
});

describe('bet list filters', () => {
  it('maps all / open / settled to bet statuses, leaving rejected bets out', () => {
    expect(betListQuery('open', 'all').statuses).toEqual([
      'submitted',
      'waiting_results',
      'ready_to_process',
      'cashout_in_progress',
    ]);
    expect(betListQuery('settled', 'all').statuses).toEqual(['done', 'cashed_out', 'withdrawn', 'cancelled']);
    expect(betListQuery('all', 'all').statuses).not.toContain('rejected');
  });

  it('maps win / lose / refund to bet results', () => {
    expect(betListQuery('settled', 'win').results).toEqual(['win_entire', 'refund_half_win_other']);
    expect(betListQuery('settled', 'lose').results).toEqual(['lose_entire', 'refund_half_lose_other']);
    expect(betListQuery('settled', 'refund').results).toEqual(['refund_entire', 'canceled']);
    expect(betListQuery('all', 'all').results).toBeNull();
  });

  it('tells whether a bet belongs in a tab', () => {
    expect(matchesBetList(open, 'open', 'all')).toBe(true);
    expect(matchesBetList(open, 'settled', 'all')).toBe(false);
    const won: Row = { ...open, status: 'done', result: 'win_entire' };
    expect(matchesBetList(won, 'settled', 'win')).toBe(true);
    expect(matchesBetList(won, 'all', 'lose')).toBe(false);
  });
});
