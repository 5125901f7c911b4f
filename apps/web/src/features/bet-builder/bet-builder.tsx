'use client';

import type { CustomBetSelection } from '@sportsbook/contract/bet-builder';
import { MARKET_STATUS, type Market } from '@sportsbook/contract/catalog';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { fetchCustomMarkets } from '../../shared/api/bet-builder-api';
import { type FlatMessages, tr, trPlural } from '../../shared/i18n/flat-messages';
import { Ltr } from '../../shared/ui/bidi';
import { selectionRefOf } from '../betslip/selection-ref';
import type { SelectionRef } from '../betslip/selection-store';
import { loadSlip } from '../betslip/slip-summary';
import { displayName, formatPrice } from '../odds/format-price';
import { oddsStore, useOdds } from '../odds/odds-store';
import { useOddsType } from '../odds/odds-type';
import styles from './bet-builder.module.css';
import { builderHash, type LegRef, sameLeg, sameMarket } from './builder-hash';
import { CustomBetModal } from './custom-bet-modal';
import { MAX_LEGS, MIN_LEGS, type PriceState, useCustomPrice } from './use-custom-price';

/** The match the builder prices (what a leg's `SelectionRef` carries besides its market and outcome). */
export type BuilderMatch = { id: number; name: string; status: number; provider?: string };

export type BetBuilderProps = {
  match: BuilderMatch;
  /** The `bet-builder` messages, flat and without the prefix. */
  messages: FlatMessages;
  locale: string;
  /** Legs named by the page's fragment, picked once the markets are known. */
  initialLegs: readonly LegRef[];
};

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; markets: Market[] };

function refOf(match: BuilderMatch, market: Market, outcomeIndex: number): SelectionRef | null {
  const outcome = market.outcomes[outcomeIndex];
  return outcome ? selectionRefOf(match, market, outcome) : null;
}

/** The legs of a fragment that name an active outcome of an open combinable market, one per market. */
export function resolveLegs(
  match: BuilderMatch,
  markets: readonly Market[],
  wanted: readonly LegRef[],
): SelectionRef[] {
  const out: SelectionRef[] = [];
  for (const leg of wanted) {
    const market = markets.find((m) => m.id === leg.marketId && m.specifier === leg.specifier);
    const index = market?.outcomes.findIndex((o) => o.outcomeId === leg.outcomeId && o.active) ?? -1;
    const ref = market && market.status === MARKET_STATUS.allowed ? refOf(match, market, index) : null;
    if (ref && !out.some((o) => sameMarket(o, ref)) && out.length < MAX_LEGS) out.push(ref);
  }
  return out;
}

/** Markets of one type (same id and name) with their lines, by priority. */
function marketGroups(markets: readonly Market[]): Market[][] {
  const groups = new Map<string, Market[]>();
  for (const market of markets.toSorted((a, b) => a.priority - b.priority)) {
    const key = `${market.id}|${market.name}`;
    groups.set(key, [...(groups.get(key) ?? []), market]);
  }
  return [...groups.values()];
}

function LegButton({
  leg,
  pressed,
  disabled,
  onToggle,
}: {
  leg: SelectionRef;
  pressed: boolean;
  disabled: boolean;
  onToggle: (leg: SelectionRef) => void;
}) {
  const entry = useOdds(leg.key, { odds: leg.odds, active: true });
  const oddsType = useOddsType();
  return (
    <button
      type="button"
      className={styles.leg}
      aria-pressed={pressed}
      disabled={(disabled && !pressed) || !entry.active}
      onClick={() => onToggle({ ...leg, odds: entry.odds })}
    >
      <span className={styles.legName}>{displayName(leg.outcomeName)} </span>
      <Ltr className={styles.legPrice}>{formatPrice(entry.odds, oddsType, { capped: true })}</Ltr>
    </button>
  );
}

