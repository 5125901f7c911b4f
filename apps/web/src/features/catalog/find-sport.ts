import type { Sport } from '@sportsbook/contract/catalog';
import { getSettings, getSports } from '../../shared/api/server-api';

/** The sport a URL's first segment names, or null: unknown, or premium cricket while the operator has it off. */
export async function findSport(locale: string, key: string): Promise<Sport | null> {
  const sport = (await getSports(locale)).find((s) => s.key === key);
  if (!sport) return null;
  if (sport.type === 'premium_cricket' && !(await getSettings(locale)).features.isPremiumCricketEnabled) return null;
  return sport;
}
