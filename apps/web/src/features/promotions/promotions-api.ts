import { acceptLanguageFor } from '@sportsbook/domain/locales';
import { config } from '../../config';

export type Promotion = { id: string; name: string };

function isPromotion(value: unknown): value is { id: string | number; name?: unknown; type?: unknown } {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/**
 * The operator's promotions: the bonus list of the v3 API (`GET /api/v3/bonuses?available=true`).
 * Until bonuses exist (a later issue) the call answers 404 or 401 for visitors, which means "none".
 */
export async function loadPromotions(locale: string): Promise<Promotion[]> {
  try {
    const response = await fetch(`${config.serverUrl}/api/v3/bonuses?available=true`, {
      headers: { accept: 'application/json', 'accept-language': acceptLanguageFor(locale) },
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const list = Array.isArray(body)
      ? body
      : typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)
        ? body.data
        : [];
    return list.filter(isPromotion).map((item) => ({
      id: String(item.id),
      name: typeof item.name === 'string' ? item.name : typeof item.type === 'string' ? item.type : String(item.id),
    }));
  } catch {
    return [];
  }
}
