import { localePath } from '../../i18n/paths';
import type { FlatMessages } from '../../shared/i18n/flat-messages';

const loaded = new Map<string, Promise<FlatMessages>>();

/**
 * The slip's texts in a locale (`/{locale}/slip-messages`), fetched once and shared by the slip body, My Bets and
 * share restore; they load with those chunks instead of riding in every page's HTML. A failed fetch is forgotten, so
 * the next use asks again.
 */
export function loadSlipMessages(locale: string, fetchFn: typeof fetch = fetch): Promise<FlatMessages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchFn(localePath(locale, '/slip-messages')).then(async (response) => {
      if (!response.ok) throw new Error(`the slip's texts answered ${response.status}`);
      return (await response.json()) as FlatMessages;
    });
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The page's locale, as the layout renders it on `<html lang>` (the slip's chunks warm before React asks). */
export function pageLocale(): string {
  return document.documentElement.lang || 'en';
}
