'use client';

import {
  BET_STATS_GROUPS,
  type BetStatsGroup,
  type BetStatsReply,
  type BetStatsRow,
} from '@sportsbook/contract/bet-stats';
import { useEffect, useId, useState } from 'react';
import { betStatsParams, fetchBetStats } from '../../shared/api/bets-api';
import { type FlatMessages, tr } from '../../shared/i18n/flat-messages';
import { formatMoney } from '../../shared/money/stake-input-parse';
import { openAuthDialog } from '../account/auth-store';
import { useBettingSession } from '../account/betting-session';
import styles from './bet-stats.module.css';

/** Periods the page offers: days back from today (UTC), or everything. */
const PERIODS = ['30', '90', '365', 'all'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_GROUPS: ReadonlySet<BetStatsGroup> = new Set(['day', 'week', 'month']);

/** The first day (UTC, `YYYY-MM-DD`) of a period ending today; undefined for all time. */
export function periodStart(period: Period, now: number): string | undefined {
  if (period === 'all') return undefined;
  return new Date(now - (Number(period) - 1) * 86_400_000).toISOString().slice(0, 10);
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; stats: BetStatsReply };

/**
 * Betting statistics (issue 20): stakes, returns, profit and ROI of the player's settled bets, grouped by period,
 * sport, market or bet type over the last 30, 90 or 365 days or all time; profit per period as a bar chart (the
 * table beside it carries the same figures for screen readers); the rows as CSV (the server's export, same
 * filters).
 */
export function BetStats({ messages: m, locale }: { messages: FlatMessages; locale: string }) {
  const session = useBettingSession();
  const [group, setGroup] = useState<BetStatsGroup>('month');
  const [period, setPeriod] = useState<Period>('365');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const groupId = useId();
  const periodId = useId();
  const params = betStatsParams({ group, from: periodStart(period, Date.now()), locale });
  const query = params.toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` carries the filters; `attempt` retries.
  useEffect(() => {
    if (session.status !== 'player') return;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchBetStats(new URLSearchParams(query), controller.signal).then(
      (stats) => setLoad({ kind: 'ready', stats }),
      () => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [query, session.status, attempt]);

  if (session.status === 'visitor') {
    return (
      <div className={styles.empty}>
        <p>{tr(m, 'bet-stats.sign-in')}</p>
        <button type="button" className={styles.cta} onClick={() => openAuthDialog('sign-in')}>
          {tr(m, 'bets.sign-in-button')}
        </button>
      </div>
    );
  }

  const stats = load.kind === 'ready' ? load.stats : null;
  const money = (minor: number) => formatMoney(minor, stats?.currency ?? 'EUR', stats?.subunits ?? 2, locale);
  const percent = (roi: number | null) =>
    roi === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(roi);
  const name = (row: BetStatsRow) => rowName(row, group, m, locale);

  return (
    <section className={styles.root} aria-labelledby={groupId}>
      <div className={styles.filters}>
        <label>
          <span id={groupId}>{tr(m, 'bet-stats.group')}</span>
          <select value={group} onChange={(e) => setGroup(e.target.value as BetStatsGroup)}>
            {BET_STATS_GROUPS.map((g) => (
              <option key={g} value={g}>
                {tr(m, `bet-stats.group-${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span id={periodId}>{tr(m, 'bet-stats.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {tr(m, `bet-stats.period-${p}`)}
              </option>
            ))}
          </select>
        </label>
        <a className={styles.secondary} href={`/api/v3/bets/stats.csv?${query}`} download>
          {tr(m, 'bet-stats.csv')}
        </a>
      </div>
      {load.kind === 'loading' && (
        <div className={styles.skeleton} aria-busy="true">
          <span className="sr-only">{tr(m, 'bet-stats.loading')}</span>
        </div>
      )}
      {load.kind === 'failed' && (
        <div className={styles.empty} role="alert">
          <p>{tr(m, 'bet-stats.failed')}</p>
          <button type="button" className={styles.cta} onClick={() => setAttempt((n) => n + 1)}>
            {tr(m, 'bets.retry')}
          </button>
        </div>
      )}
      {stats && stats.rows.length === 0 && (
        <div className={styles.empty}>
          <p>{tr(m, 'bet-stats.empty')}</p>
        </div>
      )}
      {stats && stats.rows.length > 0 && (
        <>
          {PERIOD_GROUPS.has(group) && <ProfitChart rows={stats.rows} name={name} money={money} m={m} />}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{tr(m, 'bet-stats.caption', { currency: stats.currency })}</caption>
              <thead>
                <tr>
                  <th scope="col">{tr(m, `bet-stats.group-${group}`)}</th>
                  <th scope="col">{tr(m, 'bet-stats.bets')}</th>
                  <th scope="col">{tr(m, 'bet-stats.staked')}</th>
                  <th scope="col">{tr(m, 'bet-stats.returned')}</th>
                  <th scope="col">{tr(m, 'bet-stats.profit')}</th>
                  <th scope="col">{tr(m, 'bet-stats.roi')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{name(row)}</th>
                    <td>{row.bets}</td>
                    <td>{money(row.staked)}</td>
                    <td>{money(row.returned)}</td>
                    <td data-sign={Math.sign(row.profit)}>{money(row.profit)}</td>
                    <td>{percent(row.roi)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{tr(m, 'bet-stats.total')}</th>
                  <td>{stats.totals.bets}</td>
                  <td>{money(stats.totals.staked)}</td>
                  <td>{money(stats.totals.returned)}</td>
                  <td data-sign={Math.sign(stats.totals.profit)}>{money(stats.totals.profit)}</td>
                  <td>{percent(stats.totals.roi)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** A row's display name: the period as a date, the sport or market name, the bet type in words. */
function rowName(row: BetStatsRow, group: BetStatsGroup, m: FlatMessages, locale: string): string {
  if (PERIOD_GROUPS.has(group)) {
    const date = new Date(`${row.key}T00:00:00Z`);
    const options: Intl.DateTimeFormatOptions =
      group === 'month' ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
    const text = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
    return group === 'week' ? tr(m, 'bet-stats.week-of', { date: text }) : text;
  }
  if (group === 'type') return m[`bets.type-${row.key}`] ? tr(m, `bets.type-${row.key}`) : row.key;
  if (row.key === 'mixed') return tr(m, 'bet-stats.mixed');
  if (row.key === 'multiple') return tr(m, 'bet-stats.multiple');
  return row.label ?? row.key;
}

/**
 * Profit per period as bars above and below a zero line (SVG, no library): one `role="img"` with a summary; the
 * table carries every figure.
 */
function ProfitChart({
  rows,
  name,
  money,
  m,
}: {
  rows: readonly BetStatsRow[];
  name: (row: BetStatsRow) => string;
  money: (minor: number) => string;
  m: FlatMessages;
}) {
  const width = 600;
  const height = 160;
  const top = Math.max(0, ...rows.map((r) => r.profit));
  const bottom = Math.min(0, ...rows.map((r) => r.profit));
  const span = top - bottom || 1;
  const zero = (top / span) * height;
  const slot = width / rows.length;
  const best = rows.reduce((a, b) => (b.profit > a.profit ? b : a));
  const worst = rows.reduce((a, b) => (b.profit < a.profit ? b : a));
  const summary = tr(m, 'bet-stats.chart-summary', {
    best: name(best),
    bestProfit: money(best.profit),
    worst: name(worst),
    worstProfit: money(worst.profit),
  });
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1={0} x2={width} y1={zero} y2={zero} className={styles.axis} />
        {rows.map((row, i) => {
          const h = (Math.abs(row.profit) / span) * height;
          return (
            <rect
              key={row.key}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={row.profit >= 0 ? zero - h : zero}
              height={Math.max(h, 1)}
              data-sign={Math.sign(row.profit)}
            >
              <title>{`${name(row)}: ${money(row.profit)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>{tr(m, 'bet-stats.chart')}</figcaption>
    </figure>
  );
}
