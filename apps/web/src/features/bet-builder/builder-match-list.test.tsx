import type { Match } from '@sportsbook/contract/catalog';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type BuilderListMatch, BuilderMatchList } from './builder-match-list';
import { builderMatchesOf, offersBuilder } from './builder-sports';

const match = (id: number, sportKey: string, status: Match['status'], startTime: string): BuilderListMatch => ({
  id,
  name: `Match ${id}`,
  sportKey,
  slug: `match-${id}`,
  status,
  startTime,
  tournament: { name: 'League' },
});

describe('the betbuilder tab', () => {
  const football = [
    match(1, 'football', 0, '2026-05-02T18:00:00Z'),
    match(2, 'football', 4, '2026-05-01T12:00:00Z'),
    match(3, 'football', 1, '2026-05-01T15:00:00Z'),
  ];
  const hockey = [match(4, 'ice-hockey', 0, '2026-05-01T19:00:00Z')];
  const darts = [match(5, 'darts', 0, '2026-05-01T10:00:00Z')];

  it('lists only prematch and live matches of sports with a builder, soonest first', () => {
    expect(builderMatchesOf([football, hockey, darts]).map((m) => m.id)).toEqual([3, 4, 1]);
    expect(offersBuilder({ sportKey: 'darts', status: 0 })).toBe(false);
    expect(offersBuilder({ sportKey: 'cricket', status: 0 })).toBe(false);
    expect(offersBuilder({ sportKey: 'cricket', status: 1 })).toBe(true);
    expect(offersBuilder({ sportKey: 'tennis', status: 0 })).toBe(true);
    expect(offersBuilder({ sportKey: 'basketball', status: 4 })).toBe(false);
    expect(offersBuilder({ sportKey: 'ice-hockey', status: 1 })).toBe(true);
  });

  it('links each match to its builder with an accessible "Build a bet" link', () => {
    render(
      <BuilderMatchList
        matches={builderMatchesOf([football, hockey, darts])}
        locale="en"
        labels={{ live: 'Live', build: 'Build a bet', buildFor: (m) => `Build a bet: ${m}`, when: () => 'Fri 18:00' }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Build a bet: Match 3',
      'Build a bet: Match 4',
      'Build a bet: Match 1',
    ]);
    const hockeyLink = screen.getByRole('link', { name: 'Build a bet: Match 4' });
    expect(hockeyLink.getAttribute('href')).toBe('/ice-hockey/match-4#bet-builder');
    expect(hockeyLink.textContent).toBe('Build a bet');
    expect(screen.queryByText('Match 5')).toBeNull();
  });
});
