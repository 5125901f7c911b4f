'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '../../shared/ui/icons';
import { queryProblem, SEARCH_MAX } from './query';
import styles from './search-box.module.css';

/** Results dropdown: loaded on first use, so TanStack Query is not part of the first-load JS. */
const SearchResults = lazy(() => import('./search-results'));

export type SearchLabels = {
  label: string;
  placeholder: string;
  tooShort: string;
  tooLong: string;
  searching: string;
  noResults: string;
  matches: string;
  leagues: string;
  seeAll: string;
  failed: string;
};

/** The debounce of search-as-you-type. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The header search box: results as you type (debounced, 3 to 50 characters). Without JavaScript it is a
 * plain form that submits to the search page.
 */
export function SearchBox({
  locale,
  action,
  labels,
  initial = '',
  autoFocus = false,
  className,
}: {
  locale: string;
  action: string;
  labels: SearchLabels;
  initial?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState(initial.trim());
  const [open, setOpen] = useState(false);
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const problem = queryProblem(value);
  const showPanel = open && value.trim().length > 0;

  return (
    <search className={`${styles.search} ${className ?? ''}`}>
      <form
        ref={formRef}
        action={action}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          if (problem) event.preventDefault();
        }}
        onBlur={(event) => {
          if (!formRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <SearchIcon className={styles.icon} size={18} />
        <input
          className={styles.input}
          type="search"
          name="q"
          role="combobox"
          aria-label={labels.label}
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder={labels.placeholder}
          autoComplete="off"
          maxLength={SEARCH_MAX}
          // biome-ignore lint/a11y/noAutofocus: only on the search page, where typing is the one task.
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <div id={listId} className={styles.panel} hidden={!showPanel}>
          {showPanel &&
            (problem === 'too-short' ? (
              <p className={styles.hint} role="status">
                {labels.tooShort}
              </p>
            ) : problem === 'too-long' ? (
              <p className={styles.hint} role="status">
                {labels.tooLong}
              </p>
            ) : queryProblem(query) ? (
              <p className={styles.hint} role="status">
                {labels.searching}
              </p>
            ) : (
              <Suspense
                fallback={
                  <p className={styles.hint} role="status">
                    {labels.searching}
                  </p>
                }
              >
                <SearchResults query={query} locale={locale} labels={labels} action={action} />
              </Suspense>
            ))}
        </div>
      </form>
    </search>
  );
}
