'use client';

import type { Paged } from '@sportsbook/contract/pagination';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServedRead } from './served-session';

export type PagedList<T> = {
  /** Null until the first page arrives (the skeleton shows). */
  readonly items: readonly T[] | null;
  /** The last read failed (the first page: the section's error; a later page: next to "Show more"). */
  readonly failed: unknown;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  showMore(): void;
  /** Reads again everything shown (one call of `pages × limit`), keeping what shows until the answer. */
  reload(): void;
  /** Changes items in place (an event patched one, an action answered). */
  update(change: (item: T) => T): void;
};

/**
 * A paged list with "Show more" (spec 001 §7.3 `{ data, pagination }`): `load(page, limit)` reads one page. A change
 * of `key` (locale, session, a join elsewhere on the page) reads again what is shown; an answer to an older question
 * is dropped. A null `key` waits (the session is not known yet). `served` is the first page as the server read it
 * with the page, for the key it names: shown from the first paint, and not read again when the key turns out to be
 * that one.
 */
export function usePagedList<T>(
  key: string | null,
  pageSize: number,
  load: (page: number, limit: number) => Promise<Paged<T>>,
  served?: { key: string; page: Paged<T> | null },
): PagedList<T> {
  const [items, setItems] = useState<readonly T[] | null>(served?.page?.data ?? null);
  const [failed, setFailed] = useState<unknown>(null);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState(served?.page?.pagination.total ?? 0);
  const servedStands = useServedRead(served?.page ? served.key : null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reloads, setReloads] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const pagesRef = useRef(1);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    if (key === null) return;
    if (servedStands(key, reloads)) return;
    const shown = pagesRef.current;
    loadRef.current(1, shown * pageSize).then(
      (page) => {
        if (mine !== generation.current) return;
        setItems(page.data);
        setTotal(page.pagination.total);
        setFailed(null);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setFailed(error);
      },
    );
  }, [key, reloads, pageSize, servedStands]);

  const showMore = useCallback(() => {
    const next = pagesRef.current + 1;
    const mine = generation.current;
    setLoadingMore(true);
    loadRef.current(next, pageSize).then(
      (page) => {
        setLoadingMore(false);
        if (mine !== generation.current) return;
        pagesRef.current = next;
        setPages(next);
        setTotal(page.pagination.total);
        setFailed(null);
        setItems((current) => [...(current ?? []), ...page.data]);
      },
      (error: unknown) => {
        setLoadingMore(false);
        if (mine === generation.current) setFailed(error);
      },
    );
  }, [pageSize]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const update = useCallback((change: (item: T) => T) => {
    setItems((current) => (current ? current.map(change) : current));
  }, []);

  return {
    items,
    failed,
    hasMore: items !== null && items.length < total && pages * pageSize < total,
    loadingMore,
    showMore,
    reload,
    update,
  };
}
