import { useAuthStore } from './auth-store';

/**
 * Whether to show a player's view: the session's state once it is known, and until then what the request's session
 * cookie said (the server rendered that view, so nothing moves when the session loads).
 */
export function usePlayerView(sessionCookie: boolean): boolean {
  const status = useAuthStore((s) => s.authStatus);
  return status === 'LOGGED_IN' || (status !== 'NOT_LOGGED_IN' && sessionCookie);
}
