import { MARKET_STATUS, type Match } from '@sportsbook/contract/catalog';
import { OutcomeButton } from '../betslip/outcome-button';
import { selectionRefOf } from '../betslip/selection-ref';
import { EndsOn } from './ends-on';
import type { ListContext } from './list-context';
import { matchHref } from './match-row';
import styles from './outright-list.module.css';

const SHOWN_OUTCOMES = 6;

/** Outright (non-match) events of a league or sport: each with its winner market's leading prices. */
export function OutrightList({ events, ctx }: { events: readonly Match[]; ctx: ListContext }) {
  const { t, tMatch, locale } = ctx;
  return (
    <ul className={styles.list}>
      {events.map((event) => {
        const market = event.mainMarket;
        const outcomes = market ? market.outcomes.toSorted((a, b) => a.odds - b.odds) : [];
        const locked = !event.bettable || !market || market.status !== MARKET_STATUS.allowed;
        const href = matchHref(locale, event);
        const headingId = `outright-${event.id}`;
        return (
          <li key={event.id}>
            <section className={styles.card} aria-labelledby={headingId}>
              <div className={styles.head}>
                <h3 id={headingId} className={styles.name}>
                  <a data-spa href={href}>
                    {event.name}
                  </a>
                </h3>
                <span className={styles.meta}>
                  {event.tournament.name}
                  <EndsOn iso={event.endDate} label={tMatch('ends')} ctx={ctx} />
                </span>
              </div>
              {market && outcomes.length > 0 ? (
                <div className={styles.outcomes}>
                  {outcomes.slice(0, SHOWN_OUTCOMES).map((outcome) => (
                    <OutcomeButton
                      key={outcome.id}
                      variant="market"
                      showName
                      selection={selectionRefOf(event, market, outcome)}
                      active={outcome.active}
                      locked={locked}
                      suspendedLabel={t('suspended')}
                    />
                  ))}
                </div>
              ) : (
                <p className={styles.none}>{t('no-odds')}</p>
              )}
              {outcomes.length > SHOWN_OUTCOMES && (
                <a data-spa className={styles.more} href={href}>
                  {t('more-markets-label', { count: outcomes.length - SHOWN_OUTCOMES })}
                </a>
              )}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
