import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { scoreEvents } from './live-visualisation';
import { MatchPreview, readPreviewCollapsed, readVisualisationOn } from './match-preview';

const labels = {
  toggle: 'Match details',
  visualisation: 'Live visualisation',
  loading: 'Loading',
  events: 'Recent events',
  noEvents: 'No score changes yet',
  scored: '{team} scores',
  period: 'Period: {period}',
};
const score = {
  totalScore: { home: 1, away: 0 },
  gameScore: null,
  currentServer: null,
  periodScores: [{ home: 1, away: 0, periodKey: 'p1', name: '1st half', number: 1, type: 'regular_period' as const }],
};

function renderPreview(live = true) {
  return render(
    <MatchPreview
      matchId={7}
      live={live}
      rendered={score as never}
      names={{ home: 'Ajax', away: 'PSV' }}
      labels={labels}
    >
      <p>period grid</p>
    </MatchPreview>,
  );
}

describe('match preview (match_preview, is_video_streaming_enabled)', () => {
  beforeEach(() => localStorage.clear());

  it('reads the stored values, ignoring unknown ones', () => {
    expect(readPreviewCollapsed()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.matchPreview, 'collapsed');
    expect(readPreviewCollapsed()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.matchPreview, 'weird');
    expect(readPreviewCollapsed()).toBe(false);
    expect(readVisualisationOn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.isVideoStreamingEnabled, 'true');
    expect(readVisualisationOn()).toBe(true);
  });

  it('folds the details area and remembers it', () => {
    renderPreview();
    const toggle = screen.getByRole('button', { name: 'Match details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('period grid').closest('[hidden]')).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.matchPreview)).toBe('collapsed');
    fireEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.matchPreview)).toBeNull();
  });

  it('starts folded when stored so', async () => {
    localStorage.setItem(STORAGE_KEYS.matchPreview, 'collapsed');
    renderPreview();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Match details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the live visualisation on (lazy) and remembers it', async () => {
    renderPreview();
    const sw = screen.getByRole('switch', { name: 'Live visualisation' });
    await act(async () => {
      fireEvent.click(sw);
    });
    expect(localStorage.getItem(STORAGE_KEYS.isVideoStreamingEnabled)).toBe('true');
    expect(await screen.findByRole('region', { name: 'Live visualisation' })).toBeTruthy();
    expect(screen.getByText('Period: 1st half')).toBeTruthy();
    expect(screen.getByText('No score changes yet')).toBeTruthy();
  });

  it('offers no visualisation for a match that is not live', () => {
    renderPreview(false);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('scoreEvents', () => {
  it('lists one event per point scored, and none for a correction', () => {
    expect(scoreEvents({ home: 0, away: 0 }, { home: 1, away: 0 })).toEqual([{ side: 'home', home: 1, away: 0 }]);
    expect(scoreEvents({ home: 1, away: 0 }, { home: 2, away: 1 })).toEqual([
      { side: 'home', home: 2, away: 0 },
      { side: 'away', home: 2, away: 1 },
    ]);
    expect(scoreEvents({ home: 2, away: 0 }, { home: 1, away: 0 })).toEqual([]);
  });
});
