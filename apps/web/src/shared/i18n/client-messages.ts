import { localePath } from '../../i18n/paths';
import type { FlatMessages } from './flat-messages';

/** Texts of a client feature loaded with its chunk (`app/[locale]/messages/[bundle]/route.ts`). */
export type MessageBundle = 'slip' | 'account';

const loaded = new Map<string, Promise<FlatMessages>>();

/**
 * A feature's texts in a locale (`/{locale}/messages/{bundle}`), fetched once and shared; they load with the feature's
 * chunk instead of riding in every page's HTML. A failed fetch is forgotten, so the next use asks again.
 */
export function loadClientMessages(
  locale: string,
  bundle: MessageBundle,
  fetchFn: typeof fetch = fetch,
): Promise<FlatMessages> {
  const key = `${locale}/${bundle}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetchFn(localePath(locale, `/messages/${bundle}`)).then(async (response) => {
      if (!response.ok) throw new Error(`the ${bundle} texts answered ${response.status}`);
      return (await response.json()) as FlatMessages;
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
