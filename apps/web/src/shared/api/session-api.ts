import type { Account, Phone, Player, StatusGroup } from '@sportsbook/contract/platform';
import { platformFetch, platformPost } from './platform-fetch';

export type CompPoints = { points: number; statusGroup: { id: string; name: string } | null };

/**
 * The platform calls the session needs at page load (the auth store, the betting session): a module of their own,
 * so the first-load JavaScript does not carry the forms' and limits' calls (`platformApi` includes these).
 */
export const sessionApi = {
  signOut: () => platformFetch<void>('/users/sign_out', { method: 'DELETE', quiet401: true }),
  player: (quiet401 = false) => platformFetch<Player>('/player', { quiet401 }),
  accounts: () => platformFetch<Account[]>('/player/accounts'),
  changeAccount: (currency: string) => platformPost<Account>('/player/accounts', { currency }),
  compPoints: () => platformFetch<CompPoints>('/player/comp_points', { quiet401: true }),
  statusGroups: () => platformFetch<StatusGroup[]>('/player/status_groups'),
  phone: () => platformFetch<Phone>('/player/phone'),
};
