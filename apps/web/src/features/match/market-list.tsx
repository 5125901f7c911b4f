import { MARKET_STATUS, type Market, type Match } from '@sportsbook/contract/catalog';
import { type CSSProperties, Fragment, Suspense } from 'react';
import { OutcomeButton } from '../betslip/outcome-button';
import { selectionRefOf } from '../betslip/selection-ref';
import type { ListContext } from '../catalog/list-context';
import { LiveMarketBadge } from './live-market-badge';
import styles from './market-list.module.css';
import { cardStateOf, type MarketState, marketStateOf } from './market-state';

/** How a market shows as rendered: open for bets, suspended or not allowed. */
export const marketState = (market: Market, match: Match): MarketState => marketStateOf(market.status, match.bettable);

/** Markets to show: status 0 ("not allowed") is dropped (spec §4), the rest by priority. */
export function visibleMarkets(markets: readonly Market[]): Market[] {
  return markets.filter((m) => m.status !== MARKET_STATUS.notAllowed).toSorted((a, b) => a.priority - b.priority);
}

function columnsFor(count: number): number {
  if (count <= 3) return Math.max(1, count);
  return count % 3 === 0 ? 3 : 2;
}

const OPEN_BY_DEFAULT = 10;
/** Cards on screen at load render normally; the rest skip rendering off screen (`content-visibility`). */
const ON_SCREEN_CARDS = 4;

/** Markets of one type (same id and name) with their lines (specifiers), in the order they first appear. */
export function groupLines(markets: readonly Market[]): Market[][] {
  const groups = new Map<string, Market[]>();
  for (const market of markets) {
    const key = `${market.id}|${market.name}`;
    const lines = groups.get(key);
    if (lines) lines.push(market);
    else groups.set(key, [market]);
  }
  return [...groups.values()];
}

/**
 * The markets of a match: one collapsible card (`details`) per market type, one row of prices per line
 * (specifier), with suspended and not-allowed states.
 */
export function MarketList({ markets, match, ctx }: { markets: readonly Market[]; match: Match; ctx: ListContext }) {
  const { tMatch, t } = ctx;
  const badgeLabels = { suspended: tMatch('suspended'), notAvailable: tMatch('not-available') };
  return (
    <div className={styles.list}>
      {groupLines(markets).map((lines, index) => {
        const first = lines[0];
        if (!first) return null;
        const states = lines.map((line) => marketState(line, match));
        const cardState = cardStateOf(states);
        const card = (
          <details
            key={`${first.id}|${first.specifier}`}
            className={index < ON_SCREEN_CARDS ? styles.market : `${styles.market} ${styles.deferred}`}
            open={index < OPEN_BY_DEFAULT}
            data-state={cardState}
            style={{ '--lines': lines.length } as CSSProperties}
          >
            <summary className={styles.summary}>
              <span className={styles.name}>{first.name}</span>
              <LiveMarketBadge
                matchId={match.id}
                lines={lines.map((line) => ({ marketId: line.id, specifier: line.specifier, status: line.status }))}
                bettable={match.bettable}
                labels={badgeLabels}
              />
              <span className={styles.chevron} aria-hidden="true" />
            </summary>
            <div className={styles.lines}>
              {lines.map((market, lineIndex) => {
                const state = states[lineIndex] ?? 'open';
                const columns = columnsFor(market.outcomes.length);
                return (
                  <div
                    key={market.specifier}
                    className={styles.outcomes}
                    data-state={state}
                    data-columns={columns}
                    style={{ '--cols': columns } as CSSProperties}
                  >
                    {market.outcomes.map((outcome) => (
                      <OutcomeButton
                        key={outcome.id}
                        variant="market"
                        showName
                        selection={selectionRefOf(match, market, outcome)}
                        active={outcome.active}
                        locked={state !== 'open'}
                        suspendedLabel={state === 'not-allowed' ? tMatch('not-available') : t('suspended')}
                      />
                    ))}
                  </div>
                );
              })}
            </div>
          </details>
        );
        // Cards below the first screen hydrate in their own short tasks (Suspense); the first ones stay inline.
        return index < ON_SCREEN_CARDS ? (
          <Fragment key={`${first.id}|${first.specifier}`}>{card}</Fragment>
        ) : (
          <Suspense key={`${first.id}|${first.specifier}`}>{card}</Suspense>
        );
      })}
    </div>
  );
}
