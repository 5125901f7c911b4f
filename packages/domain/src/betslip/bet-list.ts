/**
 * My Bets list rules (spec 000 §4 Shared bets / bet list, §4 Enumerations): merging live bet updates and the
 * status and result filters of the list.
 */

/** Bet statuses (spec 000 §4). Submitted, rejected and cancelled form a separate group. */
export type BetStatus =
  | 'cashed_out'
  | 'withdrawn'
  | 'waiting_results'
  | 'ready_to_process'
  | 'done'
  | 'cancelled'
  | 'cashout_in_progress'
  | 'submitted'
  | 'rejected';

/** Bet results (spec 000 §3). */
export type BetResult =
  | 'no_results'
  | 'canceled'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other'
  | 'cashed_out';

export type BetListFilter = 'all' | 'open' | 'settled';
export type BetResultFilter = 'all' | 'win' | 'lose' | 'refund';

/** The fields the list rules read; the rest of a bet is carried along. */
export type ListBet = {
  readonly id: string;
  readonly status: BetStatus;
  readonly isVip?: boolean;
  readonly result?: BetResult | null;
  readonly selections?: readonly { readonly id: string }[];
};

/** The spec's separate status group. */
export const SEPARATE_STATUS_GROUP: readonly BetStatus[] = ['submitted', 'rejected', 'cancelled'];

const OPEN: readonly BetStatus[] = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'];
const SETTLED: readonly BetStatus[] = ['done', 'cashed_out', 'withdrawn', 'cancelled'];
const RESULTS: Record<Exclude<BetResultFilter, 'all'>, readonly BetResult[]> = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

/**
 * The query of a list tab: open = submitted (awaiting approval), waiting_results, ready_to_process,
 * cashout_in_progress; settled = done, cashed_out, withdrawn, cancelled; all = both (rejected bets are the excluded
 * status). Results: win = win_entire, refund_half_win_other; lose = lose_entire, refund_half_lose_other; refund =
 * refund_entire, canceled; all = no result filter (null).
 */
export function betListQuery(
  filter: BetListFilter,
  result: BetResultFilter,
): { statuses: readonly BetStatus[]; results: readonly BetResult[] | null } {
  const statuses = filter === 'open' ? OPEN : filter === 'settled' ? SETTLED : [...OPEN, ...SETTLED];
  return { statuses, results: result === 'all' ? null : RESULTS[result] };
}

/** Whether a bet belongs in a list tab (see `betListQuery`). */
export function matchesBetList(bet: ListBet, filter: BetListFilter, result: BetResultFilter): boolean {
  const query = betListQuery(filter, result);
  return (
    query.statuses.includes(bet.status) &&
    (query.results === null || query.results.includes(bet.result ?? 'no_results'))
  );
}

/**
 * A live bet update merged into the list (spec 000 §4): a VIP bet with rejected status is removed; an update of a
 * listed bet merges onto it, each selection merged onto the listed one with the same id so its details (names) stay,
 * and the listed selections kept when the update carries none; an unlisted bet goes first. Same array when absent
 * and removed.
 */
export function mergeBetUpdate<T extends ListBet>(list: readonly T[], update: T): readonly T[] {
  const at = list.findIndex((bet) => bet.id === update.id);
  if (update.isVip === true && update.status === 'rejected') return at < 0 ? list : list.toSpliced(at, 1);
  const current = list[at];
  if (current === undefined) return [update, ...list];
  const selections = update.selections?.map((s) => ({ ...current.selections?.find((c) => c.id === s.id), ...s }));
  return list.with(at, { ...current, ...update, selections: selections ?? current.selections });
}
