import { aBet, selectionsAt } from '@sportsbook/domain/betslip/test-fixtures';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../account/test-fixtures';
import { MaxStakeButton } from './max-stake-button';
import { slipTestMessages } from './test-fixtures';

const messages = slipTestMessages();

describe('the slip’s Max button (POST /bets/max-stake)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the bet as it would be placed, sets the stake and says what bounds it', async () => {
    const bodies: unknown[] = [];
    mockServer({
      'POST /api/v3/bets/max-stake': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return {
          status: 200,
          body: {
            maxStake: { value: 4250, currency: 'EUR', subunits: 2 },
            value: '42.50',
            limitedBy: 'balance',
            lines: 1,
          },
        };
      },
    });
    const onStake = vi.fn();
    const bet = aBet('combo', selectionsAt(2, 1.5), { stake: 300 });
    render(<MaxStakeButton bet={bet} label="Combo" m={messages} locale="en" onStake={onStake} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Largest stake now for Combo' }));
    });
    await waitFor(() => expect(onStake).toHaveBeenCalledWith(4250));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ stake: { currency: 'EUR' } });
    expect((bodies[0] as { selections: unknown[] }).selections).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Largest stake now: €42.50 (your balance).');
  });

  it('says so when the server cannot answer', async () => {
    mockServer({});
    render(
      <MaxStakeButton
        bet={aBet('single', selectionsAt(2))}
        label="Single"
        m={messages}
        locale="en"
        onStake={vi.fn()}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Largest stake now for Single' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe("Couldn't get the largest stake. Try again."),
    );
  });
});
