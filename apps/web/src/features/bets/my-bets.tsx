'use client';

import type { Bet } from '@sportsbook/contract/bets';
import type { BetListFilter, BetResultFilter } from '@sportsbook/domain/betslip/bet-list';
import { matchesBetList, mergeBetUpdate } from '@sportsbook/domain/betslip/bet-list';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localePath } from '../../i18n/paths';
import { listBets } from '../../shared/api/bets-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { onPrivateEvent } from '../../shared/realtime/realtime';
import { openAuthDialog } from '../account/auth-store';
import { useBettingSession } from '../account/betting-session';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';

/** A safety refresh while shown; live changes arrive on the private channel (bet_changed, cashout_changed). */
const POLL_MS = 15000;
/** Bets rendered per step of the infinite scroll (pages of 500 are fetched as the rendered ones run out). */
const RENDER_STEP = 50;
const FILTERS: BetListFilter[] = ['all', 'open', 'settled'];
const RESULTS: BetResultFilter[] = ['all', 'win', 'lose', 'refund'];

/**
 * My Bets (spec 000 §4 Bet list): filters all / open / settled (and win / lose / refund for settled), each bet with
 * its legs, stake, potential or actual return, and cash-out with the live offer and a confirmation step. Every bet
 * is reachable: pages of 500 (spec 001 §9) are fetched one after another as the list is scrolled, and rendered 50
 * at a time (an observer at the end of the list, and a "Show more" button for keyboards). Live: `bet_changed`
 * merges the bet (`mergeBetUpdate`), `cashout_changed` replaces the offer; the first page is refetched every 15 s
 * while shown as a safety net and merged into the list.
 */