function PriceLine({ price, m, legs, locale }: { price: PriceState; m: FlatMessages; legs: number; locale: string }) {
  const oddsType = useOddsType();
  if (legs < MIN_LEGS) {
    return <p className={styles.hint}>{trPlural(m, 'pick-more', { count: MIN_LEGS - legs }, locale)}</p>;
  }
  switch (price.kind) {
    case 'loading':
      return <p className={styles.hint}>{tr(m, 'pricing')}</p>;
    case 'priced':
      return (
        <p className={styles.price}>
          <span>{tr(m, 'odds')}</span>
          <strong data-testid="builder-odds">{formatPrice(price.odds, oddsType)}</strong>
        </p>
      );
    case 'refused': {
      const key = `refused.${price.code}`;
      return (
        <p className={styles.error} role="alert">
          {m[key] ? tr(m, key) : price.message}
        </p>
      );
    }
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {tr(m, 'price-failed')}
        </p>
      );
    default:
      return null;
  }
}

/** The picked legs, each with its market, its own price now and a remove button. */
function PickedLegs({
  legs,
  m,
  onRemove,
}: {
  legs: readonly SelectionRef[];
  m: FlatMessages;
  onRemove: (leg: SelectionRef) => void;
}) {
  const oddsType = useOddsType();
  if (legs.length === 0) return null;
  return (
    <ul className={styles.picked}>
      {legs.map((leg) => {
        const name = displayName(leg.outcomeName);
        return (
          <li key={leg.key} className={styles.pick}>
            <span className={styles.pickText}>
              <span>{name}</span>
              <span className={styles.pickMarket}>{leg.marketName}</span>
            </span>
            <span className={styles.legPrice}>{formatPrice(oddsStore.get(leg.key)?.odds ?? leg.odds, oddsType)}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={tr(m, 'remove-leg', { leg: `${name} (${leg.marketName})` })}
              onClick={() => onRemove(leg)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The match page's bet builder (issue 18), loaded when the builder opens: the combinable markets
 * (`GET /api/v3/bets/custom/markets/:matchId`) whose outcomes toggle the legs of one pending custom bet (one
 * outcome per market, 2–10 legs), and a sticky panel with the legs, the price of `POST /api/v3/bets/custom/odds`
 * (refreshed as the legs change), the server's refusal, "Add to bet slip" (one custom bet through the slip store)
 * and "Copy link". The fragment follows the legs (`#bet-builder=…`), so the address bar is a shareable link; such
 * a link opens the custom-bet modal over the builder with its legs picked.
 */
export default function BetBuilder({ match, messages: m, locale, initialLegs }: BetBuilderProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [legs, setLegs] = useState<SelectionRef[]>([]);
  const [notice, setNotice] = useState<'added' | 'copied' | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The custom-bet modal of a link with legs: how many of its legs are gone (null: not open).
  const [review, setReview] = useState<{ missing: number } | null>(null);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fragment's legs apply once, when the markets arrive; `attempt` retries.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchCustomMarkets(match.id, controller.signal).then(
      (markets) => {
        setLoad({ kind: 'ready', markets });
        // Only a first load or a retry after a failure gets here: no leg is picked yet.
        if (initialLegs.length > 0) {
          const resolved = resolveLegs(match, markets, initialLegs);
          setLegs(resolved);
          setReview({ missing: initialLegs.length - resolved.length });
        }
      },
      () => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [match.id, attempt]);

  // The address bar names the legs (replaceState: no history entry per tap, no scroll).
  useEffect(() => {
    if (load.kind !== 'ready') return;
    const url = new URL(window.location.href);
    url.hash = builderHash(legs);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [legs, load.kind]);

  const wire = useMemo<CustomBetSelection[]>(
    () =>
      legs.map((l) => ({ match_id: match.id, market_id: l.marketId, specifier: l.specifier, outcome_id: l.outcomeId })),
    [legs, match.id],
  );
  const price = useCustomPrice(
    match.id,
    wire,
    legs.map((leg) => leg.key),
  );

  const toggle = useCallback((leg: SelectionRef) => {
    setNotice(null);
    setLegs((current) => {
      if (current.some((l) => sameLeg(l, leg))) return current.filter((l) => !sameLeg(l, leg));
      // One outcome per market: another outcome of a picked market replaces it.
      const others = current.filter((l) => !sameMarket(l, leg));
      return others.length >= MAX_LEGS ? current : [...others, leg];
    });
  }, []);

  const add = async () => {
    if (price.kind !== 'priced' || legs.length < MIN_LEGS) return;
    const slip = await loadSlip();
    // Each leg at the price the page shows now (the catalog's price), the bet at the quoted one.
    const current = legs.map((l) => ({ ...l, odds: oddsStore.get(l.key)?.odds ?? l.odds }));
    slip.useSelectionStore.getState().addCustom(current, price.odds);
    setLegs([]);
    setReview(null);
    setNotice('added');
  };

  const copy = () => {
    const url = new URL(window.location.href);
    url.hash = builderHash(legs);
    void navigator.clipboard
      ?.writeText(url.toString())
      .then(() => setNotice('copied'))
      .catch(() => undefined);
  };

  const full = legs.length >= MAX_LEGS;
  const canAdd = price.kind === 'priced' && legs.length >= MIN_LEGS;

  return (
    <section className={styles.builder} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {tr(m, 'title')}
      </h2>
      <p className={styles.intro}>{tr(m, 'intro')}</p>
      {load.kind === 'loading' && (
        <p className={styles.hint} role="status">
          {tr(m, 'loading-markets')}
        </p>
      )}
      {load.kind === 'failed' && (
        <div role="alert" className={styles.error}>
          <p>{tr(m, 'markets-failed')}</p>
          <button type="button" className={styles.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {tr(m, 'retry')}
          </button>
        </div>
      )}
      {load.kind === 'ready' && load.markets.length === 0 && <p className={styles.hint}>{tr(m, 'no-markets')}</p>}
      {load.kind === 'ready' && load.markets.length > 0 && (
        <div className={styles.markets}>
          {marketGroups(load.markets).map((lines) => {
            const first = lines[0];
            if (!first) return null;
            return (
              <fieldset key={`${first.id}|${first.name}`} className={styles.market}>
                <legend className={styles.marketName}>{first.name}</legend>
                {lines.map((market) => (
                  <div key={market.specifier} className={styles.outcomes}>
                    {market.outcomes.map((outcome, index) => {
                      const leg = refOf(match, market, index);
                      if (!leg) return null;
                      return (
                        <LegButton
                          key={outcome.id}
                          leg={{ ...leg, odds: outcome.odds }}
                          pressed={legs.some((l) => sameLeg(l, leg))}
                          disabled={market.status !== MARKET_STATUS.allowed || !outcome.active || full}
                          onToggle={toggle}
                        />
                      );
                    })}
                  </div>
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
      <aside className={styles.panel} aria-label={tr(m, 'your-bet')}>
        <div className={styles.panelHead}>
          <strong>{tr(m, 'your-bet')}</strong>
          <span>{trPlural(m, 'legs', { count: legs.length }, locale)}</span>
        </div>
        <PickedLegs legs={legs} m={m} onRemove={toggle} />
        {full && <p className={styles.hint}>{tr(m, 'max-legs', { max: MAX_LEGS })}</p>}
        <div aria-live="polite" aria-busy={price.kind === 'loading'}>
          <PriceLine price={price} m={m} legs={legs.length} locale={locale} />
        </div>
        {notice && (
          <p className={styles.notice} role="status">
            {tr(m, notice)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.cta} disabled={!canAdd} onClick={() => void add()}>
            {tr(m, 'add')}
          </button>
          <button type="button" className={styles.secondary} onClick={copy}>
            {tr(m, 'copy-link')}
          </button>
          {legs.length > 0 && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setNotice(null);
                setLegs([]);
              }}
            >
              {tr(m, 'clear')}
            </button>
          )}
        </div>
      </aside>
      {review && (
        <CustomBetModal
          matchName={match.name}
          missing={review.missing}
          legs={<PickedLegs legs={legs} m={m} onRemove={toggle} />}
          price={<PriceLine price={price} m={m} legs={legs.length} locale={locale} />}
          canAdd={canAdd}
          onAdd={() => void add()}
          onClose={() => setReview(null)}
          messages={m}
          locale={locale}
        />
      )}
    </section>
  );
}
