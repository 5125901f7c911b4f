import type { Market } from '@sportsbook/contract/catalog';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { flattenMessages } from '../account/i18n';
import { mockServer, type Route } from '../account/test-fixtures';
import { useSelectionStore } from '../betslip/selection-store';
import { applyOdds } from '../odds/odds-store';
import { resetOddsTypeForTests } from '../odds/odds-type';
import BetBuilder from './bet-builder';
import { parseBuilderHash } from './builder-hash';

const messages = flattenMessages(en['bet-builder']);
const MATCH = { id: 7, name: 'Lions - Tigers', status: 0, provider: 'betradar' };

const market = (id: number, name: string, specifier: string, outcomes: [string, string, number][]): Market => ({
  matchId: 7,
  matchUrnId: 'sr:match:7',
  id,
  name,
  status: 1,
  specifier,
  outcomes: outcomes.map(([outcomeId, outcomeName, odds]) => ({
    id: `7:${id}:${specifier}:${outcomeId}`,
    outcomeId,
    name: outcomeName,
    active: true,
    odds,
  })),
  groups: ['main'],
  priority: id,
  mostBalanced: true,
  nextBetStop: null,
  customBetGroups: [],
  provider: 'betradar',
});

const MARKETS = [
  market(1, '1x2', '', [
    ['1', 'Lions', 2.1],
    ['2', 'draw', 3.3],
    ['3', 'Tigers', 3.6],
  ]),
  market(18, 'Total', 'total=2.5', [
    ['12', 'Over 2.5', 1.9],
    ['13', 'Under 2.5', 1.95],
  ]),
  market(41, 'Correct score', 'score=0:1', [['0-1', '0:1', 9]]),
];

type OddsBody = { match_id: number; selections: { market_id: number; specifier: string; outcome_id: string }[] };

function server(price: Route) {
  const bodies: OddsBody[] = [];
  const calls = mockServer({
    'GET /api/v3/bets/custom/markets/7': () => ({ status: 200, body: { data: MARKETS, pagination: {} } }),
    'POST /api/v3/bets/custom/odds': (init) => {
      bodies.push(JSON.parse(String(init?.body)) as OddsBody);
      return price(init);
    },
  });
  return { calls, bodies };
}

const priced =
  (odds: number): Route =>
  () => ({ status: 200, body: { odds, probability: 1 / odds } });
const leg = (name: RegExp) => screen.findByRole('button', { name });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

