import type { Prediction } from '@sportsbook/contract/votes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';

vi.mock('./predictions-api', () => ({ fetchMatchPredictions: vi.fn(), postVote: vi.fn() }));

import { resetAuthStore, useAuthStore } from '../account/auth-store';
import { flattenMessages } from '../account/i18n';
import { MatchPrediction } from './match-prediction';
import { fetchMatchPredictions, postVote } from './predictions-api';
import { prediction } from './test-fixtures';

const finished = prediction({ open: false, result: 'home' });

const messages = flattenMessages(en.predictions);
const open = prediction();
const read = vi.mocked(fetchMatchPredictions);
const renderCard = (initial?: Prediction | null, sessionCookie = false) =>
  render(
    <MatchPrediction matchId={7} initial={initial} sessionCookie={sessionCookie} messages={messages} locale="en" />,
  );
const sessionBecomes = (status: 'LOGGED_IN' | 'NOT_LOGGED_IN') =>
  act(() => useAuthStore.setState({ authStatus: status }));

beforeEach(() => {
  resetAuthStore();
  read.mockReset();
  vi.mocked(postVote).mockReset();
  read.mockResolvedValue([finished]);
});

describe('the match prediction comes with the page (CLS 0: the card has its final size in the first paint)', () => {
  it('shows the server read at once, and does not read again when the session becomes known', () => {
    renderCard(finished);
    expect(screen.getByRole('list', { name: 'Prediction results' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the prediction' })).toBeNull();
    sessionBecomes('NOT_LOGGED_IN');
    expect(read).not.toHaveBeenCalled();
  });

  it("reads again when the session changes (the reply carries the player's own vote)", async () => {
    renderCard(finished);
    sessionBecomes('NOT_LOGGED_IN');
    sessionBecomes('LOGGED_IN');
    await act(async () => {});
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a match the server says has no prediction', () => {
    const { container } = renderCard(null);
    expect(container.innerHTML).toBe('');
  });

  it('loads in the browser when the server read failed', async () => {
    renderCard(undefined);
    expect(screen.getByRole('status', { name: 'Loading the prediction' })).toBeTruthy();
    sessionBecomes('NOT_LOGGED_IN');
    await act(async () => {});
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list', { name: 'Prediction results' })).toBeTruthy();
  });
});

describe('a choice made before the session is known waits for it', () => {
  it("shows a player's view for a request with a session cookie, and votes once the session is known", async () => {
    vi.mocked(postVote).mockResolvedValue({ ...open, vote: { data: 'home', createdAt: '2026-11-26T00:00:00.000Z' } });
    renderCard(open, true);
    expect(screen.getByText(en.predictions['vote-hint'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Arsenal' }));
    expect(postVote).not.toHaveBeenCalled();
    sessionBecomes('LOGGED_IN');
    await act(async () => {});
    expect(postVote).toHaveBeenCalledWith('match:7:winner', 'home');
    expect(useAuthStore.getState().dialog).toBeNull();
  });

  it('asks a visitor to sign in, not before the session is known', () => {
    renderCard(open);
    expect(screen.getByText(en.predictions['sign-in-hint'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Chelsea' }));
    expect(useAuthStore.getState().dialog).toBeNull();
    sessionBecomes('NOT_LOGGED_IN');
    expect(useAuthStore.getState().dialog?.kind).toBe('sign-in');
    expect(postVote).not.toHaveBeenCalled();
  });
});
