import type { Bonus } from '@sportsbook/contract/bonuses';
import { apiFetch } from '../../shared/api/platform-api';

/** The player's bonus calls of the v3 API (spec 001 §7.3). */
export const bonusesApi = {
  unseen: (locale: string) =>
    apiFetch<{ data: Bonus[] }>(`/api/v3/bonuses?${new URLSearchParams({ unseen: 'true', locale })}`).then(
      (r) => r.data,
    ),
  markSeen: (bonuses: readonly Pick<Bonus, 'id' | 'type'>[]) =>
    apiFetch<void>('/api/v3/bonuses/mark-as-seen', {
      method: 'POST',
      body: bonuses.map(({ id, type }) => ({ id, type })),
    }),
  redeem: (code: string) => apiFetch<Bonus>('/api/v3/bonuses/promo-code', { method: 'POST', body: { code } }),
  mine: (locale: string) =>
    apiFetch<{ data: Bonus[] }>(`/api/v3/bonuses?${new URLSearchParams({ locale })}`).then((r) => r.data),
  activate: (id: number) => apiFetch<Bonus>(`/api/v3/bonuses/${id}/activate`, { method: 'POST', body: {} }),
  terms: (bonus: Pick<Bonus, 'id' | 'type'>, locale: string) =>
    apiFetch<{ terms: string }>(
      `/api/v3/bonuses/${bonus.type === 'comboboost' ? 'comboboosts' : 'freebets'}/${bonus.id}/terms?${new URLSearchParams({ locale })}`,
    ).then((r) => r.terms),
};
