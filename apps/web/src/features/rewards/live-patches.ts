import type { Jackpot, Tournament } from '@sportsbook/contract/rewards';
import { POOL_STATES, type PoolState } from '@sportsbook/domain/rewards/tournament';

/**
 * Real-time patches of the promotions page (pure): `jackpot_changed` and `tournament_pool_changed` of the public
 * locale channel (`packages/contract/src/realtime-events.ts`). Their inner objects are loose, so every field is
 * checked before use; an event for another item, or one that does not parse, changes nothing (same object back).
 */

const sameId = (a: unknown, b: number) => (typeof a === 'number' || typeof a === 'string') && String(a) === String(b);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A jackpot with the event's ticker amount and the level pools it carries (`levels: [{ code, pool }]`). */
export function patchJackpot(jackpot: Jackpot, payload: unknown): Jackpot {
  const changed = (payload as { jackpot?: Record<string, unknown> } | null)?.jackpot;
  if (!changed || !sameId(changed.id, jackpot.id) || !isInt(changed.amount)) return jackpot;
  const pools = new Map<string, number>();
  if (Array.isArray(changed.levels)) {
    for (const level of changed.levels as { code?: unknown; pool?: unknown }[]) {
      if (typeof level?.code === 'string' && isInt(level.pool)) pools.set(level.code, level.pool);
    }
  }
  return {
    ...jackpot,
    amount: changed.amount,
    levels: jackpot.levels.map((level) => {
      const pool = pools.get(level.code);
      return pool === undefined ? level : { ...level, pool };
    }),
  };
}

/** A tournament with the event's pool amount and state (`pool: { id, amount, state }`). */
export function patchTournamentPool(tournament: Tournament, payload: unknown): Tournament {
  const pool = (payload as { pool?: Record<string, unknown> } | null)?.pool;
  if (!pool || !sameId(pool.id, tournament.id)) return tournament;
  const amount = isInt(pool.amount) ? pool.amount : tournament.pool.amount;
  const state = POOL_STATES.find((s): s is PoolState => s === pool.state) ?? tournament.pool.state;
  return { ...tournament, pool: { ...tournament.pool, amount, state } };
}
