import { platformApi } from '../../shared/api/platform-api';
import { useAuthStore } from './auth-store';

/**
 * Spec 000 §4 "Locale change: applied by redirecting only when the server reply confirms it". A visitor's choice
 * applies at once; a player's is stored first (`PATCH /player/update_locale`) and applied only when the reply
 * names the same locale. Returns whether to navigate.
 */
export async function confirmLocaleChange(next: string): Promise<boolean> {
  if (useAuthStore.getState().authStatus !== 'LOGGED_IN') return true;
  try {
    const reply = await platformApi.updateLocale(next);
    return reply.locale.toLowerCase() === next.toLowerCase();
  } catch {
    return false;
  }
}