export default function MyBets({
  messages: m,
  locale,
  compact = false,
}: {
  messages: FlatMessages;
  locale: string;
  compact?: boolean;
}) {
  const session = useBettingSession();
  const [filter, setFilter] = useState<BetListFilter>('all');
  const [result, setResult] = useState<BetResultFilter>('all');
  const [bets, setBets] = useState<Bet[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Pages fetched so far and the list's last page; how many bets are rendered.
  const [pages, setPages] = useState({ loaded: 0, last: 1 });
  const [shown, setShown] = useState(RENDER_STEP);
  const [more, setMore] = useState<'idle' | 'busy' | 'failed'>('idle');
  const resultFilter = filter === 'settled' ? result : 'all';

  const load = useCallback(async () => {
    try {
      const page = await listBets(filter, resultFilter, locale, 1);
      setBets(page.data);
      setPages({ loaded: 1, last: page.pagination.lastPage });
      setShown(RENDER_STEP);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [filter, resultFilter, locale]);

  /** The safety refresh: the first page merged into what is loaded (later pages keep their place). */
  const refresh = useCallback(async () => {
    try {
      const page = await listBets(filter, resultFilter, locale, 1);
      setBets((list) => {
        if (!list) return page.data;
        let merged: readonly Bet[] = list;
        for (const bet of page.data.toReversed()) merged = mergeBetUpdate(merged, bet);
        return [...merged];
      });
      setPages((p) => ({ ...p, last: page.pagination.lastPage }));
    } catch {
      // The next tick tries again; the list shown stays.
    }
  }, [filter, resultFilter, locale]);

  useEffect(() => {
    if (session.status !== 'player') return;
    setBets(null);
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [load, refresh, session.status]);

  const loadedCount = bets?.length ?? 0;
  const hasMore = shown < loadedCount || pages.loaded < pages.last;
  const showMore = useCallback(async () => {
    if (more === 'busy') return;
    if (shown < loadedCount) {
      setShown((n) => n + RENDER_STEP);
      return;
    }
    if (pages.loaded >= pages.last) return;
    setMore('busy');
    try {
      const page = await listBets(filter, resultFilter, locale, pages.loaded + 1);
      setBets((list) => {
        const known = new Set((list ?? []).map((b) => b.id));
        return [...(list ?? []), ...page.data.filter((b) => !known.has(b.id))];
      });
      setPages({ loaded: pages.loaded + 1, last: page.pagination.lastPage });
      setShown((n) => n + RENDER_STEP);
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }, [more, shown, loadedCount, pages, filter, resultFilter, locale]);

  // Infinite scroll: the end of the list coming into view shows (or fetches) more.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || more !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void showMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, more, showMore]);

  const onChanged = useCallback(
    (bet: Bet) =>
      setBets((list) =>
        list ? [...mergeBetUpdate(list, bet)].filter((b) => matchesBetList(b, filter, result)) : list,
      ),
    [filter, result],
  );

  useEffect(() => {
    if (session.status !== 'player') return;
    const offBet = onPrivateEvent('bet_changed', (payload) => {
      const bet = (payload as { bet?: Bet } | null)?.bet;
      if (bet && typeof bet === 'object' && 'selections' in bet) onChanged(bet);
      else void load();
    });
    const offCashout = onPrivateEvent('cashout_changed', (payload) => {
      const { betId, cashout } = (payload ?? {}) as {
        betId?: string | number;
        cashout?: { amount?: number | null; available?: boolean };
      };
      if (betId === undefined || !cashout) return;
      const amount = cashout.available === false ? null : (cashout.amount ?? null);
      setBets(
        (list) => list?.map((b) => (String(b.betId) === String(betId) ? { ...b, toCashoutAmount: amount } : b)) ?? list,
      );
    });
    return () => {
      offBet();
      offCashout();
    };
  }, [session.status, onChanged, load]);

  if (session.status === 'visitor') {
    return (
      <div className={styles.empty}>
        <p>{tr(m, 'bets.sign-in')}</p>
        <button type="button" className={styles.cta} onClick={() => openAuthDialog('sign-in')}>
          {tr(m, 'bets.sign-in-button')}
        </button>
      </div>
    );
  }

  return (
    <section className={styles.root} data-compact={compact || undefined} aria-label={tr(m, 'bets.title')}>
      <div className={styles.filters}>
        <Choices
          legend={tr(m, 'bets.filter')}
          keys={FILTERS}
          chosen={filter}
          label={(key) => tr(m, `bets.filter-${key}`)}
          onChoose={setFilter}
          classes={[styles.segments, styles.segment]}
        />
        {filter === 'settled' && (
          <Choices
            legend={tr(m, 'bets.result')}
            keys={RESULTS}
            chosen={result}
            label={(key) => tr(m, `bets.result-${key}`)}
            onChoose={setResult}
            classes={[styles.chips, styles.chip]}
          />
        )}
      </div>
      {failed && bets === null ? (
        <div className={styles.empty} role="alert">
          <p>{tr(m, 'bets.load-failed')}</p>
          <button type="button" className={styles.cta} onClick={() => void load()}>
            {tr(m, 'bets.retry')}
          </button>
        </div>
      ) : bets === null ? (
        <div className={styles.skeletons} aria-busy="true">
          <span className="sr-only">{tr(m, 'bets.loading')}</span>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : bets.length === 0 ? (
        <div className={styles.empty}>
          <p>{tr(m, `bets.empty-${filter}`)}</p>
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={tr(m, 'bets.list')}>
            {bets.slice(0, compact ? RENDER_STEP : shown).map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} messages={m} locale={locale} onChanged={onChanged} />
              </li>
            ))}
          </ul>
          {!compact && hasMore && (
            <div ref={sentinel} className={styles.more}>
              {more === 'failed' && (
                <p role="alert" className={styles.error}>
                  {tr(m, 'bets.load-more-failed')}
                </p>
              )}
              <button
                type="button"
                className={styles.secondary}
                disabled={more === 'busy'}
                onClick={() => void showMore()}
              >
                {tr(m, more === 'busy' ? 'bets.loading-more' : 'bets.show-more')}
              </button>
            </div>
          )}
        </>
      )}
      {compact && (
        <a data-spa className={styles.all} href={localePath(locale, '/bets')}>
          {tr(m, 'bets.open-page')}
        </a>
      )}
    </section>
  );
}

/** A row of pressed buttons choosing one of `keys` (the list filter, the result filter), named by a hidden legend. */
function Choices<K extends string>({
  legend,
  keys,
  chosen,
  label,
  onChoose,
  classes: [group, item],
}: {
  legend: string;
  keys: readonly K[];
  chosen: K;
  label: (key: K) => string;
  onChoose: (key: K) => void;
  classes: [string | undefined, string | undefined];
}) {
  return (
    <fieldset className={group}>
      <legend className="sr-only">{legend}</legend>
      {keys.map((key) => (
        <button key={key} type="button" aria-pressed={chosen === key} className={item} onClick={() => onChoose(key)}>
          {label(key)}
        </button>
      ))}
    </fieldset>
  );
}