beforeEach(() => {
  resetOddsTypeForTests();
  window.history.replaceState(null, '', '/football/lions-tigers#bet-builder');
  useSelectionStore.setState({ ticket: { ...useSelectionStore.getState().ticket, bets: [] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBuilder(initialLegs: Parameters<typeof BetBuilder>[0]['initialLegs'] = []) {
  return render(<BetBuilder match={MATCH} messages={messages} locale="en" initialLegs={initialLegs} />);
}

describe('the bet builder', () => {
  it('toggles legs (aria-pressed), asks for the price of 2 legs and shows it, and keeps the fragment in sync', async () => {
    const { bodies } = server(priced(3.4));
    renderBuilder();
    const home = await leg(/^Lions/);
    const add = screen.getByRole('button', { name: 'Add to bet slip' }) as HTMLButtonElement;
    fireEvent.click(home);
    expect(pressed(home)).toBe('true');
    expect(screen.getByText('Pick 1 more outcome to get a price.')).toBeTruthy();
    expect(add.disabled).toBe(true);

    fireEvent.click(await leg(/^Over 2\.5/));
    await waitFor(() => expect(screen.getByTestId('builder-odds').textContent).toBe('3.40'));
    expect(bodies).toEqual([
      {
        match_id: 7,
        selections: [
          { match_id: 7, market_id: 1, specifier: '', outcome_id: '1' },
          { match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
        ],
      },
    ]);
    expect(add.disabled).toBe(false);
    expect(screen.getByText('2 picks')).toBeTruthy();
    expect(parseBuilderHash(window.location.hash)).toEqual({
      legs: [
        { marketId: 1, specifier: '', outcomeId: '1' },
        { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
      ],
    });

    // Another outcome of a picked market replaces it; a pressed leg unpicks.
    fireEvent.click(await leg(/^Draw/));
    expect(pressed(home)).toBe('false');
    expect(pressed(await leg(/^Draw/))).toBe('true');
    fireEvent.click(await leg(/^Draw/));
    expect(pressed(await leg(/^Draw/))).toBe('false');
    expect(screen.getByText('1 pick')).toBeTruthy();
  });

  it("prices the legs again when a leg's live price moves, keeping the last price shown meanwhile", async () => {
    let odds = 3.4;
    const { bodies } = server(() => ({ status: 200, body: { odds, probability: 1 / odds } }));
    renderBuilder();
    fireEvent.click(await leg(/^Lions/));
    fireEvent.click(await leg(/^Over 2\.5/));
    await waitFor(() => expect(screen.getByTestId('builder-odds').textContent).toBe('3.40'));
    odds = 3.1;
    act(() => applyOdds([{ id: '7:1::1', odds: 2.3 }]));
    expect(screen.getByTestId('builder-odds').textContent).toBe('3.40');
    await waitFor(() => expect(screen.getByTestId('builder-odds').textContent).toBe('3.10'));
    expect(bodies).toHaveLength(2);
    act(() => applyOdds([{ id: '7:1::1', odds: 2.1 }]));
  });

  it('asks once for a burst of taps, dropping the superseded request', async () => {
    const { bodies } = server(priced(5));
    renderBuilder();
    fireEvent.click(await leg(/^Lions/));
    fireEvent.click(await leg(/^Over 2\.5/));
    fireEvent.click(await leg(/^0:1/));
    await waitFor(() => expect(screen.getByTestId('builder-odds').textContent).toBe('5.00'));
    expect(bodies.map((b) => b.selections.length)).toEqual([3]);
  });

  it('shows the refusal of a combination that cannot win', async () => {
    server(() => ({
      status: 422,
      body: { error: { code: 'custom_bet_impossible', message: 'No final score satisfies every leg.' } },
    }));
    renderBuilder();
    fireEvent.click(await leg(/^Lions/));
    fireEvent.click(await leg(/^0:1/));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('These picks cannot all win together.');
    expect((screen.getByRole('button', { name: 'Add to bet slip' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds one custom bet with the legs and the quoted odds to the slip', async () => {
    server(priced(3.4));
    renderBuilder([
      { marketId: 1, specifier: '', outcomeId: '1' },
      { marketId: 18, specifier: 'total=2.5', outcomeId: '13' },
    ]);
    // The fragment's legs are picked once the markets arrive, and the custom-bet modal shows the bet.
    const modal = await screen.findByRole('dialog', { name: 'Shared bet builder' });
    expect(pressed(await leg(/^Under 2\.5/))).toBe('true');
    await waitFor(() => expect(within(modal).getByTestId('builder-odds').textContent).toBe('3.40'));
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: 'Add to bet slip' }));
    });
    await waitFor(() => expect(useSelectionStore.getState().ticket.bets).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [bet] = useSelectionStore.getState().ticket.bets;
    expect(bet?.betType).toBe('custom_bet');
    expect(bet?.customOdds).toBe(3.4);
    expect(bet?.selections.map((s) => [s.id, s.odds])).toEqual([
      ['7:1::1', 2.1],
      ['7:18:total=2.5:13', 1.95],
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Added to your bet slip.');
    expect(pressed(await leg(/^Lions/))).toBe('false');
  });

  it("a link's legs open the custom-bet modal with the bet now and the legs gone; Edit picks keeps them picked", async () => {
    server(priced(5.2));
    renderBuilder([
      { marketId: 1, specifier: '', outcomeId: '3' },
      { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
      { marketId: 29, specifier: '', outcomeId: '74' },
    ]);
    const modal = await screen.findByRole('dialog', { name: 'Shared bet builder' });
    expect(within(modal).getByText('Lions - Tigers: these picks are priced together as one bet.')).toBeTruthy();
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Tigers'), expect.stringContaining('Over 2.5')]);
    expect(within(modal).getByText('1 pick of the link is no longer available and was left out.')).toBeTruthy();
    await waitFor(() => expect(within(modal).getByTestId('builder-odds').textContent).toBe('5.20'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Edit picks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pressed(await leg(/^Tigers/))).toBe('true');
    expect(pressed(await leg(/^Over 2\.5/))).toBe('true');
    expect(useSelectionStore.getState().ticket.bets).toHaveLength(0);
  });
});
