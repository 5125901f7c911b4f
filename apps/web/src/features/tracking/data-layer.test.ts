import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from './consent';
import {
  trackAffiliateTags,
  trackBetPlaced,
  trackCashOut,
  trackPageView,
  trackSelections,
  trackSignUp,
} from './data-layer';
import { clearCookies } from './test-cookies';

const selection = { matchId: 7, marketId: 1, outcomeId: '1', odds: 1.85 };
const bet = (type: string, totalStake: number) => ({
  type,
  totalStake,
  stake: { value: totalStake, currency: 'EUR', subunits: 2 },
});

describe('tracking data layer', () => {
  afterEach(() => {
    clearCookies();
    delete window.dataLayer;
  });

  it('drops every event before the visitor chooses, and does not replay them after', () => {
    trackPageView();
    trackSelections([selection], []);
    trackSignUp();
    trackAffiliateTags({ btag: 'b1' });
    expect(window.dataLayer ?? []).toEqual([]);

    saveConsent({ analytics: true, marketing: true });
    expect(window.dataLayer ?? []).toEqual([]);
    trackSignUp();
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('records nothing after "Necessary only"', () => {
    saveConsent({ analytics: false, marketing: false });
    trackPageView();
    trackBetPlaced([bet('single', 500)], { quick: false });
    trackCashOut({ minor: 1200, subunits: 2, currency: 'EUR' }, false);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('pushes analytics events in the tag-manager shape once analytics is granted, without the query string', () => {
    saveConsent({ analytics: true, marketing: false });
    window.history.replaceState(null, '', '/de/football?reset_password_token=secret');
    document.documentElement.lang = 'de';
    trackPageView();
    trackSelections([selection], [{ ...selection, outcomeId: '2' }]);
    trackBetPlaced([bet('single', 500), bet('single', 250), bet('combo', 1000)], { quick: false });
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/de/football',
        page_location: `${window.location.origin}/de/football`,
        locale: 'de',
      },
      { event: 'selection_added', match_id: 7, market_id: 1, outcome_id: '1', odds: 1.85 },
      { event: 'selection_removed', match_id: 7, market_id: 1, outcome_id: '2' },
      { event: 'bet_placed', bet_count: 3, bet_types: ['single', 'combo'], quick: false, value: 17.5, currency: 'EUR' },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('secret');
  });

  it('keeps campaign tags for marketing consent alone', () => {
    saveConsent({ analytics: true, marketing: false });
    expect(trackAffiliateTags({ btag: 'b1' })).toBe(false);
    saveConsent({ analytics: false, marketing: true });
    expect(trackAffiliateTags({ btag: 'b1' })).toBe(true);
    expect(trackSignUp()).toBe(false);
    expect(window.dataLayer).toEqual([{ event: 'affiliate_tags', btag: 'b1' }]);
  });
});
