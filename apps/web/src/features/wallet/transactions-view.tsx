'use client';

import { TRANSACTION_TYPES, type Transaction, type TransactionType } from '@sportsbook/contract/platform';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { localePath } from '../../i18n/paths';
import { type FlatMessages, has, tr, trPlural } from '../../shared/i18n/flat-messages';
import { Isolate } from '../../shared/ui/bidi';
import { SignInButton } from '../account/auth-dialog';
import { useAuthStore } from '../account/auth-store';
import { formatAmount, formatDateTime } from './format';
import styles from './wallet.module.css';
import { fetchTransactions, type TransactionFilter, transactionsCsvUrl } from './wallet-api';

/** The list as loaded so far: rows of pages 1…`page`, and where the server says the list ends. */
type Loaded = { rows: Transaction[]; page: number; lastPage: number; total: number };

/** Which load failed: the first page (the list is replaced by the error) or a further one (the rows stay). */
type Failure = 'first' | 'more' | null;

/** The type's name in the page's language; kinds the page does not know read "Other". */
function typeName(m: FlatMessages, kind: string): string {
  return has(m, `type-${kind}`) ? tr(m, `type-${kind}`) : tr(m, 'type-other');
}

/**
 * The player's wallet transactions (issue 20): filters (type, a day range), the ledger entries of the active
 * currency newest first in a table (date, type, signed amount, balance after), "Load more" page by page until the
 * last one, and a "Download CSV" link carrying the same filters. Visitors get a sign-in prompt.
 */
export function TransactionsView({ messages: m, locale }: { messages: FlatMessages; locale: string }) {
  const status = useAuthStore((s) => s.authStatus);
  const currency = useAuthStore((s) => s.activeAccount?.currency.code);
  const [type, setType] = useState<TransactionType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const request = useRef<AbortController | null>(null);
  const ids = { type: useId(), from: useId(), to: useId(), range: useId() };

  const rangeInvalid = from !== '' && to !== '' && from > to;
  const filter: TransactionFilter = { currency, type: type || undefined, from: from || undefined, to: to || undefined };
  const filterKey = JSON.stringify(filter);
  const filtered = type !== '' || from !== '' || to !== '';

  // `filterKey` stands for the filter (a new object each render): a new key starts the list again at page 1.
  const load = useCallback(
    async (page: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setBusy(true);
      setFailure(null);
      try {
        const reply = await fetchTransactions(JSON.parse(filterKey) as TransactionFilter, page, controller.signal);
        if (controller.signal.aborted) return;
        setLoaded((before) => ({
          rows: page === 1 || !before ? reply.data : [...before.rows, ...reply.data],
          page,
          lastPage: reply.pagination.lastPage,
          total: reply.pagination.total,
        }));
      } catch (error) {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setFailure(page === 1 ? 'first' : 'more');
      } finally {
        if (request.current === controller) {
          request.current = null;
          setBusy(false);
        }
      }
    },
    [filterKey],
  );

  useEffect(() => {
    if (status !== 'LOGGED_IN' || rangeInvalid) return;
    setLoaded(null);
    void load(1);
    return () => request.current?.abort();
  }, [status, rangeInvalid, load]);

  if (status === 'NOT_LOGGED_IN') {
    return (
      <div className={styles.prompt}>
        <p>{tr(m, 'sign-in')}</p>
        <SignInButton label={tr(m, 'sign-in-button')} className={styles.primary} />
      </div>
    );
  }
  if (status !== 'LOGGED_IN') return <TableSkeleton label={tr(m, 'loading')} />;

  const clear = () => {
    setType('');
    setFrom('');
    setTo('');
  };

  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <a data-spa className={styles.primary} href={localePath(locale, '/profile/wallet/deposit')}>
          {tr(m, 'make-deposit')}
        </a>
        <a className={styles.secondary} href={transactionsCsvUrl(filter)} download="transactions.csv">
          {tr(m, 'download-csv')}
        </a>
      </div>

      <fieldset className={styles.filters}>
        <legend className="sr-only">{tr(m, 'filters')}</legend>
        <div className={styles.field}>
          <label htmlFor={ids.type}>{tr(m, 'type')}</label>
          <select
            id={ids.type}
            className={styles.control}
            value={type}
            onChange={(event) => setType(event.target.value as TransactionType | '')}
          >
            <option value="">{tr(m, 'type-all')}</option>
            {TRANSACTION_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {typeName(m, kind)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.from}>{tr(m, 'from')}</label>
          <input
            id={ids.from}
            type="date"
            className={styles.control}
            value={from}
            max={to || undefined}
            aria-describedby={rangeInvalid ? ids.range : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.to}>{tr(m, 'to')}</label>
          <input
            id={ids.to}
            type="date"
            className={styles.control}
            value={to}
            min={from || undefined}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? ids.range : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        {filtered ? (
          <button type="button" className={styles.secondary} onClick={clear}>
            {tr(m, 'clear-filters')}
          </button>
        ) : null}
      </fieldset>
      {rangeInvalid ? (
        <p id={ids.range} role="alert" className={styles.error}>
          {tr(m, 'range-invalid')}
        </p>
      ) : null}

      {rangeInvalid ? null : failure === 'first' ? (
        <div className={styles.prompt} role="alert">
          <p>{tr(m, 'load-failed')}</p>
          <button type="button" className={styles.primary} onClick={() => void load(1)}>
            {tr(m, 'retry')}
          </button>
        </div>
      ) : loaded === null ? (
        <TableSkeleton label={tr(m, 'loading')} />
      ) : loaded.rows.length === 0 ? (
        <div className={styles.prompt} role="status">
          <p>{tr(m, filtered ? 'empty-filtered' : 'empty')}</p>
        </div>
      ) : (
        <>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>{tr(m, 'caption', { currency: currency ?? '' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{tr(m, 'col-date')}</th>
                  <th scope="col">{tr(m, 'col-type')}</th>
                  <th scope="col" className={styles.number}>
                    {tr(m, 'col-amount')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {tr(m, 'col-balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.rows.map((row) => (
                  <TransactionRow key={row.id} row={row} m={m} locale={locale} />
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.more}>
            <p role="status" className={styles.count}>
              {trPlural(m, 'shown', { shown: loaded.rows.length, total: loaded.total }, locale)}
            </p>
            {failure === 'more' ? (
              <p role="alert" className={styles.error}>
                {tr(m, 'load-failed')}
              </p>
            ) : null}
            {loaded.page < loaded.lastPage ? (
              <button
                type="button"
                className={styles.secondary}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => void load(loaded.page + 1)}
              >
                {busy ? tr(m, 'loading-more') : failure === 'more' ? tr(m, 'retry') : tr(m, 'load-more')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function TransactionRow({ row, m, locale }: { row: Transaction; m: FlatMessages; locale: string }) {
  const direction = row.amount < 0 ? 'debit' : 'credit';
  return (
    <tr>
      <td>
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time>
      </td>
      <td>{typeName(m, row.kind)}</td>
      <td className={styles.number} data-direction={direction}>
        <span aria-hidden="true" className={styles.arrow}>
          {direction === 'debit' ? '↓' : '↑'}
        </span>
        <span className="sr-only">{tr(m, direction)} </span>
        <Isolate className={styles.amount}>{formatAmount(row.amount, row.currency, locale, true)}</Isolate>
      </td>
      <td className={styles.number}>
        <Isolate>{formatAmount(row.balanceAfter, row.currency, locale)}</Isolate>
      </td>
    </tr>
  );
}

/** Placeholder rows while the list loads (the table's height, so nothing jumps). */
function TableSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <div key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
