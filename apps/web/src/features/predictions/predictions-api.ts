import type { Prediction, PredictionOptionKey } from '@sportsbook/contract/votes';
import { apiFetch } from '../../shared/api/platform-api';

/** Spec 001 §7.3 `GET /vote` and `POST /vote` (v3 API, same-origin `/api` rewrite). */
const URL_VOTE = '/api/v3/vote';

/** The match's predictions (the caller's own vote included when signed in); empty for outrights. */
export function fetchMatchPredictions(matchId: number, signal?: AbortSignal): Promise<Prediction[]> {
  return apiFetch<Prediction[]>(`${URL_VOTE}?match_id=${matchId}`, { signal, quiet401: true });
}

/** The player's one vote; answers the prediction with the new shares. */
export function postVote(predictionId: string, option: PredictionOptionKey): Promise<Prediction> {
  return apiFetch<Prediction>(URL_VOTE, { method: 'POST', body: { prediction_id: predictionId, data: option } });
}
