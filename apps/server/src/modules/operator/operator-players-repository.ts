import type { AffiliateTags } from '@sportsbook/contract/affiliate-tag-rules';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hostPlayers, players } from '../../db/schema';

/** A player as the operator API shows it: plain values, no ORM row. */
export type OperatorPlayerRecord = {
  id: number;
  email: string;
  currency: string;
  country: string | null;
  createdAt: Date;
  playerRef: string | null;
  affiliateTags: AffiliateTags | null;
  acceptedTermsVersion: string | null;
};

/** The player with its host reference (embedded players), or null when there is no such player. */
export async function findOperatorPlayer(db: Db | Tx, id: number): Promise<OperatorPlayerRecord | null> {
  const [row] = await db
    .select({
      id: players.id,
      email: players.email,
      currency: players.currency,
      country: players.countryCode,
      createdAt: players.createdAt,
      playerRef: hostPlayers.hostRef,
      affiliateTags: players.affiliateTags,
      acceptedTermsVersion: players.termsVersion,
    })
    .from(players)
    .leftJoin(hostPlayers, eq(hostPlayers.playerId, players.id))
    .where(eq(players.id, id))
    .limit(1);
  return row ?? null;
}
