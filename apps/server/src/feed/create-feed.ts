import type { Config } from '../config';
import { SimulatorFeed } from './simulator-feed';
import type { Clock, FeedSource } from './types';

/**
 * The feed the server runs: the simulator, seeded and sped up from the configuration. Pass the persisted
 * `nextMatchId` as `firstMatchId` so a restarted simulator never reuses match ids, and a logger as `onError`.
 */
export function createFeed(
  config: Config,
  clock: Clock,
  options: { firstMatchId?: number; onError?: (error: unknown) => void } = {},
): FeedSource {
  const { seed, speed, scale } = config.sim;
  return new SimulatorFeed({ seed, speed, scale, clock, ...options });
}
