import realtimeEventJsonSchema from './generated/realtime-event.schema.json';
import { conforms, type JsonSchema } from './json-shape';
import type { RealtimeEvent } from './realtime-events';

const schema = realtimeEventJsonSchema as unknown as JsonSchema;

/**
 * Reads the `data` of a publication as one of the contract's real-time events (`realtimeEventSchema`, checked
 * through its generated JSON Schema, without zod), or null when it is not one: the browser drops it.
 */
export function readRealtimeEvent(data: unknown): RealtimeEvent | null {
  return conforms(schema, data) ? (data as RealtimeEvent) : null;
}
