import { type Bonus, bonusesReplySchema } from '@sportsbook/contract/bonuses';
import { acceptLanguageFor } from '@sportsbook/domain/locales';
import { config } from '../../config';

/** A promotion as the page shows it: a campaign open to come by, in the page's language. */
export type Promotion = Pick<Bonus, 'id' | 'type' | 'name' | 'description'>;

/**
 * The operator's promotions: the open campaigns of the v3 bonus list (`GET /api/v3/bonuses?available=true`, asked as
 * a visitor, in the page's locale). A failed call means none (the page shows its empty state).
 */
export async function loadPromotions(locale: string): Promise<Promotion[]> {
  try {
    const response = await fetch(
      `${config.serverUrl}/api/v3/bonuses?available=true&locale=${encodeURIComponent(locale)}`,
      {
        headers: { accept: 'application/json', 'accept-language': acceptLanguageFor(locale) },
        cache: 'no-store',
        signal: AbortSignal.timeout(5000),
      },
    );
    if (!response.ok) return [];
    const parsed = bonusesReplySchema.safeParse(await response.json());
    if (!parsed.success) return [];
    return parsed.data.data.map(({ id, type, name, description }) => ({ id, type, name, description }));
  } catch {
    return [];
  }
}
