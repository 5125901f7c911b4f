import type { TransactionsPage, TransactionType } from '@sportsbook/contract/platform';
import { apiFetch } from '../../shared/api/platform-api';

/** What the transactions page filters by: a currency, one type or all, a day range (`YYYY-MM-DD`, UTC days). */
export type TransactionFilter = {
  currency?: string | undefined;
  type?: TransactionType | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Rows per page of the list ("Load more" asks for the next page). */
export const PAGE_SIZE = 50;

const BASE = '/api/platform/player/transactions';

/** The query of a filter in the wire's names; empty parts left out. */
export function filterParams(filter: TransactionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.currency) params.set('currency', filter.currency);
  if (filter.type) params.set('type', filter.type);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/** The CSV export of the same selection (a download link: the session cookie goes with it). */
export function transactionsCsvUrl(filter: TransactionFilter): string {
  const query = filterParams(filter).toString();
  return query ? `${BASE}.csv?${query}` : `${BASE}.csv`;
}

/** `GET /player/transactions`: one page of the filtered list, newest first. */
export function fetchTransactions(
  filter: TransactionFilter,
  page: number,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const params = filterParams(filter);
  params.set('page', String(page));
  params.set('limit', String(PAGE_SIZE));
  return apiFetch<TransactionsPage>(`${BASE}?${params}`, signal ? { signal } : {});
}
