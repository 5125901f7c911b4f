import type { Prediction } from '@sportsbook/contract/votes';

/** An open "who wins" prediction of match 7 with three votes (tests), patched as a test needs. */
export const prediction = (patch: Partial<Prediction> = {}): Prediction => ({
  id: 'match:7:winner',
  prediction_id: 'match:7:winner',
  kind: 'winner',
  matchId: 7,
  open: true,
  options: [
    { key: 'home', name: 'Arsenal', votes: 1, share: 33 },
    { key: 'draw', name: 'Draw', votes: 0, share: 0 },
    { key: 'away', name: 'Chelsea', votes: 2, share: 67 },
  ],
  totalVotes: 3,
  result: null,
  vote: null,
  ...patch,
});
