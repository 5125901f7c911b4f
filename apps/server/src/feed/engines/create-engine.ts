import type { SportModel } from '../data/types';
import { BasketballEngine } from './basketball';
import { CricketEngine } from './cricket';
import type { EngineContext, SportEngine } from './engine';
import { FootballEngine } from './football';
import { IceHockeyEngine } from './ice-hockey';
import { MobaEngine } from './moba';
import { COUNTER_STRIKE, RallySetsEngine, TABLE_TENNIS, VOLLEYBALL } from './rally-sets';
import { TennisEngine } from './tennis';

/** The engine that simulates and prices a match of a sport. */
export function createEngine(model: SportModel, sportKey: string, ctx: EngineContext): SportEngine {
  switch (model) {
    case 'football':
      return new FootballEngine(ctx);
    case 'ice-hockey':
      return new IceHockeyEngine(ctx);
    case 'basketball':
      return new BasketballEngine(ctx);
    case 'tennis':
      return new TennisEngine(ctx);
    case 'volleyball':
      return new RallySetsEngine(ctx, VOLLEYBALL);
    case 'table-tennis':
      return new RallySetsEngine(ctx, TABLE_TENNIS);
    case 'cs2':
      return new RallySetsEngine(ctx, COUNTER_STRIKE);
    case 'cricket':
      return new CricketEngine(ctx);
    case 'moba':
      return new MobaEngine(ctx, sportKey === 'dota2' ? 1.3 : 0.8);
  }
}
