'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { onFirstUse } from '../../shared/browser/first-use';
import { loadClientMessages } from '../../shared/i18n/client-messages';
import { ClientTexts } from '../../shared/i18n/client-texts';
import { TicketIcon } from '../../shared/ui/icons';
import { useBettingSession } from '../account/betting-session';
import styles from './bet-slip-panel.module.css';
import { toggleFloatingSide, useFloatingSide } from './floating-side';
import { PANEL_TABS, type PanelTab } from './panel-rules';
import { dispatchPanel, usePanel, usePanelStore } from './panel-store';
import { configureSlip, loadSlip, slipNeededAtStart, useSelectionCount, warmSlip } from './slip-summary';

// The slip body, My Bets and the share-link restorer are separate chunks, loaded when first needed, with their texts.
const SlipBody = lazy(() => import('./slip-body'));
const MyBets = lazy(() => import('../bets/my-bets'));
const ShareRestore = lazy(() => import('./share-restore'));

export type BetSlipLabels = {
  title: string;
  tabs: string;
  betSlipTab: string;
  myBetsTab: string;
  open: string;
  close: string;
  empty: string;
  emptyHint: string;
  remove: string;
  clear: string;
  totalOdds: string;
  signInToBet: string;
  myBetsSignIn: string;
  signIn: string;
  /** The floating bar's (780–1279 px) "move to the other side" button. */
  moveSide?: string;
};

/**
 * The bet-slip panel shell: a landmark named "Bet slip" with the BET_SLIP / MY_BETS tab rules
 * (see panel-rules.ts). The right sidebar on desktop; a bottom sheet on smaller screens.
 */
export function BetSlipPanel({
  labels,
  locale = 'en',
  multiSingleByProvider,
}: {
  labels: BetSlipLabels;
  locale?: string;
  /** settings.betting.multiSingleAvailableByProvider, rendered with the page: the slip composes right from the first tap. */
  multiSingleByProvider?: Readonly<Record<string, boolean>>;
}) {
  const { isOpen, tab, myBetsHidden } = usePanel();
  const count = useSelectionCount();
  const side = useFloatingSide();
  const bodyId = useId();
  const tabId = useId();
  const [shareCode, setShareCode] = useState<string | null>(null);

  const session = useBettingSession();

  useEffect(() => {
    if (multiSingleByProvider) configureSlip({ context: { multiSingleByProvider } });
  }, [multiSingleByProvider]);

  useEffect(() => {
    // MY_BETS shows for players only; new bets take the player's currency.
    if (session.status === 'unknown') return;
    usePanelStore.getState().setMyBetsHidden(session.status !== 'player');
    if (session.player) configureSlip({ context: { currency: session.player.currency } });
  }, [session]);

  useEffect(() => {
    // The slip loads now when there is one to restore or quick bet is on; else at the first sign of use (scroll,
    // pointer, key), so a first tap finds it loaded without the page load paying for it (loading it when idle
    // after load measured +35-50 ms of TBT).
    if (slipNeededAtStart()) void loadSlip();
    const code = new URL(window.location.href).searchParams.get(SHARE_PARAM);
    if (code) setShareCode(code);
  }, []);

  useEffect(
    // The slip's code and its texts warm together at the first sign of use.
    () =>
      onFirstUse(() => {
        warmSlip();
        loadClientMessages(locale, 'slip').catch(() => undefined);
      }),
    [locale],
  );

  const tabLabel: Record<PanelTab, string> = { BET_SLIP: labels.betSlipTab, MY_BETS: labels.myBetsTab };
  const loading = <div className={styles.loading} aria-hidden="true" />;

  const emptyState = (
    <div className={styles.empty}>
      <TicketIcon size={32} />
      <p className={styles.emptyTitle}>{labels.empty}</p>
      <p>{labels.emptyHint}</p>
    </div>
  );
  const body = !isOpen ? null : tab === 'MY_BETS' ? (
    <Suspense fallback={loading}>
      <ClientTexts locale={locale} bundle="slip">
        {(messages) => <MyBets messages={messages} locale={locale} compact />}
      </ClientTexts>
    </Suspense>
  ) : count === 0 ? (
    emptyState
  ) : (
    <Suspense fallback={loading}>
      <ClientTexts locale={locale} bundle="slip">
        {(messages) => <SlipBody messages={messages} locale={locale} />}
      </ClientTexts>
    </Suspense>
  );

  return (
    <aside className={styles.panel} aria-label={labels.title} data-open={isOpen} data-side={side} data-pin="slip">
      <div className={styles.head}>
        {myBetsHidden ? (
          <h2 className={styles.title}>
            <TicketIcon size={18} />
            {labels.title}
            {count > 0 && <span className={styles.badge}>{count}</span>}
          </h2>
        ) : (
          <div role="tablist" aria-label={labels.tabs} className={styles.tabs}>
            {PANEL_TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`${tabId}-${key}`}
                aria-selected={isOpen && tab === key}
                aria-controls={bodyId}
                className={styles.tab}
                onClick={() => dispatchPanel({ type: 'choose', tab: key })}
              >
                {tabLabel[key]}
                {key === 'BET_SLIP' && count > 0 && <span className={styles.badge}>{count}</span>}
              </button>
            ))}
          </div>
        )}
        {labels.moveSide && (
          <button
            type="button"
            className={styles.moveSide}
            aria-label={labels.moveSide}
            title={labels.moveSide}
            onClick={toggleFloatingSide}
          >
            <span aria-hidden="true">⇄</span>
          </button>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          aria-label={isOpen ? labels.close : labels.open}
          onClick={() => dispatchPanel({ type: 'toggle' })}
        >
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      {myBetsHidden ? (
        <div id={bodyId} className={styles.body} hidden={!isOpen}>
          {body}
        </div>
      ) : (
        <div id={bodyId} className={styles.body} hidden={!isOpen} role="tabpanel" aria-labelledby={`${tabId}-${tab}`}>
          {body}
        </div>
      )}
      {/* The desktop sidebar is always on screen: while closed and empty it says what to do (CSS shows it there). */}
      {!isOpen && count === 0 && <div className={styles.idleHint}>{emptyState}</div>}
      {shareCode && (
        <Suspense>
          <ClientTexts locale={locale} bundle="slip">
            {(messages) => (
              <ShareRestore code={shareCode} messages={messages} locale={locale} onDone={() => setShareCode(null)} />
            )}
          </ClientTexts>
        </Suspense>
      )}
    </aside>
  );
}

/** The query parameter of a shared-slip link: `?share=CODE` on any page. */
export const SHARE_PARAM = 'share';
