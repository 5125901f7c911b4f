import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../account/auth-store';
import { player } from '../account/test-fixtures';
import { LootboxCard } from './lootbox-card';
import { lootbox, m, stubApi } from './test-fixtures';

beforeEach(() => useAuthStore.setState({ authStatus: 'LOGGED_IN', player }));
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ authStatus: 'UNKNOWN', player: null });
});

function renderCard(over: Parameters<typeof lootbox>[0] = {}) {
  const onChanged = vi.fn();
  render(
    <ul>
      <LootboxCard lootbox={lootbox(over)} m={m} locale="en" onChanged={onChanged} />
    </ul>,
  );
  return { card: screen.getByRole('article', { name: 'Treasure chest' }), onChanged };
}

const opened = (kind: 'cash' | 'points' | 'none', amount: number, boxesLeft: number) => () => ({
  status: 200,
  body: { id: 9, kind, amount, currency: 'EUR', boxesLeft },
});

describe('a lootbox card', () => {
  it('shows the chest for the boxes waiting, the progress to the next box and the prize table with chances', () => {
    const { card } = renderCard({ boxes: 3, chest: 'large', progressCount: 0, betsPerBox: 2 });
    expect(within(card).getByRole('img', { name: 'Large chest: 3 boxes to open' }).dataset.chest).toBe('large');
    const bar = within(card).getByRole('progressbar', { name: 'Progress to the next box of Treasure chest' });
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 2 bets to the next box');
    const rows = within(within(card).getByRole('table', { name: 'Prizes' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PrizeChance', '€5.0025 %', '100 points50 %', 'Nothing25 %']);
  });

  it('opens a box, says the cash prize in a live region, and the chest follows the boxes left', async () => {
    const calls = stubApi({ 'POST /api/v3/bonuses/lootboxes/31/open': opened('cash', 500, 1) });
    const { card, onChanged } = renderCard({ boxes: 3, chest: 'large' });
    fireEvent.click(within(card).getByRole('button', { name: 'Open a box' }));
    expect(await within(card).findByText('You won €5.00')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('You won €5.00');
    expect(within(card).getByRole('img', { name: 'Small chest: 1 box to open' }).dataset.chest).toBe('small');
    expect(calls).toEqual(['POST /api/v3/bonuses/lootboxes/31/open']);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says a points prize and an empty box, and hides "Open" once no box is left', async () => {
    stubApi({ 'POST /api/v3/bonuses/lootboxes/31/open': opened('points', 100, 1) });
    const { card } = renderCard({ boxes: 2, chest: 'medium' });
    expect(within(card).getByRole('img', { name: 'Medium chest: 2 boxes to open' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Open a box' }));
    expect(await within(card).findByText('You won 100 points')).toBeTruthy();

    stubApi({ 'POST /api/v3/bonuses/lootboxes/31/open': opened('none', 0, 0) });
    fireEvent.click(within(card).getByRole('button', { name: 'Open a box' }));
    expect(await within(card).findByText('Empty this time')).toBeTruthy();
    expect(within(card).getByText('No boxes to open')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Open a box' })).toBeNull();
  });

  it('says what to do when opening fails', async () => {
    stubApi({
      'POST /api/v3/bonuses/lootboxes/31/open': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'x' } },
      }),
    });
    const { card } = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Open a box' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'Your session has ended. Sign in and try again.',
    );
  });
});
