import type { Config } from '../config';
import type { PersistedFeedState } from '../modules/catalog/catalog-store';
import { SimulatorFeed, type WorldResume } from './simulator-feed';
import type { Clock, FeedSource } from './types';

type FeedOptions = { firstMatchId?: number; world?: WorldResume; onError?: (error: unknown) => void };

/** The feed the server runs: the simulator, seeded and sped up from the configuration. */
export function createFeed(config: Config, clock: Clock, options: FeedOptions = {}): FeedSource {
  const { seed, speed, scale } = config.sim;
  return new SimulatorFeed({ seed, speed, scale, clock, ...options });
}

/**
 * How to start after a restart. The world the last process ran continues when it had the same seed and scale and
 * its replay stays within `config.sim.resumeMaxMs` of simulated time (the simulator rebuilds it from its seed and
 * creation time, so the cost grows with its age): simulated time went on at the configured speed while the server
 * was down. Otherwise a new world starts after the last match id used.
 */
export function resumeOptions(config: Config, clock: Clock, saved: PersistedFeedState): FeedOptions {
  const world = saved.world;
  if (world && world.seed === config.sim.seed && world.scale === config.sim.scale) {
    const now = world.emittedUntil + Math.max(0, clock.now() - world.emittedAt) * config.sim.speed;
    if (now - world.start <= config.sim.resumeMaxMs) {
      return { world: { start: world.start, firstMatchId: world.firstMatchId, emittedUntil: world.emittedUntil, now } };
    }
  }
  return saved.nextMatchId === undefined ? {} : { firstMatchId: saved.nextMatchId };
}
